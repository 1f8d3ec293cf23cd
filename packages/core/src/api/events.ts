import { MAX_NAME_LENGTH } from '../text/limits';
import { z } from 'zod';
import { isIsoDate } from '../events/rules';
import { FORMAT_CODES, GAME_CODES } from '../formats/formats';
import { LIMITED_KINDS, MAX_BOOSTERS, MAX_POOL_SIZE, MAX_PRODUCT_SETS } from '../limited';
import { emailField, requiredText, textTypeError } from './common';
import { setCode } from './sets';

const role = z.enum(['owner', 'judge', 'player']);
const status = z.enum(['open', 'closed']);
const decklistStyle = z.enum(['sixty', 'commander', 'fab']);

// ------------------------------------------------------------------ requests

/** Beyond the contract, in POST /api/events and POST /api/events/{id}: whether the event's lists may be published. */
const listsMayBePublishedField = z.boolean({ error: 'Decklists may be published must be true or false' });

/** Event codes are looked up lower-cased (docs/product.md, Events). */
export const eventIdParams = z.object({
  id: z
    .string()
    .trim()
    .max(64)
    .transform((id) => id.toLowerCase()),
});

const eventNameField = requiredText('Tournament name', MAX_NAME_LENGTH);
/** A calendar date; whether it is in the allowed window is the server's check (serverEventDateWindow). */
const eventDateField = z
  .string({ error: textTypeError('Tournament date') })
  .trim()
  .min(1, 'Tournament date is required')
  .refine(isIsoDate, 'Tournament date must be a date (YYYY-MM-DD)');

/**
 * Beyond the contract: a Limited event's kind and product (docs/product.md, Limited events). A set may be one
 * the app has no list of; `expected_pool_size` missing or null takes the size the boosters give.
 */
const limitedSetupField = z.object({
  kind: z.enum(LIMITED_KINDS, { error: 'Choose Sealed or Draft' }),
  product: z
    .array(
      z.object({
        set_code: setCode,
        boosters: z
          .number({ error: 'Boosters must be a whole number' })
          .int('Boosters must be a whole number')
          .min(1, 'At least 1 booster')
          .max(MAX_BOOSTERS, `At most ${MAX_BOOSTERS} boosters of a set`),
      }),
    )
    .min(1, 'Name at least one set')
    .max(MAX_PRODUCT_SETS, `At most ${MAX_PRODUCT_SETS} sets`),
  expected_pool_size: z
    .number({ error: 'Pool size must be a whole number' })
    .int('Pool size must be a whole number')
    .min(1, 'Pool size must be at least 1')
    .max(MAX_POOL_SIZE, `Pool size must be at most ${MAX_POOL_SIZE}`)
    .nullish(),
});
export type LimitedSetupBody = z.input<typeof limitedSetupField>;

export const createEventBody = z.object({
  event_name: eventNameField,
  format: z.enum(FORMAT_CODES, { error: 'Choose a format from the list' }),
  event_date: eventDateField,
  /** Beyond the contract: players are told before they submit that their lists may be published. */
  lists_may_be_published: listsMayBePublishedField.nullish().transform((value) => value ?? false),
  /** Beyond the contract: only with the 'limited' format; null or missing leaves a Limited event without one (decks only). */
  limited: limitedSetupField.nullish(),
});
export type CreateEventBody = z.input<typeof createEventBody>;

/** An instant as ISO 8601 with its offset ('2031-05-16T18:00:00Z', '...+02:00'). */
const instantField = z
  .string({ error: 'Submission deadline must be a date and time' })
  .trim()
  .max(40)
  .refine((text) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text) && !Number.isNaN(Date.parse(text)), {
    error: 'Submission deadline must be a date and time',
  });

/**
 * POST /api/events/{id}, the contract's UpdateEventRequest: every field optional, and a missing (or
 * null) one changes nothing. `event_status` opens or closes submissions; beyond the contract,
 * `submission_deadline` (an instant to close submissions at, or null to clear it), and the owner's
 * `event_name` and `event_date` (the same rules as at creation), and the round-timer tournament linked
 * to the event (`timer_tournament_id`, one the owner manages, so deck checks can give tables time; null
 * unlinks it), and whether the decklists may be published (`lists_may_be_published`, the owner's).
 */
