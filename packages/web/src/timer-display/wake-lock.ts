/** Keeps the screen on while the display is visible (where the browser supports it). */
export function keepScreenAwake() {
  let lock: WakeLockSentinel | undefined;
  const request = async () => {
    if (!('wakeLock' in navigator) || document.visibilityState !== 'visible' || (lock && !lock.released)) return;
    try {
      lock = await navigator.wakeLock.request('screen');
    } catch {
      // Refused (battery saver, no permission): the display works anyway.
    }
  };
  // The browser releases the lock when the page is hidden; ask again when it is back.
  document.addEventListener('visibilitychange', () => void request());
  void request();
}
