// The cards feature as other features see it: a feature imports another only through its index (eslint.config.js).

export { type StoredChecks } from './recheck-job';
export { type CardsService, type CheckText, type StoredCheckParts, type StoredListRow, checkText, storedList } from './service';
export { loadCards } from './load';
