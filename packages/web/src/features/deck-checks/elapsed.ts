import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';

/** '6 min 05 s', in the current language (call it at render time). */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return t({ message: `${minutes} min ${seconds} s`, comment: 'How long a deck check took: minutes and seconds (two digits), e.g. 6 min 05 s' });
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
