import type { CardData, CardIndex } from '@decklist/core/cards';
import { CHECK_RULES_VERSION, type DecklistCheck } from '@decklist/core/decklist';
import { checkDecklist } from '@decklist/core/games';
import type { FabCardIndex } from '@decklist/core/games/fab';
import type { FastifyBaseLogger } from 'fastify';
import { HttpProblem } from '../http/problem';
import type { WorkerPool } from '../workers/pool';
import type { ListToCheck } from '../workers/tasks';
import { loadFabCards } from './fab-load';
import { loadCards } from './load';

/** A check as JSON text, as stored (jsonb read as text): answers put it in place without parsing it. */
export interface CheckText {
  groups: string;
  deckWarnings: string;
  deckWarningDetails: string;
  hasWarnings: boolean;
}

/** The parts of a stored check as JSON text (db/schema.ts, storedCheckText); null parts when there is none. */
export type StoredCheckParts = { [K in keyof CheckText]: CheckText[K] | null };

/** A list as stored with its deck: its text and the check saved with it (null parts when none). */
export interface StoredList extends ListToCheck {
  stored: StoredCheckParts;
  checkVersion: string | null;
}

/** A stored list's row as the stores read it (db/schema.ts, storedListColumns). */
export interface StoredListRow {
  decklistText: string;
  stored: StoredCheckParts;
  checkVersion: string | null;
}

/** A stored list to check in its format (`app.cards.current`). */
export const storedList = (row: StoredListRow, format: string): StoredList => ({
  text: row.decklistText,
  format,
  stored: row.stored,
  checkVersion: row.checkVersion,
});

/** A check as JSON text, for an answer that puts stored checks in place. */
export const checkText = (check: DecklistCheck): CheckText => ({
  groups: JSON.stringify(check.groups),
  deckWarnings: JSON.stringify(check.deck_warnings),
  deckWarningDetails: JSON.stringify(check.deck_warning_details),
  hasWarnings: check.has_warnings,
});

/** Card data for every feature: `app.cards`. */
export interface CardsService {
  /** Magic's card index; null when no card data could be loaded (lists are then only parsed and counted). */
  readonly index: CardIndex | null;
  /** Flesh and Blood's, likewise. */
  readonly fabIndex: FabCardIndex | null;
  /**
   * Names the card data and the check rules. A check stored under another version is out of date: it
   * is made again when read, and rewritten by the recheck job.
   */
  readonly version: string;
  /**
   * Groups and warnings of a decklist in the contract's shapes, for a format code of the formats list
   * (an unknown or missing code checks no format rule). Long lists are checked in a worker thread.
   */
  check(text: string, formatCode: string | null | undefined): Promise<DecklistCheck>;
  /** Checks of several lists, together (in worker tasks when any is long). */
  checkMany(lists: readonly ListToCheck[]): Promise<DecklistCheck[]>;
  /** The checks of stored lists as JSON text: each stored one if it is of this version, the others made again (together). */
  current(lists: readonly StoredList[]): Promise<CheckText[]>;
  /** Name suggestions: prefix and word matches, best first. */
  search(query: string, limit?: number): CardData[];
}

export interface CardsServiceOptions {
  index: CardIndex | null;
  /** Names the card data (a digest of its file); the rules' version is added to it. */
  dataVersion: string;
  /** Flesh and Blood's card index and what names it (none: its lists are read and counted, their cards unknown). */
  fab?: { index: FabCardIndex | null; dataVersion: string };
  /**
   * Worker threads for long lists, and the card files they load (null: none). Without them every
   * list is checked on the calling thread.
   */
  workers?: { pool: WorkerPool; cardsFile: string | null; fabCardsFile?: string | null };
  /** Told when a worker task fails (a worker died, or could not load the card data); the lists are then checked here. */
  onWorkerFailure?: (error: unknown) => void;
}

/**
 * Lists longer than this are checked in a worker thread. A 100-card list has about 40 lines and 2,000
 * characters and is checked here in well under a millisecond; a list at the 20,000-character limit
 * takes tens of milliseconds, which would hold every other request and clock.
 */
const INLINE_LINES = 250;
const INLINE_CHARACTERS = 8_000;
/** Stale lists checked again in one worker task, so one read of a large event never holds a worker for long. */
const LISTS_PER_TASK = 100;

/**
 * Checks kept in memory for reuse (a player's live preview sends the same list again and again),
 * bounded by the characters of their lists so that the memory stays bounded (well under 100 MB)
 * whatever is sent to the check endpoints.
 */
const CHARACTERS_KEPT = 2_000_000;

const isLong = (text: string) => text.length > INLINE_CHARACTERS || lineCount(text) > INLINE_LINES;

function lineCount(text: string): number {
  let lines = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines++;
  return lines;
}

