import { manaCostLabel, manaSymbolName, manaSymbols } from '@decklist/core/cards';
import { decklistToText, groupTotal, groupTotals, totalLabels, type CardGroup } from '@decklist/core/decklist';
import type { DecklistStyle } from '@decklist/core/formats';

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

/** 1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

/** '1st', 'Top 8', or '1st · Winner'. */
export const standing = (deck: Pick<ListsPageDeck, 'placing' | 'label'>) =>
  [deck.placing !== null ? ordinal(deck.placing) : '', deck.label].filter(Boolean).join(' · ');

const MANA_COLOURS = new Set(['W', 'U', 'B', 'R', 'G']);

function manaCost(cost: string | null | undefined): string {
  const symbols = manaSymbols(cost);
  if (symbols.length === 0) return '';
  const shown = symbols
    .map((symbol) =>
      symbol === '//'
        ? '<span class="split">//</span>'
        : `<span class="sym${MANA_COLOURS.has(symbol) ? ` c${symbol}` : ''}" title="${escapeHtml(manaSymbolName(symbol))}">${escapeHtml(symbol)}</span>`,
    )
    .join('');
  return `<span class="cost" role="img" aria-label="${escapeHtml(`Mana cost: ${manaCostLabel(cost)}`)}">${shown}</span>`;
}

function groupTable(group: CardGroup): string {
  const rows = group.cards
    .map((card) => `<tr><td class="qty">${card.quantity}</td><td>${escapeHtml(card.card_name)}</td><td class="mana">${manaCost(card.mana_cost)}</td></tr>`)
    .join('');
  return `<table><caption>${escapeHtml(group.group_name)} (${groupTotal(group)})</caption><thead><tr><th scope="col" class="qty">Qty</th><th scope="col">Card</th><th scope="col" class="mana">Mana cost</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function deckSection(deck: ListsPageDeck, index: number, style: DecklistStyle): string {
  const id = `list-${index + 1}`;
  const place = standing(deck);
  const totals = totalLabels(groupTotals(deck.groups), style).join(' · ');
  const text = decklistToText(deck.groups);
  return `<section class="deck" aria-labelledby="${id}-title">
<h2 id="${id}-title">${place ? `<span class="place">${escapeHtml(place)}</span> ` : ''}${escapeHtml(deck.playerName)}</h2>
${deck.deckName ? `<p class="deck-name">${escapeHtml(deck.deckName)}</p>` : ''}<p class="totals">${escapeHtml(totals)}</p>
<div class="groups">${deck.groups.map(groupTable).join('')}</div>
<details><summary>Text export (Arena and MTGO)</summary>
<label for="${id}-text">Decklist of ${escapeHtml(deck.playerName)} as text</label>
<textarea id="${id}-text" readonly rows="${Math.min(24, text.split('\n').length)}">${escapeHtml(text)}</textarea>
</details>
<p class="copy-row"><button type="button" class="copy" data-copy="${id}-text" hidden>Copy decklist of ${escapeHtml(deck.playerName)}</button> <span class="copied" role="status"></span></p>
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
 * style and one small script for the copy buttons (which stay hidden without it).
 */
export function listsPage(event: ListsPageEvent, decks: readonly ListsPageDeck[]): string {
  const title = `${event.name}: decklists`;
  const description = `${decks.length} published ${decks.length === 1 ? 'decklist' : 'decklists'} of ${event.name}, a ${event.formatName} tournament on ${event.eventDate}.`;
  return `<!doctype html>
<html lang="en">
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
<p class="meta">${escapeHtml(event.formatName)} · <time datetime="${escapeHtml(event.eventDate)}">${escapeHtml(event.eventDate)}</time> · ${escapeHtml(`${decks.length} ${decks.length === 1 ? 'decklist' : 'decklists'}`)}</p>
</header>
${decks.map((deck, i) => deckSection(deck, i, event.style)).join('\n')}
<footer>Published by the organiser of this tournament, with the players' agreement.</footer>
</main>
</body>
</html>
`;
}