export const updateEventBody = z.object({
  event_status: status.nullish(),
  submission_deadline: instantField.nullable().optional(),
  event_name: eventNameField.nullish(),
  event_date: eventDateField.nullish(),
  lists_may_be_published: listsMayBePublishedField.optional(),
  timer_tournament_id: z.string({ error: 'Not a round-timer tournament' }).trim().min(1, 'Not a round-timer tournament').max(64, 'Not a round-timer tournament').nullable().optional(),
  /** The owner's, on a Limited event, until its first pool is registered; null takes it away. */
  limited: limitedSetupField.nullable().optional(),
});
export type UpdateEventBody = z.input<typeof updateEventBody>;

/** POST /api/events/{id} with, beyond the contract, `lists_may_be_published` (owner only; missing leaves it as it is). */

export const batchEventsQuery = z.object({
  eventId: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((ids) => (ids === undefined ? [] : Array.isArray(ids) ? ids : [ids]))
    .pipe(z.array(z.string().trim().max(64).transform((id) => id.toLowerCase())).max(50, 'At most 50 events at once')),
});

export const addPlayerBody = z.object({
  player_name: requiredText('Player name', MAX_NAME_LENGTH),
  email: z
    .union([z.literal(''), emailField])
    .nullish()
    .transform((email) => email || undefined),
});
export type AddPlayerBody = z.input<typeof addPlayerBody>;

export const addEventUserBody = z.object({
  player_name: requiredText('Name', MAX_NAME_LENGTH),
  email: emailField,
  /** Only judges are added here; a missing or null role means a judge too. */
  role: z
    .literal('judge', { error: 'Only judges can be added here' })
    .nullish()
    .transform(() => 'judge' as const),
});
export type AddEventUserBody = z.input<typeof addEventUserBody>;

export const removeEventUserBody = z.object({ user_id: z.uuid({ error: 'Not a user id' }) });
export type RemoveEventUserBody = z.input<typeof removeEventUserBody>;

// ------------------------------------------------------------------ responses

/** A format of the list; `game` is an addition to the contract (Magic's formats come first, as they always did). */
export const formatEntry = z.object({ format: z.string(), name: z.string(), decklist_style: decklistStyle, game: z.enum(GAME_CODES) });
export type FormatEntry = z.infer<typeof formatEntry>;
export const formatsResponse = z.object({ formats: z.array(formatEntry) });
export type FormatsResponse = z.infer<typeof formatsResponse>;

/** An entry of the caller's event list , plus what the hub page shows. */
export const eventListEntry = z.object({
  event_id: z.string(),
  event_name: z.string(),
  event_date: z.string(),
  status,
  format: z.string(),
  format_name: z.string(),
  /** The caller's role, or null when they have none (or are not signed in). */
  role: role.nullable(),
});
export type EventListEntry = z.infer<typeof eventListEntry>;
export const eventListResponse = z.array(eventListEntry);

export const participant = z.object({
  user_id: z.string(),
  player_name: z.string(),
  role: z.enum(['player', 'judge']),
  is_deck_checked: z.boolean(),
  has_deck: z.boolean(),
  has_deck_warning: z.boolean(),
  /** When the deck was last submitted (ISO 8601); null without a deck. Beyond the contract: for sorting. */
  deck_submitted_at: z.string().nullable().optional(),
  /** When an organiser last marked the deck checked (ISO 8601), kept after the player's change; null when unmarked. Beyond the contract. */
  checked_at: z.string().nullable().optional(),
  /** The player's latest change to the list after it was checked (ISO 8601); null when unchanged since. Beyond the contract. */
  changed_since_checked_at: z.string().nullable().optional(),
});
export type Participant = z.infer<typeof participant>;

