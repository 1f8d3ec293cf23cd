import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSetFolder, SetFileError, writeSetsSnapshot } from '../src/sets/import';
import { loadSets } from '../src/sets/load';
import { loadCards } from '../src/cards/load';
import { defaultCardsFile } from '../src/paths';

describe('the set lists the app ships (data-snapshot/sets.json.gz)', () => {
  it('holds the main Limited sets from Dominaria United on, newest first, with their boosters', async () => {
    const sets = await loadSets();
    expect(sets.length).toBeGreaterThanOrEqual(25);
    expect(sets.map((set) => set.released)).toEqual([...sets.map((set) => set.released)].sort().reverse());
    const blb = sets.find((set) => set.code === 'BLB')!;
    expect(blb).toMatchObject({ name: 'Bloomburrow', released: '2024-08-02', complete: true, booster: { cards: 13, rareSlots: 3 } });
    expect(new Set(blb.cards.map((card) => card.name)).size).toBe(266);
    expect(blb.cards).toContainEqual({ number: '1', rarity: 'C', name: 'Banishing Light', colour: 'W' });
    // A list known from its preview season only says so.
    expect(sets.find((set) => set.code === 'ECL')).toMatchObject({ complete: false });
    expect(sets.find((set) => set.code === 'DMU')?.booster).toEqual({ cards: 14, rareSlots: 1 });
  });

  it('names the cards as the card data does: a split card by both halves, an adventure by its front', async () => {
    const [sets, cards] = await Promise.all([loadSets(), loadCards(defaultCardsFile)]);
    const unknown = sets.flatMap((set) => set.cards.filter((card) => cards.index.find(card.name)?.name !== card.name).map((card) => `${set.code} ${card.name}`));
    // Two cards of a set released after the card data was taken.
    expect(new Set(unknown).size).toBeLessThanOrEqual(2);
    expect(sets.find((set) => set.code === 'MKM')!.cards.map((card) => card.name)).toContain('Cease // Desist');
    expect(sets.find((set) => set.code === 'FRA')!.cards.map((card) => card.name)).toContain('Bloodline Recollector');
  });
});

describe('npm run sets:import', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'decklist-sets-'));
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
  const write = (file: string, value: unknown) => fs.writeFileSync(path.join(folder, file), typeof value === 'string' ? value : JSON.stringify(value));
  const TST = {
    code: 'TST',
    name: 'Test Set',
    released: '2026-01-02',
    booster: '7 Common, 3 Uncommon, 1 RareMythic, 1 BasicLand',
    complete: true,
    source: { repo: 'somewhere' },
    cards: [
      { number: '1', rarity: 'C', name: 'Shock' },
      { number: '2', rarity: 'R', name: 'Delver of Secrets', scryfall_name: 'Delver of Secrets // Insectile Aberration' },
    ],
  };

  it('reads a folder of set lists and writes the snapshot the server reads', async () => {
    write('index.json', [{ code: 'TST', name: 'Test Set' }]);
    write('TST.json', TST);
    // The card data's name and sheet colour of a card it knows; the others keep their names, colour unknown.
    const sets = await readSetFolder(folder, (name) => (name.startsWith('Delver') ? { name: 'Delver of Secrets // Insectile Aberration', colour: 'U' } : undefined));
    expect(sets).toEqual([
      {
        code: 'TST',
        name: 'Test Set',
        released: '2026-01-02',
        complete: true,
        booster: { cards: 11, rareSlots: 1 },
        cards: [
          { number: '1', rarity: 'C', name: 'Shock', colour: null },
          { number: '2', rarity: 'R', name: 'Delver of Secrets // Insectile Aberration', colour: 'U' },
        ],
      },
    ]);
    const file = path.join(folder, 'out.json.gz');
    await writeSetsSnapshot(file, { importedAt: '2026-11-29T00:00:00.000Z', sets });
    expect(await loadSets(file)).toEqual(sets);
  });

  it('names the file and what is wrong with it', async () => {
    write('index.json', [{ code: 'TST' }]);
    write('TST.json', { ...TST, cards: [{ number: '1', rarity: 'X', name: 'Shock' }] });
    await expect(readSetFolder(folder)).rejects.toThrow(/TST\.json: cards\.0\.rarity/);
    write('TST.json', { ...TST, code: 'OTH' });
    await expect(readSetFolder(folder)).rejects.toThrow(/TST\.json: its code is OTH, the index says TST/);
    write('TST.json', '{ not json');
    await expect(readSetFolder(folder)).rejects.toThrow(/TST\.json is not valid JSON/);
    write('index.json', [{ code: 'NOPE' }]);
    await expect(readSetFolder(folder)).rejects.toBeInstanceOf(SetFileError);
    write('index.json', [{ code: 'bad code!' }]);
    await expect(readSetFolder(folder)).rejects.toThrow(/index\.json: 0\.code/);
  });
});
