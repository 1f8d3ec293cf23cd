import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { heroCardKinds, type CardGroup, type CardWarningDetail, type ColourCode, type DeckCard } from '@decklist/core/decklist';
import type { ReactNode } from 'react';
import { i18n } from '../lib/i18n';
import classes from './decklists.module.css';
import own from './card-warnings.module.css';

/** What a deck form does for a row of its checked list. */
export interface CardActions {
  /** Selects the card's line in the text. */
  goTo(card: DeckCard, group: CardGroup): void;
  /** Rewrites the row's lines with `name`. */
  fix(card: DeckCard, group: CardGroup, name: string): void;
}

const listFormats = new Map<string, Intl.ListFormat>();

/**
 * Joins names or words in the page's language: 'and' (conjunction), 'or' (disjunction), or a plain
 * list (unit). English is the app's British English: 'a, b or c', without a serial comma.
 */
function listFormat(type: 'conjunction' | 'disjunction' | 'unit'): Intl.ListFormat {
  const locale = i18n.locale === 'en' || !i18n.locale ? 'en-GB' : i18n.locale;
  const key = `${locale}:${type}`;
  let format = listFormats.get(key);
  if (!format) {
    format = new Intl.ListFormat(locale, { type, style: type === 'unit' ? 'short' : 'long' });
    listFormats.set(key, format);
  }
  return format;
}

/** Words or names joined in the page's language (listFormat). */
export const joinList = (items: readonly string[], type: 'conjunction' | 'disjunction' | 'unit') => listFormat(type).format(items);

/**
 * Elements joined as a list in the page's language ('A, B or C' with A, B and C elements): each
 * element with the words after it, so that they wrap together.
 */
export function joinElements(items: readonly { key: string; node: ReactNode }[], type: 'conjunction' | 'disjunction' | 'unit'): ReactNode {
  const parts = listFormat(type).formatToParts(items.map((_, i) => String(i)));
  const joined: ReactNode[] = [];
  parts.forEach((part, i) => {
    if (part.type === 'literal') {
      if (i === 0) joined.push(part.value);
      return;
    }
    const item = items[Number(part.value)]!;
    const after = parts[i + 1]?.type === 'literal' ? parts[i + 1]!.value : '';
    joined.push(
      <span key={item.key}>
        {item.node}
        {after}
      </span>,
    );
  });
  return <>{joined}</>;
}

/** The colours of a colour identity, as the warnings name them. */
const COLOUR_NAMES: Record<ColourCode, MessageDescriptor> = {
  W: msg({ message: 'white', context: 'colour identity', comment: 'As in: this card is white and blue' }),
  U: msg({ message: 'blue', context: 'colour identity', comment: 'As in: this card is white and blue' }),
  B: msg({ message: 'black', context: 'colour identity', comment: 'As in: this card is white and blue' }),
  R: msg({ message: 'red', context: 'colour identity', comment: 'As in: this card is white and blue' }),
  G: msg({ message: 'green', context: 'colour identity', comment: 'As in: this card is white and blue' }),
};

const colourList = (colours: readonly ColourCode[]) =>
  colours.length > 0
    ? joinList(
        colours.map((colour) => i18n._(COLOUR_NAMES[colour])),
        'conjunction',
      )
    : t({ message: 'colourless', context: 'colour identity', comment: "As in: the commander's identity is colourless" });

/** The first sentence of an unknown card's warning, before its suggestions. */
const notKnown = () => t`Not a known card.`;

