/** A simple address check: something@something.something, no spaces (spec section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E-mail addresses are compared case-insensitively and stored lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
