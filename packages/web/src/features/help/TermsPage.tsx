import { HelpPage } from './HelpPage';

export function TermsPage() {
  return (
    <HelpPage title="Terms of service">
      <p>By using Decklist you accept these terms. They are short because the service is simple and free.</p>
      <h2>The service</h2>
      <p>
        Decklist lets organisers collect decklists for their tournaments and run round timers, and lets players submit
        and keep their decklists. It is offered free of charge, as it is, without any guarantee that it will always be
        available or free of errors.
      </p>
      <h2>Your part</h2>
      <ul>
        <li>Submit only your own decklists, under your own name, and use the tool only for real events.</li>
        <li>Do not try to get at data that is not yours, overload the service or disturb other users.</li>
        <li>Organisers are responsible for the events they create and for the judges they add.</li>
      </ul>
      <h2>Data</h2>
      <p>
        What we store and for how long is described in the privacy policy. Events and their decklists are deleted
        within a week after the event ends, so keep your own copy of anything you need longer.
      </p>
      <h2>Liability</h2>
      <p>
        The final word on a decklist belongs to the event&apos;s organiser and judges, not to the warnings this tool
        shows. We are not liable for losses caused by using the service or by its being unavailable.
      </p>
      <h2>Changes</h2>
      <p>We may change these terms; the version on this page is the one that applies.</p>
      <p>
        Magic: The Gathering is a trademark of Wizards of the Coast. Decklist is not affiliated with or endorsed by
        Wizards of the Coast.
      </p>
    </HelpPage>
  );
}
