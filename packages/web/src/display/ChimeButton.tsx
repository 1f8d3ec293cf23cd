import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { audioReady, chimeWanted, playChime, setChimeWanted, unlockAudio } from './chime';

/**
 * The per-screen switch for the chime at 00:00. Switching it on is the click browsers require
 * before a page plays sound; a display reloaded with the chime on waits for the next click or key.
 */
export function ChimeButton() {
  const { t } = useLingui();
  const [on, setOn] = useState(chimeWanted);
  const [soundAllowed, setSoundAllowed] = useState(audioReady);

  useEffect(() => {
    const allowSound = async () => {
      if (chimeWanted() && (await unlockAudio())) setSoundAllowed(true);
    };
    document.addEventListener('pointerdown', allowSound, { once: true });
    document.addEventListener('keydown', allowSound, { once: true });
    return () => {
      document.removeEventListener('pointerdown', allowSound);
      document.removeEventListener('keydown', allowSound);
    };
  }, []);

  const toggle = async () => {
    // On but blocked: the click allows sound and leaves the chime on.
    const next = !chimeWanted() || !audioReady();
    setChimeWanted(next);
    setOn(next);
    if (next && (await unlockAudio())) playChime(); // a sample, so the organiser hears it works
    setSoundAllowed(audioReady());
  };

  const blocked = on && !soundAllowed;
  const label = blocked ? t`Chime at 00:00: on (click to allow sound)` : on ? t`Chime at 00:00: on` : t`Chime at 00:00: off`;
  return (
    <button className="chime" type="button" aria-pressed={on} data-blocked={blocked || undefined} onClick={() => void toggle()}>
      {label}
    </button>
  );
}
