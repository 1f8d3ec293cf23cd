import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A random secret for a session cookie (256 bits). */
export const newSessionToken = () => randomBytes(32).toString('base64url');

/** A uniformly random 6-digit code, leading zeros included. */
export const newLoginCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Codes are stored as salt:sha256(salt:email:code); the salt keeps equal codes from looking alike. */
export function hashLoginCode(email: string, code: string, salt = randomBytes(8).toString('hex')) {
  return `${salt}:${sha256(`${salt}:${email}:${code}`)}`;
}

export function loginCodeMatches(stored: string, email: string, code: string): boolean {
  const [salt] = stored.split(':');
  if (!salt) return false;
  const expected = Buffer.from(stored);
  const actual = Buffer.from(hashLoginCode(email, code, salt));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
