/**
 * Card-name normalisation: what a player types and what the card data says meet on the same key.
 * Case, accents, curly quotes, dashes, extra spaces and the spelling of split cards
 * (`Fire // Ice`, `Fire//Ice`, MTGO's `Fire/Ice`) do not matter.
 */
export function normaliseCardName(name: string): string {
  // Most names are plain ASCII: skip the Unicode work for them (the index normalises ~100,000 names at start).
  let key = /^[\x20-\x7e]*$/.test(name)
    ? name.toLowerCase()
    : name
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '') // accents: Lim-Dûl → Lim-Dul
        .toLowerCase()
        .replace(/æ/g, 'ae')
        .replace(/œ/g, 'oe')
        .replace(/[‘’‚‛′´]/g, "'")
        .replace(/[“”„‟″]/g, '"')
        .replace(/[‐‑‒–—―]/g, '-')
        .replace(/\s+/g, ' ');
  if (key.includes('`')) key = key.replace(/`/g, "'");
  if (key.includes('/')) key = key.replace(/\s*\/{1,3}\s*/g, ' // ');
  if (/\s\s|^\s|\s$/.test(key)) key = key.replace(/\s+/g, ' ').trim();
  return key;
}

/** A looser key for a second try: letters and digits only, so `Jace the Mind Sculptor` finds `Jace, the Mind Sculptor`. */
export function looseCardKey(name: string): string {
  return looseKeyOf(normaliseCardName(name));
}

/** The loose key of an already normalised name. */
export function looseKeyOf(normalised: string): string {
  return normalised.replace(/[^a-z0-9]/g, '');
}
