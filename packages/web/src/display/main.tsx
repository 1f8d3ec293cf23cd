import './display.css';
import type { Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLocale, findLocale, i18n, initialLocale, type CatalogueLoaders, type Locale } from '../lib/i18n';
import { TimerDisplay } from './TimerDisplay';
import { startServiceWorker } from '../sw/start';

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

/**
 * The display's language: the one its address asks for (?lang=ja, so that the organiser sets the hall's
 * screens), otherwise the one chosen on this browser or its preferred languages.
 */
function displayLocale(search: string): Locale {
  const asked = new URLSearchParams(search).get('lang');
  return (asked && findLocale([asked])) || initialLocale();
}

// The display's own small catalogues (src/locales/display), not the app's.
const DISPLAY_CATALOGUES: CatalogueLoaders = import.meta.glob<{ messages: Messages }>('../locales/display/*.po');

// Only that language's catalogue loads, beside the display's data; the display shows once it is here.
activateLocale(displayLocale(location.search), DISPLAY_CATALOGUES).catch(() => activateLocale('en', DISPLAY_CATALOGUES));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <TimerDisplay tournamentId={tournamentIdOf(location.pathname)} />
    </I18nProvider>
  </StrictMode>,
);

startServiceWorker();
