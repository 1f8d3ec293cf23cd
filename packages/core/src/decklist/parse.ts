import type { MagicDecklistStyle } from '../formats/formats';

/** Where a card sits in the list. */
export type DecklistSection = 'commander' | 'companion' | 'main' | 'sideboard';

export interface DecklistEntry {
  quantity: number;
  /** The card name as written, without count, set, collector number or foil mark. */
  name: string;
  /** Everything after the count as written (tried first: a few real names end in brackets). */
  text: string;
  section: DecklistSection;
  /** Line number, from 1. */
  line: number;
}

export type DecklistProblem =
  /** Not a card line: a count without a name, a count over 999, a very long line... */
  | { kind: 'unreadable'; line: number; text: string }
  /** A card without a count in a sixty-style list: counted as one copy. */
  | { kind: 'no-count'; line: number; text: string }
  /** A count of 0: left out. */
  | { kind: 'zero-count'; line: number; text: string };

export interface ParsedDecklist {
  style: MagicDecklistStyle;
  entries: DecklistEntry[];
  problems: DecklistProblem[];
}

export const MAX_CARD_COUNT = 999;
const MAX_LINE_LENGTH = 200;

type Header = DecklistSection | 'category' | 'skip' | 'about';

const HEADER_WORDS: Record<string, Header> = {
  deck: 'main',
  main: 'main',
  maindeck: 'main',
  'main deck': 'main',
  mainboard: 'main',
  'main board': 'main',
  sideboard: 'sideboard',
  'side board': 'sideboard',
  side: 'sideboard',
  sb: 'sideboard',
  commander: 'commander',
  commanders: 'commander',
  'command zone': 'commander',
  companion: 'companion',
  companions: 'companion',
  maybeboard: 'skip',
  'maybe board': 'skip',
  maybe: 'skip',
  considering: 'skip',
  wishlist: 'skip',
  tokens: 'skip',
  about: 'about',
};

/** Type headings players type or tools export above cards ("Creatures (20)", "Instants and Sorceries"). */
const CATEGORY_WORD =
  /^(non-?creature |other )?(creature|planeswalker|battle|instant|sorcer(y|ie)|artifact|enchantment|land|spell|other)s?( spells?)?$/;