/** Someone the owner or a judge removed, who cannot rejoin by themselves (beyond the contract). */
export const removedPlayer = z.object({
  user_id: z.string(),
  player_name: z.string(),
  /** When they were removed (ISO 8601). */
  removed_at: z.string(),
});
export type RemovedPlayer = z.infer<typeof removedPlayer>;

/** A Limited event's set-up as answered (beyond the contract). */
export const limitedSetup = z.object({
  kind: z.enum(LIMITED_KINDS),
  product: z.array(
    z.object({
      set_code: z.string(),
      /** Null for a set the app has no list of. */
      set_name: z.string().nullable(),
      boosters: z.number().int(),
    }),
  ),
  /** What pools are checked against: the organiser's size, else the boosters'; null when neither is known. */
  expected_pool_size: z.number().int().nullable(),
  /** The size the boosters give, null when a set's boosters are not known. */
  boosters_pool_size: z.number().int().nullable(),
  /** The most rares and mythics the boosters hold together, null when not known. */
  most_rares: z.number().int().nullable(),
  /** Whether the organiser set `expected_pool_size` themselves. */
  pool_size_set_by_organiser: z.boolean(),
  /** When the first pool was registered (ISO 8601): the set-up cannot change after it. Null until then. */
  first_pool_at: z.string().nullable(),
});
export type LimitedSetupAnswer = z.infer<typeof limitedSetup>;

export const eventDetails = eventListEntry.extend({
  decklist_style: decklistStyle,
  max_players: z.number().int(),
  player_count: z.number().int(),
  /** Players and judges; empty for everyone but the owner and judges. */
  participants: z.array(participant),
  /** When submissions close by themselves (ISO 8601), or null; beyond the contract. */
  submission_deadline: z.string().nullable().optional(),
  /** Who was removed and may not rejoin by themselves, newest first; for the owner and judges only (beyond the contract). */
  removed_players: z.array(removedPlayer).optional(),
  /** Whether the owner said the lists may be published (beyond the contract). */
  lists_may_be_published: z.boolean().optional(),
  /** A Limited event's set-up, null for any other event or a Limited one without one (beyond the contract). */
  limited: limitedSetup.nullable().optional(),
  /**
   * When the server read what this answer shows (ms since 1970, its clock; beyond the contract): a page tells its
   * event channel (`since=`), which then sends it the changes made after the read that its socket was not there to hear.
   */
  read_at: z.number().int().optional(),
});
export type EventDetails = z.infer<typeof eventDetails>;
export const eventDetailsList = z.array(eventDetails);

/** The contract's `{success, event_id}`, with the new event's details. */
export const createEventResponse = eventDetails.extend({ success: z.literal(true) });
export type CreateEventResponse = z.infer<typeof createEventResponse>;
export const addPlayerResponse = z.object({ success: z.literal(true), user_id: z.string() });
export type AddPlayerResponse = z.infer<typeof addPlayerResponse>;

/** The message on an event's live channel after any change to it, its players or decks. */
export interface EventLiveMessage {
  refresh: true;
  updated_by_session_id: string | null;
  updated_by_user_id: string | null;
}

/** DELETE /api/events/{id}/removals/{user_id}: allows a removed person back (beyond the contract). */
export const removalParams = eventIdParams.extend({ user_id: z.uuid({ error: 'Not a user id' }) });

/**
 * GET /api/events/{id}/reminders (beyond the contract, owner and judges): how many players a reminder
 * would mail (players without a deck who have an e-mail address), when the last one went and when the
 * next may go (null: now).
 */
export const remindersResponse = z.object({
  players_to_remind: z.number().int(),
  reminded_at: z.string().nullable(),
  next_reminder_at: z.string().nullable(),
});
export type RemindersResponse = z.infer<typeof remindersResponse>;

/** POST /api/events/{id}/reminders: the mails queued (0 when nobody is to be reminded, and nothing changes). */
export const sendRemindersResponse = remindersResponse.extend({ queued: z.number().int() });
export type SendRemindersResponse = z.infer<typeof sendRemindersResponse>;
