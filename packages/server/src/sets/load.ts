import type { LimitedSet } from '@decklist/core/limited';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { defaultSetsFile } from '../paths';
import type { SetsSnapshot } from './import';

const gunzipAsync = promisify(gunzip);

/** The set lists the app ships (data-snapshot/sets.json.gz), newest set first. */
export async function loadSets(file = defaultSetsFile): Promise<LimitedSet[]> {
  const snapshot = JSON.parse((await gunzipAsync(await fs.readFile(file))).toString('utf8')) as SetsSnapshot;
  return [...snapshot.sets].sort((a, b) => b.released.localeCompare(a.released));
}
