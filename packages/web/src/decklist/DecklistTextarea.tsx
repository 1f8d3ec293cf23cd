import { cardLineAt, normaliseCardName, replaceCardName, type CardLineAtCaret } from '@decklist/core';
import { Textarea, type TextareaProps, useDebouncedValue } from '../components/ui';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useCardSearch } from '../api/cards';
import { ManaCost } from './ManaCost';
import classes from './decklists.module.css';

export interface DecklistTextareaProps extends Omit<TextareaProps, 'value' | 'onChange' | 'defaultValue'> {
  /** The decklist text (controlled). */
  value: string;
  onChange: (value: string) => void;
  /** Suggest card names for the line being typed (default true). */
  typeahead?: boolean;
}

const SUGGESTIONS = 6;

/**
 * The decklist text area, with card-name suggestions for the line being typed: ↓/↑ choose, Enter or
 * Tab takes the highlighted name (keeping the count), Escape closes; a tap takes one on a phone.
 * All other Textarea props (label, error, description, required, autosize...) pass through.
 */
export function DecklistTextarea({ value, onChange, typeahead = true, onKeyDown, onBlur, ref, ...props }: DecklistTextareaProps) {
  const id = useId();
  const listId = `${id}-cards`;
  const wrapper = useRef<HTMLDivElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const [dismissedAt, setDismissedAt] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  // A paste (or any change of more than one letter) shows no suggestions until the next key press.
  const [pasted, setPasted] = useState(false);
  const [top, setTop] = useState(0);
  const pendingCaret = useRef<number | null>(null);

  const line = typeahead && caret !== null && !props.readOnly && !props.disabled ? cardLineAt(value, caret) : null;
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

  // Place the list under the line being typed (long lines wrap, so measure with a mirror).
  const lineEnd = line?.end;
  useLayoutEffect(() => {
    if (!open || lineEnd === undefined || !textarea.current || !wrapper.current) return;
    const offset = textarea.current.getBoundingClientRect().top - wrapper.current.getBoundingClientRect().top;
    setTop(offset + lineBottom(textarea.current, lineEnd));
  }, [open, lineEnd, value]);

  useLayoutEffect(() => {
    if (pendingCaret.current === null || !textarea.current) return;
    textarea.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const readCaret = () => {
    const element = textarea.current;
    setCaret(element && document.activeElement === element ? element.selectionStart : null);
  };

  const choose = (target: CardLineAtCaret, name: string) => {
    const next = replaceCardName(value, target, name);
    pendingCaret.current = next.caret;
    setCaret(next.caret);
    setActive(-1);
    onChange(next.text);
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (pasted && event.key.length === 1) setPasted(false);
    if (open && line) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const last = cards.length - 1;
        if (event.key === 'ArrowDown') setActive((current) => (current < last ? current + 1 : 0));
        else setActive((current) => (current > 0 ? current - 1 : last));
        return;
      }
      if ((event.key === 'Enter' || event.key === 'Tab') && active >= 0 && active < cards.length) {
        event.preventDefault();
        choose(line, cards[active]!.card_name);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setDismissedAt(`${line.start}:${line.query}`);
        setActive(-1);
        return;
      }
    }
    onKeyDown?.(event);
  };

  return (
    <div ref={wrapper} className={classes.typeahead}>
      <Textarea
        {...props}
        ref={(element: HTMLTextAreaElement | null) => {
          textarea.current = element;
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        value={value}
        onChange={(event) => {
          setPasted(event.currentTarget.value.length - value.length > 1);
          onChange(event.currentTarget.value);
          setActive(-1);
          setCaret(event.currentTarget.selectionStart);
        }}
        onSelect={readCaret}
        onFocus={readCaret}
        onBlur={(event) => {
          setCaret(null);
          onBlur?.(event);
        }}
        onKeyDown={keyDown}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        aria-autocomplete={typeahead ? 'list' : undefined}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
      />
      {open && line && (
        <ul id={listId} role="listbox" aria-label="Card names" className={classes.listbox} style={{ top }}>
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
      <span role="status" aria-live="polite" style={VISUALLY_HIDDEN}>
        {open ? `${cards.length} card ${cards.length === 1 ? 'name' : 'names'} suggested: use the up and down arrows, then Enter.` : ''}
      </span>
    </div>
  );
}

/** Every typed word starts a word of the name (the server's word match, for names already on screen). */
function matchesTyped(name: string, typed: string): boolean {
  const words = normaliseCardName(name).split(/[^a-z0-9']+/);
  return typed.split(/[^a-z0-9']+/).every((part) => part === '' || words.some((word) => word.startsWith(part)));
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const MIRRORED = [
  'boxSizing',
  'width',
  'paddingTop',
  'paddingRight',
  'paddingBottom',
  'paddingLeft',
  'borderTopWidth',
  'borderLeftWidth',
  'borderRightWidth',
  'fontFamily',
  'fontSize',
  'fontWeight',
  'lineHeight',
  'letterSpacing',
  'tabSize',
] as const;

/** How far below the text area's top the text up to `end` ends, wrapped as the text area wraps it. */
function lineBottom(element: HTMLTextAreaElement, end: number): number {
  const style = getComputedStyle(element);
  const mirror = document.createElement('div');
  for (const property of MIRRORED) mirror.style[property] = style[property];
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
