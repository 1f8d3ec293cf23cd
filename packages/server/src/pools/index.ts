// The pools feature as other features and the app see it: a feature imports another only through its index (eslint.config.js).

export { withPoolWarnings, type LimitedDeck } from './deck-warnings';
