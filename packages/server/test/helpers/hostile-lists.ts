/**
 * A decklist just under the 20,000-character limit whose every line is a made-up 12-letter card name
 * (1,333 lines): the worst case for a check, since every name is unknown. The same seed gives the same list.
 */
export function madeUpList(seed: number): string {
  let state = seed;
  const letter = () => String.fromCharCode(97 + ((state = (state * 1103515245 + 12345) % 2 ** 31) % 26));
  const lines: string[] = [];
  for (let length = 0; length + 15 <= 20_000; length += 15) lines.push(`1 ${Array.from({ length: 12 }, letter).join('')}`);
  return lines.join('\n');
}
