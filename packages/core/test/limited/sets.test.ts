import { describe, expect, it } from 'vitest';
import { boosterMakeup, expectedPoolSize } from '../../src/limited';

describe("a booster's make-up from its source's line", () => {
  it('counts a play booster without its land slot, and its rare slot with its wildcards', () => {
    expect(boosterMakeup('6 Common, 1 Common-Guest, 3 Uncommon, 1 RareMythic, 1 FullArtLand, 1 Wildcard, 1 Wildcard+')).toEqual({ cards: 13, rareSlots: 3 });
    expect(boosterMakeup('6 Common,1 Common-Guest,3 Uncommon, 1 RareMythic, 1 Wildcard, 1 WildcardFoil+, 1 BasicLand')).toEqual({ cards: 13, rareSlots: 3 });
    expect(boosterMakeup('6 Common, 3 Uncommon, 1 RareMythic, 1 Land, 1 Any, 1 Any OTP, 1 Any+')).toEqual({ cards: 13, rareSlots: 4 });
  });

  it('reads the slots of a draft booster drawn from sheets, leaving out the lands sheet', () => {
    expect(boosterMakeup('10 Common:fromsheet("DMU cards"), 3 Uncommon:fromSheet("DMU cards"), 1 RareMythic:fromSheet("DMU cards"), 1 fromSheet("DMU lands")')).toEqual({
      cards: 14,
      rareSlots: 1,
    });
    expect(boosterMakeup('5 Common, 1 Common-Guest, 3 Uncommon, 1 RareMythic, 1 NewToModern, 1 Common-Land, 1 Wildcard, 1 Wildcard+')).toEqual({ cards: 13, rareSlots: 4 });
  });

  it('is null when the source says nothing countable', () => {
    expect(boosterMakeup(null)).toBeNull();
    expect(boosterMakeup('')).toBeNull();
    expect(boosterMakeup('Boosters of some kind')).toBeNull();
  });
});

describe('the expected size of a pool', () => {
  it('is each booster times its count, summed; unknown when a set does not say what its boosters hold', () => {
    const play = { cards: 13, rareSlots: 3 };
    expect(expectedPoolSize([{ booster: play, count: 6 }])).toBe(78);
    expect(expectedPoolSize([{ booster: play, count: 2 }, { booster: { cards: 14, rareSlots: 1 }, count: 1 }])).toBe(40);
    expect(expectedPoolSize([{ booster: play, count: 3 }, { booster: null, count: 3 }])).toBeNull();
  });
});
