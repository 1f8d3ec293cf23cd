import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

function read<T>(key: string, parse: (kept: unknown) => T, empty: T): T {
  try {
    const kept = localStorage.getItem(key);
    return kept === null ? empty : parse(JSON.parse(kept));
  } catch {
    return empty;
  }
}

/**
 * State kept in this browser's local storage under `key` as it changes, so that a reload (a phone drops
 * background tabs) or a page opened offline finds it as it was. `parse` takes what was stored (anything: it
 * may be old or edited) and returns a valid value. An empty value, a missing key, or `forget` removes it.
 * The key should start with one of PERSONAL_STORAGE's prefixes, so that logging out forgets it.
 */
export function useKeptState<T extends object>(
  key: string | undefined,
  parse: (kept: unknown) => T,
  empty: T,
  forget = false,
): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(() => (key && !forget ? read(key, parse, empty) : empty));
  const [readFor, setReadFor] = useState(key);
  if (readFor !== key) {
    // The key became known after the first render (the viewer's session was still being read).
    setReadFor(key);
    if (key && !forget) setValue(read(key, parse, empty));
  }
  useEffect(() => {
    if (!key) return;
    try {
      if (forget || Object.keys(value).length === 0) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // storage refused or full: the value lives as long as the page
    }
  }, [key, value, forget]);
  return [value, setValue];
}
