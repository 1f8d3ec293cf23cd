import { z } from 'zod';
import { MAX_NAME_LENGTH } from '../text/limits';
import { LIMITED_STAGES, MAX_POOL_DIFFERENCES, MAX_POOL_NOTE_LENGTH, SET_RARITIES, SHEET_COLOURS } from '../limited';
import { MAX_CLOCK_NAME_LENGTH } from '../timers/limits';
import { optionalText, requiredText } from './common';
import { cardListTextField } from './cards';

// A Limited event's registered pools (docs/api-contract.md, Additions; docs/product.md, Limited events).

const count = z.number().int();
const warning = <C extends string, P extends z.ZodRawShape>(code: C, params: P) => z.object({ code: z.literal(code), params: z.object(params) });

/** POST /api/events/{id}/pool: the caller's own pool, or with `user_id` a player's (owner and judges). */
export const submitPoolBody = z.object({
  user_id: z
    .uuid({ error: 'Not a user id' })
    .nullish()
    .transform((id) => id ?? undefined),
  player_name: requiredText('Player name', MAX_NAME_LENGTH),
  pool_text: cardListTextField('Pool').refine((text) => text.trim().length > 0, { message: 'Pool is required', params: { code: 'required' } }),
  /** An organiser's note with a correction of a player's pool (kept with the revision). */
  note: optionalText('Note', MAX_POOL_NOTE_LENGTH),
});
export type SubmitPoolBody = z.input<typeof submitPoolBody>;

/** A pool warning as data, at the index of its English sentence in `warnings`. */
export const poolWarningDetailSchema = z
  .discriminatedUnion('code', [
    warning('unreadable_line', { line: count, text: z.string() }),
    warning('unknown_card', { card_name: z.string(), suggestions: z.array(z.string()) }),
    warning('not_in_sets', { card_name: z.string(), sets: z.array(z.string()) }),
    warning('pool_size', { count, expected: count }),
    warning('too_many_rares', { count, max: count }),
    warning('basic_lands_left_out', { count }),
  ])
  .meta({
    id: 'PoolWarning',
    description: "A pool warning's code and values, at the index of its English sentence in `warnings`. More codes may come: show the English sentence for an unknown one.",
  });

export const poolCardSchema = z.object({
  card_name: z.string(),
  count,
  /** The event's set listing the card, its collector number and rarity there; null when none of its sets lists it. */
  set_code: z.string().nullable(),
  number: z.string().nullable(),
  rarity: z.enum(SET_RARITIES).nullable(),
});

export const poolResponse = z.object({
  event_id: z.string(),
  user_id: z.string(),
  player_name: z.string(),
  pool_text: z.string(),
  /** The cards by the registration sheet's colours (W, U, B, R, G, M, C, L; null: not known), in that order. */
  groups: z.array(z.object({ colour: z.enum(SHEET_COLOURS).nullable(), cards: z.array(poolCardSchema) })),
  total: count,
  /** The size the event expects, or null when it is not known. */
  expected_size: count.nullable(),
  warnings: z.array(z.string()),
  warning_details: z.array(poolWarningDetailSchema),
  updated_at: z.string(),
  /** Newest first: when, how many cards, and whether an organiser wrote it. */
  revisions: z.array(z.object({ created_at: z.string(), total: count, by_organiser: z.boolean(), note: z.string() })),
  /** Whether the pools were swapped: the player no longer changes their own. */
  swapped: z.boolean(),
});
export type PoolResponse = z.infer<typeof poolResponse>;

/** POST /api/events/{id}/stage-clocks (owner and judges): a clock of the stage's standard time on the event's round timer, started. */
export const startStageClockBody = z.object({
  stage: z.enum(LIMITED_STAGES, { error: 'Choose a stage' }),
  /** The clock's name on the hall's screens, in the organiser's language. */
  clock_name: requiredText('Clock name', MAX_CLOCK_NAME_LENGTH),
});
export type StartStageClockBody = z.input<typeof startStageClockBody>;

/** POST /api/events/{id}/pool-swap (owner and judges, Sealed): each registered pool to another player, at random or by table pairs. */
export const startPoolSwapBody = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('random') }),
  z.object({
    mode: z.literal('pairs'),
    /** Players who receive each other's pool; the others are swapped among themselves at random. */
    pairs: z
      .array(z.tuple([z.uuid({ error: 'Not a user id' }), z.uuid({ error: 'Not a user id' })]))
      .min(1, 'Give at least one pair')
      .max(1000, 'At most 1000 pairs'),
  }),
]);
export type StartPoolSwapBody = z.input<typeof startPoolSwapBody>;

const verificationSchema = z.object({
  confirmed: z.boolean(),
  differences: z.array(z.object({ card_name: z.string(), missing: count, extra: count })),
  verified_at: z.string(),
});

/** The swap as the organisers see it: who received whose pool, and what each receiver found. */
export const poolSwapResponse = z.object({
  /** When the pools were swapped (ISO 8601), or null before. */
  swapped_at: z.string().nullable(),
  entries: z.array(
    z.object({
      owner_id: z.string(),
      owner_name: z.string(),
      receiver_id: z.string().nullable(),
      receiver_name: z.string().nullable(),
      total: count,
      verification: verificationSchema.nullable(),
    }),
  ),
});
export type PoolSwapResponse = z.infer<typeof poolSwapResponse>;

/** GET /api/events/{id}/pool/received: the pool the caller (or with `user_id`, a player) received in the swap. */
export const receivedPoolResponse = poolResponse.extend({
  /** Who registered it. */
  owner_name: z.string(),
  verification: verificationSchema.nullable(),
});
export type ReceivedPoolResponse = z.infer<typeof receivedPoolResponse>;

/** POST /api/events/{id}/pool/received/verification: the receiver confirms the pool, or says what differs. */
export const verifyPoolBody = z.object({
  confirmed: z.boolean({ error: 'Say whether the pool is as registered' }),
  differences: z
    .array(
      z.object({
        card_name: requiredText('Card name', MAX_NAME_LENGTH),
        missing: z.number().int().min(0).max(999).default(0),
        extra: z.number().int().min(0).max(999).default(0),
      }),
    )
    .max(MAX_POOL_DIFFERENCES, `At most ${MAX_POOL_DIFFERENCES} differences`)
    .default([]),
});
export type VerifyPoolBody = z.input<typeof verifyPoolBody>;

const deckPoolWarningSchema = z
  .discriminatedUnion('code', [
    warning('not_in_pool', { card_name: z.string(), count }),
    warning('more_than_pool', { card_name: z.string(), copies: count, in_pool: count }),
    warning('main_too_small', { count, min: count }),
  ])
  .meta({ id: 'DeckPoolWarning', description: "A Limited deck's warning against its pool, at the index of its English sentence in `warnings`." });

const cardCounts = z.array(z.object({ card_name: z.string(), count }));

/** GET /api/events/{id}/pool/deck-check: a Limited deck against the pool it is built from (the received one after a swap). */
export const deckPoolCheckResponse = z.object({
  /** Whose pool the deck is built from: the player's own, or after a swap the one they received. */
  pool_owner_name: z.string(),
  received: z.boolean(),
  main_total: count,
  main: cardCounts,
  basics: cardCounts,
  /** The rest of the pool. */
  sideboard: cardCounts,
  warnings: z.array(z.string()),
  warning_details: z.array(deckPoolWarningSchema),
});
export type DeckPoolCheckResponse = z.infer<typeof deckPoolCheckResponse>;
