import type { PublicationCandidate, PublicationsResponse } from '@decklist/core/api';
import type { PublicationCandidateRow } from './store';

const toCandidate = (row: PublicationCandidateRow): PublicationCandidate => ({
  user_id: row.userId,
  player_name: row.playerName,
  deck_name: row.deckName,
  has_consent: row.consentAt !== null,
  consent_on_paper: row.consentAt !== null && row.consentBy !== null,
  is_published: row.position !== null,
  placing: row.placing,
  label: row.label ?? '',
});

/** GET /api/events/{id}/publications: whether lists may be published, and each player with a deck. */
export const toPublications = (listsMayBePublished: boolean, rows: PublicationCandidateRow[]): PublicationsResponse => ({
  lists_may_be_published: listsMayBePublished,
  players: rows.map(toCandidate),
});
