import { type DecklistCheck, MAX_REVISIONS_SHOWN } from '@decklist/core/decklist';
import { and, desc, eq, lt, ne, sql, type SQL, type WithSubquery } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { decklistRevisions, decklists, events, eventUsers } from '../db/schema';
import { commitIf } from '../db/transactions';
import { deadlinePassedAt, joinLocked, type JoinRefusal } from '../events';
import { claimIdempotencyKey, type IdempotencyClaim } from '../idempotency';

export interface DeckChange {
  eventId: string;
  /** Whose deck. */
  userId: string;
  /** Who makes the change: the player, or an owner or judge. */
  revisedBy: string;
  now: number;
}

export interface DeckContent {
  playerName: string;
  deckName: string;
  decklistText: string;
  /** What the check of the list found, and the version it was made with: stored with the deck and its revision. */
  check: DecklistCheck;
  checkVersion: string;
}

export const theParticipant = (change: Pick<DeckChange, 'eventId' | 'userId'>) =>
  and(eq(eventUsers.eventId, change.eventId), eq(eventUsers.userId, change.userId));

/**
 * Locks the player's participant row for the rest of the transaction and returns their role and the
 * state of their deck's check, so that a deck change, a check and a removal of the player (or another
 * change to the same deck) apply one after the other; with it, the event's state (undefined when it is
 * gone), whose row is key-shared so the event cannot be deleted under the change. Every deck change
 * takes its locks in the same order: the event, the participant, then the deck. Publishing lists and
 * deleting the event also take the event's row before the participants', so none of them waits for
 * another in a circle (which PostgreSQL would break by failing one of them).
 */
export async function lockParticipant(tx: Tx, change: Pick<DeckChange, 'eventId' | 'userId'>) {
  const event = tx
    .select({ status: events.status, submissionDeadline: events.submissionDeadline })
    .from(events)
    .where(eq(events.id, change.eventId))
    .for('key share')
    .as('event');
  const participant = tx
    .select({ role: eventUsers.role, isDeckChecked: eventUsers.isDeckChecked, checkedRevision: eventUsers.checkedRevision })
    .from(eventUsers)
    .where(theParticipant(change))
    .for('update')
    .as('participant');
  // One statement; the event's subquery is scanned (and locked) before the lateral one.
  const [row] = await tx
    .select({
      status: event.status,
      submissionDeadline: event.submissionDeadline,
      role: participant.role,
      isDeckChecked: participant.isDeckChecked,
      checkedRevision: participant.checkedRevision,
    })
    .from(event)
    .leftJoinLateral(participant, sql`true`);
  if (!row) return { event: undefined, participant: undefined };
  const { role, isDeckChecked, checkedRevision, ...state } = row;
  return { event: state, participant: role === null ? undefined : { role, isDeckChecked: isDeckChecked!, checkedRevision } };
}

/**
 * The participant's check after their own change to a checked list: the mark goes, the last check
 * stays, and the change's time says the list changed since (docs/product.md, Reviewing decks).
 */
const changedByPlayer = (checkedRevision: number | null | undefined, now: number) => ({
  isDeckChecked: false,
  ...(checkedRevision != null ? { changedSinceCheckedAt: new Date(now) } : {}),
});

/**
 * A player who submits their own list while the event says lists may be published was told so before
 * submitting: that is their consent (kept once given, until they take it back on their deck page).
 */
const consentBySubmission = (eventId: string, now: number) => sql`(select case when ${events.listsMayBePublished} then ${new Date(now).toISOString()}::timestamptz end from ${events} where ${events.id} = ${eventId})`;

/** What a resubmission replaces in the stored deck (its creation time stays). */
const DECK_CONTENT = ['playerName', 'deckName', 'decklistText', 'check', 'checkVersion', 'hasWarnings', 'updatedAt'] as const;

/** An upsert's update of the deck's content to what the insert proposed (PostgreSQL's `excluded` row). */
const proposedContent = () =>
  Object.fromEntries(DECK_CONTENT.map((key) => [key, sql`excluded.${sql.identifier(decklists[key].name)}`])) as Record<(typeof DECK_CONTENT)[number], SQL>;

