import { boosterMakeup, SET_RARITIES, type LimitedSet, type SheetColour } from '@decklist/core/limited';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { z } from 'zod';
import { writeAtomically } from '../system/write-atomically';

const gzipAsync = promisify(gzip);

/** A folder of set lists that cannot be read: the message says which file and what is wrong with it. */
export class SetFileError extends Error {}

// The source's shapes (one index.json, then <CODE>.json per set); keys the app does not use are ignored.
const indexEntry = z.object({ code: z.string().regex(/^[A-Z0-9]{2,6}$/, 'a set code of 2 to 6 capitals or digits') });
const setFile = z.object({
  code: z.string(),
  name: z.string().min(1),
  released: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'),
  booster: z.string().nullable().optional(),
  complete: z.boolean().optional(),
  cards: z
    .array(
      z.object({
        number: z.string().min(1),
        rarity: z.enum(SET_RARITIES),
        name: z.string().min(1),
        /** The card data's name where it differs from the source's (a double-faced card, accents). */
        scryfall_name: z.string().min(1).optional(),
      }),
    )
    .min(1, 'at least one card'),
});

const where = (issues: z.core.$ZodIssue[]) => issues.map((issue) => `${issue.path.join('.') || 'the file'}: ${issue.message}`).slice(0, 3).join('; ');

async function readJson(file: string): Promise<unknown> {
  const text = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new SetFileError(`Cannot read ${file} (${error.code ?? error.message}).`);
  });
  try {
    return JSON.parse(text);
  } catch {
    throw new SetFileError(`${file} is not valid JSON.`);
  }
}

/** What the card data says of a card the set lists: its name there and where a registration sheet lists it. */
export type SetCardData = (name: string) => { name: string; colour: SheetColour | null } | undefined;

/**
 * The sets of a folder of set lists (index.json and one <CODE>.json per set), in the index's order, each
 * card named as the card data names it (`cardData`; a card it does not know keeps its name, and its colour is not known).
 * Throws a SetFileError naming the file at the first that is wrong.
 */
export async function readSetFolder(folder: string, cardData: SetCardData = () => undefined): Promise<LimitedSet[]> {
  const index = z.array(indexEntry).min(1).safeParse(await readJson(path.join(folder, 'index.json')));
  if (!index.success) throw new SetFileError(`${path.join(folder, 'index.json')}: ${where(index.error.issues)}`);
  const sets: LimitedSet[] = [];
  for (const { code } of index.data) {
    const file = path.join(folder, `${code}.json`);
    const parsed = setFile.safeParse(await readJson(file));
    if (!parsed.success) throw new SetFileError(`${file}: ${where(parsed.error.issues)}`);
    if (parsed.data.code !== code) throw new SetFileError(`${file}: its code is ${parsed.data.code}, the index says ${code}.`);
    const { name, released, booster, complete, cards } = parsed.data;
    sets.push({
      code,
      name,
      released,
      complete: complete ?? true,
      booster: boosterMakeup(booster),
      cards: cards.map((card) => {
        const named = card.scryfall_name ?? card.name;
        const data = cardData(named);
        return { number: card.number, rarity: card.rarity, name: data?.name ?? named, colour: data?.colour ?? null };
      }),
    });
  }
  return sets;
}

/** The app's copy of the set lists, as `sets:import` writes it and the server reads it. */
export interface SetsSnapshot {
  importedAt: string;
  sets: LimitedSet[];
}

/** Writes the snapshot (gzip-compressed JSON) in place of `file`; answers its size in bytes. */
export async function writeSetsSnapshot(file: string, snapshot: SetsSnapshot): Promise<number> {
  const data = await gzipAsync(JSON.stringify(snapshot), { level: 9 });
  await writeAtomically(file, data);
  return data.length;
}
