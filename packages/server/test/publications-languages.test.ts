import { LANGUAGES } from '@decklist/core/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTS_PAGE_TEXTS } from '../src/publications/page-texts';
import { createTestApp, type TestApp } from './helpers/app';
import { API_DATABASE_KINDS } from './helpers/databases';

const LIST = '4 Lightning Bolt\n4 Monastery Swiftspear\n52 Mountain\n\nSideboard\n4 Blood Moon';

describe.each(API_DATABASE_KINDS)('the public page of published decklists in the reader’s language on %s', (kind) => {
  let t: TestApp;
  let eventId: string;
  const page = (query = '', headers: Record<string, string> = {}) => t.anonymous().request('GET', `/e/${eventId}/lists${query}`, undefined, headers);

  beforeAll(async () => {
    t = await createTestApp(kind);
    const owner = await t.signedIn('owner@example.com');
    const created = await owner.post('/api/events', { event_name: 'Friday Modern', format: 'modern', event_date: '2026-11-21', lists_may_be_published: true });
    expect(created.statusCode, created.body).toBe(200);
    eventId = created.json().event_id as string;
    const players = [];
    for (const name of ['Ann', 'Ben']) {
      const player = await t.signedIn(`${name.toLowerCase()}@example.com`);
      const submitted = await player.post(`/api/events/${eventId}/deck`, { player_name: name, deck_name: '', decklist_text: LIST });
      expect(submitted.statusCode, submitted.body).toBe(200);
      players.push(player);
    }
    const published = await owner.post(`/api/events/${eventId}/publications`, {
      decks: [
        { user_id: players[0]!.userId, placing: 1, label: 'Winner' },
        { user_id: players[1]!.userId, label: 'Top 8' },
      ],
    });
    expect(published.statusCode, published.body).toBe(200);
  }, 60_000);
  afterAll(() => t.close());

  it('speaks German to a German browser', async () => {
    const response = await page('', { 'accept-language': 'de-AT, de;q=0.9, en;q=0.5' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<title>Friday Modern: Decklisten</title>');
    expect(html).toContain('content="2 veröffentlichte Decklisten von Friday Modern, einem Modern-Turnier am 21. November 2026."');
    // The event's date as a German reader writes it, in the page too (it was 2026-11-21 for everyone).
    expect(html).toContain('<time datetime="2026-11-21">21. November 2026</time>');
    expect(html).toContain('<span class="place">1. · Sieger</span> Ann</h2>');
    expect(html).toContain('<span class="place">Top 8</span> Ben</h2>');
    expect(html).toContain('<caption>Spontanzauber (4)</caption>');
    expect(html).toContain('<caption>Kreaturen (4)</caption>');
    expect(html).toContain('<caption>Sideboard (4)</caption>');
    expect(html).toContain('<th scope="col" class="qty">Anz.</th><th scope="col">Karte</th><th scope="col" class="mana">Manakosten</th>');
    expect(html).toContain('aria-label="Manakosten: Rot"');
    expect(html).toContain('Hauptdeck: 60 · Sideboard: 4');
    expect(html).toContain('<summary>Textexport (Arena und MTGO)</summary>');
    expect(html).toContain('Deckliste von Ann kopieren');
    expect(html).toContain('data-copied="Kopiert"');
    expect(html).toContain('<footer>Veröffentlicht vom Veranstalter dieses Turniers, mit Zustimmung der Spieler.</footer>');
    // Names and the text export stay as they are.
    expect(html).toContain('Lightning Bolt');
    expect(html).toMatch(/<textarea[^>]*>Deck\n4 Monastery Swiftspear\n4 Lightning Bolt\n52 Mountain\n\nSideboard\n4 Blood Moon<\/textarea>/);
    expect(html).not.toMatch(/>(Qty|Card|Mana cost|Instants|Creatures) /);
    // Caches keep one copy per language (and per encoding, when compressed).
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-language');
    const compressed = await page('', { 'accept-language': 'de', 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(String(compressed.headers.vary).toLowerCase().split(/,\s*/).sort()).toEqual(['accept-encoding', 'accept-language']);
  });

  it('speaks the language of ?lang= before the browser’s', async () => {
    const html = (await page('?lang=ja', { 'accept-language': 'en-US,en;q=0.9' })).body;
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('<span class="place">1位 · 優勝</span> Ann</h2>');
    expect(html).toContain('<span class="place">トップ8</span> Ben</h2>');
    expect(html).toContain('<caption>インスタント (4)</caption>');
    expect(html).toContain('<th scope="col" class="qty">枚数</th><th scope="col">カード</th><th scope="col" class="mana">マナ・コスト</th>');
    expect(html).toContain('aria-label="マナ・コスト：赤"');
    // A region of a language it speaks is that language; one it does not speak leaves the choice to the browser.
    expect((await page('?lang=pt-PT')).body).toContain('<html lang="pt-BR">');
    expect((await page('?lang=fr-CA', { 'accept-language': 'de' })).body).toContain('<span class="place">1er · Vainqueur</span>');
    expect((await page('?lang=xx', { 'accept-language': 'es-MX' })).body).toContain('<html lang="es">');
    expect((await page('?lang=xx&lang=de', { 'accept-language': 'it' })).body).toContain('<html lang="it">');
  });

  it('falls back to English, unchanged, for a language it does not speak', async () => {
    const plain = await page();
    const english = plain.body;
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<title>Friday Modern: decklists</title>');
    expect(english).toContain('content="2 published decklists of Friday Modern, a Modern tournament on November 21, 2026."');
    expect(english).toContain('<span class="place">1st · Winner</span> Ann</h2>');
    expect(english).toContain('<span class="place">Top 8</span> Ben</h2>');
    expect(english).toContain('<caption>Instants (4)</caption>');
    expect(english).toContain('<th scope="col" class="qty">Qty</th><th scope="col">Card</th><th scope="col" class="mana">Mana cost</th>');
    expect(english).toContain('aria-label="Mana cost: red"');
    expect(english).toContain('Main: 60 · Side: 4');
    expect(english).toContain('<summary>Text export (Arena and MTGO)</summary>');
    expect(english).toContain('<span class="copied" role="status"></span>');
    expect(english).toContain("<footer>Published by the organiser of this tournament, with the players' agreement.</footer>");
    expect(plain.headers['cache-control']).toBe('public, no-cache');
    for (const [query, header] of [
      ['', 'sv-SE, nl;q=0.8'],
      ['?lang=xx', ''],
      ['?lang=klingon', '*'],
      ['?lang=en', 'de'],
      ['', 'en-GB'],
    ] as const) {
      expect((await page(query, header ? { 'accept-language': header } : {})).body, `${query} ${header}`).toBe(english);
    }
  });

  it('has every text in every language, with nothing to escape in the plain ones', () => {
    const english = LISTS_PAGE_TEXTS.en;
    for (const language of LANGUAGES) {
      const texts = LISTS_PAGE_TEXTS[language];
      for (const key of Object.keys(english) as (keyof typeof english)[]) {
        const value = texts[key];
        expect(value, `${language} ${key}`).toBeDefined();
        if (typeof value === 'string') expect(value, `${language} ${key}`).not.toMatch(/[<>&"]/);
      }
      if (language !== 'en') expect(Object.keys(texts.groups).sort(), language).toEqual(Object.keys(LISTS_PAGE_TEXTS.de.groups).sort());
    }
  });
});