/** The deck's own write, run in the same statement as its revision's (one round trip fewer while the deck's row is locked). */
type DeckWrite = WithSubquery;

type RevisionContent = Omit<DeckContent, 'check' | 'checkVersion'> & { check: DecklistCheck | SQL | null; checkVersion: string | null };

/**
 * Records a revision and returns its number; then only the newest are kept, and the one last checked
 * (`keep`), whose changes since the deck page shows.
 */
async function writeRevision(
  tx: Tx,
  change: DeckChange,
  type: 'submitted' | 'deleted',
  content: RevisionContent,
  keep: number | null | undefined,
  alongside?: DeckWrite,
) {
  const theirs = and(eq(decklistRevisions.eventId, change.eventId), eq(decklistRevisions.userId, change.userId));
  const [written] = await (alongside ? tx.with(alongside) : tx)
    .insert(decklistRevisions)
    .values({
      eventId: change.eventId,
      userId: change.userId,
      revisedBy: change.revisedBy,
      revisionType: type,
      playerName: content.playerName,
      deckName: content.deckName,
      decklistText: content.decklistText,
      check: content.check,
      checkVersion: content.checkVersion,
      createdAt: new Date(change.now),
    })
    // How many there were before this one (the statement does not see its own row): most lists have few.
    .returning({ seq: decklistRevisions.seq, before: sql<number>`(select count(*) from ${decklistRevisions} where ${theirs})::int` });
  if (written!.before + 1 > MAX_REVISIONS_SHOWN) {
    // Only the newest revisions are ever shown; older ones would only grow the table.
    const oldestKept = tx
      .select({ seq: decklistRevisions.seq })
      .from(decklistRevisions)
      .where(theirs)
      .orderBy(desc(decklistRevisions.seq))
      .offset(MAX_REVISIONS_SHOWN - 1)
      .limit(1);
    await tx
      .delete(decklistRevisions)
      .where(and(theirs, lt(decklistRevisions.seq, sql`(${oldestKept})`), keep != null ? ne(decklistRevisions.seq, keep) : undefined));
  }
  return written!.seq;
}

export type SaveDeckOutcome =
  | { outcome: 'saved'; joined: boolean }
  /** A player's own change to an event that is closed (or gone), or whose submission deadline has come. */
  | SubmissionsShut
  /** The owner or a judge submitting a deck of their own. */
  | { outcome: 'organiser' }
  /** An organiser's edit of someone who is not a player of the event. */
  | { outcome: 'not-a-player' }
  /** Joining the event on submission failed: it is gone, full, or the organisers removed this person. */
  | JoinRefusal;

/** Why a player's own change is refused: the event is closed (or gone), or its deadline has come. */
export type SubmissionsShut = { outcome: 'event-closed' } | { outcome: 'deadline-passed'; deadline: Date };

/**
 * Whether a player's own change is refused, and why: the event is closed (or gone), or its submission
 * deadline has come. The clock decides, not the job that later closes the event, so the refusal holds on
 * every instance from the deadline's first millisecond, and after a restart.
 */
export function submissionsShut(event: Pick<typeof events.$inferSelect, 'status' | 'submissionDeadline'> | undefined, now: number): SubmissionsShut | null {
  if (event && deadlinePassedAt(event, now)) return { outcome: 'deadline-passed', deadline: event.submissionDeadline! };
  if (event?.status !== 'open') return { outcome: 'event-closed' };
  return null;
}

/**
 * Saves a deck and its revision in one transaction. `self` is a player's own submission: it needs the
 * event open, makes the caller a player when they are not one yet (refused when the event is full),
 * and clears the checked mark (the deck a judge checked has changed). An organiser's edit of another
 * player's deck works in any event state and keeps the mark. Concurrent saves of one deck apply one
 * after the other (last write wins) and each leaves its revision. Returns whether the caller joined.
 * A refusal leaves nothing written.
 */
