import { findFormat, validateDecklist, type CardIndex, type CardSearchResult, type DecklistCheck } from '@decklist/core';
import type { FastifyBaseLogger } from 'fastify';
import { loadCards } from './load';

/** Card data for every feature: `app.cards`. */
export interface CardsService {
  /** The card index; null when no card data could be loaded (lists are then only parsed and counted). */
  readonly index: CardIndex | null;
  /**
   * Groups and warnings of a decklist in the shapes of spec section 3, for a format code of the
   * formats list (an unknown or missing code checks no format rule).
   */
  validateDecklist(text: string, formatCode: string | null | undefined): DecklistCheck;
  /** Name suggestions: prefix and word matches, best first. */
  search(query: string, limit?: number): CardSearchResult[];
}

/**
 * Checked lists kept for reuse: an event's lists are checked again for every page, print and download.
 * Only lists of a usual length are kept (a 100-card list is about 2,000 characters), so the memory
 * stays bounded (well under 100 MB) whatever is sent to the check endpoints.
 */
const CHECKS_KEPT = 1000;
const LONGEST_KEPT = 2500;

export function createCardsService(index: CardIndex | null): CardsService {
  // Least recently used first (a Map keeps insertion order); the checks are shared, so callers never change them.
  const checks = new Map<string, DecklistCheck>();
  return {
    index,
    validateDecklist(text, formatCode) {
      const key = `${formatCode ?? ''}\u0000${text}`;
      let check = checks.get(key);
      if (check) checks.delete(key);
      else check = validateDecklist(text, formatCode ? findFormat(formatCode) : undefined, index);
      if (text.length > LONGEST_KEPT) return check;
      checks.set(key, check);
      if (checks.size > CHECKS_KEPT) checks.delete(checks.keys().next().value!);
      return check;
    },
    search: (query, limit = 8) =>
      (index?.search(query, limit) ?? []).map((card) => ({ card_name: card.name, mana_cost: card.manaCost, type_line: card.typeLine })),
  };
}

/**
 * The card index for the app, or null (logged) when the file is missing or unreadable: the app
 * still starts, and lists are parsed without card checks.
 */
export async function loadCardsAtStart(file: string, explicit: boolean, log: FastifyBaseLogger): Promise<CardIndex | null> {
  const started = performance.now();
  try {
    const { index, snapshot } = await loadCards(file);
    log.info(
      { cards: index.size, file, source: snapshot.source, imported_at: snapshot.imported_at, ms: Math.round(performance.now() - started) },
      `card data loaded: ${index.size} cards`,
    );
    return index;
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    const message = `no card data (${missing ? `${file} does not exist` : (error as Error).message}): decklists are parsed and counted without card checks`;
    if (explicit) log.error({ file }, message);
    else log.warn({ file }, message);
    return null;
  }
}
