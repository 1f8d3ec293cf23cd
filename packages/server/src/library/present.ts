import type { LibraryDeck, LibraryDeckListResponse } from '@decklist/core/api';
import { formatName } from '@decklist/core/formats';
import type { CheckText } from '../cards';
import type { JsonWithParts } from '../http/raw-json';
import type { LibraryDeckSummary } from './store';

/** The user's decks, each with its text (the event deck form's import fills itself from this list). */
export const toLibraryDeckList = (rows: LibraryDeckSummary[]): LibraryDeckListResponse => ({
  decks: rows.map((row) => ({
    deck_id: row.id,
    deck_name: row.deckName,
    has_warnings: row.hasWarnings,
    format: row.format,
    format_name: formatName(row.format),
    decklist_text: row.decklistText,
  })),
});

/** A saved deck as the contract's LibraryDeck, its check put in as stored (never parsed and serialised again). */
export const toLibraryDeck = (out: JsonWithParts, row: LibraryDeckSummary, check: CheckText): LibraryDeck => ({
  deck_id: row.id,
  deck_name: row.deckName,
  format: row.format,
  format_name: formatName(row.format),
  decklist_text: row.decklistText,
  has_warnings: check.hasWarnings,
  deck_warnings: out.part(check.deckWarnings),
  deck_warning_details: out.part(check.deckWarningDetails),
  groups: out.part(check.groups),
});
