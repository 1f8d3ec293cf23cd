import { createHash } from 'node:crypto';
import type { CardGroup } from '@decklist/core/decklist';
import { findFormat, formatName } from '@decklist/core/formats';
import type { Language } from '@decklist/core/text';
import { LRUCache } from 'lru-cache';
import { storedList, type CardsService } from '../cards';
import type { Db } from '../db/connect';
import { findEvent } from '../events';
import type { WorkerPool } from '../workers/pool';
import type { BuiltPage } from '../workers/tasks';
import { withPoolSideboard, type PublishedPoolsSource } from './limited-lists';
import { listPublishedLists, publishedListsVersion } from './store';

/** A built page and the tag that names its version and language (its ETag). */
export interface ListsPage {
  tag: string;
  page: BuiltPage;
}

/**
 * The public pages of published lists, built once per version of the lists and language, in a worker
 * thread (up to 300 lists of 20,000 characters make a page of several MB), and kept in a cache bounded
 * by bytes. Readers who arrive while a page is being built wait for that build. A request costs the
 * event loop one small query (the lists' version) and the sending of bytes already compressed.
 */
export function createListsPages(deps: { db: Db; cards: CardsService; workers: WorkerPool; maxBytes: number; pools?: PublishedPoolsSource }) {
  const cache = new LRUCache<string, BuiltPage, { eventId: string; language: Language }>({
    maxSize: deps.maxBytes,
    sizeCalculation: (page) => page.html.byteLength + page.br.byteLength + page.gzip.byteLength,
    fetchMethod: async (_key, _stale, { context }) => build(context.eventId, context.language),
  });

  const build = async (eventId: string, language: Language): Promise<BuiltPage | undefined> => {
    const event = await findEvent(deps.db, eventId);
    const rows = event ? await listPublishedLists(deps.db, eventId) : [];
    if (!event || rows.length === 0) return undefined;
    const [checks, pools] = await Promise.all([
      deps.cards.current(rows.map((row) => storedList(row, event.format))),
      event.limited && deps.pools ? deps.pools.cards(event, rows.map((row) => row.userId)) : null,
    ]);
    // A Limited deck's sideboard is the rest of the pool it is built from.
    const groupsOf = (row: (typeof rows)[number], stored: string) => {
      const pool = pools?.get(row.userId);
      return pool ? JSON.stringify(withPoolSideboard(JSON.parse(stored) as CardGroup[], row.decklistText, pool, deps.cards.index)) : stored;
    };
    return deps.workers.run({
      kind: 'lists-page',
      event: { id: event.id, name: event.name, eventDate: event.eventDate, formatName: formatName(event.format), style: findFormat(event.format)?.decklist_style ?? 'sixty' },
      decks: rows.map((row, i) => ({ playerName: row.playerName, deckName: row.deckName, placing: row.placing, label: row.label, groups: groupsOf(row, checks[i]!.groups) })),
      language,
    });
  };

  return {
    /** The tag of the event's page in this language as it is now, or null while it shows no list. */
    async tag(eventId: string, language: Language): Promise<string | null> {
      const version = await publishedListsVersion(deps.db, eventId);
      if (version === null) return null;
      // A Limited event's page changes with the pools its lists are built from.
      const pools = version.limited && deps.pools ? await deps.pools.stamp({ id: eventId, poolSwapAt: version.poolSwapAt }, version.userIds) : '';
      return createHash('sha256').update(`${deps.cards.version}\n${language}\n${eventId}\n${version.text}\n${pools}`).digest('base64url').slice(0, 27);
    },
    /** The page of that tag (built now if it is not kept), or null when the lists went in between. */
    async page(eventId: string, language: Language, tag: string): Promise<ListsPage | null> {
      const page = await cache.fetch(`${eventId}\n${tag}`, { context: { eventId, language } });
      return page ? { tag, page } : null;
    },
  };
}

export type ListsPages = ReturnType<typeof createListsPages>;
