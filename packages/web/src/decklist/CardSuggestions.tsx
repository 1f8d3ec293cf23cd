import { normaliseCardName } from '@decklist/core/cards';
import { cardLineAt, replaceCardName, type CardLineAtCaret } from '@decklist/core/decklist';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useState, type KeyboardEvent, type MutableRefObject, type RefObject } from 'react';
import { useDebouncedValue } from '../components/ui';
import { useCardSearch } from '../api/cards';
import { ManaCost } from './ManaCost';
import classes from './decklists.module.css';

const SUGGESTIONS = 6;

export interface CardSuggestionsProps {
  value: string;
  /** Where the caret is while the text area has the focus, else null. */
  caret: number | null;
  /** The last change was a paste: no suggestions until the next key press. */
  pasted: boolean;
  listId: string;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  wrapperRef: RefObject<HTMLDivElement | null>;
  /** Set to this list's key handler each render; it answers true when it used the key. */
  keyHandlerRef: MutableRefObject<((event: KeyboardEvent<HTMLTextAreaElement>) => boolean) | null>;
  /** The list's state, for the text area's aria attributes. */
  onState: (open: boolean, active: number) => void;
  /** A name was taken: the new text and where the caret goes. */
  onChoose: (text: string, caret: number) => void;
}

/**
 * The card-name list under the line being typed (loaded when the text area first has the focus):
 * ↓/↑ choose, Enter or Tab takes the highlighted name (keeping the count), Escape closes.
 */
export function CardSuggestions({ value, caret, pasted, listId, textareaRef, wrapperRef, keyHandlerRef, onState, onChoose }: CardSuggestionsProps) {
  const { t } = useLingui();
  const [dismissedAt, setDismissedAt] = useState<string | null>(null);
  // The highlighted name belongs to the text it was chosen in: any change of the text starts afresh.
  const [highlight, setHighlight] = useState({ text: value, index: -1 });
  const active = highlight.text === value ? highlight.index : -1;
  const setActive = (next: (current: number) => number) => setHighlight({ text: value, index: next(active) });
  const [top, setTop] = useState(0);

  const line = caret !== null ? cardLineAt(value, caret) : null;
  const [query] = useDebouncedValue(line?.query ?? '', 150);
  const search = useCardSearch(query, { limit: SUGGESTIONS, enabled: line !== null });
  const typed = line ? normaliseCardName(line.query) : '';
  // While the answer for the latest letters loads, keep showing the earlier names that still match.
  const stale = search.isPlaceholderData || query !== line?.query;
  const cards = !line || !query ? [] : stale ? search.cards.filter((card) => matchesTyped(card.card_name, typed)) : search.cards;
  const open =
    line !== null &&
    !pasted &&
    dismissedAt !== `${line.start}:${line.query}` &&
    cards.length > 0 &&
    !(cards.length === 1 && normaliseCardName(cards[0]!.card_name) === typed);

  useLayoutEffect(() => onState(open, active), [open, active, onState]);

  // Place the list under the line being typed (long lines wrap, so measure with a mirror).
  const lineEnd = line?.end;
  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    const wrapper = wrapperRef.current;
    if (!open || lineEnd === undefined || !textarea || !wrapper) return;
    const offset = textarea.getBoundingClientRect().top - wrapper.getBoundingClientRect().top;
    setTop(offset + lineBottom(textarea, lineEnd));
  }, [open, lineEnd, value, textareaRef, wrapperRef]);

  const choose = (target: CardLineAtCaret, name: string) => {
    const next = replaceCardName(value, target, name);
    onChoose(next.text, next.caret);
  };

  useLayoutEffect(() => {
    keyHandlerRef.current = (event) => {
      if (!open || !line) return false;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const last = cards.length - 1;
        if (event.key === 'ArrowDown') setActive((current) => (current < last ? current + 1 : 0));
        else setActive((current) => (current > 0 ? current - 1 : last));
      } else if ((event.key === 'Enter' || event.key === 'Tab') && active >= 0 && active < cards.length) {
        choose(line, cards[active]!.card_name);
      } else if (event.key === 'Escape') {
        setDismissedAt(`${line.start}:${line.query}`);
        setActive(() => -1);
      } else {
        return false;
      }
      event.preventDefault();
      return true;
    };
    return () => {
      keyHandlerRef.current = null;
    };
  });

  const suggested = cards.length;
  return (
    <>
      {open && line && (
        <ul id={listId} role="listbox" aria-label={t`Card names`} className={classes.listbox} style={{ top }}>
          {cards.map((card, i) => (
            <li
              key={card.card_name}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={classes.option}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(line, card.card_name)}
            >
              <span>{card.card_name}</span>
              <ManaCost cost={card.mana_cost} />
            </li>
          ))}
        </ul>
      )}
      <span role="status" aria-live="polite" className="ui-visually-hidden">
        {open
          ? t`${plural(suggested, {
              one: '# card name suggested: use the up and down arrows, then Enter.',
              other: '# card names suggested: use the up and down arrows, then Enter.',
            })}`
          : ''}
      </span>
    </>
  );
}

/** Every typed word starts a word of the name (the server's word match, for names already on screen). */
function matchesTyped(name: string, typed: string): boolean {
  const words = normaliseCardName(name).split(/[^a-z0-9']+/);
  return typed.split(/[^a-z0-9']+/).every((part) => part === '' || words.some((word) => word.startsWith(part)));
}

/** The CSS properties of the text area that decide where its lines wrap. */
const MIRRORED = [
  'box-sizing',
  'width',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-left-width',
  'border-right-width',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'tab-size',
] as const;

/** How far below the text area's top the text up to `end` ends, wrapped as the text area wraps it. */
function lineBottom(element: HTMLTextAreaElement, end: number): number {
  const style = getComputedStyle(element);
  const mirror = document.createElement('div');
  for (const property of MIRRORED) mirror.style.setProperty(property, style.getPropertyValue(property));
  Object.assign(mirror.style, {
    position: 'absolute',
    visibility: 'hidden',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'break-word',
    height: 'auto',
    borderStyle: 'solid',
    borderColor: 'transparent',
  });
  mirror.textContent = `${element.value.slice(0, end)}\u200b`;
  document.body.appendChild(mirror);
  const textBottom = mirror.offsetHeight - (parseFloat(style.paddingBottom) || 0);
  mirror.remove();
  const visible = Math.min(Math.max(textBottom - element.scrollTop, 0), element.clientHeight);
  return visible + 4;
}
