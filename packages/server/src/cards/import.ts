import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { promisify } from 'node:util';
import { createGunzip, gzip } from 'node:zlib';
import {
  CARD_SNAPSHOT_FORMAT,
  CARD_SNAPSHOT_VERSION,
  encodeCard,
  type CardSnapshot,
  type CardData,
} from '@decklist/core/cards';
import type { LegalityKey } from '@decklist/core/formats';
import { streamArray } from 'stream-json/streamers/stream-array.js';
import { CardFileError, SNAPSHOT_LEGALITY_KEYS, convertScryfallCard, type ScryfallCard } from './convert';
import { writeAtomically } from '../system/write-atomically';

const gzipAsync = promisify(gzip);

export { CardFileError };

export interface ImportProgress {
  /** Bytes read from the source so far (compressed bytes for a .gz file). */
  bytes: number;
  /** The source's size when known. */
  totalBytes: number | null;
  cards: number;
}

export interface ImportOptions {
  /** A file path or an http(s) URL of a Scryfall `oracle_cards` bulk file (JSON, optionally gzip-compressed). */
  source: string;
  /** The snapshot to write; replaced only once the whole source was read and checked. */
  out: string;
  /** Refuse a file with fewer cards than this (a real oracle_cards file has over 30,000). */
  minCards?: number;
  onProgress?: (progress: ImportProgress) => void;
  fetch?: typeof fetch;
  /** Cards to mark banned per format (a source that cannot say banned itself; data-snapshot/banned.json). */
  banned?: BannedCorrections;
}

/** Per legality key, the cards to mark banned, each with why (data-snapshot/banned.json's `formats`). */
export type BannedCorrections = Partial<Record<LegalityKey, { card: string; why: string }[]>>;

/** Marks the listed cards banned in their formats; throws when one is not in the source (a misspelt list). */
function applyBanned(cards: CardData[], banned: BannedCorrections) {
  const byName = new Map(cards.map((card) => [card.name, card]));
  for (const [key, entries] of Object.entries(banned) as [LegalityKey, { card: string }[]][]) {
    for (const { card: name } of entries) {
      const card = byName.get(name);
      if (!card) throw new CardFileError(`${name}, listed as banned in ${key}, is not in the card file.`);
      card.legalities = { ...card.legalities, [key]: 'banned' };
    }
  }
}

export interface ImportResult {
  cards: number;
  /** Tokens, emblems and other objects that are not deck cards. */
  skipped: number;
  out: string;
  /** Size of the written snapshot. */
  bytes: number;
}

export const SCRYFALL_HEADERS = { 'user-agent': 'Decklist card importer (+https://github.com/)', accept: 'application/json' };

/**
 * Reads a Scryfall oracle_cards file as a stream (the real one is about 160 MB) and writes the compact
 * snapshot the server loads. A truncated or malformed file throws a CardFileError and leaves `out` as it was.
 */
export async function importCards(options: ImportOptions): Promise<ImportResult> {
  const { input, totalBytes } = await openSource(options.source, options.fetch ?? fetch);
  const progress: ImportProgress = { bytes: 0, totalBytes, cards: 0 };
  const counted = Readable.from(countBytes(input, progress, options.onProgress));

  const cards: CardData[] = [];
  let entries = 0;
  try {
    const json = await decompressIfGzip(counted);
    const items = streamArray.withParserAsStream();
    json.on('error', (error) => items.destroy(error));
    json.pipe(items);
    for await (const { value } of items as AsyncIterable<{ value: ScryfallCard }>) {
      entries += 1;
      const card = convertScryfallCard(value, entries);
      if (card) cards.push(card);
      progress.cards = cards.length;
    }
  } catch (error) {
    input.destroy();
    if (error instanceof CardFileError) throw error;
    throw new CardFileError(`${describe(options.source)} is not a complete Scryfall card file (${reason(error)}).`);
  }
  options.onProgress?.(progress);

  const minCards = options.minCards ?? 1;
  if (cards.length < minCards) {
    throw new CardFileError(
      `${describe(options.source)} has ${cards.length} cards; at least ${minCards} were expected from Scryfall's oracle_cards file.`,
    );
  }

  if (options.banned) applyBanned(cards, options.banned);
  cards.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const snapshot: CardSnapshot = {
    format: CARD_SNAPSHOT_FORMAT,
    version: CARD_SNAPSHOT_VERSION,
    source: /^https?:/.test(options.source) ? options.source : path.basename(options.source),
    imported_at: new Date().toISOString(),
    legality_keys: SNAPSHOT_LEGALITY_KEYS,
    cards: cards.map((card) => encodeCard(card, SNAPSHOT_LEGALITY_KEYS)),
  };
  const compressed = await gzipAsync(JSON.stringify(snapshot), { level: 9 });
  await writeAtomically(options.out, compressed);
  return { cards: cards.length, skipped: entries - cards.length, out: options.out, bytes: compressed.length };
}

async function openSource(source: string, fetchFn: typeof fetch): Promise<{ input: Readable; totalBytes: number | null }> {
  if (/^https?:\/\//i.test(source)) {
    let response: Response;
    try {
      response = await fetchFn(source, { headers: SCRYFALL_HEADERS });
    } catch (error) {
      throw new CardFileError(`Could not download ${source}: ${reason(error)}.`);
    }
    if (!response.ok || !response.body) throw new CardFileError(`Could not download ${source}: HTTP ${response.status}.`);
    const length = Number(response.headers.get('content-length'));
    // fetch undoes any transfer compression, so the length is only a guide then.
    const encoded = response.headers.get('content-encoding');
    return {
      input: Readable.fromWeb(response.body as WebReadableStream),
      totalBytes: length > 0 && !encoded ? length : null,
    };
  }
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(source);
  } catch {
    throw new CardFileError(`${source} does not exist.`);
  }
  if (!stat.isFile()) throw new CardFileError(`${source} is not a file.`);
  return { input: fs.createReadStream(source), totalBytes: stat.size };
}

async function* countBytes(input: Readable, progress: ImportProgress, onProgress: ImportOptions['onProgress']) {
  for await (const chunk of input as AsyncIterable<Buffer>) {
    progress.bytes += chunk.length;
    onProgress?.(progress);
    yield chunk;
  }
}

/** The stream as JSON text, gunzipped when it starts with gzip's magic bytes (whatever the file is called). */
async function decompressIfGzip(input: Readable): Promise<Readable> {
  const iterator = (input as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done || first.value.length === 0) throw new CardFileError('The file is empty.');
  const head: Buffer = first.value;
  async function* all() {
    yield head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  const joined = Readable.from(all());
  if (head[0] !== 0x1f || head[1] !== 0x8b) return joined;
  const gunzip = createGunzip();
  joined.on('error', (error) => gunzip.destroy(error));
  return joined.pipe(gunzip);
}

const describe = (source: string) => (/^https?:/.test(source) ? source : path.basename(source));
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
