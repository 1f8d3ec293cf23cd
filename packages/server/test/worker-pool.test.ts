import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread, threadId } from 'node:worker_threads';
import { validateDecklist } from '@decklist/core/decklist';
import { checkDecklist } from '@decklist/core/games';
import { afterAll, describe, expect, it } from 'vitest';
import { loadFabCards } from '../src/cards/fab-load';
import { createCardsService } from '../src/cards/service';
import { HttpProblem } from '../src/http/problem';
import { defaultFabCardsFile } from '../src/paths';
import { createWorkerPool } from '../src/workers/pool';
import { pdfPageCount, pdfTexts } from './helpers/pdf';

const event = { id: 'ab12cd', name: 'Friday Modern', eventDate: '2026-11-27', formatName: 'Modern', style: 'sixty' as const };
const deck = (i: number) => ({
  playerName: `Player ${i}`,
  deckName: `Deck ${i}`,
  groups: JSON.stringify(validateDecklist(`4 Lightning Bolt\n4 Monastery Swiftspear\n${40 + (i % 20)} Mountain\n\n15 Blood Moon`, null, null).groups),
  deckWarnings: '[]',
});
const sheets = (decks: ReturnType<typeof deck>[], createdAt = Date.now()) => ({ kind: 'sheets' as const, event, decks, createdAt, paper: 'a4' as const });

describe('the worker pool', () => {
  const pool = createWorkerPool({ size: 2 });
  afterAll(() => pool.close());

  it('renders the sheets off the main thread, so the event loop keeps answering while 8 PDFs of 60 sheets render', async () => {
    expect(isMainThread && threadId === 0).toBe(true);
    const decks = Array.from({ length: 60 }, (_, i) => deck(i));
    await pool.run(sheets(decks.slice(0, 1))); // workers started and warm

    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const pdfs = await Promise.all(Array.from({ length: 8 }, () => pool.run(sheets(decks, Date.parse('2026-11-27T10:00:00Z')))));
    delay.disable();

    for (const pdf of pdfs) expect(pdfPageCount(Buffer.from(pdf))).toBe(60);
    expect(pdfTexts(Buffer.from(pdfs[0]!)).map((t) => t.text)).toContain('Player 59');
    // Rendered here, 8 such PDFs block the loop for seconds; in the workers, it stays free (generous
    // bound for a loaded 2-core machine: the check is that the loop is never held for a render).
    expect(delay.max / 1e6).toBeLessThan(250);
  });

  it('checks lists and builds the download text in a worker, with the same result as here', async () => {
    const text = '4 Lightning Bolt\n56 Mountain\n\n15 Blood Moon';
    const fabText = 'Hero: Dorinthea Ironsong\n1x Dawnblade\n3x Sink Below (red)\n1x Sink Belw (blue)';
    const [check, fabCheck] = await pool.run({
      kind: 'check',
      cardsFile: null,
      fabCardsFile: defaultFabCardsFile,
      lists: [
        { text, format: 'modern' },
        { text: fabText, format: 'fab-cc' },
      ],
    });
    expect(check).toEqual(validateDecklist(text, null, null));
    // Flesh and Blood's lists with its card data, loaded in the worker.
    expect(fabCheck).toEqual(checkDecklist(fabText, 'fab-cc', { magic: null, fab: (await loadFabCards(defaultFabCardsFile)).index }));
    expect(fabCheck!.groups.map((group) => group.group_name)).toEqual(['Hero', 'Weapons', 'Red (pitch 1)', 'Name or pitch unclear']);
    const download = await pool.run({
      kind: 'export',
      event,
      decks: [{ playerName: 'Alice', deckName: 'Burn', groups: JSON.stringify(check!.groups), deckWarnings: '[]' }],
      playersWithoutDeck: ['Bob'],
    });
    expect(download).toContain('Player: Alice');
    expect(download).toContain('Bob');
  });

  it('refuses a task that fails with a clear error and runs the next; a closed pool refuses', async () => {
    const small = createWorkerPool({ size: 1 });
    const broken = small.run(sheets([{ playerName: 'x', deckName: 'y', groups: 'not json', deckWarnings: '[]' }]));
    await expect(broken).rejects.toThrow(/The sheets task failed/);
    expect(pdfPageCount(Buffer.from(await small.run(sheets([deck(1)]))))).toBe(1);
    await small.close();
    await expect(small.run(sheets([deck(1)]))).rejects.toThrow(/closed/);
  });

  it('refuses at once with a 503 and Retry-After when its queue is full, and takes work again once it drains', async () => {
    const small = createWorkerPool({ size: 1, queueLimit: 2 });
    try {
      const decks = Array.from({ length: 40 }, (_, i) => deck(i));
      const accepted = [small.run(sheets(decks)), small.run(sheets(decks)), small.run(sheets(decks))]; // one running, two waiting
      expect(small.load()).toEqual({ queued: 2, running: 1 });
      const refused = await small.run(sheets(decks)).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(HttpProblem);
      expect((refused as HttpProblem).status).toBe(503);
      expect((refused as HttpProblem).headers).toEqual({ 'retry-after': '5' });
      await Promise.all(accepted);
      expect(pdfPageCount(Buffer.from(await small.run(sheets(decks))))).toBe(40);
    } finally {
      await small.close();
    }
  });
});

