// The auth feature as other features see it: a feature imports another only through its index (eslint.config.js).

export { findRequestSession } from './plugin';
export { requireUser } from './require-user';
export { type AuthContext } from './sessions';
export { findOrCreateUserByEmail, findUserLanguage } from './users';
