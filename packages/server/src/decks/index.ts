// The decks feature as other features see it: a feature imports another only through its index (eslint.config.js).

export { attachment, exportFileName } from './export';
export type { ExportPlayerPools, ExportPoolCorrection, LimitedExport } from './limited-export';
export { lockParticipant, submissionsShut, type SubmissionsShut } from './save-store';
export { submissionsShutProblem } from './shut-problem';
export { findDeck, listEventDecks } from './store';