/** A card warning in the page's language (the English reads as the server's `warnings`). */
export function cardWarningMessage(detail: CardWarningDetail): string {
  switch (detail.code) {
    case 'unknown_card': {
      if (detail.params.suggestions.length === 0) return t`Not a known card. Check the spelling.`;
      const suggestions = joinList(detail.params.suggestions, 'disjunction');
      return t`Not a known card. Did you mean ${suggestions}?`;
    }
    case 'banned': {
      const formatName = detail.params.format_name;
      return t`Banned in ${formatName}.`;
    }
    case 'not_legal': {
      const formatName = detail.params.format_name;
      return t`Not legal in ${formatName}.`;
    }
    case 'restricted': {
      const { format_name: formatName, copies } = detail.params;
      return t`Restricted in ${formatName}: a deck may have only 1 copy, and this one has ${copies}.`;
    }
    case 'too_many_copies': {
      const { format_name: formatName, copies, limit } = detail.params;
      return limit === 1
        ? t`${formatName} allows only 1 copy of each card other than basic lands, and this deck has ${copies}.`
        : t`Too many copies: a deck may have at most ${limit}, and this one has ${copies}.`;
    }
    case 'outside_identity': {
      const cardColours = colourList(detail.params.card_colours);
      const commanderColours = colourList(detail.params.commander_colours);
      return t`Outside the commander's colour identity: this card is ${cardColours}, and the commander's identity is ${commanderColours}.`;
    }
    // Flesh and Blood's: a pitch is written as the lists write it, in English (red, yellow, blue).
    case 'pitch_needed': {
      const pitches = joinList(detail.params.pitches, 'disjunction');
      const pitch = detail.params.pitches[0] ?? 'red';
      return t({ message: `Which pitch? This card is ${pitches}: write it after the name, like (${pitch}).`, comment: 'Flesh and Blood: red, yellow and blue stay in English, as lists write them' });
    }
    case 'no_such_pitch': {
      const { pitch } = detail.params;
      const pitches = joinList(detail.params.pitches, 'disjunction');
      return detail.params.pitches.length > 0
        ? t({ message: `This card has no ${pitch} version: it is ${pitches}.`, comment: 'Flesh and Blood: red, yellow and blue stay in English, as lists write them' })
        : t({ message: `This card has no pitch: leave out (${pitch}).`, comment: 'Flesh and Blood: red, yellow and blue stay in English, as lists write them' });
    }
    case 'legendary': {
      const { copies } = detail.params;
      return t({ message: `Legendary: a card-pool may have only 1 copy, and this one has ${copies}.`, comment: 'Flesh and Blood: the Legendary keyword, as the game names it' });
    }
    case 'suspended': {
      const formatName = detail.params.format_name;
      return t`Suspended in ${formatName}.`;
    }
    case 'living_legend': {
      const formatName = detail.params.format_name;
      return t`Retired from ${formatName}: its hero is a Living Legend.`;
    }
    case 'not_for_hero': {
      const heroName = detail.params.hero_name;
      const kinds = heroCardKinds(detail.params.card_classes, detail.params.card_talents).join(' ');
      return kinds
        ? t({ message: `${heroName} cannot play this ${kinds} card.`, comment: 'Flesh and Blood: the card’s talents and classes, in English as printed (Light Warrior)' })
        : t`${heroName} cannot play this card.`;
    }
  }
}

/** Where an English unknown-card warning without its data (an older answer) is split before its suggestions. */
const ENGLISH_SUGGESTIONS_START = 'Did you mean';

/** A card's warnings with their data: the data of each, or none (an answer without it shows the English). */
function warningsOf(card: DeckCard): { text: string; detail: CardWarningDetail | undefined }[] {
  const details = card.warning_details?.length === card.warnings.length ? card.warning_details : undefined;
  return card.warnings.map((text, i) => ({ text, detail: details?.[i] }));
}

/**
 * A card's warnings (a ⚠ sign and text, not colour alone). In a deck form each is a button that puts
 * the cursor on the card's line (its title says so), and each name a misspelt card may be is a button
 * that writes it in.
 */
export function CardWarnings({ card, group, actions }: { card: DeckCard; group: CardGroup; actions: CardActions | undefined }) {
  useLingui(); // shown again in a newly chosen language
  const warnings = warningsOf(card);
  if (!actions) {
    return warnings.map(({ text, detail }) => (
      <span key={text} className={classes.warning}>
        ⚠ {detail ? cardWarningMessage(detail) : text}
      </span>
    ));
  }
  const goToTitle = t`Go to its line in the decklist`;
  return warnings.map(({ text, detail }) => {
    // The unknown-card warning ends with its suggestions: they become buttons of their own.
    const meant =
      detail?.code === 'unknown_card' ? detail.params.suggestions : text.includes(ENGLISH_SUGGESTIONS_START) ? (card.suggestions ?? []) : [];
    const label =
      meant.length === 0
        ? detail
          ? cardWarningMessage(detail)
          : text
        : detail
          ? notKnown()
          : text.slice(0, text.indexOf(ENGLISH_SUGGESTIONS_START)).trim();
    const choices = (
      <>
        {meant.map((name) => (
          <button key={name} type="button" className={own.suggestion} onClick={() => actions.fix(card, group, name)}>
            {name}
          </button>
        ))}
      </>
    );
    return (
      <span key={text} className={classes.warning}>
        <button type="button" className={own.warningButton} title={goToTitle} onClick={() => actions.goTo(card, group)}>
          ⚠ {label}
        </button>
        {meant.length > 0 && (
          <span className={own.suggestions}>
            <Trans>Did you mean {choices}?</Trans>
          </span>
        )}
      </span>
    );
  });
}
