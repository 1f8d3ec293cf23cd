import { Plural, Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { AlarmIcon, Alert } from '../../components/ui';

/** The minutes before a deadline at which a form with unsent changes warns, largest first. */
const DEADLINE_WARNINGS_MIN = [5, 1] as const;
// setTimeout holds at most about 24.8 days: longer waits wake up by the hour and look again.
const LONGEST_WAIT_MS = 3_600_000;

/**
 * The smallest of DEADLINE_WARNINGS_MIN that the time left until `iso` is within (5: less than 5
 * minutes left, 1: less than 1 minute), kept current by a timer set for the next one; null earlier
 * and once passed.
 */
function useDeadlineWarning(iso: string): number | null {
  const [now, setNow] = useState(() => Date.now());
  const at = Date.parse(iso);
  useEffect(() => {
    const next = [...DEADLINE_WARNINGS_MIN.map((minutes) => at - minutes * 60_000), at].find((moment) => moment > now);
    if (next === undefined) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(next - now, LONGEST_WAIT_MS));
    return () => window.clearTimeout(timer);
  }, [at, now]);
  const left = at - now;
  if (!(left > 0)) return null;
  return [...DEADLINE_WARNINGS_MIN].reverse().find((minutes) => left <= minutes * 60_000) ?? null;
}

/**
 * 'Less than 5 minutes left to submit: …' near the submit button while the player's changes are
 * unsent (docs/product.md, Deadlines). The live region stays in place so that its news is read out.
 */
export function DeadlineWarning({ deadline, unsent }: { deadline: string; unsent: boolean }) {
  const minutes = useDeadlineWarning(deadline);
  const shown = unsent && minutes !== null;
  // Empty, the region takes no room (no gap in the form).
  return (
    <div role="status" style={shown ? undefined : { position: 'absolute' }} data-testid="deadline-warning">
      {unsent && minutes !== null && (
        <Alert color="orange">
          <AlarmIcon />{' '}
          <Trans>
            Less than <Plural value={minutes} one="# minute" other="# minutes" /> left to submit: your changes are not sent yet.
          </Trans>
        </Alert>
      )}
    </div>
  );
}
