import { i18n, type MessageDescriptor } from '@lingui/core';
import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/**
 * A message under a field: a catalogue message (msg``), said in the reader's language when the check
 * fails, so rules may be module constants; or a string already in that language.
 */
export type FieldMessage = MessageDescriptor | string;

/** The checks of one field, each with the message shown under it (docs/product.md, Forms). */
export interface FieldRules {
  /** Message when the field is empty (after trimming). */
  required?: FieldMessage;
  maxLength?: { value: number; message: FieldMessage };
  pattern?: { value: RegExp; message: FieldMessage };
  /** Returns true, or the message to show (one check, or several checked in order). */
  validate?: ((value: string) => true | string) | Record<string, (value: string) => true | string>;
  /** Applied to the value before it is checked and submitted (e.g. trimming). */
  setValueAs?: (value: string) => string;
}

/** A form's values: every field is text. */
export type FormValues<T = Record<string, string>> = Record<keyof T, string>;
export type FieldErrors<T> = Partial<Record<keyof T, { message: string }>>;
export type FormRules<T> = Partial<Record<keyof T, FieldRules>>;

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What `register` gives a field to spread onto its control. */
export interface FieldBinding<N extends string = string> {
  name: N;
  value: string;
  onChange(change: ChangeEvent<FieldElement> | string): void;
  ref(element: FieldElement | null): void;
}

interface FormState<T> {
  values: T;
  /** The saved values: a field is dirty while it differs from its saved value. */
  saved: T;
  errors: FieldErrors<T>;
  /** After the first submit, fields are checked again as they change. */
  submitted: boolean;
}

/** A rule's message in the current language. */
const say = (message: FieldMessage) => (typeof message === 'string' ? message : i18n._(message));

function check(value: string, rules: FieldRules | undefined): string | undefined {
  if (!rules) return undefined;
  const v = rules.setValueAs ? rules.setValueAs(value) : value;
  if (rules.required && v.trim() === '') return say(rules.required);
  if (rules.maxLength && v.length > rules.maxLength.value) return say(rules.maxLength.message);
  if (rules.pattern && v !== '' && !rules.pattern.value.test(v)) return say(rules.pattern.message);
  const checks = typeof rules.validate === 'function' ? [rules.validate] : Object.values(rules.validate ?? {});
  for (const validate of checks) {
    const verdict = validate(v);
    if (typeof verdict === 'string') return verdict;
  }
  return undefined;
}

const keysOf = <T extends object>(values: T) => Object.keys(values) as (keyof T)[];
const sameValues = <T extends FormValues<T>>(a: T, b: T) => keysOf(b).every((key) => a[key] === b[key]);

/**
 * A small controlled form: values, saved values (for the dirty state), per-field rules checked on
 * submit and then on every change (a length limit at every change from the start), and server
 * errors placed under fields.
 *
 * `saved` may change while the form is open (a live refresh): fields the user has not edited take
 * the new saved value, edited ones keep what was typed.
 */
export function useForm<T extends FormValues<T>>(saved: T, rules: FormRules<T> = {}) {
  const [state, setState] = useState<FormState<T>>({ values: saved, saved, errors: {}, submitted: false });
  const elements = useRef(new Map<keyof T, FieldElement | null>());
  /** The values as they were typed when last submitted (before trimming). */
  const sent = useRef<T | null>(null);

  if (state.saved !== saved && !sameValues(state.saved, saved)) {
    const values = { ...state.values };
    for (const name of keysOf(saved)) if (state.values[name] === state.saved[name]) values[name] = saved[name];
    setState({ ...state, values, saved });
  }

  const setValue = (name: keyof T, value: string) => {
    setState((s) => {
      const errors = { ...s.errors };
      // Too long is said at once (a paste), before any submit; other checks wait for the first submit.
      const fieldRules = rules[name];
      const message = check(value, s.submitted ? fieldRules : { maxLength: fieldRules?.maxLength, setValueAs: fieldRules?.setValueAs });
      if (message) errors[name] = { message };
      else delete errors[name];
      return { ...s, values: { ...s.values, [name]: value }, errors };
    });
  };

  const setError = (name: keyof T, error: { message: string }) => {
    setState((s) => ({ ...s, errors: { ...s.errors, [name]: error } }));
    elements.current.get(name)?.focus();
  };

  /** Binds a field: value, change handler and the element (focused when its check fails). */
  const register = <K extends keyof T & string>(name: K): FieldBinding<K> => ({
    name,
    value: state.values[name],
    onChange: (change) => setValue(name, typeof change === 'string' ? change : change.currentTarget.value),
    ref: (element) => {
      elements.current.set(name, element);
    },
  });

  /** Checks every field that has rules; calls `onValid` with the (trimmed) values when all pass. */
  const handleSubmit = (onValid: (values: T) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    sent.current = state.values;
    const errors: FieldErrors<T> = {};
    const out = { ...state.values };
    for (const name of keysOf(state.values)) {
      const fieldRules = rules[name];
      const message = check(state.values[name], fieldRules);
      if (message) errors[name] = { message };
      if (fieldRules?.setValueAs) out[name] = fieldRules.setValueAs(state.values[name]) as T[keyof T];
    }
    setState((s) => ({ ...s, errors, submitted: true }));
    const first = keysOf(state.values).find((name) => errors[name]);
    if (first !== undefined) {
      elements.current.get(first)?.focus();
      return;
    }
    onValid(out);
  };

  /** Fills fields without changing the saved state (e.g. a draft): they show as unsaved changes. */
  const setValues = useCallback((values: Partial<T>) => {
    setState((s) => ({ ...s, values: { ...s.values, ...values } }));
  }, []);

  /** Makes `values` the saved, clean state (or the saved values the form has). */
  const reset = (values?: T) => {
    setState((s) => {
      const next = values ?? s.saved;
      return { values: next, saved: next, errors: {}, submitted: false };
    });
  };

  /**
   * After a save: the saved values become the clean state, except fields changed while the save was
   * on its way (they differ from what was submitted), which keep what was typed and stay unsaved.
   */
  const commit = (stored: T) => {
    const submitted = sent.current ?? stored;
    setState((s) => {
      const values = { ...stored };
      for (const name of keysOf(stored)) if (s.values[name] !== submitted[name]) values[name] = s.values[name];
      return { values, saved: stored, errors: {}, submitted: false };
    });
  };

  /** The control a field is bound to (to move its caret, for example). */
  const element = useCallback((name: keyof T) => elements.current.get(name) ?? null, []);

  return {
    element,
    values: state.values,
    errors: state.errors,
    isDirty: !sameValues(state.values, state.saved),
    register,
    handleSubmit,
    setValue,
    setValues,
    setError,
    reset,
    commit,
  };
}
