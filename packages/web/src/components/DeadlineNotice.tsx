import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { formatDeadline } from './format';

/** The value of a datetime-local field for an instant, in the viewer's time zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return [day, time].join('T'); // YYYY-MM-DDTHH:MM
}

/** '2 h 05 min', '4 min 30 s', '12 s' (in the current language). */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (total >= 86_400) {
    const days = Math.floor(total / 86_400);
    const hours = h % 24;
    return t({ message: `${days} d ${hours} h`, comment: 'Time left, abbreviated: days and hours' });
  }
  if (h > 0) {
    const hours = h;
    const minutes = String(m).padStart(2, '0');
    return t({ message: `${hours} h ${minutes} min`, comment: 'Time left, abbreviated: hours and minutes (two digits)' });
  }
  if (m > 0) {
    const minutes = m;
    const seconds = String(s).padStart(2, '0');
    return t({ message: `${minutes} min ${seconds} s`, comment: 'Time left, abbreviated: minutes and seconds (two digits)' });
  }
  const seconds = s;
  return t({ message: `${seconds} s`, comment: 'Time left, abbreviated: seconds' });
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
  const { t } = useLingui();
  const left = useTimeLeft(deadline) ?? 0;
  const closesAt = formatDeadline(deadline);
  const timeLeft = formatTimeLeft(left);
  const countdown = left > 0 ? t`${timeLeft} left` : t`closing now`;
  return (
    <span>
      <Trans>
        Submissions close on <strong>{closesAt}</strong> ·{' '}
        <span data-testid="time-left" style={{ whiteSpace: 'nowrap' }}>
          {countdown}
        </span>
      </Trans>
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
