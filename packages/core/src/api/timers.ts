import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from '../text/limits';
import { MAX_CLOCK_NAME_LENGTH } from '../timers/limits';
import { z } from 'zod';
import { MAX_ADJUST_MS, MAX_CLOCK_SECONDS, MIN_CLOCK_MINUTES } from '../timers/clock';
import {
  MAX_EXTENSION_MINUTES,
  MAX_EXTENSION_REASON_LENGTH,
  MAX_TABLE_NUMBER,
  EXTENSION_MINUTES_RANGE_MESSAGE,
  MIN_EXTENSION_MINUTES,
  MIN_TABLE_NUMBER,
  isHalfMinuteStep,
} from '../timers/extensions';
import { EMAIL_PATTERN, normaliseEmail } from '../text/text';
import { optionalText, requiredText, textTypeError } from './common';

// ---------------------------------------------------------------- requests

export const timerIdParams = z.object({ id: z.string().min(1).max(64) });
export const clockParams = timerIdParams.extend({ clock_id: z.string().min(1).max(64) });
export const managerParams = timerIdParams.extend({ user_id: z.string().min(1).max(64) });

const tableNumber = (schema: z.ZodNumber) =>
  schema
    .int('Table must be a whole number')
    .min(MIN_TABLE_NUMBER, `Table must be from ${MIN_TABLE_NUMBER} to ${MAX_TABLE_NUMBER}`)
    .max(MAX_TABLE_NUMBER, `Table must be from ${MIN_TABLE_NUMBER} to ${MAX_TABLE_NUMBER}`);
export const extensionParams = clockParams.extend({
  table_number: tableNumber(z.coerce.number({ error: 'Table must be a number' })),
});

export const createTournamentBody = z.object({ tournament_name: requiredText('Tournament name', MAX_NAME_LENGTH) });
export type CreateTournamentBody = z.input<typeof createTournamentBody>;

export const createClockBody = z.object({
  clock_name: requiredText('Clock name', MAX_CLOCK_NAME_LENGTH),
  duration_seconds: z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Duration is required' : 'Duration must be a number') })
    .int('Duration must be a whole number of seconds')
    .min(MIN_CLOCK_MINUTES * 60, 'Duration must be at least 1 minute')
    .max(MAX_CLOCK_SECONDS, 'Duration must be at most 24 hours'),
});
export type CreateClockBody = z.input<typeof createClockBody>;

export const setClockRunningBody = z.object({
  is_running: z.boolean({ error: 'is_running must be true or false' }),
});
export type SetClockRunningBody = z.input<typeof setClockRunningBody>;

export const adjustClockBody = z.object({
  ms_adjustment: z
    .number({ error: 'Adjustment must be a number of milliseconds' })
    .int('Adjustment must be a whole number of milliseconds')
    .min(-MAX_ADJUST_MS, 'Adjustment must be at most 24 hours')
    .max(MAX_ADJUST_MS, 'Adjustment must be at most 24 hours'),
});
export type AdjustClockBody = z.input<typeof adjustClockBody>;

/** Adds a table's extension to a clock, or replaces the one it has. */
export const addExtensionBody = z.object({
  table_number: tableNumber(
    z.number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Table is required' : 'Table must be a number') }),
  ),
  minutes: z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Minutes are required' : 'Minutes must be a number') })
    .min(MIN_EXTENSION_MINUTES, EXTENSION_MINUTES_RANGE_MESSAGE)
    .max(MAX_EXTENSION_MINUTES, EXTENSION_MINUTES_RANGE_MESSAGE)
    .refine(isHalfMinuteStep, 'Minutes must be whole or half minutes'),
  // Shown on the hall's public displays: one line, with the rules of a name.
  reason: optionalText('Reason', MAX_EXTENSION_REASON_LENGTH).transform((reason) => reason || null),
});
export type AddExtensionBody = z.input<typeof addExtensionBody>;

export const addManagerBody = z.object({
  user_email: z
    .string({ error: textTypeError('Email') })
    .trim()
    .min(1, 'Email is required')
    .max(MAX_EMAIL_LENGTH, 'Email is too long')
    .regex(EMAIL_PATTERN, 'Invalid email address')
    .transform(normaliseEmail),
  user_name: requiredText('Name', MAX_NAME_LENGTH),
});
export type AddManagerBody = z.input<typeof addManagerBody>;

// ---------------------------------------------------------------- responses

/** Every timer answer says when the server produced it, so clients can place `ms_remaining` in time. */
const serverTime = z.number().int();

