import { Suspense, useCallback, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Textarea, type TextareaProps } from '../components/ui';
import classes from './decklists.module.css';
import { lazyComponent } from '../components/lazy-part';

// The suggestions' code loads when the text area first has the focus: pages that show a decklist form load less.
const CardSuggestions = lazyComponent(() => import('./CardSuggestions'), 'CardSuggestions');

export interface DecklistTextareaProps extends Omit<TextareaProps, 'value' | 'onChange' | 'defaultValue'> {
  /** The decklist text (controlled). */
  value: string;
  onChange: (value: string) => void;
  /** Suggest card names for the line being typed (default true). */
  typeahead?: boolean;
}

/**
 * The decklist text area, with card-name suggestions for the line being typed: ↓/↑ choose, Enter or
 * Tab takes the highlighted name (keeping the count), Escape closes; a tap takes one on a phone.
 * All other Textarea props (label, error, description, required, autosize...) pass through.
 */
export function DecklistTextarea({ value, onChange, typeahead = true, onKeyDown, onBlur, ref, ...props }: DecklistTextareaProps) {
  const listId = `${useId()}-cards`;
  const wrapper = useRef<HTMLDivElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  // A paste (or any change of more than one letter) shows no suggestions until the next key press.
  const [pasted, setPasted] = useState(false);
  const [list, setList] = useState({ open: false, active: -1 });
  const suggestionKeys = useRef<((event: KeyboardEvent<HTMLTextAreaElement>) => boolean) | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const suggesting = typeahead && focused && !props.readOnly && !props.disabled;

  useLayoutEffect(() => {
    if (pendingCaret.current === null || !textarea.current) return;
    textarea.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const readCaret = () => {
    const element = textarea.current;
    setCaret(element && document.activeElement === element ? element.selectionStart : null);
  };
  const onListState = useCallback((open: boolean, active: number) => setList({ open, active }), []);
  const choose = (text: string, at: number) => {
    pendingCaret.current = at;
    setCaret(at);
    onChange(text);
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (pasted && event.key.length === 1) setPasted(false);
    if (suggestionKeys.current?.(event)) return;
    onKeyDown?.(event);
  };
  const open = suggesting && list.open;

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
          setCaret(event.currentTarget.selectionStart);
        }}
        onSelect={readCaret}
        onFocus={() => {
          setFocused(true);
          readCaret();
        }}
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
        aria-activedescendant={open && list.active >= 0 ? `${listId}-${list.active}` : undefined}
      />
      {suggesting && (
        <Suspense fallback={null}>
          <CardSuggestions
            value={value}
            caret={caret}
            pasted={pasted}
            listId={listId}
            textareaRef={textarea}
            wrapperRef={wrapper}
            keyHandlerRef={suggestionKeys}
            onState={onListState}
            onChoose={choose}
          />
        </Suspense>
      )}
    </div>
  );
}
