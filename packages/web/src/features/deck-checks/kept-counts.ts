import { useEffect, useState } from 'react';
import { PERSONAL_STORAGE } from '../../lib/device-storage';
import type { Counts } from './CountingAid';

const keyOf = (viewerId: string, checkId: string) => `${PERSONAL_STORAGE.deckCheckCounts}${viewerId}:${checkId}`;

function read(key: string): Counts {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    if (typeof kept !== 'object' || kept === null) return {};
    return Object.fromEntries(Object.entries(kept).filter(([, n]) => Number.isInteger(n) && (n as number) >= 0)) as Counts;
  } catch {
    return {};
  }
}

/**
 * A deck check's counts, kept on this device as they are made, per judge and check: a phone that reloads
 * a background tab, or a page opened again offline, finds every line as it was counted. Forgotten once the
 * check's outcome is recorded (and at logout, with the viewer's other kept data).
 */
export function useKeptCounts(viewerId: string | undefined, checkId: string, recorded: boolean): [Counts, (counts: Counts) => void] {
  const key = viewerId ? keyOf(viewerId, checkId) : undefined;
  const [counts, setCounts] = useState<Counts>(() => (key && !recorded ? read(key) : {}));
  const [readFor, setReadFor] = useState(key);
  if (readFor !== key) {
    // The viewer became known after the first render (their session was still being read).
    setReadFor(key);
    if (key && !recorded) setCounts(read(key));
  }
  useEffect(() => {
    if (!key) return;
    try {
      if (recorded || Object.keys(counts).length === 0) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(counts));
    } catch {
      // storage refused or full: the counts live as long as the page
    }
  }, [key, counts, recorded]);
  return [counts, setCounts];
}
