import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import {
  summariseWarnings,
  summaryLineText,
  type CardGroup,
  type CheckedListWithDetails,
  type DeckCard,
  type DeckWarningDetail,
  type ProblemSummaryLine,
  type SummaryCard,
} from '@decklist/core/decklist';
import type { DecklistStyle } from '@decklist/core/formats';
import { Alert, List } from '../components/ui';
import { joinElements, joinList, type CardActions } from './CardWarnings';
import own from './card-warnings.module.css';

export interface DeckWarningsProps {
  /** The problems of a decklist, each a line; nothing is shown when empty. */
  warnings: readonly string[];
  /** Defaults to 'Deck Warnings'. */
  title?: string;
  /** The names misspelt cards may be, offered right under the warnings (in a deck form). */
  fixes?: readonly CardFix[];
  actions?: CardActions | undefined;
}

interface CardFix {
  card: DeckCard;
  group: CardGroup;
}

/** The example line of the unreadable-line warning: a line of the list's own game, as its lists write it. */
const FAB_EXAMPLE_LINE = '3 Sink Below (red)';

/**
 * A deck warning in the page's language (the English reads as the server's `deck_warnings`). `decklistStyle` is the
 * list's: an unreadable line's example is a line of its game.
 */
export function deckWarningMessage(detail: DeckWarningDetail, decklistStyle: DecklistStyle): string {
  switch (detail.code) {
    case 'unreadable_line': {
      const { line, text } = detail.params;
      if (decklistStyle === 'fab') {
        const example = FAB_EXAMPLE_LINE;
        return t({
          message: `Line ${line} could not be read: “${text}”. Write a count, then the card name and its pitch, for example ${example}.`,
          comment: 'Flesh and Blood; example is a line of a decklist (3 Sink Below (red)), shown as it is',
        });
      }
      return t`Line ${line} could not be read: “${text}”. Write a count and a card name, for example 4 Lightning Bolt.`;
    }
    case 'no_count': {
      const { line, card_name: cardName } = detail.params;
      return t`Line ${line} has no count, so “${cardName}” is counted as 1 copy.`;
    }
    case 'zero_count': {
      const { line, text } = detail.params;
      return t`Line ${line} has a count of 0 and is left out: “${text}”.`;
    }
    case 'main_too_small': {
      const { count, min, format_name: formatName } = detail.params;
      return t`The main deck has ${plural(count, { one: '# card', other: '# cards' })}; a ${formatName} deck needs at least ${min}.`;
    }
    case 'sideboard_too_big': {
      const { count, max } = detail.params;
      return detail.params.companion_included
        ? t`The sideboard has ${plural(count, { one: '# card', other: '# cards' })} (companion included); at most ${max} are allowed.`
        : t`The sideboard has ${plural(count, { one: '# card', other: '# cards' })}; at most ${max} are allowed.`;
    }
    case 'deck_size': {
      const { count, size, format_name: formatName } = detail.params;
      return t`The deck has ${plural(count, { one: '# card', other: '# cards' })}, commander included; a ${formatName} deck has exactly ${size}.`;
    }
    case 'no_commander':
      return t`No commander found. Put your commander on its own after an empty line, or under a line that says Commander.`;
    case 'too_many_commanders': {
      const { count } = detail.params;
      return t`A deck has one commander, or two that can be partners; this one lists ${count}.`;
    }
    case 'not_a_commander': {
      const { card_name: cardName, format_name: formatName } = detail.params;
      return detail.params.rule === 'creature'
        ? t`${cardName} cannot be your commander: in ${formatName} the commander must be a creature.`
        : t`${cardName} cannot be your commander: a commander must be a legendary creature or say that it can be your commander.`;
    }
    case 'not_partners': {
      const { card_name: cardName, other_card_name: otherCardName } = detail.params;
      return t({
        message: `${cardName} and ${otherCardName} cannot be commanders together: both need partner, or abilities that pair them such as Choose a Background.`,
        comment: 'Partner and Choose a Background are keyword abilities on the cards',
      });
    }
    case 'not_in_pool': {
      const { card_name, count } = detail.params;
      return t`${card_name} (${count}) is not in the pool.`;
    }
    case 'more_than_pool': {
      const { card_name, copies, in_pool } = detail.params;
      return t`${card_name}: ${copies} in the deck, ${in_pool} in the pool.`;
    }
    // Flesh and Blood's.
    case 'no_hero':
      return t({ message: 'No hero: name one, like "Hero: Dorinthea Ironsong".', comment: 'Flesh and Blood; "Hero:" stays in English, as lists write it' });
    case 'too_many_heroes': {
      const { count } = detail.params;
      return t`${count} heroes listed: a list has exactly 1.`;
    }
    case 'wrong_hero_age': {
      const { card_name: cardName, format_name: formatName } = detail.params;
      return detail.params.age === 'young'
        ? t`${cardName} is an adult hero: ${formatName} is played with a young hero.`
        : t`${cardName} is a young hero: ${formatName} is played with an adult hero.`;
    }
    case 'deck_too_small': {
      const { count, min, format_name: formatName } = detail.params;
      return t`${plural(count, { one: '# deck card', other: '# deck cards' })}: ${formatName} needs at least ${min} (hero, weapons and equipment not counted).`;
    }
    case 'pool_too_big': {
      const { count, max, format_name: formatName } = detail.params;
      return t`${count} cards in the card-pool: ${formatName} allows at most ${max}, weapons and equipment included.`;
    }
  }
}

