import { REMINDER_INTERVAL_MS } from '@decklist/core/events';
import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { decklists, events, eventUsers, users } from '../db/schema';
import { commitIf } from '../db/transactions';
import type { EventRow } from './store';

/** A player to remind of their missing deck: an address to mail and their name in the event. */
export interface ReminderRecipient {
  email: string;
  playerName: string;
  /** The language the player chose in the app's menu, if any. */
  language: string | null;
}

/** The players of the event who have an e-mail address and no deck (joined with their user and deck). */
function playersWithoutDeckWhere(eventId: string) {
  return and(eq(eventUsers.eventId, eventId), eq(eventUsers.role, 'player'), isNotNull(users.email), isNull(decklists.userId));
}

export async function countPlayersToRemind(db: Db | Tx, eventId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eventUsers)
    .innerJoin(users, eq(users.id, eventUsers.userId))
    .leftJoin(decklists, and(eq(decklists.eventId, eventUsers.eventId), eq(decklists.userId, eventUsers.userId)))
    .where(playersWithoutDeckWhere(eventId));
  return row?.n ?? 0;
}

/** Those players by name, at most `limit`. */
async function playersToRemind(db: Db | Tx, eventId: string, limit: number): Promise<ReminderRecipient[]> {
  const rows = await db
    .select({ email: users.email, playerName: eventUsers.playerName, language: users.language })
    .from(eventUsers)
    .innerJoin(users, eq(users.id, eventUsers.userId))
    .leftJoin(decklists, and(eq(decklists.eventId, eventUsers.eventId), eq(decklists.userId, eventUsers.userId)))
    .where(playersWithoutDeckWhere(eventId))
    .orderBy(asc(eventUsers.playerName), asc(eventUsers.userId))
    .limit(limit);
  return rows.map((row) => ({ email: row.email!, playerName: row.playerName, language: row.language }));
}

/** When the event's players may be reminded again: null when they may be now. */
export function nextReminderAt(event: Pick<EventRow, 'remindedAt'>, now: number): Date | null {
  if (!event.remindedAt) return null;
  const next = event.remindedAt.getTime() + REMINDER_INTERVAL_MS;
  return next > now ? new Date(next) : null;
}

export type ReminderClaim =
  /** The reminder is taken at `now`: mail these players. */
  | { outcome: 'claimed'; recipients: ReminderRecipient[]; previous: Date | null }
  /** Reminded within the hour: the next may go at `next`. */
  | { outcome: 'wait'; next: Date }
  /** Nobody to remind: nothing was written. */
  | { outcome: 'none' };

/**
 * Takes the event's reminder for the next hour and reads whom it mails (at most `limit`), in one
 * transaction under the event's row lock: organisers pressing at once, on any instance, send one reminder.
 */
export async function claimReminder(db: Db, eventId: string, now: number, limit: number): Promise<ReminderClaim> {
  return commitIf(
    db,
    async (tx): Promise<ReminderClaim> => {
      const [event] = await tx.select({ remindedAt: events.remindedAt }).from(events).where(eq(events.id, eventId)).for('update');
      if (!event) return { outcome: 'none' };
      const next = nextReminderAt(event, now);
      if (next) return { outcome: 'wait', next };
      const recipients = await playersToRemind(tx, eventId, limit);
      if (recipients.length === 0) return { outcome: 'none' };
      await tx.update(events).set({ remindedAt: new Date(now) }).where(eq(events.id, eventId));
      return { outcome: 'claimed', recipients, previous: event.remindedAt };
    },
    (claim) => claim.outcome === 'claimed',
  );
}

/** Gives back a reminder taken at `claimedAt` whose mails could not be queued (unless another was taken since). */
export async function releaseReminder(db: Db, eventId: string, claimedAt: number, previous: Date | null): Promise<void> {
  await db
    .update(events)
    .set({ remindedAt: previous })
    .where(and(eq(events.id, eventId), eq(events.remindedAt, new Date(claimedAt))));
}