export const timerRoles = ['owner', 'manager'] as const;
export type TimerRole = (typeof timerRoles)[number];

export const tableExtensionSchema = z.object({
  table_number: z.number().int(),
  /** Added after the clock's end: the table's time is up `minutes` after the clock's. */
  minutes: z.number(),
  reason: z.string().nullable(),
});

export const clockSchema = z.object({
  clock_id: z.string(),
  clock_name: z.string(),
  duration_seconds: z.number().int(),
  /** Remaining time at `server_time` of the answer or message carrying the clock; negative once up. */
  ms_remaining: z.number().int(),
  is_running: z.boolean(),
  /** Per-table extensions, by table number (ours; not in the decklist.lol contract). */
  extensions: z.array(tableExtensionSchema),
});
export type Clock = z.infer<typeof clockSchema>;

export const timerManagerSchema = z.object({ user_id: z.string(), user_name: z.string(), role: z.literal('manager') });
export type TimerManager = z.infer<typeof timerManagerSchema>;

export const createTournamentResponse = z.object({ tournament_id: z.string(), tournament_name: z.string(), server_time: serverTime });
export type CreateTournamentResponse = z.infer<typeof createTournamentResponse>;

export const tournamentListEntry = z.object({
  tournament_id: z.string(),
  tournament_name: z.string(),
  role: z.enum(timerRoles),
});
export type TournamentListEntry = z.infer<typeof tournamentListEntry>;

export const tournamentListResponse = z.object({ tournaments: z.array(tournamentListEntry), server_time: serverTime });
export type TournamentListResponse = z.infer<typeof tournamentListResponse>;

/**
 * GET /api/timers/{id}: for its owner and managers everything; for anyone else (the public display)
 * the name and the clocks only, with `role` null and no managers.
 */
export const tournamentDetails = z.object({
  tournament_id: z.string(),
  tournament_name: z.string(),
  role: z.enum(timerRoles).nullable(),
  clocks: z.array(clockSchema),
  managers: z.array(timerManagerSchema),
  /** Ours, for its owner and managers only: a round's length in the format of the linked event (50 without one), a new clock's default. */
  round_minutes: z.number().int().positive().optional(),
  server_time: serverTime,
});
export type TournamentDetails = z.infer<typeof tournamentDetails>;

export const clockResponse = clockSchema.extend({ server_time: serverTime });
export type ClockResponse = z.infer<typeof clockResponse>;

/** Start All and Pause All: every clock of the tournament at one server instant. */
export const setAllClocksRunningBody = setClockRunningBody;
export const allClocksResponse = z.object({ clocks: z.array(clockSchema), server_time: serverTime });
export type AllClocksResponse = z.infer<typeof allClocksResponse>;


// ---------------------------------------------------------------- live messages

export const timerMessageTypes = [
  'clock_added',
  'clock_deleted',
  'clock_reset',
  'clock_paused',
  'clock_resumed',
  'clock_adjusted',
  'clock_extended',
  'clocks_resumed',
  'clocks_paused',
  'force_update',
] as const;
export type TimerMessageType = (typeof timerMessageTypes)[number];

/**
 * A clock in a live message: its `extensions` only where they are news (a clock added); without them, the
 * clock's extensions are as the screen has them. A clock of 500 extensions is some 43 kB, and every change
 * of its time went to every display of the hall.
 */
export type MessageClock = Omit<Clock, 'extensions'> & { extensions?: Clock['extensions'] };

/** Sent on the tournament's timers channel (`timersChannel`) after every change (docs/decisions/0002-live-channels.md). */
export interface TimerMessage {
  tournament_id: string;
  message_type: TimerMessageType;
  clock_id: string | null;
  updated_clock: MessageClock | null;
  /** clocks_resumed and clocks_paused (ours): every clock that changed, all at `server_time`. */
  updated_clocks?: MessageClock[];
  /** clock_extended (ours): the one table whose extension was given or replaced (`extension`), or removed (null). */
  extension_change?: { table_number: number; extension: Clock['extensions'][number] | null };
  updated_by_session_id: string;
  updated_by_user_id: string;
  server_time: number;
}

/**
 * The first message on a timers socket whose client asked for it (`state=1` on /ws, ours): the tournament
 * as anyone may read it, so a display that reconnects is up to date without reading it again.
 */
export interface TimerStateMessage {
  type: 'STATE';
  tournament: TournamentDetails;
}
