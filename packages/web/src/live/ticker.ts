/**
 * Calls `onTick` at the instants a shown second changes (not on an interval started at page load),
 * so every screen flips together. `nextDelay` says how long until the next change, or undefined
 * when nothing runs. Call `realign` after the clocks or the clock offset change.
 */
export function startTicker(nextDelay: () => number | undefined, onTick: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const schedule = () => {
    clearTimeout(timer);
    const delay = nextDelay();
    if (stopped || delay === undefined) return;
    // One ms late rather than early: a timer that fired early would show the old second again.
    timer = setTimeout(() => {
      onTick();
      schedule();
    }, delay + 1);
  };
  schedule();
  return {
    realign: schedule,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
