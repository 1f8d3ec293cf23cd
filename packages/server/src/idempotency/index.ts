// The idempotency feature as other features see it: a feature imports another only through its index (eslint.config.js).

export { idempotencyClaim } from './request';
export { type IdempotencyClaim, claimIdempotencyKey, recordIdempotentResult } from './store';
