import { PERSONAL_STORAGE } from '../../lib/device-storage';
import { useKeptState } from '../../lib/use-kept-state';
import type { Counts } from './CountingAid';

const NONE: Counts = {};

const parseCounts = (kept: unknown): Counts =>
  typeof kept === 'object' && kept !== null
    ? (Object.fromEntries(Object.entries(kept).filter(([, n]) => Number.isInteger(n) && (n as number) >= 0)) as Counts)
    : NONE;

/**
 * A deck check's counts, kept on this device as they are made, per judge and check: a phone that reloads
 * a background tab, or a page opened again offline, finds every line as it was counted. Forgotten once the
 * check's outcome is recorded (and at logout, with the viewer's other kept data).
 */
export function useKeptCounts(viewerId: string | undefined, checkId: string, recorded: boolean): [Counts, (counts: Counts) => void] {
  const key = viewerId ? `${PERSONAL_STORAGE.deckCheckCounts}${viewerId}:${checkId}` : undefined;
  return useKeptState(key, parseCounts, NONE, recorded);
}
