import { Trans, useLingui } from '@lingui/react/macro';
import { Code } from '../../components/ui';
import { HelpPage } from './HelpPage';

// Examples of list text stay as written (card names and the list reader's syntax are not translated).
const SIXTY_EXAMPLE = `4 Ragavan, Nimble Pilferer
4 Lightning Bolt
4 Fable of the Mirror-Breaker
2 Fire // Ice
...
20 Mountain

2 Blood Moon
3 Pyroblast (Ice Age)
...`;

const COMMANDER_EXAMPLE = `Commander
1 Atraxa, Praetors' Voice

1 Sol Ring
1 Arcane Signet
1 Swords to Plowshares
...
30 Forest`;

const LIMITED_EXAMPLE = `1 Llanowar Elves
1 Giant Growth
1 Vampire Nighthawk
...
9 Forest
8 Swamp

Sideboard
1 Naturalize
1 Divine Verdict
...`;

const COMPANION_EXAMPLE = `4 Lightning Bolt
...

Companion
1 Lurrus of the Dream-Den`;

const COUNT_LINE = '4 Lightning Bolt';
const COUNT_X_LINE = '4x Lightning Bolt';
const SET_LINE = '3 Pyroblast (Ice Age)';
const COMMENT_MARK = '//';
const SPLIT_LINE = '1 Fire // Ice';
const FRONT_FACE_LINE = '1 Fire';

export function DecklistGuidePage() {
  const { t } = useLingui();
  return (
    <HelpPage title={t`How to write a decklist`}>
      <p>
        <Trans>
          Paste or type your list with one card per line: the number of copies, a space, then the card name. Decklist reads the list as you
          type, groups the cards by type, counts them and warns you about anything a judge would flag, such as a misspelt name, a banned card
          or a sideboard that is too big.
        </Trans>
      </p>
      <ul>
        <li>
          <Trans comment="COUNT_LINE and COUNT_X_LINE are example lines of a decklist (4 Lightning Bolt, 4x Lightning Bolt), shown as they are">
            Write each line as a count then the name, for example <Code>{COUNT_LINE}</Code>. <Code>{COUNT_X_LINE}</Code> works too.
          </Trans>
        </li>
        <li>
          <Trans comment="SET_LINE is an example line of a decklist (3 Pyroblast (Ice Age)), shown as it is">
            A set name in brackets at the end of a line is ignored: <Code>{SET_LINE}</Code>.
          </Trans>
        </li>
        <li>
          <Trans comment="COMMENT_MARK is //. 'mainboard' and 'sideboard' are the words the list reader recognises in a heading line">
            Lines that start with <Code>{COMMENT_MARK}</Code> are comments and are ignored, and so are heading lines containing the words
            mainboard or sideboard.
          </Trans>
        </li>
        <li>
          <Trans comment="COMMENT_MARK is //; SPLIT_LINE and FRONT_FACE_LINE are example lines of a decklist (1 Fire // Ice, 1 Fire), shown as they are">
            Split, adventure and double-faced cards can be written with both halves, separated by <Code>{COMMENT_MARK}</Code> (
            <Code>{SPLIT_LINE}</Code>), or with the front face only (<Code>{FRONT_FACE_LINE}</Code>).
          </Trans>
        </li>
        <li>
          <Trans>Lists exported from MTG Arena and Magic Online can be pasted as they are.</Trans>
        </li>
      </ul>

      <h2 id="sixty">
        <Trans>Constructed and limited decks</Trans>
      </h2>
      <p>
        <Trans>
          Write the main deck first. Leave one empty line, then write the sideboard. The main deck needs at least 60 cards (40 in Limited) and
          the sideboard holds up to 15.
        </Trans>
      </p>
      <pre>{SIXTY_EXAMPLE}</pre>
      <p>
        <Trans comment="Companion is the heading word the list reader recognises (see the example below it)">
          If your deck has a companion, put it after a line that says Companion:
        </Trans>
      </p>
      <pre>{COMPANION_EXAMPLE}</pre>

      <h2 id="limited">
        <Trans>Limited decks (Sealed and Draft)</Trans>
      </h2>
      <p>
        <Trans>
          Write the cards you play first, at least 40 with the basic lands you added. Leave one empty line, then write the rest of your pool:
          in Limited every card you opened or drafted and do not play is your sideboard, so it has no size limit, and any number of copies of a
          card is allowed.
        </Trans>
      </p>
      <pre>{LIMITED_EXAMPLE}</pre>

      <h2 id="commander">
        <Trans>Commander decks</Trans>
      </h2>
      <p>
        <Trans comment="'a line that says Commander': Commander is the heading word the list reader recognises (see the example below)">
          Put your commander (or both partners) in a section of its own, separated from the rest by an empty line. You may head that section
          with a line that says Commander. The whole deck, commander included, is exactly 100 cards, and every card must fit your
          commander's colour identity.
        </Trans>
      </p>
      <pre>{COMMANDER_EXAMPLE}</pre>
      <p>
        <Trans comment="Companion is the heading word the list reader recognises">A companion goes after a Companion line, as in other formats.</Trans>
      </p>
    </HelpPage>
  );
}
