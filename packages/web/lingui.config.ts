import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Pages (and parts of pages) that only open from a link, each loaded on its own: the organiser's tools and the library.
const PAGES = [
  '<rootDir>/src/features/library/LibraryPage.tsx',
  '<rootDir>/src/features/library/LibraryDeckPage.tsx',
  '<rootDir>/src/features/library/ImportFromEvent.tsx',
  '<rootDir>/src/features/library/LibraryDeckForm.tsx',
  '<rootDir>/src/features/events/MissingDecksPage.tsx',
  '<rootDir>/src/features/events/SyncPage.tsx',
  '<rootDir>/src/features/events/QrPage.tsx',
  '<rootDir>/src/features/events/HubPage.tsx',
  '<rootDir>/src/features/deck-checks/DeckCheckPage.tsx',
  '<rootDir>/src/features/deck-checks/CountingAid.tsx',
  '<rootDir>/src/features/deck-checks/OutcomeForm.tsx',
  '<rootDir>/src/features/events/PublishLists.tsx',
  '<rootDir>/src/features/events/RemovedPlayers.tsx',
];

// The languages the app ships (docs/decisions/0019-languages-with-lingui.md). English is the source: every
// message is written in English in the code, and `npm run i18n:extract` gathers them into each catalogue.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'es', 'it', 'pt-BR', 'ja'],
  fallbackLocales: { default: 'en' },
  // The hall's display is its own small entry with its own catalogue. The app's catalogue holds what its
  // first pages say; the help pages, the round-timer tool, the PAGES above and the server's problems are parts loaded with
  // the pages (or the error) that need them (src/lib/i18n/activate.ts).
  catalogs: [
    { path: '<rootDir>/src/locales/display/{locale}', include: ['<rootDir>/src/display'] },
    { path: '<rootDir>/src/locales/help/{locale}', include: ['<rootDir>/src/features/help'] },
    { path: '<rootDir>/src/locales/timers/{locale}', include: ['<rootDir>/src/features/timers'] },
    { path: '<rootDir>/src/locales/problems/{locale}', include: ['<rootDir>/src/api/problem-messages.ts'] },
    { path: '<rootDir>/src/locales/pages/{locale}', include: PAGES },
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src/locales/**', '<rootDir>/src/display/**', '<rootDir>/src/features/help/**', '<rootDir>/src/features/timers/**', '<rootDir>/src/api/problem-messages.ts', ...PAGES],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
