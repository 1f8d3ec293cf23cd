/** A simple address check: something@something.something, no spaces (spec section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E-mail addresses are compared case-insensitively and stored lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const isControlCharacter = (char: string) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;

/**
 * A same-site path to go to after signing in, or undefined. Refuses anything a browser could read
 * as another origin: `//host`, `/\host` (browsers treat the backslash as a slash), absolute URLs
 * and control characters.
 */
export function safeRedirectPath(target: string | null | undefined): string | undefined {
  if (!target || !target.startsWith('/')) return undefined;
  if (target.startsWith('//') || target.includes('\\') || [...target].some(isControlCharacter)) return undefined;
  return target;
}
