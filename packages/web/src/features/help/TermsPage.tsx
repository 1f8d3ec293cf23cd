import { Trans, useLingui } from '@lingui/react/macro';
import { HelpPage } from './HelpPage';

export function TermsPage() {
  const { t } = useLingui();
  return (
    <HelpPage title={t`Terms of service`}>
      <p>
        <Trans>By using Decklist you accept these terms. They are short because the service is simple and free.</Trans>
      </p>
      <h2>
        <Trans comment="A heading of the terms of service">The service</Trans>
      </h2>
      <p>
        <Trans>
          Decklist lets organisers collect decklists for their tournaments and run round timers, and lets players submit
          and keep their decklists. It is offered free of charge, as it is, without any guarantee that it will always be
          available or free of errors.
        </Trans>
      </p>
      <h2>
        <Trans comment="A heading of the terms of service">Your part</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Submit only your own decklists, under your own name, and use the tool only for real events.</Trans>
        </li>
        <li>
          <Trans>Do not try to get at data that is not yours, overload the service or disturb other users.</Trans>
        </li>
        <li>
          <Trans>Organisers are responsible for the events they create and for the judges they add.</Trans>
        </li>
      </ul>
      <h2>
        <Trans comment="A heading of the terms of service">Data</Trans>
      </h2>
      <p>
        <Trans>
          What we store and for how long is described in the privacy policy. Events and their decklists are deleted
          within a week after the event ends, so keep your own copy of anything you need longer.
        </Trans>
      </p>
      <h2>
        <Trans comment="A heading of the terms of service">Liability</Trans>
      </h2>
      <p>
        <Trans>
          The final word on a decklist belongs to the event's organiser and judges, not to the warnings this tool
          shows. We are not liable for losses caused by using the service or by its being unavailable.
        </Trans>
      </p>
      <h2>
        <Trans comment="A heading of the terms of service">Changes</Trans>
      </h2>
      <p>
        <Trans>We may change these terms; the version on this page is the one that applies.</Trans>
      </p>
      <p>
        <Trans>
          Magic: The Gathering is a trademark of Wizards of the Coast. Decklist is not affiliated with or endorsed by
          Wizards of the Coast.
        </Trans>
      </p>
      <p>
        <Trans>
          Flesh and Blood is a trademark of Legend Story Studios. Decklist is not affiliated with or endorsed by Legend
          Story Studios.
        </Trans>
      </p>
    </HelpPage>
  );
}
