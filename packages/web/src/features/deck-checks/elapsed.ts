import { useEffect, useState } from 'react';

/** '6 min 05 s' */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/** How long a check has taken: until it ended, or until now (updated every second while it runs). */
export function useElapsed(startedAt: string | null, endedAt: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  const running = startedAt !== null && endedAt === null;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  if (!startedAt) return null;
  return (endedAt ? Date.parse(endedAt) : now) - Date.parse(startedAt);
}
