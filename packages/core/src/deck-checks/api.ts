import { z } from 'zod';
import { optionalText } from '../api/common';
import { eventIdParams } from '../api/events';
import {
  MAX_DECK_CHECK_NOTE_LENGTH,
  MAX_EXTENSION_MINUTES,
  MAX_PICKS_PER_DRAW,
  MAX_ROUND,
  MAX_TABLE_NUMBER,
  MIN_EXTENSION_MINUTES,
} from './limits';

// ------------------------------------------------------------------ requests

export const deckCheckParams = eventIdParams.extend({ check_id: z.uuid({ error: 'Not a deck check id' }) });

const wholeNumber = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${max}`);

const tableNumber = wholeNumber('Table', MAX_TABLE_NUMBER)
  .nullish()
  .transform((table) => table ?? null);

/**
 * POST /api/events/{id}/deck-checks: picks players to check in a round, either `count` players at random
 * among those with a submitted deck (leaving out those checked already at this event when
 * `exclude_checked`), or the players named by `user_ids`. `table_number` applies to every pick.
 */
export const pickDeckChecksBody = z
  .object({
    round: wholeNumber('Round', MAX_ROUND),
    table_number: tableNumber,
    count: wholeNumber('Number of players', MAX_PICKS_PER_DRAW).optional(),
    exclude_checked: z.boolean({ error: 'Leave out checked players must be true or false' }).optional().default(false),
    user_ids: z
      .array(z.uuid({ error: 'Not a user id' }), { error: 'Players must be a list' })
      .min(1, 'Choose at least one player')
      .max(MAX_PICKS_PER_DRAW, `Choose at most ${MAX_PICKS_PER_DRAW} players at once`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each player may be chosen once')
      .optional(),
  })
  .superRefine((body, context) => {
    if ((body.count === undefined) === (body.user_ids === undefined)) {
      context.addIssue({ code: 'custom', path: ['count'], message: 'Give either a number of players to pick at random or the players to check' });
    }
  });
export type PickDeckChecksBody = z.input<typeof pickDeckChecksBody>;

const extensionMinutes = z
  .number({ error: 'Extension must be a number of minutes' })
  .min(MIN_EXTENSION_MINUTES, `Extension must be at least ${MIN_EXTENSION_MINUTES} minute`)
  .max(MAX_EXTENSION_MINUTES, `Extension must be at most ${MAX_EXTENSION_MINUTES} minutes`)
  .refine((minutes) => Number.isInteger(minutes * 2), 'Extension must be in whole or half minutes');

/**
 * POST /api/events/{id}/deck-checks/{check_id}/result: the outcome of a check. A problem needs a note
 * (what differed and what was done). An extension adds time for the table on a clock of the event's
 * timer tournament.
 */
export const deckCheckResultBody = z
  .object({
    outcome: z.enum(['matches', 'problem'], { error: "Outcome must be 'matches' or 'problem'" }),
    note: optionalText('Note', MAX_DECK_CHECK_NOTE_LENGTH),
    table_number: tableNumber.optional(),
    extension: z
      .object({
        clock_id: z.string({ error: 'Choose a clock' }).trim().min(1, 'Choose a clock').max(64, 'Not a clock id'),
        minutes: extensionMinutes,
      })
      .nullish()
      .transform((extension) => extension ?? null),
  })
  .superRefine((body, context) => {
    if (body.outcome === 'problem' && body.note === '') {
      context.addIssue({ code: 'custom', path: ['note'], message: 'Say what differed and what was done' });
    }
  });
export type DeckCheckResultBody = z.input<typeof deckCheckResultBody>;

// ------------------------------------------------------------------ responses

export const deckCheckOutcome = z.enum(['matches', 'problem']);
export type DeckCheckOutcome = z.infer<typeof deckCheckOutcome>;

export const deckCheck = z.object({
  check_id: z.string(),
  round: z.number().int(),
  table_number: z.number().int().nullable(),
  player_user_id: z.string(),
  player_name: z.string(),
  /**
   * The judge (or owner) who picked the player; null when they no longer have an account. The name is
   * theirs in the event at the time, '' when they had none: shown then as their role (core's nameInEvent).
   */
  judge_user_id: z.string().nullable(),
  judge_name: z.string(),
  judge_role: z.enum(['owner', 'judge']).nullable(),
  /** Who recorded the outcome, the same way; all null until it is recorded. */
  checked_by_user_id: z.string().nullable(),
  checked_by_name: z.string().nullable(),
  checked_by_role: z.enum(['owner', 'judge']).nullable(),
  /** ISO 8601 instants: when the player was picked, when the check began and ended (null until then). */
  picked_at: z.string(),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  outcome: deckCheckOutcome.nullable(),
  note: z.string(),
  /** Time given to the table for the check: minutes on a clock of the event's timer tournament. */
  extension: z.object({ clock_id: z.string(), minutes: z.number() }).nullable(),
});
export type DeckCheck = z.infer<typeof deckCheck>;

export const timerLink = z.object({
  tournament_id: z.string(),
  name: z.string(),
  clocks: z.array(z.object({ clock_id: z.string(), name: z.string() })),
});
export type TimerLink = z.infer<typeof timerLink>;

/** GET /api/events/{id}/deck-checks: the event's deck-check log, newest first, and what a new draw may pick. */
export const deckChecksResponse = z.object({
  checks: z.array(deckCheck),
  /** Players with a submitted deck, and those of them not checked yet at this event. */
  eligible: z.object({ all: z.number().int(), unchecked: z.number().int() }),
  /** How many more checks the log may hold. */
  remaining: z.number().int(),
  /** The round-timer tournament the owner linked to the event, with its clocks; null when none. */
  timer: timerLink.nullable(),
});
export type DeckChecksResponse = z.infer<typeof deckChecksResponse>;

export const pickDeckChecksResponse = z.object({ checks: z.array(deckCheck) });
export type PickDeckChecksResponse = z.infer<typeof pickDeckChecksResponse>;
