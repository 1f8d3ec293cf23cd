import { HelpPage } from './HelpPage';

export function PrivacyPage() {
  return (
    <HelpPage title="Privacy policy">
      <p>
        <em>Last updated 31 March 2025.</em>
      </p>
      <p>
        Decklist is built to keep as little about you as it can. This page says what we store, why, where and for how
        long.
      </p>
      <h2>What we store</h2>
      <ul>
        <li>
          <strong>Your e-mail address</strong>, to sign you in. If you sign in with Google we receive your address and
          the name on your Google account; we use them for nothing else.
        </li>
        <li>
          <strong>The name on your decklist.</strong> It is the only personal detail stored with a decklist, so that the
          organiser can match your list to you.
        </li>
        <li>
          <strong>Your decklists and saved decks</strong>, and a short history of changes to each event decklist so that
          judges can see what changed and when.
        </li>
        <li>
          <strong>A session cookie</strong> that keeps you signed in. We use no advertising or tracking cookies.
        </li>
      </ul>
      <h2>How long we keep it</h2>
      <ul>
        <li>Events, with every decklist submitted to them, are deleted within a week after the event ends.</li>
        <li>Saved decks in your library are deleted when you have not used them for 90 days, or when you delete them.</li>
        <li>Sign-in codes expire after 10 minutes and sessions after 30 days.</li>
      </ul>
      <h2>Who sees it</h2>
      <p>
        The organiser and the judges of an event see the decklists submitted to it and the names on them. Nobody else
        does. We do not sell or share your data.
      </p>
      <h2>Where it is kept</h2>
      <p>Decklist is hosted in the European Union.</p>
      <h2>Your rights</h2>
      <p>
        You can delete your decklists and saved decks yourself at any time. To see or remove anything else we hold
        about you, write to the address on the Contribute page and we will answer within a month.
      </p>
    </HelpPage>
  );
}
