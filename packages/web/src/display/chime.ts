/**
 * The optional chime at 00:00, played with Web Audio (no sound file to download). Browsers only
 * let a page play sound after a click or key press on it, so switching the chime on is that
 * click, and a display that reloads with the chime on waits for the next one.
 */
const STORAGE_KEY = 'decklist.timer-display.chime';
let context: AudioContext | undefined;

export const chimeWanted = () => {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
};

export function setChimeWanted(on: boolean) {
  try {
    localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/** Call from a click or key handler: creates or resumes the audio context. */
export async function unlockAudio(): Promise<boolean> {
  try {
    context ??= new AudioContext();
    if (context.state !== 'running') await context.resume();
    return context.state === 'running';
  } catch {
    return false;
  }
}

export const audioReady = () => context?.state === 'running';

/** Three soft rising notes. */
export function playChime() {
  if (!context || context.state !== 'running') return;
  const start = context.currentTime + 0.02;
  [659.25, 783.99, 1046.5].forEach((frequency, i) => {
    const oscillator = context!.createOscillator();
    const gain = context!.createGain();
    const at = start + i * 0.28;
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.9);
    oscillator.connect(gain).connect(context!.destination);
    oscillator.start(at);
    oscillator.stop(at + 1);
  });
}
