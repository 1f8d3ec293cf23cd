import { Code } from '../../components/ui';
import { HelpPage } from './HelpPage';

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

const COMPANION_EXAMPLE = `4 Lightning Bolt
...

Companion
1 Lurrus of the Dream-Den`;

export function DecklistGuidePage() {
  return (
    <HelpPage title="How to write a decklist">
      <p>
        Paste or type your list with one card per line: the number of copies, a space, then the card name. Decklist reads the list as you
        type, groups the cards by type, counts them and warns you about anything a judge would flag, such as a misspelt name, a banned card
        or a sideboard that is too big.
      </p>
      <ul>
        <li>
          Write each line as a count then the name, for example <Code>4 Lightning Bolt</Code>. <Code>4x Lightning Bolt</Code> works too.
        </li>
        <li>
          A set name in brackets at the end of a line is ignored: <Code>3 Pyroblast (Ice Age)</Code>.
        </li>
        <li>
          Lines that start with <Code>//</Code> are comments and are ignored, and so are heading lines containing the words mainboard or
          sideboard.
        </li>
        <li>
          Split, adventure and double-faced cards can be written with both halves, separated by <Code>//</Code> (<Code>1 Fire // Ice</Code>
          ), or with the front face only (<Code>1 Fire</Code>).
        </li>
        <li>Lists exported from MTG Arena and Magic Online can be pasted as they are.</li>
      </ul>

      <h2 id="sixty">Constructed and limited decks</h2>
      <p>
        Write the main deck first. Leave one empty line, then write the sideboard. The main deck needs at least 60 cards (40 in Limited) and
        the sideboard holds up to 15.
      </p>
      <pre>{SIXTY_EXAMPLE}</pre>
      <p>If your deck has a companion, put it after a line that says Companion:</p>
      <pre>{COMPANION_EXAMPLE}</pre>

      <h2 id="commander">Commander decks</h2>
      <p>
        Put your commander (or both partners) in a section of its own, separated from the rest by an empty line. You may head that section
        with a line that says Commander. The whole deck, commander included, is exactly 100 cards, and every card must fit your
        commander&apos;s colour identity.
      </p>
      <pre>{COMMANDER_EXAMPLE}</pre>
      <p>A companion goes after a Companion line, as in other formats.</p>
    </HelpPage>
  );
}
