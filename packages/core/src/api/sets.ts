import { z } from 'zod';
import { SET_RARITIES, SHEET_COLOURS } from '../limited';

// The Limited sets the app knows (docs/api-contract.md, Additions): for an event's product and a pool's cards.

export const setCode = z
  .string()
  .regex(/^[A-Za-z0-9]{2,6}$/, 'Set code must be 2 to 6 letters or digits')
  .transform((code) => code.toUpperCase());

const boosterMakeupSchema = z
  .object({
    /** Cards of a booster that can be part of a pool: every slot but the land slot. */
    cards: z.number().int(),
    /** The most rares and mythics one booster can hold. */
    rare_slots: z.number().int(),
  })
  .nullable();

export const setSummary = z.object({
  code: z.string(),
  name: z.string(),
  released: z.string(),
  /** False when only the set's preview season is known: many of its cards are missing from the list. */
  complete: z.boolean(),
  booster: boosterMakeupSchema,
  /** Distinct card names in the list. */
  card_count: z.number().int(),
});
export const setsResponse = z.object({ sets: z.array(setSummary) });
export type SetsResponse = z.infer<typeof setsResponse>;

export const setParams = z.object({ code: setCode });
export const setResponse = setSummary.extend({
  cards: z.array(
    z.object({
      number: z.string(),
      rarity: z.enum(SET_RARITIES),
      name: z.string(),
      /** Where a registration sheet lists it: W, U, B, R, G, M (multicolour), C (colourless), L (lands); null when not known. */
      colour: z.enum(SHEET_COLOURS).nullable(),
    }),
  ),
});
export type SetResponse = z.infer<typeof setResponse>;
