import { z } from 'zod';
import { optionalText } from './common';
import { sheetsQuery } from './decks';
import { MAX_CHOSEN_LISTS, MAX_PLACING, MAX_PUBLICATION_LABEL_LENGTH } from '../events/publication-limits';

export { MAX_CHOSEN_LISTS, MAX_PLACING, MAX_PUBLICATION_LABEL_LENGTH };

const userIdField = z.uuid({ error: 'Not a user id' });

// ------------------------------------------------------------------ requests

const publishedDeck = z
  .object({
    user_id: userIdField,
    placing: z
      .number({ error: 'Placing must be a number' })
      .int('Placing must be a whole number')
      .min(1, 'Placing must be 1 or more')
      .max(MAX_PLACING, `Placing must be at most ${MAX_PLACING}`)
      .nullish()
      .transform((placing) => placing ?? null),
    label: optionalText('Label', MAX_PUBLICATION_LABEL_LENGTH),
  })
  .refine((deck) => deck.placing !== null || deck.label !== '', { error: 'Give a placing or a label', path: ['placing'] });

/**
 * POST /api/events/{id}/publications (owner): the lists published, in the order shown; the set replaces
 * the one before (an empty list unpublishes every list).
 */
export const publishListsBody = z.object({
  decks: z
    .array(publishedDeck, { error: 'decks must be a list' })
    .max(MAX_CHOSEN_LISTS, `At most ${MAX_CHOSEN_LISTS} lists`)
    .superRefine((decks, context) => {
      const seen = new Set<string>();
      decks.forEach((deck, i) => {
        if (seen.has(deck.user_id)) context.addIssue({ code: 'custom', message: 'This player is in the list twice', path: [i, 'user_id'], params: { code: 'listed_twice' } });
        seen.add(deck.user_id);
      });
    }),
});
export type PublishListsBody = z.input<typeof publishListsBody>;

/** POST /api/events/{id}/deck/publication-consent (the player): agree that their list may be published, or take it back. */
export const publicationConsentBody = z.object({ agreed: z.boolean({ error: 'agreed must be true or false' }) });
export type PublicationConsentBody = z.input<typeof publicationConsentBody>;

/** POST /api/events/{id}/publications/consent (owner or judge): a player's agreement given on paper, recorded or taken back. */
export const recordPublicationConsentBody = publicationConsentBody.extend({ user_id: userIdField });
export type RecordPublicationConsentBody = z.input<typeof recordPublicationConsentBody>;

/** `?user_id=...&user_id=...` of the downloads and sheets: only these players' lists (every list without it). */
export const chosenDecksQuery = z.object({
  user_id: z
    .union([userIdField, z.array(userIdField)])
    .optional()
    .transform((ids) => (ids === undefined ? undefined : [...new Set(Array.isArray(ids) ? ids : [ids])]))
    .pipe(z.array(z.string()).max(MAX_CHOSEN_LISTS, `At most ${MAX_CHOSEN_LISTS} players at once`).optional()),
});

/** `?lang=` of the public page of published lists: a language tag; one the app does not speak, or anything else, is ignored. */
export const listsPageQuery = z.object({ lang: z.string().optional().catch(undefined) });

/** `?user_id=...&paper=` of the registration sheets: the chosen players' lists, or every list. */
export const chosenSheetsQuery = sheetsQuery.extend(chosenDecksQuery.shape);

// ------------------------------------------------------------------ responses

/** A player with a deck, as the organisers choose lists to publish. */
export const publicationCandidate = z.object({
  user_id: z.string(),
  player_name: z.string(),
  deck_name: z.string(),
  /** The player agreed (by submitting while the event said so, or on their deck page). */
  has_consent: z.boolean(),
  /** The agreement was given on paper and recorded by an owner or judge. */
  consent_on_paper: z.boolean(),
  is_published: z.boolean(),
  placing: z.number().int().nullable(),
  label: z.string(),
});
export type PublicationCandidate = z.infer<typeof publicationCandidate>;

/** GET /api/events/{id}/publications (owner and judges): the published lists first, in their order, then the other decks by name. */
export const publicationsResponse = z.object({
  lists_may_be_published: z.boolean(),
  players: z.array(publicationCandidate),
});
export type PublicationsResponse = z.infer<typeof publicationsResponse>;
