import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { CardIndex, decodeCard, encodeCard } from '@decklist/core/cards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNAPSHOT_LEGALITY_KEYS } from '../src/cards/convert';
import { CardFileError, importCards, type ImportProgress } from '../src/cards/import';
import { readCardSnapshot } from '../src/cards/load';
import { defaultCardsFile, serverRoot } from '../src/paths';

const fixture = path.join(__dirname, 'fixtures', 'scryfall-oracle-sample.json');
const run = promisify(execFile);

let dir: string;
beforeAll(async () => {
  dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'decklist-cards-'));
});
afterAll(async () => {
  await fs.promises.rm(dir, { recursive: true, force: true });
});
const temp = (name: string) => path.join(dir, name);

async function writeTemp(name: string, data: string | Buffer) {
  await fs.promises.writeFile(temp(name), data);
  return temp(name);
}

async function expectRefused(promise: Promise<unknown>, message: RegExp) {
  await expect(promise).rejects.toBeInstanceOf(CardFileError);
  await expect(promise).rejects.toThrow(message);
}

describe('importing a Scryfall oracle_cards file', () => {
  it('converts a Scryfall-format file into a snapshot, skipping tokens, with progress', async () => {
    const progress: ImportProgress[] = [];
    const result = await importCards({ source: fixture, out: temp('sample.json.gz'), onProgress: (p) => progress.push({ ...p }) });
    expect(result).toMatchObject({ cards: 13, skipped: 1 });
    expect(progress.at(-1)).toEqual({ bytes: fs.statSync(fixture).size, totalBytes: fs.statSync(fixture).size, cards: 13 });

    const snapshot = await readCardSnapshot(temp('sample.json.gz'));
    expect(snapshot).toMatchObject({ format: 'decklist-cards', version: 1, source: 'scryfall-oracle-sample.json' });
    const index = new CardIndex(snapshot);
    expect(index.size).toBe(13);
    expect(index.find('Goblin')).toBeUndefined();
    expect(index.find('Stomp')).toMatchObject({ name: 'Bonecrusher Giant', manaCost: '{2}{R}', manaValue: 3, group: 'Creatures' });
    expect(index.find('Ice')).toMatchObject({ name: 'Fire // Ice', manaCost: '{1}{R} // {1}{U}', colorIdentity: 'UR' });
    expect(index.find('Insectile Aberration')).toMatchObject({ name: 'Delver of Secrets', manaCost: '{U}', typeLine: 'Creature — Human Wizard // Creature — Human Insect' });
    expect(index.find('Sea Gate, Reborn')).toMatchObject({ name: 'Sea Gate Restoration', group: 'Sorceries', manaCost: '{4}{U}{U}{U}' });
    expect(index.find('Mountain')).toMatchObject({ copyLimit: Infinity, group: 'Lands' });
    expect(index.find('Relentless Rats')!.copyLimit).toBe(Infinity);
    expect(index.find('Seven Dwarves')!.copyLimit).toBe(7);
    expect(index.find('Thrasios, Triton Hero')!.commander).toEqual({ legendary: true, creature: true, pairing: { kind: 'partner' } });
    expect(index.find('Teferi, Temporal Archmage')!.commander).toMatchObject({ legendary: true, creature: false });
    expect(index.find('Zndrsplt, Eye of Wisdom')).toMatchObject({
      name: 'Zndrsplt, Eye of Wisdom',
      manaCost: '{4}{U}',
      commander: { legendary: true, creature: true, pairing: { kind: 'partner-with', name: 'Okaun, Eye of Chaos' } },
    });
    // Scryfall's real file has the paupercommander key: the snapshot keeps it.
    expect(index.find('Lightning Bolt')!.legalities).toMatchObject({ paupercommander: 'legal', modern: 'legal', standard: 'not_legal' });
    expect(index.find('Ancestral Recall')!.legalities).toMatchObject({ vintage: 'restricted', legacy: 'banned' });
  });

  it('reads gzip-compressed files and downloads from a URL', async () => {
    const gz = await writeTemp('oracle-cards.bin', gzipSync(fs.readFileSync(fixture)));
    expect((await importCards({ source: gz, out: temp('from-gz.json.gz') })).cards).toBe(13);

    const server = http.createServer((request, response) => {
      if (request.url === '/oracle-cards.json') response.end(fs.readFileSync(fixture));
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await importCards({ source: `${base}/oracle-cards.json`, out: temp('from-url.json.gz') })).cards).toBe(13);
      await expectRefused(importCards({ source: `${base}/missing.json`, out: temp('from-url.json.gz') }), /HTTP 404/);
    } finally {
      server.close();
    }
  });

  it('refuses truncated and malformed files and keeps the previous snapshot', async () => {
    const out = temp('kept.json.gz');
    await importCards({ source: fixture, out });
    const before = fs.readFileSync(out);

    const text = fs.readFileSync(fixture, 'utf8');
    const truncated = await writeTemp('truncated.json', text.slice(0, Math.floor(text.length / 2)));
    await expectRefused(importCards({ source: truncated, out }), /truncated\.json is not a complete Scryfall card file/);
    const truncatedGz = await writeTemp('truncated.json.gz', gzipSync(text).subarray(0, 2000));
    await expectRefused(importCards({ source: truncatedGz, out }), /not a complete Scryfall card file/);
    await expectRefused(importCards({ source: await writeTemp('object.json', '{"object": "list", "data": []}'), out }), /not a complete/);
    await expectRefused(importCards({ source: await writeTemp('numbers.json', '[1, 2, 3]'), out }), /Entry 1 has no card name/);
    await expectRefused(importCards({ source: await writeTemp('nolegal.json', '[{"name": "Lightning Bolt"}]'), out }), /no legalities/);
    await expectRefused(importCards({ source: await writeTemp('empty.json', '[]'), out }), /has 0 cards; at least 1/);
    await expectRefused(importCards({ source: await writeTemp('nothing.json', ''), out }), /empty/);
    await expectRefused(importCards({ source: temp('does-not-exist.json'), out }), /does not exist/);
    await expectRefused(importCards({ source: fixture, out, minCards: 1000 }), /has 13 cards; at least 1000 were expected/);

    expect(fs.readFileSync(out).equals(before)).toBe(true);
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

describe('the committed card snapshot', () => {
  // Cards copied unchanged from the file the committed snapshot was built from (Scryfall's shape, reduced, with
  // `partial` cards): one of each layout, pairing, copy rule and partial coarse type the importer handles.
  const sourceSample = path.join(__dirname, 'fixtures', 'snapshot-source-sample.json');

  it('holds what the importer makes of its source file: a sample of that file imports to the same records', async () => {
    const out = temp('source-sample.json.gz');
    const result = await importCards({ source: sourceSample, out });
    expect(result).toMatchObject({ cards: 32, skipped: 0 });

    const fresh = await readCardSnapshot(out);
    const committed = await readCardSnapshot(defaultCardsFile);
    expect(committed.legality_keys).toEqual(fresh.legality_keys);
    const committedByName = new Map(committed.cards.map((record) => [record[0], record]));
    for (const record of fresh.cards) expect(committedByName.get(record[0]), record[0]).toEqual(record);

    // The sample does hold the cases it is there for.
    const index = new CardIndex(fresh);
    expect(index.find('Black Lotus')).toMatchObject({ commander: null, manaCost: '', legalities: { vintage: 'restricted', legacy: 'banned' } });
    expect(index.find('17-Year Cicadas')).toMatchObject({ group: 'Other', commander: null });
    expect(index.find('Aang, Destined Savior')).toMatchObject({ name: 'Aang, at the Crossroads', group: 'Creatures', colorIdentity: null });
    expect(index.find('Lightning Bolt')!.legalities).not.toHaveProperty('paupercommander');
    expect(index.find('Okaun, Eye of Chaos')!.commander!.pairing).toEqual({ kind: 'partner-with', name: 'Zndrsplt, Eye of Wisdom' });
    expect(new Set(fresh.cards.map((record) => record[10]).filter(Boolean).map((code) => code[0]))).toEqual(new Set(['P', 'W', 'F', 'C', 'B', 'D', 'T']));
  });

  it('is complete and in the current encoding', async () => {
    expect(fs.statSync(defaultCardsFile).size).toBeLessThan(1_000_000);
    const snapshot = await readCardSnapshot(defaultCardsFile);
    expect(snapshot).toMatchObject({ source: 'cards.json.gz', legality_keys: SNAPSHOT_LEGALITY_KEYS });
    expect(snapshot.cards.length).toBeGreaterThan(30_000);
    expect(Date.parse(snapshot.imported_at)).not.toBeNaN();
    const names = snapshot.cards.map((record) => record[0]);
    // Sorted by name, as the importer writes them (decklist-corpus.test.ts looks every name up).
    expect(names.every((name, i) => i === 0 || names[i - 1]! <= name)).toBe(true);
    for (const record of snapshot.cards) expect(encodeCard(decodeCard(record, snapshot.legality_keys), snapshot.legality_keys)).toEqual(record);
  });

  it('has every ban its source cannot say (data-snapshot/banned.json), and the importer marks them', async () => {
    const listed = JSON.parse(fs.readFileSync(path.join(serverRoot, 'data-snapshot', 'banned.json'), 'utf8')) as {
      formats: Record<string, { card: string; why: string }[]>;
    };
    const committed = new CardIndex(await readCardSnapshot(defaultCardsFile));
    for (const [format, entries] of Object.entries(listed.formats)) {
      for (const { card, why } of entries) {
        expect(why.length).toBeGreaterThan(10);
        expect(committed.find(card)?.legalities[format as 'modern'], `${card} in ${format}`).toBe('banned');
      }
    }
    expect(committed.find("Phlage, Titan of Fire's Fury")?.legalities.modern).toBe('banned');

    // The importer applies the list, and refuses one that names a card the source does not have.
    const out = temp('with-bans.json.gz');
    await importCards({ source: sourceSample, out, banned: { modern: [{ card: 'Black Lotus', why: 'a test' }] } });
    expect(new CardIndex(await readCardSnapshot(out)).find('Black Lotus')!.legalities.modern).toBe('banned');
    await expectRefused(importCards({ source: sourceSample, out, banned: { modern: [{ card: 'No Such Card', why: 'a test' }] } }), /No Such Card, listed as banned in modern, is not in the card file/);
  });

  it('is refused as a source, and refused when truncated', async () => {
    const out = temp('from-snapshot.json.gz');
    await expectRefused(importCards({ source: defaultCardsFile, out }), /cards\.json\.gz is not a complete Scryfall card file/);
    expect(fs.existsSync(out)).toBe(false);
    const truncated = await writeTemp('truncated-snapshot.json.gz', fs.readFileSync(defaultCardsFile).subarray(0, 100_000));
    await expect(readCardSnapshot(truncated)).rejects.toThrow();
  });
});

describe('npm run cards:import', () => {
  const cli = path.join(serverRoot, 'src/cards/import-cli.ts');
  const runCli = (args: string[]) =>
    run(process.execPath, ['--import', 'tsx', cli, ...args], { cwd: serverRoot, env: { ...process.env, INIT_CWD: dir } });

  it("with no file asks Scryfall's bulk-data API for the oracle_cards file", async () => {
    const server = http.createServer((request, response) => {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      if (request.url === '/bulk-data') {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ object: 'list', data: [
          { type: 'unique_artwork', download_uri: `${base}/wrong.json` },
          { type: 'oracle_cards', download_uri: `${base}/oracle-cards.json`, updated_at: '2026-11-20T10:00:00Z' },
        ] }));
      } else if (request.url === '/oracle-cards.json') response.end(fs.readFileSync(fixture));
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const { stdout } = await runCli(['--out', 'cli.json.gz', '--min-cards', '10', '--bulk-data', `http://127.0.0.1:${port}/bulk-data`]);
      expect(stdout).toMatch(/^Wrote 13 cards \(1 tokens and other objects skipped\) to .*cli\.json\.gz/);
      expect(new CardIndex(await readCardSnapshot(temp('cli.json.gz'))).size).toBe(13);
    } finally {
      server.close();
    }
  });

  it('refuses a truncated file with a clear message and exit code 1, leaving the snapshot alone', async () => {
    await importCards({ source: fixture, out: temp('cli-kept.json.gz') });
    const before = fs.readFileSync(temp('cli-kept.json.gz'));
    const text = fs.readFileSync(fixture, 'utf8');
    await writeTemp('cut.json', text.slice(0, text.length - 10));
    const failure = await runCli(['cut.json', '--out', 'cli-kept.json.gz', '--min-cards', '1']).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain(
      'cut.json is not a complete Scryfall card file',
    );
    expect((failure as { stderr: string }).stderr).toContain('Nothing was written: the current card snapshot is unchanged.');
    expect(fs.readFileSync(temp('cli-kept.json.gz')).equals(before)).toBe(true);
  });

  it("with --game fab writes Flesh and Blood's snapshot from its package, and refuses an unknown game", async () => {
    const { stdout } = await runCli(['--game', 'fab', '--out', 'fab-cli.json']);
    expect(stdout).toMatch(/^Wrote [\d,]+ Flesh and Blood cards from @flesh-and-blood\/cards /);
    expect(JSON.parse(fs.readFileSync(temp('fab-cli.json'), 'utf8'))).toMatchObject({ format: 'decklist-fab-cards' });
    const short = await runCli(['--game=fab', '--out', 'fab-short.json', '--min-cards', '999999']).catch((error: unknown) => error);
    expect(short).toMatchObject({ code: 1 });
    expect((short as { stderr: string }).stderr).toContain('Nothing was written: the current Flesh and Blood snapshot is unchanged.');
    expect(fs.existsSync(temp('fab-short.json'))).toBe(false);
    const unknown = await runCli(['--game', 'chess']).catch((error: unknown) => error);
    expect((unknown as { stderr: string }).stderr).toContain("--game must be magic or fab, not 'chess'.");
  });
});
