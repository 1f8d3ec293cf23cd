import { Trans, useLingui } from '@lingui/react/macro';
import { HelpPage } from './HelpPage';

export function PrivacyPage() {
  const { t } = useLingui();
  return (
    <HelpPage title={t`Privacy policy`}>
      <p>
        <em>
          <Trans>Last updated 31 March 2025.</Trans>
        </em>
      </p>
      <p>
        <Trans>
          Decklist is built to keep as little about you as it can. This page says what we store, why, where and for how
          long.
        </Trans>
      </p>
      <h2>
        <Trans>What we store</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>Your e-mail address</strong>, to sign you in. If you sign in with Google we receive your address and
            the name on your Google account; we use them for nothing else.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>The name on your decklist.</strong> It is the only personal detail stored with a decklist, so that the
            organiser can match your list to you.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Your decklists and saved decks</strong>, and a short history of changes to each event decklist so that
            judges can see what changed and when.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>A session cookie</strong> that keeps you signed in. We use no advertising or tracking cookies.
          </Trans>
        </li>
      </ul>
      <h2>
        <Trans>How long we keep it</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Events, with every decklist submitted to them, are deleted within a week after the event ends.</Trans>
        </li>
        <li>
          <Trans>Saved decks in your library are deleted when you have not used them for 90 days, or when you delete them.</Trans>
        </li>
        <li>
          <Trans>Sign-in codes expire after 10 minutes and sessions after 30 days.</Trans>
        </li>
        <li>
          <Trans>
            Your browser keeps the pages you saw for up to a week, so that they open without a network, and your unsent decklists until
            they are sent. Logging out deletes them from the device.
          </Trans>
        </li>
        <li>
          <Trans>
            A judge's counts of a deck check stay in the browser until its outcome is recorded, and an organiser's choice of lists to publish
            until they are published. Logging out deletes them too.
          </Trans>
        </li>
      </ul>
      <h2>
        <Trans>Who sees it</Trans>
      </h2>
      <p>
        <Trans>
          The organiser and the judges of an event see the decklists submitted to it and the names on them. Nobody else
          does. We do not sell or share your data.
        </Trans>
      </p>
      <h2>
        <Trans>Where it is kept</Trans>
      </h2>
      <p>
        <Trans>Decklist is hosted in the European Union.</Trans>
      </p>
      <h2>
        <Trans>Your rights</Trans>
      </h2>
      <p>
        <Trans>
          You can delete your decklists and saved decks yourself at any time. To see or remove anything else we hold
          about you, write to the address on the Contribute page and we will answer within a month.
        </Trans>
      </p>
    </HelpPage>
  );
}
