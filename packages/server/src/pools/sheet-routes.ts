import { deckSheetQuery, eventIdParams, notFoundResponse, sheetsQuery, validationProblemResponse } from '@decklist/core/api';
import { NO_CARD_DATA, normaliseCardName, type CardLookup } from '@decklist/core/cards';
import type { PaperSize } from '@decklist/core/decklist';
import { deckAgainstPool, poolSizeOf, type LimitedSetup, type PoolVerification } from '@decklist/core/limited';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, type AuthContext } from '../auth';
import { attachment, exportFileName, listEventDecks } from '../decks';
import { requireEvent, requireOrganiser, type EventRow } from '../events';
import { notFound, problem } from '../http/problem';
import type { PoolSheet, PoolSheetEvent } from './registration-sheet';
import { listSheetPools, type SheetPool } from './sheet-store';

const tags = ['pools'];
const responses = { 400: validationProblemResponse, 404: notFoundResponse };

/** The set-up as the sheet's field says it: '6 × Dominaria United (DMU) · pools of 84 cards'. */
function sheetEvent(event: EventRow, setup: LimitedSetup): PoolSheetEvent {
  const product = setup.product.map((entry) => `${entry.boosters} × ${entry.name ? `${entry.name} (${entry.set})` : entry.set}`).join(' + ');
  const size = poolSizeOf(setup);
  return {
    id: event.id,
    name: event.name,
    eventDate: event.eventDate,
    kind: setup.kind === 'sealed' ? 'Sealed' : 'Draft',
    product: size === null ? product : `${product} · pools of ${size} cards`,
  };
}

/** What the receiver found, as the 'Verified by' field says it. */
function verificationText(verification: PoolVerification | null): string {
  if (!verification) return 'not verified yet';
  if (verification.confirmed) return 'confirmed as registered';
  const differences = verification.differences.map((difference) =>
    difference.missing > 0 ? `${difference.card_name} -${difference.missing}` : `${difference.card_name} +${difference.extra}`,
  );
  return `differences: ${differences.join(', ')}`;
}

/**
 * A pool's sheet: its cards with their registered counts and the counts of the main deck of the player who plays it
 * (checked against the pool as the deck check does), the cards that deck plays but the pool lacks, its basic lands.
 */
function poolSheet(pool: SheetPool, deckText: string | null, swapped: boolean, cards: CardLookup): PoolSheet {
  const checked = deckText === null ? null : deckAgainstPool(deckText, pool.counted.cards, cards);
  const played = new Map(checked?.main.map((row) => [normaliseCardName(row.card_name), row.count]));
  const inPool = new Set(pool.counted.cards.map((card) => normaliseCardName(card.name)));
  return {
    playerName: pool.playerName ?? '',
    registeredBy: pool.ownerName,
    verifiedBy: swapped ? (pool.playerName ?? '') : null,
    verification: swapped ? verificationText(pool.verification) : null,
    cards: pool.counted.cards.map((card) => ({
      name: card.name,
      colour: card.colour,
      rarity: card.rarity,
      registered: card.count,
      played: checked ? (played.get(normaliseCardName(card.name)) ?? 0) : null,
    })),
    notInPool: (checked?.main ?? []).filter((row) => !inPool.has(normaliseCardName(row.card_name))).map((row) => ({ name: row.card_name, played: row.count })),
    basics: checked ? checked.basics.map((row) => ({ name: row.card_name, played: row.count })) : null,
  };
}

/**
 * The Limited registration sheets (PDF, docs/product.md, Limited events): a player's, about the pool they play (their
 * own, or after a Sealed swap the one they received), and every registered pool's for the organisers.
 */
export const poolSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer) =>
    reply.header('content-type', 'application/pdf').header('content-disposition', attachment(fileName)).send(pdf);

  /** The sheets of these pools as a PDF, built in a worker thread within the session's fair use (a 429 past it). */
  const render = async (auth: AuthContext, event: EventRow, setup: LimitedSetup, found: SheetPool[], paper: PaperSize) => {
    const done = app.fairUse.sheet(auth);
    try {
      const swapped = event.poolSwapAt !== null;
      const players = found.flatMap((pool) => (pool.playerId ? [pool.playerId] : []));
      const decks = new Map((players.length > 0 ? await listEventDecks(app.db, event.id, players) : []).map((deck) => [deck.userId, deck.decklistText]));
      const cards = app.cards.index ?? NO_CARD_DATA;
      const sheets = found.map((pool) => poolSheet(pool, (pool.playerId && decks.get(pool.playerId)) ?? null, swapped, cards));
      const pdf = await app.workers.run({ kind: 'pool-sheets', event: sheetEvent(event, setup), sheets, createdAt: app.now(), paper });
      return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    } finally {
      done();
    }
  };

  app.get(
    '/api/events/:id/pool/registration-sheet',
    { schema: { tags, params: eventIdParams, querystring: deckSheetQuery, response: responses } },
    async (request, reply) => {
      // The caller's own, or with `user_id` a player's for the owner and judges (401, 404, 403), as the pool's GET.
      const auth = requireUser(request);
      const wanted = request.query.user_id;
      const event = wanted && wanted !== auth.userId ? (await requireOrganiser(app.db, request, request.params.id)).event : await requireEvent(app.db, request.params.id);
      const playerId = wanted ?? auth.userId;
      const setup = event.limited;
      if (!setup) throw notFound();
      const [pool] = await listSheetPools(app.db, event.id, event.poolSwapAt !== null, playerId);
      // A player who has left the event no longer has a sheet.
      if (!pool?.playerName) throw notFound();
      const pdf = await render(auth, event, setup, [pool], request.query.paper);
      return sendPdf(reply, exportFileName('limited-registration-sheet', event.name, event.eventDate, 'pdf', pool.playerName), pdf);
    },
  );

  app.get(
    '/api/events/:id/pools/registration-sheets',
    { schema: { tags, params: eventIdParams, querystring: sheetsQuery, response: { 400: validationProblemResponse, 404: notFoundResponse } } },
    async (request, reply) => {
      const { auth, event } = await requireOrganiser(app.db, request, request.params.id);
      const setup = event.limited;
      if (!setup) throw problem('no_pools_here');
      const found = await listSheetPools(app.db, event.id, event.poolSwapAt !== null);
      // One player after another by name; a pool whose player has left comes last, by its owner's name.
      const order = (pool: SheetPool) => [pool.playerName === null ? 1 : 0, pool.playerName ?? pool.ownerName] as const;
      found.sort((a, b) => order(a)[0] - order(b)[0] || order(a)[1].localeCompare(order(b)[1]));
      const pdf = await render(auth, event, setup, found, request.query.paper);
      return sendPdf(reply, exportFileName('limited-registration-sheets', event.name, event.eventDate, 'pdf'), pdf);
    },
  );
};
