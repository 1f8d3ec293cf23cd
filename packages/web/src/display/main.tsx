import './display.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TimerDisplay } from './TimerDisplay';

// The public timer display's own entry (timer-display.html): React and this folder only, without the
// app shell, UI kit or TanStack Query, so that it loads fast on a hall's smart TV.

/** The tournament in /timers/{id}/view; '' (the error screen) for anything else. */
function tournamentIdOf(pathname: string) {
  const match = /^\/timers\/([^/]+)\/view\/?$/.exec(pathname);
  try {
    return match ? decodeURIComponent(match[1]!) : '';
  } catch {
    return ''; // a malformed %-escape
  }
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <TimerDisplay tournamentId={tournamentIdOf(location.pathname)} />
  </StrictMode>,
);
