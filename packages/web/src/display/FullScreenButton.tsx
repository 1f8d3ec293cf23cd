import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

export const goFullScreen = () => void document.documentElement.requestFullscreen?.().catch(() => undefined);

/** Whether the page is in full screen now. */
export function useFullScreen(): boolean {
  const [full, setFull] = useState(() => document.fullscreenElement !== null && document.fullscreenElement !== undefined);
  useEffect(() => {
    const onChange = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  return full;
}

/** A visible way into full screen (double-click works too, but nobody finds it) and back out. */
export function FullScreenButton() {
  const full = useFullScreen();
  if (!document.fullscreenEnabled && !full) return null; // e.g. an iPhone: the browser has no full screen for pages
  return (
    <button
      className="chime"
      type="button"
      onClick={() => (full ? void document.exitFullscreen().catch(() => undefined) : goFullScreen())}
    >
      {full ? <Trans>Exit full screen</Trans> : <Trans>Full screen</Trans>}
    </button>
  );
}
