import type { CardIndex } from '@decklist/core/cards';
import { validateDecklist } from '@decklist/core/decklist';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCards } from '../src/cards/load';
import { defaultCardsFile } from '../src/paths';
import { madeUpList } from './helpers/hostile-lists';


describe('did you mean over all the cards', () => {
  let cards: CardIndex;
  beforeAll(async () => {
    cards = (await loadCards(defaultCardsFile)).index;
  });

  it('finds a real name from a typo of one or two letters', () => {
    const typos: [string, string][] = [
      ['Thoughtseze', 'Thoughtseize'],
      ['Ragavan, Nimble Pilferr', 'Ragavan, Nimble Pilferer'],
      ['Urza Saga', "Urza's Saga"],
      ['Solitiude', 'Solitude'],
      ['Murktide Regant', 'Murktide Regent'],
      ['Omnath, Locus of Crcation', 'Omnath, Locus of Creation'],
      ['Fable of the Miror-Breakr', 'Fable of the Mirror-Breaker'],
      ['Consider', 'Consider'],
    ];
    for (const [typo, meant] of typos) {
      if (cards.find(typo)) continue; // spelt right after all
      expect(cards.suggest(typo), typo).toContain(meant);
    }
  });

  it('checks a worst-case list (20,000 characters of unknown names) within 200 ms', () => {
    const text = madeUpList(7);
    validateDecklist(text, null, cards); // warm
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const check = validateDecklist(text, null, cards);
      times.push(performance.now() - started);
      expect(check.groups[0]!.cards).toHaveLength(1333);
    }
    // About 10-20 ms on a quiet 2-core machine; the bound is generous for a loaded CI machine.
    expect(Math.min(...times)).toBeLessThan(200);
  });
});