/** The cards of a summary line: 'Fury, Mental Misstep', 'Lightning Bolt (5)'. */
function cardNames(cards: readonly SummaryCard[]): string {
  const names = cards.map(({ card_name: cardName, copies }) =>
    copies === null ? cardName : t({ message: `${cardName} (${copies})`, comment: 'A card and how many copies the deck has' }),
  );
  return joinList(names, 'unit');
}

/** A line of the 'Deck Warnings' summary in the page's language (summariseWarnings). */
function summaryLineMessage(line: ProblemSummaryLine, decklistStyle: DecklistStyle): string {
  if (line.kind === 'deck') return deckWarningMessage(line.detail, decklistStyle);
  if (line.kind === 'text') return summaryLineText(line); // an answer without the data: its English
  const cards = cardNames(line.cards);
  const formatName = line.format_name ?? '';
  switch (line.code) {
    case 'unknown_card':
      return t`Not known cards: ${cards}.`;
    case 'banned':
      return t`Banned in ${formatName}: ${cards}.`;
    case 'not_legal':
      return t`Not legal in ${formatName}: ${cards}.`;
    case 'restricted':
      return t`Restricted, only 1 copy allowed: ${cards}.`;
    case 'too_many_copies':
      return t`Too many copies: ${cards}.`;
    case 'outside_identity':
      return t`Outside the commander's colour identity: ${cards}.`;
    case 'pitch_needed':
      return t`Pitch not given: ${cards}.`;
    case 'no_such_pitch':
      return t`No such pitch: ${cards}.`;
    case 'legendary':
      return t({ message: `Legendary, only 1 copy allowed: ${cards}.`, comment: 'Flesh and Blood: the Legendary keyword, as the game names it' });
    case 'suspended':
      return t`Suspended in ${formatName}: ${cards}.`;
    case 'living_legend':
      return t`Retired from ${formatName} (Living Legend): ${cards}.`;
    case 'not_for_hero':
      return t`Not playable by the hero: ${cards}.`;
  }
}

/** The deck's warnings as a list under a warning sign and a title (not colour alone). */
export function DeckWarnings({ warnings, title, fixes = [], actions }: DeckWarningsProps) {
  useLingui(); // shown again in a newly chosen language
  if (warnings.length === 0) return null;
  const heading = title ?? t`Deck Warnings`;
  return (
    <Alert color="yellow" variant="light" title={`⚠ ${heading}`} role="note">
      <List size="sm" spacing={4}>
        {warnings.map((warning, i) => (
          <List.Item key={i}>{warning}</List.Item>
        ))}
      </List>
      {actions && fixes.length > 0 && (
        // On a phone the card's own row is far below: the fix is offered where the warning is read.
        <ul className={own.fixes} aria-label={t`Suggested names`}>
          {fixes.map(({ card, group }) => {
            const cardName = card.card_name;
            const choices = joinElements(
              (card.suggestions ?? []).map((name) => ({
                key: name,
                node: (
                  <button
                    type="button"
                    className={own.suggestion}
                    aria-label={t`${name} instead of ${cardName}`}
                    onClick={() => actions.fix(card, group, name)}
                  >
                    {name}
                  </button>
                ),
              })),
              'disjunction',
            );
            return (
              <li key={`${group.group_name}\u0000${cardName}`} className={own.suggestions}>
                <Trans>
                  <span>{cardName}:</span> Did you mean {choices}?
                </Trans>
              </li>
            );
          })}
        </ul>
      )}
    </Alert>
  );
}

/** The 'Deck Warnings' box of a checked list: every problem, with its cards, and in a deck form the suggested names. */
export function ProblemsSummary({
  check,
  decklistStyle,
  actions,
}: {
  /** A checked list; without `deck_warning_details` (an answer without the data) its English is shown. */
  check: { groups: readonly CardGroup[]; deck_warnings: readonly string[]; deck_warning_details?: CheckedListWithDetails['deck_warning_details'] };
  /** The list's (its event's or saved deck's format's): the game whose example line a warning shows. */
  decklistStyle: DecklistStyle;
  actions?: CardActions | undefined;
}) {
  useLingui(); // shown again in a newly chosen language
  const fixes = check.groups.flatMap((group) =>
    group.cards.filter((card) => (card.suggestions?.length ?? 0) > 0).map((card) => ({ card, group })),
  );
  return <DeckWarnings warnings={summariseWarnings(check).lines.map((line) => summaryLineMessage(line, decklistStyle))} fixes={fixes} actions={actions} />;
}
