import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { activateLocale, initialLocale } from './lib/i18n';

// The catalogue loads beside the first page's data and code; the app shows once it is here.
activateLocale(initialLocale()).catch(() => activateLocale('en'));

// A transition, so that React renders the first page in slices between which the browser stays responsive
// (on a slow phone one pass over the whole page is a long task).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
