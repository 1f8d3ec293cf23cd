import { useEffect, useState } from 'react';
import { ChimeButton } from './ChimeButton';
import { FullScreenButton, useFullScreen } from './FullScreenButton';

/** How long the controls stay after the last pointer movement or key, in full screen. */
export const CONTROLS_IDLE_MS = 3000;

/** True once the pointer and the keyboard have been still for `CONTROLS_IDLE_MS` while `active`. */
function useIdle(active: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sleepLater = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setIdle(true), CONTROLS_IDLE_MS);
    };
    const wake = () => {
      setIdle(false);
      sleepLater();
    };
    const events = ['pointermove', 'pointerdown', 'keydown', 'focusin'] as const;
    for (const name of events) document.addEventListener(name, wake, { passive: true });
    sleepLater();
    return () => {
      clearTimeout(timer);
      for (const name of events) document.removeEventListener(name, wake);
      setIdle(false);
    };
  }, [active]);
  return active && idle;
}

/**
 * The display's buttons, below the clocks. In full screen they fade out when nobody moves the pointer
 * or presses a key for a few seconds, and come back on either; a button with the focus stays. They
 * keep their place (faded, not removed), so the clocks never move.
 */
export function DisplayControls({ fullScreenButton }: { fullScreenButton: boolean }) {
  const hidden = useIdle(useFullScreen());
  return (
    <div className="controls" data-hidden={hidden || undefined}>
      {fullScreenButton && <FullScreenButton />}
      <ChimeButton />
    </div>
  );
}
