import { Trans, useLingui } from '@lingui/react/macro';
import { HelpPage } from './HelpPage';

export function ContributePage() {
  const { t } = useLingui();
  return (
    <HelpPage title={t`Contribute`}>
      <p>
        <Trans>
          Decklist is a free tool run by volunteers for the tournament community. There are several ways to help it get
          better.
        </Trans>
      </p>
      <ul>
        <li>
          <Trans>
            <strong>Report a problem.</strong> If a card is flagged wrongly, a list is read wrongly or a page does not
            work on your device, tell us what you did and what you saw, with the list if it matters.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Suggest an improvement.</strong> Organisers and judges know best what saves time on the floor.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Write code.</strong> The project is open source; the README explains how to run it with two commands
            and how to run its tests.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Tell other organisers.</strong> The more events use electronic lists, the less paper is lost.
          </Trans>
        </li>
      </ul>
    </HelpPage>
  );
}
