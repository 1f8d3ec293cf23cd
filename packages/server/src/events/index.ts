// The events feature as other features see it: a feature imports another only through its index (eslint.config.js).

export { requireEvent, requireOrganiser, requireOwner } from './access';
export { type JoinRefusal, joinLocked } from './joining-store';
export { notifyDeckChanged, notifyDeckChecksChanged, notifyEventChanged } from './live';
export { findPlayerName } from './people-store';
export { joinRefused } from './players';
export { deadlinePassedAt } from './status';
export { type EventRow, findEvent } from './store';
