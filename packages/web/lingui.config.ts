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
  '<rootDir>/src/app/routes/DeckCheckRoute.tsx',
  '<rootDir>/src/features/deck-checks/CountingAid.tsx',
  '<rootDir>/src/features/deck-checks/OutcomeForm.tsx',
];

// What only the owner and judges see on the event page: loaded with the management view and the deck checks,
// so that a player's page does not carry it.
const ORGANISER = [
  ...['ManageEvent', 'PlayerList', 'RemindPlayers', 'PersonForm', 'EventDetailsEditor', 'StatusToggle', 'DeadlineForm']
    .map((name) => `<rootDir>/src/features/events/${name}.tsx`),
  ...['ShareSection', 'JudgesSection', 'PublishLists', 'RemovedPlayers'].map((name) => `<rootDir>/src/features/events/${name}.tsx`),
  ...['DeckChecksSection', 'DrawForm', 'DeckCheckLog', 'TimerLinkForm'].map((name) => `<rootDir>/src/features/deck-checks/${name}.tsx`),
];

// The owner's and judges' review of one player's deck, loaded with it.
const REVIEW = ['OrganiserReview', 'OrganiserDeck', 'ReviewBar'].map((name) => `<rootDir>/src/features/decks/${name}.tsx`);

// A deck's warnings and the box of changes not sent, loaded when one is shown: most decks have neither.
const WARNINGS = ['DeckWarnings', 'CardWarnings', 'UnsentChangesBox'].map((name) => `<rootDir>/src/decklist/${name}.tsx`);

// What a page says when the network is gone or a new version waits, loaded when it is shown (and kept by the
// service worker for the reader's language).
const OFFLINE = ['<rootDir>/src/decklist/UnsentNoticeBox.tsx', '<rootDir>/src/app/OfflineNoticeBox.tsx', '<rootDir>/src/app/NewVersionNoticeBox.tsx'];

// A deck's earlier versions and what changed since its check, loaded when they are opened or shown.
const REVISIONS = ['RevisionsBody', 'ChangesSinceChecked', 'ChangeList'].map((name) => `<rootDir>/src/features/decks/${name}.tsx`);

// Limited events: the set-up of sets and boosters, and the pool pages, loaded with them.
const LIMITED_FILES = ['LimitedSetupFields', 'LimitedSetupSection'].map((name) => `<rootDir>/src/features/events/${name}.tsx`);
const LIMITED = ['<rootDir>/src/features/pools', '<rootDir>/src/app/routes/LimitedEventParts.tsx', ...LIMITED_FILES];

// The languages the app ships (docs/decisions/0019-languages-with-lingui.md). English is the source: every
// message is written in English in the code, and `npm run i18n:extract` gathers them into each catalogue.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'es', 'it', 'pt-BR', 'ja'],
  fallbackLocales: { default: 'en' },
  // The hall's display is its own small entry with its own catalogue. The app's catalogue holds what its
  // first pages say; the help pages, the round-timer tool, sign-in, the lists above and the server's problems are parts loaded with
  // the pages (or the error) that need them (src/lib/i18n/activate.ts).
  catalogs: [
    { path: '<rootDir>/src/locales/display/{locale}', include: ['<rootDir>/src/display'] },
    { path: '<rootDir>/src/locales/help/{locale}', include: ['<rootDir>/src/features/help'] },
    { path: '<rootDir>/src/locales/timers/{locale}', include: ['<rootDir>/src/features/timers'] },
    { path: '<rootDir>/src/locales/problems/{locale}', include: ['<rootDir>/src/api/problem-messages.ts'] },
    { path: '<rootDir>/src/locales/pages/{locale}', include: PAGES },
    { path: '<rootDir>/src/locales/organiser/{locale}', include: ORGANISER },
    { path: '<rootDir>/src/locales/review/{locale}', include: REVIEW },
    { path: '<rootDir>/src/locales/revisions/{locale}', include: REVISIONS },
    { path: '<rootDir>/src/locales/warnings/{locale}', include: WARNINGS },
    { path: '<rootDir>/src/locales/sign-in/{locale}', include: ['<rootDir>/src/features/auth'] },
    { path: '<rootDir>/src/locales/offline/{locale}', include: OFFLINE },
    { path: '<rootDir>/src/locales/limited/{locale}', include: LIMITED },
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src/locales/**', '<rootDir>/src/display/**', '<rootDir>/src/features/help/**', '<rootDir>/src/features/timers/**', '<rootDir>/src/api/problem-messages.ts', '<rootDir>/src/features/auth/**', ...PAGES, ...ORGANISER, ...REVIEW, ...REVISIONS, ...WARNINGS, ...OFFLINE, ...LIMITED_FILES, '<rootDir>/src/app/routes/LimitedEventParts.tsx', '<rootDir>/src/features/pools/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
