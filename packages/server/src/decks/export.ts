import type { CardGroup } from '@decklist/core/decklist';
import type { DecklistStyle } from '@decklist/core/formats';
import { listText } from '@decklist/core/games';
import { oneLine, stripAccents } from '@decklist/core/text';
import { playerPoolLines, poolLines, swapLines, type LimitedExport } from './limited-export';

/** What the exports need of a deck: names and its checked groups and warnings. */
export interface ExportDeck {
  playerName: string;
  deckName: string;
  groups: CardGroup[];
  deckWarnings: string[];
}

export interface ExportEvent {
  name: string;
  eventDate: string;
  formatName: string;
  /** How the lists are written out: Magic's sections, or Flesh and Blood's hero, arena and deck cards. */
  style: DecklistStyle;
}

/** 'decklists-friday-modern-2026-11-21.txt': ASCII only, so every browser keeps it as is. */
export function exportFileName(prefix: string, eventName: string, eventDate: string, extension: string, extra?: string): string {
  const slug = (text: string) =>
    stripAccents(text)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60);
  return [prefix, slug(eventName), extra ? slug(extra) : '', eventDate].filter(Boolean).join('-') + `.${extension}`;
}

export const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

const RULE = '='.repeat(64);

function warningLines(deck: ExportDeck): string[] {
  const cards = deck.groups.flatMap((group) => group.cards.flatMap((card) => card.warnings.map((w) => `- ${oneLine(card.card_name)}: ${oneLine(w)}`)));
  const all = [...deck.deckWarnings.map((w) => `- ${oneLine(w)}`), ...cards];
  return all.length > 0 ? ['', 'Warnings:', ...all] : [];
}

/**
 * Every decklist of an event as one text file: a heading with the player's and the deck's name above
 * each list (canonical card names in Deck and Sideboard sections), its warnings, and at the end the
 * players who have not submitted one. A Limited event's download adds each player's registered pool, their deck
 * against the pool it is built from, the pools of players without a decklist, and the pool swap's record.
 */
export function allDecksText(event: ExportEvent, decks: readonly ExportDeck[], playersWithoutDeck: readonly string[], limited: LimitedExport | null = null): string {
  const count = `${decks.length} ${decks.length === 1 ? 'decklist' : 'decklists'}`;
  // Every name goes through oneLine: one record per line, whatever a name stored before names were checked holds.
  const parts = [`${oneLine(event.name)}: decklists`, `${event.formatName} · ${event.eventDate} · ${count}`];
  for (const [i, deck] of decks.entries()) {
    const pools = limited?.decks[i];
    parts.push(
      '',
      RULE,
      `Player: ${oneLine(deck.playerName)}`,
      `Deck: ${oneLine(deck.deckName) || '(no name)'}`,
      RULE,
      listText(
        deck.groups.map((group) => ({ ...group, cards: group.cards.map((card) => ({ ...card, card_name: oneLine(card.card_name) })) })),
        event.style,
      ),
      ...warningLines(deck),
      ...(pools ? playerPoolLines(deck.groups, pools, limited.expectedSize) : []),
    );
  }
  for (const { playerName, pool } of limited?.poolsWithoutDeck ?? []) {
    parts.push('', RULE, `Player: ${oneLine(playerName)}`, 'No decklist', RULE, ...poolLines(pool, limited!.expectedSize).slice(1));
  }
  if (limited?.swap) parts.push(...swapLines(limited.swap, RULE));
  if (playersWithoutDeck.length > 0) {
    parts.push('', RULE, `Players without a decklist (${playersWithoutDeck.length}): ${playersWithoutDeck.map(oneLine).join(', ')}`);
  }
  return `${parts.join('\n')}\n`;
}
