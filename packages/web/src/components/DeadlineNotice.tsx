import { useEffect, useState } from 'react';
import { formatDeadline } from './format';

/** The value of a datetime-local field for an instant, in the viewer's time zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** '2 h 05 min', '4 min 30 s', '12 s'. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (seconds >= 86_400) return `${Math.floor(seconds / 86_400)} d ${h % 24} h`;
  if (h > 0) return `${h} h ${String(m).padStart(2, '0')} min`;
  if (m > 0) return `${m} min ${String(s).padStart(2, '0')} s`;
  return `${s} s`;
}

/** Milliseconds until an instant, kept current once a second. */
export function useTimeLeft(iso: string | null | undefined): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [iso]);
  return iso ? new Date(iso).getTime() - now : undefined;
}

/** 'Submissions close on … (zone) · 4 min 30 s left', for players and organisers. */
export function DeadlineNotice({ deadline }: { deadline: string }) {
  const left = useTimeLeft(deadline) ?? 0;
  return (
    <span>
      Submissions close on <strong>{formatDeadline(deadline)}</strong> ·{' '}
      <span data-testid="time-left">{left > 0 ? `${formatTimeLeft(left)} left` : 'closing now'}</span>
    </span>
  );
}

/**
 * Why a closed event is closed: its deadline has come, or an organiser closed it by hand (with no
 * deadline, or before it). Kept current, so a hand-closed event whose deadline then passes says so.
 */
export function useClosedBy(deadline: string | null | undefined): 'deadline' | 'organiser' {
  const left = useTimeLeft(deadline);
  return left !== undefined && left <= 0 ? 'deadline' : 'organiser';
}
