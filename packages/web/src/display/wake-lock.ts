/**
 * Keeps the screen on while the display is visible (where the browser supports it).
 * Returns a function that stops asking and releases the lock.
 */
export function keepScreenAwake(): () => void {
  let lock: WakeLockSentinel | undefined;
  let stopped = false;
  const request = async () => {
    if (!('wakeLock' in navigator) || document.visibilityState !== 'visible' || (lock && !lock.released)) return;
    try {
      const granted = await navigator.wakeLock.request('screen');
      if (stopped) void granted.release();
      else lock = granted;
    } catch {
      // Refused (battery saver, no permission): the display works anyway.
    }
  };
  // The browser releases the lock when the page is hidden; ask again when it is back.
  const onVisibilityChange = () => void request();
  document.addEventListener('visibilitychange', onVisibilityChange);
  void request();
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', onVisibilityChange);
    void lock?.release().catch(() => undefined);
  };
}
