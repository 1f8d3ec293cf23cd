import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client';
import { App } from './app/App';
import { firstPageReady } from './app/first-page-code';
import { activateLocale, initialLocale, loadEveryCataloguePart } from './lib/i18n';
import { startServiceWorker } from './sw/start';

const queryClient = createQueryClient();
const { pathname, search } = window.location;
// The app renders once the reader's language and what the first page shows at once are here: both were
// started by the HTML, and the first render is then the page itself (app/first-page-code.ts).
const language = activateLocale(initialLocale()).catch(() => activateLocale('en'));
const ready = Promise.all([language, firstPageReady(queryClient, pathname, search)]).catch(() => undefined);

// A transition, so that React renders the first page in slices between which the browser stays responsive
// (on a slow phone one pass over the whole page is a long task).
const root = createRoot(document.getElementById('root')!);
void ready.then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  ),
);

// Once the worker is in place, the rest of the reader's language, for it to keep (pages opened offline).
startServiceWorker(() => void language.then(loadEveryCataloguePart));