export function createCardsService({ index, dataVersion, fab, workers, onWorkerFailure }: CardsServiceOptions): CardsService {
  const cards = { magic: index, fab: fab?.index ?? null };
  const fabCardsFile = workers?.fabCardsFile ?? null;
  // Least recently used first (a Map keeps insertion order); the checks are shared, so callers never change them.
  const kept = new Map<string, DecklistCheck>();
  let keptCharacters = 0;
  const keyOf = ({ text, format }: ListToCheck) => `${format ?? ''}\u0000${text}`;
  const recall = (list: ListToCheck) => {
    const key = keyOf(list);
    const check = kept.get(key);
    if (check) {
      kept.delete(key);
      kept.set(key, check);
    }
    return check;
  };
  const keep = (list: ListToCheck, check: DecklistCheck) => {
    const key = keyOf(list);
    if (kept.has(key) || key.length > CHARACTERS_KEPT / 10) return;
    kept.set(key, check);
    keptCharacters += key.length;
    for (const [oldKey] of kept) {
      if (keptCharacters <= CHARACTERS_KEPT) break;
      kept.delete(oldKey);
      keptCharacters -= oldKey.length;
    }
  };
  const checkHere = ({ text, format }: ListToCheck) => checkDecklist(text, format, cards);

  /**
   * Whether a worker has loaded the card data. Workers start on the first long list (so an idle
   * instance keeps its memory); until one is ready, long lists are checked here, which the capped
   * suggestions keep to some tens of milliseconds.
   */
  let workerReady = false;
  let warming: Promise<unknown> | undefined;
  const warmWorker = () => {
    warming ??= workers!.pool
      .run({ kind: 'check', cardsFile: workers!.cardsFile, fabCardsFile, lists: [] })
      .then(() => (workerReady = true))
      .catch(() => (warming = undefined));
  };

  /** Checks lists not in memory: here when all are short, else in worker tasks. */
  async function checkAll(lists: ListToCheck[]): Promise<DecklistCheck[]> {
    if (!workers || !lists.some((list) => isLong(list.text))) return lists.map(checkHere);
    if (!workerReady) {
      warmWorker();
      if (lists.length === 1) return lists.map(checkHere);
      await warming;
    }
    const tasks: Promise<DecklistCheck[]>[] = [];
    for (let at = 0; at < lists.length; at += LISTS_PER_TASK) {
      tasks.push(workers.pool.run({ kind: 'check', cardsFile: workers.cardsFile, fabCardsFile, lists: lists.slice(at, at + LISTS_PER_TASK) }));
    }
    try {
      return (await Promise.all(tasks)).flat();
    } catch (error) {
      if (error instanceof HttpProblem) throw error; // the queue is full: the caller answers 503
      onWorkerFailure?.(error);
      return lists.map(checkHere); // slower for everyone, but a list is never refused for a broken worker
    }
  }

  const version = `rules-${CHECK_RULES_VERSION}/cards-${dataVersion}${fab ? `/fab-${fab.dataVersion}` : ''}`;
  const service: CardsService = {
    index,
    fabIndex: cards.fab,
    version,
    async check(text, formatCode) {
      const [check] = await service.checkMany([{ text, format: formatCode ?? null }]);
      return check!;
    },
    async checkMany(lists) {
      const checks = lists.map(recall);
      const missing = lists.filter((_, i) => !checks[i]);
      if (missing.length === 0) return checks as DecklistCheck[];
      const made = await checkAll(missing.map(({ text, format }) => ({ text, format })));
      let next = 0;
      return checks.map((check, i) => {
        if (check) return check;
        const fresh = made[next++]!;
        keep(lists[i]!, fresh);
        return fresh;
      });
    },
    async current(lists) {
      const fresh = ({ stored, checkVersion }: StoredList) =>
        checkVersion === version &&
        stored.groups !== null &&
        stored.deckWarnings !== null &&
        stored.deckWarningDetails !== null &&
        stored.hasWarnings !== null;
      const stale = lists.filter((list) => !fresh(list));
      const made = stale.length > 0 ? await service.checkMany(stale) : [];
      let next = 0;
      return lists.map((list) =>
        fresh(list)
          ? {
              groups: list.stored.groups!,
              deckWarnings: list.stored.deckWarnings!,
              deckWarningDetails: list.stored.deckWarningDetails!,
              hasWarnings: list.stored.hasWarnings!,
            }
          : checkText(made[next++]!),
      );
    },
    search: (query, limit = 8) => index?.search(query, limit) ?? [],
  };
  return service;
}

/** The card data loaded at start: its index and a digest naming it (null index: none could be read). */
export interface StartCards {
  index: CardIndex | null;
  digest: string;
}

/** Flesh and Blood's card index for the app, or null (logged) when its file cannot be read: its lists are then read and counted. */
export async function loadFabCardsAtStart(file: string, log: FastifyBaseLogger): Promise<{ index: FabCardIndex | null; digest: string }> {
  const started = performance.now();
  try {
    const { index, cards, source, digest } = await loadFabCards(file);
    log.info({ cards, file, source, ms: Math.round(performance.now() - started) }, `Flesh and Blood card data loaded: ${cards} cards`);
    return { index, digest };
  } catch (error) {
    log.error({ file, err: error }, 'no Flesh and Blood card data: its lists are read and counted without card checks');
    return { index: null, digest: 'none' };
  }
}

/**
 * The card index for the app, or null (logged) when the file is missing or unreadable: the app
 * still starts, and lists are parsed without card checks.
 */
export async function loadCardsAtStart(file: string, explicit: boolean, log: FastifyBaseLogger): Promise<StartCards> {
  const started = performance.now();
  try {
    const { index, snapshot, digest } = await loadCards(file);
    log.info(
      { cards: index.size, file, source: snapshot.source, imported_at: snapshot.imported_at, ms: Math.round(performance.now() - started) },
      `card data loaded: ${index.size} cards`,
    );
    return { index, digest };
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    const message = `no card data (${missing ? `${file} does not exist` : (error as Error).message}): decklists are parsed and counted without card checks`;
    if (explicit) log.error({ file }, message);
    else log.warn({ file }, message);
    return { index: null, digest: 'none' };
  }
}