/** Recognises a section or category heading; null for anything else. */
export function headerOf(line: string): Header | null {
  if (/^\d/.test(line)) return null;
  let text = line
    .toLowerCase()
    .replace(/^(\/\/|#)+/, '')
    .replace(/^[\s=*_~:-]+|[\s=*_~:-]+$/g, '')
    .replace(/\s*[([]?\d+[)\]]?$/, '')
    .replace(/[\s:]+$/, '')
    .trim();
  if (/\bside ?board\b/.test(text)) return 'sideboard';
  if (/\bmain ?board\b/.test(text)) return 'main';
  text = text.replace(/\s+/g, ' ');
  const word = HEADER_WORDS[text];
  if (word) return word;
  const parts = text.split(/\s*(?:,|&|\/|\band\b)\s*/).filter(Boolean);
  return parts.length > 0 && parts.every((part) => CATEGORY_WORD.test(part)) ? 'category' : null;
}

const INVISIBLE_SPACE = /[\u00a0\u1680\u2000-\u200b\u202f\u205f\u3000\ufeff]/g;
const COUNTED = /^(\d+)\s*[xX×]?\s+(\S.*)$/;
const COUNT_ONLY = /^\d+[xX×]?$/; // "1 X" is the card X
const SIDEBOARD_PREFIX = /^SB:\s*/i;

/** Splits a card line into its count part (`4 `, `SB: 2x `, or nothing) and the name part. */
export function splitCardLine(line: string): { prefix: string; rest: string } {
  const sb = SIDEBOARD_PREFIX.exec(line)?.[0] ?? '';
  const body = line.slice(sb.length);
  const match = /^\d+\s*[xX×]?\s+/.exec(body);
  const prefix = sb + (match?.[0] ?? '');
  return { prefix, rest: line.slice(prefix.length) };
}

/** The card name without the set, collector number and foil mark that exports add. */
export function cleanCardName(text: string): string {
  const name = text
    .replace(/\s+\*[A-Za-z]+\*$/, '')
    .replace(/\s+\[[^\]]*\]$/, '')
    .replace(/\s+\([^()]*\)(\s+[\w★-]+)?$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return name || text.replace(/\s+/g, ' ').trim();
}

type Line =
  | { kind: 'blank' }
  | { kind: 'ignored' }
  | { kind: 'header'; header: Header }
  | { kind: 'card'; quantity: number | null; text: string; section: DecklistSection | null }
  | { kind: 'problem'; problem: DecklistProblem['kind'] };

function readLine(raw: string): Line {
  const line = raw.replace(INVISIBLE_SPACE, ' ').trim();
  if (line === '') return { kind: 'blank' };
  if (line.length > MAX_LINE_LENGTH) return { kind: 'problem', problem: 'unreadable' };
  const sideboard = SIDEBOARD_PREFIX.test(line);
  const body = line.replace(SIDEBOARD_PREFIX, '');
  if (!sideboard) {
    const header = headerOf(line);
    if (header) return { kind: 'header', header };
    if (line.startsWith('//') || line.startsWith('#')) return { kind: 'ignored' };
  }
  if (!/[\p{L}\p{N}]/u.test(body)) return sideboard ? { kind: 'problem', problem: 'unreadable' } : { kind: 'ignored' };
  if (COUNT_ONLY.test(body)) return { kind: 'problem', problem: 'unreadable' };

  const counted = COUNTED.exec(body);
  const text = (counted ? counted[2]! : body).replace(/\s+/g, ' ').trim();
  // MTGO's SB: prefix; TappedOut marks commanders with *CMDR*.
  const section = sideboard ? 'sideboard' : /\s\*CMDR\*$/i.test(text) ? 'commander' : null;
  if (!/[\p{L}_]/u.test(text)) return { kind: 'problem', problem: 'unreadable' }; // _____ is a card
  if (!counted) return { kind: 'card', quantity: null, text, section };
  const quantity = Number(counted[1]);
  if (quantity === 0) return { kind: 'problem', problem: 'zero-count' };
  if (quantity > MAX_CARD_COUNT) return { kind: 'problem', problem: 'unreadable' };
  return { kind: 'card', quantity, text, section };
}

type BlockMark = DecklistSection | 'skip' | 'about' | 'none';
interface CardLine {
  line: number;
  quantity: number | null;
  text: string;
  /** Set for MTGO's `SB:` lines and TappedOut's `*CMDR*` ones, whatever block they are in. */
  section: DecklistSection | null;
}
interface Block {
  mark: BlockMark;
  cards: CardLine[];
  problems: DecklistProblem[];
}

const blockCount = (block: Block) => block.cards.reduce((sum, card) => sum + (card.quantity ?? 1), 0);

/**
 * Reads a decklist as players write it (docs/product.md, Decklists: the format guide) and as Arena, MTGO and
 * other tools export it. Never throws: lines it cannot read become problems.
 *
 * Sections: headings (Deck, Sideboard, Commander, Companion, `// Sideboard`, `SB:` prefixes) win;
 * otherwise blocks separated by empty lines decide. Sixty style: the last of several blocks is the
 * sideboard. Commander style: a first (or else last) block of one or two cards holds the commanders.
 */
export function parseDecklist(text: string, style: MagicDecklistStyle): ParsedDecklist {
  const blocks: Block[] = [];
  let current: Block | null = null;
  // Deck, Sideboard and Maybeboard headings hold across empty lines; Commander and Companion do not.
  let lasting: BlockMark | null = null;
  const start = (mark: BlockMark) => {
    current = { mark, cards: [], problems: [] };
    blocks.push(current);
    return current;
  };

  const lines = text.split(/\r\n|\r|\n/);
  lines.forEach((raw, i) => {
    const lineNumber = i + 1;
    const line = readLine(raw);
    switch (line.kind) {
      case 'blank':
        current = null;
        return;
      case 'ignored':
        return;
      case 'header': {
        const { header } = line;
        if (header === 'category') {
          start(lasting === 'sideboard' || lasting === 'skip' ? lasting : 'main');
          return;
        }
        lasting = header === 'main' || header === 'sideboard' || header === 'skip' ? header : null;
        start(header);
        return;
      }
      default: {
        const block: Block = current ?? start(lasting ?? 'none');
        if (line.kind === 'problem') block.problems.push({ kind: line.problem, line: lineNumber, text: raw.trim() });
        else
          block.cards.push({
            line: lineNumber,
            quantity: line.quantity,
            text: line.text,
            section: line.section,
          });
      }
    }
  });

  assignSections(blocks, style);

  const entries: DecklistEntry[] = [];
  const problems: DecklistProblem[] = [];
  for (const block of blocks) {
    if (block.mark === 'skip' || block.mark === 'about' || block.mark === 'none') continue;
    problems.push(...block.problems);
    for (const card of block.cards) {
      const section = card.section ?? block.mark;
      if (card.quantity === null && style === 'sixty') problems.push({ kind: 'no-count', line: card.line, text: card.text });
      entries.push({ quantity: card.quantity ?? 1, name: cleanCardName(card.text), text: card.text, section, line: card.line });
    }
  }
  problems.sort((a, b) => a.line - b.line);
  return { style, entries, problems };
}

function assignSections(blocks: Block[], style: MagicDecklistStyle) {
  const unmarked = blocks.filter((block) => block.mark === 'none' && block.cards.length > 0);
  const sideboardLines = blocks
    .filter((block) => block.mark !== 'sideboard')
    .flatMap((block) => block.cards.filter((card) => card.section === 'sideboard'));

  if (style === 'sixty') {
    const hasSideboard = sideboardLines.length > 0 || blocks.some((block) => block.mark === 'sideboard');
    if (!hasSideboard && unmarked.length >= 2) unmarked.at(-1)!.mark = 'sideboard';
  } else if (!blocks.some((block) => block.mark === 'commander' || block.cards.some((card) => card.section === 'commander'))) {
    // MTGO exports a commander deck with its commanders as the sideboard.
    const sideboards = blocks.filter((block) => block.mark === 'sideboard');
    const sideboardCount =
      sideboards.reduce((sum, block) => sum + blockCount(block), 0) +
      sideboardLines.reduce((sum, card) => sum + (card.quantity ?? 1), 0);
    if (sideboardCount >= 1 && sideboardCount <= 2) {
      for (const block of sideboards) block.mark = 'commander';
      for (const card of sideboardLines) card.section = 'commander';
    } else if (unmarked.length >= 2) {
      const first = unmarked[0]!;
      const last = unmarked.at(-1)!;
      const isCommanders = (block: Block) => block.cards.length > 0 && blockCount(block) <= 2;
      if (isCommanders(first)) first.mark = 'commander';
      else if (isCommanders(last)) last.mark = 'commander';
    }
  }
  for (const block of blocks) if (block.mark === 'none') block.mark = 'main';
}
