/** A simple address check: something@something.something, no spaces (docs/product.md, Forms). */
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

/** Why a text cannot be stored as written: characters that forge lines, reorder what is shown, or hide. */
export type UnsafeText = 'control' | 'direction' | 'invisible';

/** C0 and C1 control characters, and Unicode's line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** Control characters other than tab and line breaks, which a decklist keeps. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;
/** Embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) and the invisible direction marks. */
const DIRECTION = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;
/**
 * Characters that show nothing: zero-width spaces and word joiners, the soft hyphen, the Mongolian vowel
 * separator, the combining grapheme joiner, and the fillers and blank that look like an empty name (Hangul
 * fillers U+115F, U+1160, U+3164, U+FFA0; the blank Braille pattern U+2800).
 */
const ZERO_WIDTH = /[\u200b\u2060-\u2064\ufeff\u00ad\u180e\u115f\u1160\u3164\uffa0\u2800]|\u034f/;
/**
 * Variation selectors and tag characters are kept where they change what is shown: after an emoji (and
 * tags inside a flag's sequence, up to its cancel tag), before a keycap's U+20E3, and the ideographic
 * selectors after a Han character (and Mongolian's own after its letters); anywhere else they only hide (a name
 * followed by one reads as the same name).
 */
const STRAY_SELECTOR =
  /(?<![\p{Extended_Pictographic}\u{e0020}-\u{e007e}])[\u{e0020}-\u{e007f}]|\u{e0001}|(?<![\p{Extended_Pictographic}\p{Script=Han}\p{Script=Mongolian}])\p{Variation_Selector}(?!\u20e3)/u;
/**
 * Joiners are kept where a script needs them: ZWNJ between letters (Persian, Indic), ZWJ inside an
 * emoji sequence (after a variation selector, a mark, or a skin tone) or between letters and marks
 * (Indic conjuncts); anywhere else they only hide.
 */
const STRAY_JOINER =
  /(?<![\p{L}\p{M}])\u200c|\u200c(?![\p{L}\p{M}])|(?<![\p{L}\p{M}\p{Extended_Pictographic}\u{1f3fb}-\u{1f3ff}])\u200d|\u200d(?![\p{L}\p{M}\p{Extended_Pictographic}])/u;

/** What makes a text unsafe to store, or null. With `lines`, tabs and line breaks are allowed (a decklist). */
export function unsafeText(text: string, { lines = false } = {}): UnsafeText | null {
  if ((lines ? CONTROL_IN_LINES : CONTROL).test(text)) return 'control';
  if (DIRECTION.test(text)) return 'direction';
  if (ZERO_WIDTH.test(text) || STRAY_JOINER.test(text) || STRAY_SELECTOR.test(text)) return 'invisible';
  return null;
}

/** The message for an unsafe text in a field named `label`. */
export function unsafeTextMessage(label: string, reason: UnsafeText, { lines = false } = {}): string {
  switch (reason) {
    case 'control':
      return lines ? `${label} must not contain control characters` : `${label} must be one line, without tabs or control characters`;
    case 'direction':
      return `${label} must not contain characters that change the direction of the text`;
    case 'invisible':
      return `${label} must not contain invisible characters such as zero-width spaces`;
  }
}

/** The pattern matching everywhere in a text, to take every match out. */
const everywhere = (pattern: RegExp) => new RegExp(pattern.source, `${pattern.flags}g`);
const UNSAFE_EVERYWHERE = [DIRECTION, ZERO_WIDTH, STRAY_JOINER, STRAY_SELECTOR].map(everywhere);

/**
 * A text as one safe line for a download: control characters and line breaks become a space, direction
 * marks and the characters that only hide go. For texts stored before names were checked.
 */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- replacing control characters is the point
  return UNSAFE_EVERYWHERE.reduce((line, pattern) => line.replace(pattern, ''), text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' '));
}

/**
 * A name from elsewhere (a Google profile) under the rules of a name typed here: NFC, one line with
 * nothing hidden or reordering, spaces collapsed and trimmed, at most `max` characters; '' when nothing is left.
 */
export function nameFromElsewhere(text: string, max: number): string {
  const line = oneLine(text.normalize('NFC')).replace(/\s+/g, ' ').trim();
  return Array.from(line).slice(0, max).join('').trim();
}
