import { manaSymbols } from '@decklist/core/cards';
import { groupTotal, type CardGroup } from '@decklist/core/decklist';
import { checkTotals, listText } from '@decklist/core/games';
import type { DecklistStyle } from '@decklist/core/formats';
import { formatCalendarDay, type Language } from '@decklist/core/text';
import { LISTS_PAGE_TEXTS, type ListsPageTexts } from './page-texts';

/** What the public page shows of an event. */
export interface ListsPageEvent {
  id: string;
  name: string;
  eventDate: string;
  formatName: string;
  style: DecklistStyle;
}

/** A published list with its checked groups, in the order the owner chose. */
export interface ListsPageDeck {
  playerName: string;
  deckName: string;
  placing: number | null;
  label: string;
  groups: CardGroup[];
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Every text that goes into the page goes through here: names and card names are the users'. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** A label the organiser wrote in English the usual way ('Winner', 'Top 8') in the reader's words; any other as written. */
function placingLabel(label: string, texts: ListsPageTexts): string {
  const top = /^Top (\d{1,3})$/.exec(label);
  return texts.labels[label] ?? (top ? texts.top(Number(top[1])) : label);
}

/** '1st', 'Top 8', or '1st · Winner' (German: '1.', 'Top 8', '1. · Sieger'). */
export const standing = (deck: Pick<ListsPageDeck, 'placing' | 'label'>, texts: ListsPageTexts) =>
  [deck.placing !== null ? texts.ordinal(deck.placing) : '', deck.label && placingLabel(deck.label, texts)].filter(Boolean).join(' · ');

/** A symbol as words: `U` → blue, `W/P` → Phyrexian white, `2/W` → 2 or white (English as core's manaSymbolName). */
function manaSymbolWords(symbol: string, texts: ListsPageTexts): string {
  if (/^\d+$/.test(symbol)) return symbol;
  const parts = symbol.split('/');
  const phyrexian = parts.at(-1) === 'P' && parts.length > 1;
  const names = (phyrexian ? parts.slice(0, -1) : parts).map((part) => {
    if (/^\d+$/.test(part)) return part;
    if (part.startsWith('H') && part.length === 2) return texts.half(texts.manaLetters[part[1]!] ?? part[1]!);
    return texts.manaLetters[part] ?? part;
  });
  const choice = names.reduce((first, second) => texts.or(first, second));
  return phyrexian ? texts.phyrexian(choice) : choice;
}

/** A whole cost as words, e.g. `{2}{U}{U}` → "2, blue, blue"; a split card's halves are separated by "; ". */
const manaCostWords = (symbols: readonly string[], texts: ListsPageTexts) =>
  symbols
    .map((symbol) => (symbol === '//' ? ';' : manaSymbolWords(symbol, texts)))
    .join(', ')
    .replace(/, ;, /g, '; ');

const MANA_COLOURS = new Set(['W', 'U', 'B', 'R', 'G']);

function manaCost(cost: string | null | undefined, texts: ListsPageTexts): string {
  const symbols = manaSymbols(cost);
  if (symbols.length === 0) return '';
  const shown = symbols
    .map((symbol) =>
      symbol === '//'
        ? '<span class="split">//</span>'
        : `<span class="sym${MANA_COLOURS.has(symbol) ? ` c${symbol}` : ''}" title="${escapeHtml(manaSymbolWords(symbol, texts))}">${escapeHtml(symbol)}</span>`,
    )
    .join('');
  return `<span class="cost" role="img" aria-label="${escapeHtml(texts.manaCostLabel(manaCostWords(symbols, texts)))}">${shown}</span>`;
}

/** A group's table; Flesh and Blood's cards have no mana cost, so its tables have no such column. */
function groupTable(group: CardGroup, texts: ListsPageTexts, withManaCost: boolean): string {
  const rows = group.cards
    .map((card) => `<tr><td class="qty">${card.quantity}</td><td>${escapeHtml(card.card_name)}</td>${withManaCost ? `<td class="mana">${manaCost(card.mana_cost, texts)}</td>` : ''}</tr>`)
    .join('');
  const name = texts.groups[group.group_name] ?? group.group_name;
  const manaHeader = withManaCost ? `<th scope="col" class="mana">${texts.manaCost}</th>` : '';
  return `<table><caption>${escapeHtml(name)} (${groupTotal(group)})</caption><thead><tr><th scope="col" class="qty">${texts.quantity}</th><th scope="col">${texts.card}</th>${manaHeader}</tr></thead><tbody>${rows}</tbody></table>`;
}

function deckSection(deck: ListsPageDeck, index: number, style: DecklistStyle, language: Language): string {
  const texts = LISTS_PAGE_TEXTS[language];
  const id = `list-${index + 1}`;
  const place = standing(deck, texts);
  const { main, side } = checkTotals(deck.groups, style);
  const totals = (style === 'commander' ? [texts.deck(main)] : style === 'fab' ? [texts.deck(main), texts.arena(side)] : [texts.main(main), texts.side(side)]).join(' · ');
  // The script's own words are the English; in another language the page gives it the reader's.
  const statusWords = language === 'en' ? '' : ` data-copied="${escapeHtml(texts.copied)}" data-copy-failed="${escapeHtml(texts.copyFailed)}"`;
  const text = listText(deck.groups, style);
  return `<section class="deck" aria-labelledby="${id}-title">
<h2 id="${id}-title">${place ? `<span class="place">${escapeHtml(place)}</span> ` : ''}${escapeHtml(deck.playerName)}</h2>
${deck.deckName ? `<p class="deck-name">${escapeHtml(deck.deckName)}</p>` : ''}<p class="totals">${escapeHtml(totals)}</p>
<div class="groups">${deck.groups.map((group) => groupTable(group, texts, style !== 'fab')).join('')}</div>
<details><summary>${style === 'fab' ? texts.fabTextExport : texts.textExport}</summary>
<label for="${id}-text">${escapeHtml(texts.textLabel(deck.playerName))}</label>
<textarea id="${id}-text" readonly rows="${Math.min(24, text.split('\n').length)}">${escapeHtml(text)}</textarea>
</details>
<p class="copy-row"><button type="button" class="copy" data-copy="${id}-text" hidden>${escapeHtml(texts.copy(deck.playerName))}</button> <span class="copied" role="status"${statusWords}></span></p>
</section>`;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1a1b1e;background:#f8f9fa}
main{max-width:72rem;margin:0 auto;padding:16px}
a{color:#1864ab}
header p{margin:0}
h1{margin:.25rem 0;font-size:1.75rem;line-height:1.2}
.meta{color:#495057}
.deck{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:16px;margin:16px 0}
h2{margin:0;font-size:1.3rem}
.place{display:inline-block;padding:0 .5em;border-radius:4px;background:#e7f5ff;border:1px solid #74c0fc;font-size:1rem;vertical-align:middle}
.deck-name{margin:.25rem 0 0;font-style:italic}
.totals{margin:.25rem 0;color:#495057}
.groups{display:grid;grid-template-columns:repeat(auto-fill,minmax(17rem,1fr));gap:0 24px}
table{width:100%;border-collapse:collapse;margin-top:12px;font-size:.95rem}
caption{text-align:left;font-weight:700;padding:4px 0}
th,td{padding:3px 4px;border-bottom:1px solid #e9ecef;text-align:left;vertical-align:top}
thead th{font-size:.8rem;color:#495057;font-weight:600}
.qty{width:2.5rem;text-align:right;font-variant-numeric:tabular-nums}
.mana{text-align:right;white-space:nowrap}
.cost{display:inline-flex;gap:2px}
.sym{display:inline-flex;align-items:center;justify-content:center;min-width:1.35em;height:1.35em;padding:0 .2em;border-radius:.7em;border:1px solid rgba(0,0,0,.35);font-size:.75rem;font-weight:700;line-height:1;background:#d9d4d1}
.cW{background:#f8f3d2}.cU{background:#b3d3ee}.cB{background:#bcb0a8}.cR{background:#f0a07d}.cG{background:#9cc793}
.split{padding:0 2px;color:#495057;font-size:.75rem}
details{margin-top:12px}
summary{cursor:pointer;min-height:44px;display:flex;align-items:center}
label{display:block;font-size:.9rem;color:#495057}
textarea{width:100%;font:inherit;font-family:ui-monospace,monospace;font-size:.9rem;padding:8px;border:1px solid #adb5bd;border-radius:4px}
.copy{min-height:44px;min-width:44px;padding:0 16px;font:inherit;border:1px solid #1864ab;border-radius:4px;background:#1971c2;color:#fff;cursor:pointer}
.copy:focus-visible,summary:focus-visible,a:focus-visible{outline:3px solid #f59f00;outline-offset:2px}
.copied{color:#2b8a3e;font-weight:600}
footer{margin:24px 0;color:#495057;font-size:.9rem}
`;

/**
 * The public page of an event's published lists: plain HTML, every user text escaped, a few lines of
 * style and one small script for the copy buttons (which stay hidden without it); in the reader's language.
 */
export function listsPage(event: ListsPageEvent, decks: readonly ListsPageDeck[], language: Language = 'en'): string {
  const texts = LISTS_PAGE_TEXTS[language];
  const title = texts.title(event.name);
  const description = texts.description(decks.length, event.name, event.formatName, formatCalendarDay(event.eventDate, language));
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description)}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
<script src="/public-lists.js" defer></script>
</head>
<body>
<main>
<header>
<p><a href="/">Decklist</a></p>
<h1>${escapeHtml(event.name)}</h1>
<p class="meta">${escapeHtml(event.formatName)} · <time datetime="${escapeHtml(event.eventDate)}">${escapeHtml(formatCalendarDay(event.eventDate, language))}</time> · ${escapeHtml(texts.decklists(decks.length))}</p>
</header>
${decks.map((deck, i) => deckSection(deck, i, event.style, language)).join('\n')}
<footer>${texts.footer}</footer>
</main>
</body>
</html>
`;
}
