/**
 * Finds the loose keys that could be within a few edits of a misspelt name, without looking at every
 * card: a trigram index built once, so one lookup reads a few posting lists instead of 40,000 keys.
 *
 * A key is cut into overlapping three-letter pieces, padded at both ends (`bolt` → `␣␣b`, `␣bo`, `bol`,
 * `olt`, `lt␣`, `t␣␣`: length + 2 pieces). One edit (an insertion, deletion, substitution or swap of two
 * neighbours) touches at most four pieces, so a key within `d` edits still shares at least
 * `length + 2 − 4d` pieces (counted with repeats) with the name. Only keys sharing that many are
 * candidates; the caller then measures the real distance. The filter never drops a key within `d`.
 */

/** Letters a-z and digits 0-9 are 1..36; 0 is the padding. */
const ALPHABET = 37;
const GRAMS = ALPHABET * ALPHABET * ALPHABET;

function letterCode(code: number): number {
  if (code >= 97 && code <= 122) return code - 96;
  if (code >= 48 && code <= 57) return code - 48 + 27;
  return 0;
}

/** The padded trigrams of a loose key, each as a number below GRAMS (with repeats). */
function trigrams(key: string): number[] {
  const grams: number[] = [];
  const at = (i: number) => (i < 0 || i >= key.length ? 0 : letterCode(key.charCodeAt(i)));
  for (let i = -2; i < key.length; i++) grams.push((at(i) * ALPHABET + at(i + 1)) * ALPHABET + at(i + 2));
  return grams;
}

/** How often each trigram occurs in a key. */
function gramCounts(key: string): Map<number, number> {
  const counts = new Map<number, number>();
  for (const gram of trigrams(key)) counts.set(gram, (counts.get(gram) ?? 0) + 1);
  return counts;
}

export class SuggestIndex {
  /** Posting lists in one array: the keys holding trigram g are postings[starts[g]..starts[g + 1]). */
  private readonly starts = new Uint32Array(GRAMS + 1);
  private readonly postings: Uint32Array;
  /** How often the trigram occurs in that key (capped at 255). */
  private readonly repeats: Uint8Array;
  /** Key numbers sorted by key, for prefix matches. */
  private readonly sorted: Uint32Array;
  /** Keys of at most 3 letters, which share too few trigrams to be found through the lists. */
  private readonly short: number[] = [];
  private readonly shared: Uint16Array;
  readonly longest: number;

  constructor(private readonly keys: readonly string[]) {
    const perKey = keys.map(gramCounts);
    for (const counts of perKey) for (const gram of counts.keys()) this.starts[gram + 1]!++;
    for (let g = 0; g < GRAMS; g++) this.starts[g + 1]! += this.starts[g]!;
    this.postings = new Uint32Array(this.starts[GRAMS]!);
    this.repeats = new Uint8Array(this.postings.length);
    const filled = this.starts.slice(0, GRAMS);
    perKey.forEach((counts, k) => {
      for (const [gram, count] of counts) {
        const at = filled[gram]!++;
        this.postings[at] = k;
        this.repeats[at] = Math.min(255, count);
      }
    });
    this.sorted = Uint32Array.from(keys.keys()).sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
    this.shared = new Uint16Array(keys.length);
    let longest = 0;
    keys.forEach((key, k) => {
      if (key.length <= 3) this.short.push(k);
      longest = Math.max(longest, key.length);
    });
    this.longest = longest;
  }

  /** Keys that start with `prefix`, in key order. */
  withPrefix(prefix: string): number[] {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.keys[this.sorted[mid]!]! < prefix) low = mid + 1;
      else high = mid;
    }
    const found: number[] = [];
    for (let i = low; i < this.sorted.length && this.keys[this.sorted[i]!]!.startsWith(prefix); i++) found.push(this.sorted[i]!);
    return found;
  }

  /**
   * Every key of a length within `maxDistance` of the key's that may be within `maxDistance` edits of
   * it (a superset: measure each). Costs the
   * length of the key's posting lists, never a pass over all keys.
   */
  near(key: string, maxDistance: number): number[] {
    if (key.length > this.longest + maxDistance) return [];
    const needed = key.length + 2 - 4 * maxDistance;
    if (needed <= 0) {
      // The pieces say nothing here: compare lengths only. Card names get here only when up to two
      // letters long, and those are near short keys alone.
      const pool = key.length + maxDistance <= 3 ? this.short : [...this.keys.keys()];
      return pool.filter((k) => Math.abs(this.keys[k]!.length - key.length) <= maxDistance);
    }
    const touched: number[] = [];
    for (const [gram, count] of gramCounts(key)) {
      for (let p = this.starts[gram]!, end = this.starts[gram + 1]!; p < end; p++) {
        const k = this.postings[p]!;
        if (this.shared[k] === 0) touched.push(k);
        this.shared[k]! += Math.min(count, this.repeats[p]!);
      }
    }
    const found: number[] = [];
    for (const k of touched) {
      if (this.shared[k]! >= needed && Math.abs(this.keys[k]!.length - key.length) <= maxDistance) found.push(k);
      this.shared[k] = 0;
    }
    return found;
  }
}
