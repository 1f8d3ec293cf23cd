import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Code } from '../../components/ui';
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

// Flesh and Blood: a deck builder's text export, and lines as the list reader takes them (packages/core/src/games/fab/parse.ts).
const FAB_EXAMPLE = `Hero: Dorinthea Ironsong

Arena cards
1x Dawnblade
1x Fyendal's Spring Tunic

Deck cards
3x Sink Below (red)
3x Sink Below (blue)
3x Driving Blade (yellow)
...`;

const HERO_LINE = 'Hero: Dorinthea Ironsong';
const FAB_COUNT_LINE = '3 Sink Below (red)';
const FAB_COUNT_X_LINE = '3x Sink Below (red)';
const FAB_COUNT_LAST_LINE = 'Sink Below (red) x3';
const FAB_SHORT_PITCH_LINE = '3x Sink Below (r)';
const ONE_PITCH_LINE = '1x Enlightened Strike';
const RED_CARD = 'Sink Below (red)';
const BLUE_CARD = 'Sink Below (blue)';

export function DecklistGuidePage() {
  const { t } = useLingui();
  return (
    <HelpPage title={t`How to write a decklist`}>
      <p>
        <Trans>
          Each game has its own way of writing a list: see <Anchor href="#magic">Magic: The Gathering</Anchor> or{' '}
          <Anchor href="#flesh-and-blood">Flesh and Blood</Anchor>.
        </Trans>
      </p>

      <h2 id="magic">
        <Trans>Magic: The Gathering</Trans>
      </h2>
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

      <h3 id="sixty">
        <Trans>Constructed and limited decks</Trans>
      </h3>
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

      <h3 id="limited">
        <Trans>Limited decks (Sealed and Draft)</Trans>
      </h3>
      <p>
        <Trans>
          Write the cards you play first, at least 40 with the basic lands you added. Leave one empty line, then write the rest of your pool:
          in Limited every card you opened or drafted and do not play is your sideboard, so it has no size limit, and any number of copies of a
          card is allowed.
        </Trans>
      </p>
      <pre>{LIMITED_EXAMPLE}</pre>

      <h3 id="commander">
        <Trans>Commander decks</Trans>
      </h3>
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

      <h2 id="flesh-and-blood">
        <Trans>Flesh and Blood</Trans>
      </h2>
      <p>
        <Trans comment="Fabrary and FaBDB are the deck-building websites of Flesh and Blood">
          The quickest way is to copy the text export of your deck from Fabrary or FaBDB and paste it as it is. Decklist reads the list as you
          type, sorts it into your hero, weapons, equipment and deck cards by pitch, counts it and warns you about anything a judge would flag,
          such as a misspelt name, a card your hero cannot play or too many copies of a card.
        </Trans>
      </p>
      <pre>{FAB_EXAMPLE}</pre>
      <ul>
        <li>
          <Trans comment="HERO_LINE is an example line of a Flesh and Blood decklist (Hero: Dorinthea Ironsong), shown as it is; 'Hero:' stays in English, as lists write it">
            Name your hero on a line that starts with Hero:, for example <Code>{HERO_LINE}</Code>.
          </Trans>
        </li>
        <li>
          <Trans comment="FAB_COUNT_LINE, FAB_COUNT_X_LINE and FAB_COUNT_LAST_LINE are example lines of a Flesh and Blood decklist (3 Sink Below (red), 3x Sink Below (red), Sink Below (red) x3), shown as they are">
            Write each of your weapons, equipment and deck cards on a line of its own: the number of copies, the name, then its pitch in
            brackets, for example <Code>{FAB_COUNT_LINE}</Code>. <Code>{FAB_COUNT_X_LINE}</Code> and <Code>{FAB_COUNT_LAST_LINE}</Code> work
            too.
          </Trans>
        </li>
        <li>
          <Trans comment="'red', 'yellow' and 'blue' and the letters r, y and b are the pitch words the list reader recognises, written in English as lists write them; FAB_SHORT_PITCH_LINE is an example line (3x Sink Below (r)), shown as it is">
            Write the pitch as red, yellow or blue, or in short as r, y or b (<Code>{FAB_SHORT_PITCH_LINE}</Code>), or as its number, 1, 2 or
            3.
          </Trans>
        </li>
        <li>
          <Trans comment="ONE_PITCH_LINE is an example line of a Flesh and Blood decklist (1x Enlightened Strike, a card printed in red only), shown as it is">
            A card that has only one pitch, or none, such as a weapon, needs no pitch: <Code>{ONE_PITCH_LINE}</Code>. If a card has several
            pitches and you leave it out, Decklist asks you which one you mean.
          </Trans>
        </li>
        <li>
          <Trans comment="'Arena cards' and 'Deck cards' are the headings of the deck builders' exports, and 'Weapons:' and 'Equipment:' FaBDB's lines: they stay in English, as the exports write them">
            The headings Arena cards and Deck cards may be left out: Decklist knows from the card data which cards are weapons and equipment.
            FaBDB's Weapons: and Equipment: lines, with the names separated by commas, work too.
          </Trans>
        </li>
        <li>
          <Trans>Write card names in English: Decklist knows the cards by their English names.</Trans>
        </li>
        <li>
          <Trans comment="'Name:', 'Format:' and 'Class:' are lines of the deck builders' exports and stay in English; COMMENT_MARK is //">
            The other lines of an export, such as Name:, Format: and Class: and the link to the deck, are not read as cards, and neither are
            lines that start with <Code>{COMMENT_MARK}</Code> or #.
          </Trans>
        </li>
      </ul>

      <h3 id="flesh-and-blood-counts">
        <Trans>What the counts mean</Trans>
      </h3>
      <p>
        <Trans comment="'Deck' and 'Arena cards' are the names of the two totals shown under a Flesh and Blood list ('Deck: 60', 'Arena cards: 3'): translate them as those totals are translated">
          Under the list, <strong>Deck</strong> counts your deck cards: every card but your hero, weapons and equipment. <strong>Arena cards</strong>{' '}
          counts your weapons and equipment. Your hero is in neither count. Deck cards and arena cards together are your card-pool.
        </Trans>
      </p>
      <p>
        <Trans comment="Classic Constructed, Living Legend, Silver Age, Sealed Deck and Booster Draft are the names of Flesh and Blood formats">
          Classic Constructed and Living Legend are played with an adult hero and at least 60 deck cards, in a card-pool of at most 80. Silver
          Age is played with a young hero and at least 40 deck cards, in a card-pool of at most 55. Sealed Deck and Booster Draft are played
          with a young hero and at least 30 deck cards.
        </Trans>
      </p>

      <h3 id="flesh-and-blood-copies">
        <Trans>Copies of a card</Trans>
      </h3>
      <p>
        <Trans comment="RED_CARD and BLUE_CARD are card names with their pitch (Sink Below (red), Sink Below (blue)), shown as they are">
          For the number of copies, a card is its name and its pitch: <Code>{RED_CARD}</Code> and <Code>{BLUE_CARD}</Code> are two different
          cards, and you may play each up to the format's limit. That limit is 3 in Classic Constructed and Living Legend (1 for a card
          restricted in Living Legend) and 2 in Silver Age; Sealed Deck and Booster Draft allow any number. Copies of one card written on
          several lines are added up.
        </Trans>
      </p>
      <p>
        <Trans comment="Legendary is a Flesh and Blood keyword: write it as the game's cards in this language print it">
          A card with the Legendary keyword may be in your card-pool only once in Classic Constructed, Silver Age and Living Legend.
        </Trans>
      </p>
    </HelpPage>
  );
}
