// The basic lands of Limited deck construction (Magic Tournament Rules, Limited): a deck may add any number of the
// five basic lands, so a pool does not hold them. Wastes and snow-covered basics are not among them: they come out
// of boosters (Oath of the Gatewatch, Kaldheim...) and are cards of the pool, played only as many as it has.

/** The basic lands a Limited deck may add in any number, in the colours' order. */
export const FREE_BASIC_LANDS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const;
export type FreeBasicLand = (typeof FREE_BASIC_LANDS)[number];

/** The free basic land a name is (any case), or null: Wastes and Snow-Covered Island are not. */
export function freeBasicLandOf(name: string): FreeBasicLand | null {
  const wanted = name.trim().toLowerCase();
  return FREE_BASIC_LANDS.find((basic) => basic.toLowerCase() === wanted) ?? null;
}

/** Whether a name is one of the five basic lands: added to a Limited deck in any number, never part of a pool. */
export const isFreeBasicLandName = (name: string) => freeBasicLandOf(name) !== null;
