import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread, threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { createCardsService } from '../src/cards/service';
import { createSheetPool } from '../src/decks/sheet-pool';
import { pdfPageCount, pdfTexts } from './helpers/pdf';

const event = { id: 'ab12cd', name: 'Friday Modern', eventDate: '2026-11-27', formatName: 'Modern' };
const cards = createCardsService(null);
const deck = (i: number) => ({
  playerName: `Player ${i}`,
  deckName: `Deck ${i}`,
  groups: cards.validateDecklist(`4 Lightning Bolt\n4 Monastery Swiftspear\n${40 + (i % 20)} Mountain\n\n15 Blood Moon`, 'modern').groups,
});

describe('registration sheets in worker threads', () => {
  const pool = createSheetPool(2);
  afterAll(() => pool.close());

  it('renders the sheets off the main thread, so the event loop keeps answering while 8 PDFs of 60 sheets render', async () => {
    expect(isMainThread && threadId === 0).toBe(true);
    const decks = Array.from({ length: 60 }, (_, i) => deck(i));
    await pool.render(event, decks.slice(0, 1), new Date()); // workers started and warm

    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const pdfs = await Promise.all(Array.from({ length: 8 }, () => pool.render(event, decks, new Date('2026-11-27T10:00:00Z'))));
    delay.disable();

    for (const pdf of pdfs) expect(pdfPageCount(pdf)).toBe(60);
    expect(pdfTexts(pdfs[0]!).map((t) => t.text)).toContain('Player 59');
    // Rendered here, 8 such PDFs block the loop for seconds; in the workers, it stays free (generous
    // bound for a loaded 2-core machine: the check is that the loop is never held for a render).
    expect(delay.max / 1e6).toBeLessThan(250);
  });

  it('refuses a render that fails with a clear error and renders the next; a closed pool refuses', async () => {
    const small = createSheetPool(1);
    const broken = small.render(event, [{ playerName: 'x', deckName: 'y', groups: null as never }], new Date());
    await expect(broken).rejects.toThrow(/Rendering the registration sheets failed/);
    expect(pdfPageCount(await small.render(event, [deck(1)], new Date()))).toBe(1);
    await small.close();
    await expect(small.render(event, [deck(1)], new Date())).rejects.toThrow(/closed/);
  });
});

describe('decklist checks are reused', () => {
  it('answers the same check for the same list and format, and a new one otherwise', () => {
    const service = createCardsService(null);
    const text = '4 Lightning Bolt\n56 Mountain';
    const first = service.validateDecklist(text, 'modern');
    expect(service.validateDecklist(text, 'modern')).toBe(first);
    expect(service.validateDecklist(text, 'legacy')).not.toBe(first);
    expect(service.validateDecklist(`${text}\n`, 'modern')).not.toBe(first);
    const long = `${'1 Mountain\n'.repeat(300)}`;
    expect(service.validateDecklist(long, 'modern')).not.toBe(service.validateDecklist(long, 'modern'));
  });

  it('keeps at most 1,000 lists, dropping the least recently used', () => {
    const service = createCardsService(null);
    const island = service.validateDecklist('1 Island', null);
    const oldest = service.validateDecklist('0 Mountain', null);
    for (let i = 1; i < 998; i++) service.validateDecklist(`${i} Mountain`, null);
    expect(service.validateDecklist('1 Island', null)).toBe(island); // used again: now the most recent
    service.validateDecklist('1 Swamp', null); // the 1,000th list
    service.validateDecklist('2 Swamp', null); // one too many: the least recently used goes
    expect(service.validateDecklist('1 Island', null)).toBe(island);
    expect(service.validateDecklist('0 Mountain', null)).not.toBe(oldest);
  });
});
