import { Trans, useLingui } from '@lingui/react/macro';
import { HelpPage } from './HelpPage';

export function AboutPage() {
  const { t } = useLingui();
  return (
    <HelpPage title={t`About Decklist`}>
      <p>
        <Trans>
          Decklist is a free web tool for Magic: The Gathering and Flesh and Blood tournaments. Players register their decklists on their
          phones by joining an event with a code, a link or a QR code. Organisers and judges see who has submitted,
          review and check the lists, and print or download them. Signed-in players keep a library of their decks to
          reuse at the next event.
        </Trans>
      </p>
      <p>
        <Trans>
          A second tool runs the round clocks: organisers start, pause and adjust them from a phone, and a full-screen
          display on the hall's screens shows every clock, to the second, on every device.
        </Trans>
      </p>
      <p>
        <Trans>
          Card data comes from Scryfall. Decklist is unofficial Fan Content permitted under the Fan Content Policy, not
          approved or endorsed by Wizards of the Coast.
        </Trans>
      </p>
      <p>
        <Trans>
          Flesh and Blood card data comes from the community's open card database (the @flesh-and-blood/cards package).
          Decklist is not affiliated with or endorsed by Legend Story Studios.
        </Trans>
      </p>
    </HelpPage>
  );
}
