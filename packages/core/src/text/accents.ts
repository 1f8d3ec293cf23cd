/** Names compared without their accents (player search, EventLink names, plain-text exports). */

const SPECIAL_LETTERS: Record<string, string> = {
  ø: 'o', ł: 'l', đ: 'd', æ: 'ae', œ: 'oe', ß: 'ss', ı: 'i',
  Ø: 'O', Ł: 'L', Đ: 'D', Æ: 'AE', Œ: 'OE',
};

/** Letters without accents or marks, and the few letters with no decomposition spelt in plain Latin. */
export function stripAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[øłđæœßıØŁĐÆŒ]/g, (letter) => SPECIAL_LETTERS[letter]!);
}