export async function saveDeck(
  db: Db,
  change: DeckChange & { self: boolean },
  content: DeckContent,
  claim?: IdempotencyClaim,
): Promise<SaveDeckOutcome | { outcome: 'repeated' } | { outcome: 'key-reused' }> {
  return commitIf(
    db,
    async (tx) => {
      // A save sent again (its answer lost) is not made twice: its key was claimed by the save that committed.
      const claimed = claim ? await claimIdempotencyKey(tx, claim) : undefined;
      if (claimed?.outcome === 'repeated') return { outcome: 'repeated' as const };
      if (claimed?.outcome === 'reused') return { outcome: 'key-reused' as const };
      return saveDeckIn(tx, change, content);
    },
    (result) => result.outcome === 'saved',
  );
}

async function saveDeckIn(tx: Tx, change: DeckChange & { self: boolean }, content: DeckContent): Promise<SaveDeckOutcome> {
  const { event, participant } = await lockParticipant(tx, change);
  const shut = change.self ? submissionsShut(event, change.now) : null;
  if (shut) return shut;
  const role = participant?.role;
  const joins = change.self && role === undefined;
  if (role !== 'player' && !joins) return change.self ? { outcome: 'organiser' } : { outcome: 'not-a-player' };

  const deckWrite = tx.$with('deck_write').as(
    tx
      .insert(decklists)
      .values({
        eventId: change.eventId,
        userId: change.userId,
        playerName: content.playerName,
        deckName: content.deckName,
        decklistText: content.decklistText,
        check: sql`${JSON.stringify(content.check)}::jsonb`,
        checkVersion: content.checkVersion,
        hasWarnings: content.check.has_warnings,
        createdAt: new Date(change.now),
        updatedAt: new Date(change.now),
      })
      // The list and its check go to the database once, however many columns and rows take them.
      .onConflictDoUpdate({ target: [decklists.eventId, decklists.userId], set: proposedContent() })
      .returning({ check: decklists.check }),
  );
  // The revision's check is the deck's, as the database already holds it: a long list's check is sent and parsed once.
  const savedCheck = sql`(${tx.select({ check: deckWrite.check }).from(deckWrite)})`;
  // An organiser's edit of a checked list is checked too: what the player changes next is compared with it.
  const editsChecked = !change.self && participant?.isDeckChecked === true;
  const seq = await writeRevision(tx, change, 'submitted', { ...content, check: savedCheck }, editsChecked ? null : participant?.checkedRevision, deckWrite);
  // Joining comes last, with the participant's row as the update below would leave it: the join's lock is
  // held until the commit by every join to the event, so what follows it is kept short.
  if (joins) {
    const added = await joinLocked(tx, { eventId: change.eventId, userId: change.userId, playerName: content.playerName, self: true, consentsAt: change.now });
    if (added.outcome === 'no-event' || added.outcome === 'event-full' || added.outcome === 'removed') return added;
    if (added.outcome === 'organiser') return { outcome: 'organiser' };
    if (added.outcome === 'added') return { outcome: 'saved', joined: true };
  }
  await tx
    .update(eventUsers)
    .set({
      playerName: content.playerName,
      ...(change.self ? changedByPlayer(participant?.checkedRevision, change.now) : {}),
      ...(change.self ? { publicationConsentAt: sql`coalesce(${eventUsers.publicationConsentAt}, ${consentBySubmission(change.eventId, change.now)})` } : {}),
      ...(editsChecked ? { checkedRevision: seq } : {}),
    })
    .where(theParticipant(change));
  return { outcome: 'saved', joined: false };
}

/**
 * Deletes a player's own deck (event open, deadline not come) and records a 'deleted' revision with
 * what it was; 'no-deck' when they have none, why when submissions are shut.
 */
export async function deleteOwnDeck(db: Db, change: DeckChange): Promise<'deleted' | 'no-deck' | SubmissionsShut> {
  return db.transaction(async (tx) => {
    const { event, participant } = await lockParticipant(tx, change);
    if (participant?.role !== 'player') return 'no-deck';
    const shut = submissionsShut(event, change.now);
    if (shut) return shut;
    const [deleted] = await tx
      .delete(decklists)
      .where(and(eq(decklists.eventId, change.eventId), eq(decklists.userId, change.userId)))
      .returning();
    if (!deleted) return 'no-deck';
    await tx.update(eventUsers).set(changedByPlayer(participant.checkedRevision, change.now)).where(theParticipant(change));
    await writeRevision(tx, change, 'deleted', deleted, participant.checkedRevision);
    return 'deleted';
  });
}
