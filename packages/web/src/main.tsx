import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { activateLocale, initialLocale } from './lib/i18n';

// The catalogue loads beside the first page's data and code; the app shows once it is here.
activateLocale(initialLocale()).catch(() => activateLocale('en'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
