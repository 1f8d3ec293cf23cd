// The timers feature as other features see it: a feature imports another only through its index (eslint.config.js).

export { type ChangeMaker, announceExtensions } from './announce';
export { addExtension } from './extensions-store';
export { findRole, findTournament } from './store';
export { startNewClock } from './start-clock';
