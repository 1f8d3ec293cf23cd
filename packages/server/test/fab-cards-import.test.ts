import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { FabCardIndex, assertFabSnapshot, type FabCardSnapshot } from '@decklist/core/games/fab';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardFileError } from '../src/cards/convert';
import { convertFabCards, fabSnapshotText, importFabCards, type FabSourceCard } from '../src/cards/fab-import';
import { serverRoot } from '../src/paths';

const committed = path.join(serverRoot, 'data-snapshot', 'fab-cards.json');
const require = createRequire(import.meta.url);

let dir: string;
beforeAll(async () => {
  dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'decklist-fab-cards-'));
});
afterAll(async () => {
  await fs.promises.rm(dir, { recursive: true, force: true });
});

const card = (fields: Partial<FabSourceCard> & { name: string }): FabSourceCard => ({
  types: ['Action'],
  classes: ['Generic'],
  legalFormats: ['Classic Constructed', 'Living Legend', 'Silver Age', 'Sealed', 'Draft'],
  legalHeroes: ['Dorinthea', 'Prism'],
  ...fields,
});

const SAMPLE: FabSourceCard[] = [
  card({ name: 'Dorinthea Ironsong', types: ['Hero'], classes: ['Warrior'], hero: 'Dorinthea', legalHeroes: ['Dorinthea'], legalFormats: ['Classic Constructed', 'Living Legend'] }),
  card({ name: 'Prism, Sculptor of Arc Light', types: ['Hero'], classes: ['Illusionist'], talents: ['Light'], hero: 'Prism', legalHeroes: ['Prism'], legalFormats: ['Living Legend'], bannedFormats: ['Classic Constructed'] }),
  card({ name: 'Prism', types: ['Hero'], young: true, classes: ['Illusionist'], hero: 'Prism', legalHeroes: ['Prism'], legalFormats: ['Silver Age', 'Sealed'] }),
  card({ name: 'Luminaris', types: ['Weapon'], classes: ['Illusionist'], legalHeroes: ['Prism'], legalFormats: ['Living Legend'], bannedFormats: ['Classic Constructed'] }),
  card({ name: 'Art of War', pitch: 2, bannedFormats: ['Classic Constructed'], legalFormats: ['Living Legend'] }),
  card({ name: 'Awakening', pitch: 3, restrictedFormats: ['Living Legend'], keywords: ['Legendary', 'Go again'] }),
  card({ name: 'Sink Below', pitch: 1 }),
  card({ name: 'Sink Below', pitch: 3, legalHeroes: ['Dorinthea'] }),
  card({ name: 'Evo Atom Breaker', pitch: 1, types: ['Equipment'] }),
  card({ name: 'Seismic Surge', types: ['Token', 'Aura'] }),
  card({ name: 'Crouching Tiger', keywords: ['Ephemeral'] }),
  card({ name: 'Kyloria', types: [], isCardBack: true }),
];

describe('Flesh and Blood card import', () => {
  it('keeps deck cards, heroes, weapons and equipment with what the checks need, and leaves tokens and card backs out', () => {
    const { cards, skipped } = convertFabCards(SAMPLE);
    expect(skipped).toBe(3);
    const byName = (name: string, pitch = 0) => cards.find((c) => c.name === name && c.pitch === pitch)!;
    expect(byName('Dorinthea Ironsong')).toMatchObject({ kind: 'A', heroes: { only: ['Dorinthea'] }, legalities: { cc: 'legal', ll: 'legal', sage: 'not_legal' } });
    expect(byName('Prism')).toMatchObject({ kind: 'Y', legalities: { sage: 'legal', sealed: 'legal', cc: 'not_legal' } });
    // A retired adult hero, and the weapon only retired heroes wield, left Classic Constructed as Living Legends.
    expect(byName('Prism, Sculptor of Arc Light').legalities).toMatchObject({ cc: 'living_legend', ll: 'legal' });
    expect(byName('Luminaris')).toMatchObject({ kind: 'W', legalities: { cc: 'living_legend', ll: 'legal' } });
    expect(byName('Art of War', 2).legalities).toMatchObject({ cc: 'banned', ll: 'legal' });
    expect(byName('Awakening', 3).legalities).toMatchObject({ ll: 'restricted', cc: 'legal' });
    // The Legendary keyword, kept for the one-copy rule.
    expect(byName('Awakening', 3).legendary).toBe(true);
    expect(byName('Sink Below', 1).legendary).toBe(false);
    // Every hero, or only some.
    expect(byName('Sink Below', 1).heroes).toEqual({ except: [] });
    expect(byName('Sink Below', 3).heroes).toEqual({ only: ['Dorinthea'] });
    // Evo equipment has a pitch and starts in the deck.
    expect(byName('Evo Atom Breaker', 1).kind).toBe('D');
  });

  it('writes the snapshot one card a line, and refuses a short or broken source without touching the old file', async () => {
    const out = path.join(dir, 'fab-cards.json');
    const result = await importFabCards({ cards: SAMPLE, source: 'sample', out, minCards: 5, now: new Date('2026-11-29T00:00:00Z') });
    expect(result).toMatchObject({ cards: 9, skipped: 3 });
    const text = await fs.promises.readFile(out, 'utf8');
    expect(text.split('\n')).toHaveLength(9 + 3);
    const snapshot: unknown = JSON.parse(text);
    assertFabSnapshot(snapshot);
    expect(new FabCardIndex(snapshot).find('sink below', 3)?.heroes).toEqual({ only: ['Dorinthea'] });
    expect(new FabCardIndex(snapshot).find('awakening', 3)?.legendary).toBe(true);

    await expect(importFabCards({ cards: SAMPLE, source: 'sample', out, minCards: 100 })).rejects.toThrow(CardFileError);
    await expect(importFabCards({ cards: [{ name: '' } as FabSourceCard], source: 'broken', out, minCards: 1 })).rejects.toThrow(CardFileError);
    await expect(importFabCards({ cards: [...SAMPLE, SAMPLE[6]!], source: 'twice', out, minCards: 1 })).rejects.toThrow(/twice/);
    expect(await fs.promises.readFile(out, 'utf8')).toBe(text);
  });

  it('the committed snapshot is what the pinned package gives', async () => {
    const committedText = await fs.promises.readFile(committed, 'utf8');
    const snapshot = JSON.parse(committedText) as FabCardSnapshot;
    const version = (require('@flesh-and-blood/cards/package.json') as { version: string }).version;
    expect(snapshot.source).toBe(`@flesh-and-blood/cards ${version}`);
    const out = path.join(dir, 'again.json');
    await importFabCards({ cards: (require('@flesh-and-blood/cards') as { cards: FabSourceCard[] }).cards, source: snapshot.source, out, now: new Date(snapshot.imported_at) });
    expect(await fs.promises.readFile(out, 'utf8')).toBe(committedText);
    expect(fabSnapshotText(snapshot)).toBe(committedText);
  });
});