describe('decklist checks are reused', () => {
  it('answers the same check for the same list and format, and a new one otherwise', async () => {
    const service = createCardsService({ index: null, dataVersion: 'test' });
    const text = '4 Lightning Bolt\n56 Mountain';
    const first = await service.check(text, 'modern');
    expect(await service.check(text, 'modern')).toBe(first);
    expect(await service.check(text, 'legacy')).not.toBe(first);
    expect(await service.check(`${text}\n`, 'modern')).not.toBe(first);
    const long = `${'1 Mountain\n'.repeat(1500)}`;
    expect(await service.check(long, 'modern')).toBe(await service.check(long, 'modern'));
  });

  it('keeps lists up to a bound on their characters, dropping the least recently used', async () => {
    const service = createCardsService({ index: null, dataVersion: 'test' });
    const island = await service.check('1 Island', null);
    const oldest = await service.check('0 Mountain', null);
    // 2,000,000 characters are kept: about 110 lists of 18,000.
    const filler = (i: number) => `${i} Mountain\n${'1 Forest\n'.repeat(2000)}`;
    for (let i = 1; i < 100; i++) await service.check(filler(i), null);
    expect(await service.check('1 Island', null)).toBe(island); // used again: now the most recent
    for (let i = 100; i < 130; i++) await service.check(filler(i), null);
    expect(await service.check('1 Island', null)).toBe(island);
    expect(await service.check('0 Mountain', null)).not.toBe(oldest);
  });

  it('uses a stored check of its own version and makes one of any other again', async () => {
    const service = createCardsService({ index: null, dataVersion: 'v2' });
    const text = '4 Lightning Bolt\n56 Mountain';
    const stored = { groups: '[]', deckWarnings: '["stored"]', deckWarningDetails: '[]', hasWarnings: true };
    const [same] = await service.current([{ text, format: 'modern', stored, checkVersion: service.version }]);
    expect(same).toEqual(stored);
    const [older] = await service.current([{ text, format: 'modern', stored, checkVersion: 'rules-1/cards-v1' }]);
    expect(JSON.parse(older!.deckWarnings)).not.toContain('stored');
    expect(JSON.parse(older!.groups)).toEqual(validateDecklist(text, null, null).groups);
    expect(JSON.parse(older!.deckWarningDetails)).toEqual(validateDecklist(text, null, null).deck_warning_details);
    // A check stored before it had its warnings as data is made again too.
    const [partial] = await service.current([{ text, format: 'modern', stored: { ...stored, deckWarningDetails: null }, checkVersion: service.version }]);
    expect(partial).toEqual(older);
    const none = (await service.current([{ text, format: 'modern', stored: { groups: null, deckWarnings: null, deckWarningDetails: null, hasWarnings: null }, checkVersion: null }]))[0];
    expect(none).toEqual(older);
    expect(service.version).toMatch(/^rules-\d+\/cards-v2$/);
    const withFab = createCardsService({ index: null, dataVersion: 'v2', fab: { index: null, dataVersion: 'f1' } });
    expect(withFab.version).toMatch(/^rules-\d+\/cards-v2\/fab-f1$/);
  });
});

describe('a worker that cannot check', () => {
  it('leaves long lists to be checked here, and says so', async () => {
    const pool = createWorkerPool({ size: 1 });
    try {
      const failures: unknown[] = [];
      const service = createCardsService({
        index: null,
        dataVersion: 'test',
        workers: { pool, cardsFile: '/nonexistent/cards.json.gz' },
        onWorkerFailure: (error) => failures.push(error),
      });
      const long = (n: number) => `${n} Mountain\n${'1 Forest\n'.repeat(400)}`;
      await service.checkMany([{ text: long(1), format: null }, { text: long(2), format: null }]);
      const checks = await service.checkMany([{ text: long(3), format: null }, { text: long(4), format: null }]);
      expect(checks[1]).toEqual(validateDecklist(long(4), null, null));
      expect(failures.length).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  });
});
