import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { PERSONAL_STORAGE } from '../lib/device-storage';

/** A save that did not get through: the values pressed Submit with, and the key that names that save. */
export interface UnsentSave<T> {
  values: T;
  key: string;
  /** How many sends failed so far (the next waits the longer). */
  failures: number;
}

/** Waits between sends while a save is not through: 2 s, 4 s, 8 s... at most 30 s. */
const retryDelay = (failures: number) => Math.min(2000 * 2 ** Math.max(0, failures - 1), 30_000);

/**
 * Sends `unsent` again by itself while the page is open: at once when the browser says the network is
 * back, and otherwise after a wait that grows with each failure. `send` is called once at a time.
 */
export function useResendUnsent<T>(unsent: UnsentSave<T> | null, send: (save: UnsentSave<T>) => Promise<void>) {
  const sending = useRef(false);
  const sendNow = () => {
    if (!unsent || sending.current) return;
    sending.current = true;
    void send(unsent).finally(() => {
      sending.current = false;
    });
  };
  const sendAgain = useEffectEvent(sendNow);

  useEffect(() => {
    if (!unsent) return;
    const again = () => sendAgain();
    const timer = setTimeout(again, retryDelay(unsent.failures));
    window.addEventListener('online', again);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', again);
    };
  }, [unsent]);

  return sendNow;
}

/** Whether two forms' values are the same (the save of an unsent edit keeps its key only for the same values). */
export const sameValues = <T extends object>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);

function readUnsent<T>(key: string | undefined): UnsentSave<T> | null {
  if (!key) return null;
  try {
    const stored = JSON.parse(localStorage.getItem(PERSONAL_STORAGE.unsent + key) ?? 'null') as UnsentSave<T> | null;
    return stored && typeof stored.key === 'string' && typeof stored.failures === 'number' ? stored : null;
  } catch {
    return null;
  }
}

function writeUnsent<T>(key: string | undefined, unsent: UnsentSave<T> | null) {
  if (!key) return;
  try {
    if (unsent) localStorage.setItem(PERSONAL_STORAGE.unsent + key, JSON.stringify(unsent));
    else localStorage.removeItem(PERSONAL_STORAGE.unsent + key);
  } catch {
    // not kept: it is still sent while the page is open
  }
}

/**
 * The save pressed but not through, kept in this browser under `storageKey` (the form's draft key): a page
 * reloaded, or opened again, sends it by itself under the same key, so the server makes it once.
 */
export function useUnsentSave<T>(storageKey: string | undefined) {
  const [unsent, setState] = useState<UnsentSave<T> | null>(() => readUnsent<T>(storageKey));
  const setUnsent = useCallback(
    (next: UnsentSave<T> | null) => {
      setState(next);
      writeUnsent(storageKey, next);
    },
    [storageKey],
  );
  return [unsent, setUnsent] as const;
}
