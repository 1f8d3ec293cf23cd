import { preloadableComponent } from '../lib/lazy-component';

// Each page's code is its own chunk, loaded when the page is opened; the first page's before the app renders
// (first-page-code.ts). AppRoutes says which address opens which.
export const HomePage = preloadableComponent(() => import('../features/events/HomePage'), 'HomePage');
export const LoginPage = preloadableComponent(() => import('../features/auth/LoginPage'), 'LoginPage', 'sign-in');
export const DecklistGuidePage = preloadableComponent(() => import('../features/help/DecklistGuidePage'), 'DecklistGuidePage', 'help');
export const PrivacyPage = preloadableComponent(() => import('../features/help/PrivacyPage'), 'PrivacyPage', 'help');
export const TermsPage = preloadableComponent(() => import('../features/help/TermsPage'), 'TermsPage', 'help');
export const ContributePage = preloadableComponent(() => import('../features/help/ContributePage'), 'ContributePage', 'help');
export const AboutPage = preloadableComponent(() => import('../features/help/AboutPage'), 'AboutPage', 'help');
export const CreateEventPage = preloadableComponent(() => import('../features/events/CreateEventPage'), 'CreateEventPage');
export const EventRoute = preloadableComponent(() => import('./routes/EventRoute'), 'EventRoute');
export const MissingDecksPage = preloadableComponent(() => import('../features/events/MissingDecksPage'), 'MissingDecksPage', 'pages');
export const QrPage = preloadableComponent(() => import('../features/events/QrPage'), 'QrPage', 'pages');
export const DeckRoute = preloadableComponent(() => import('./routes/DeckRoute'), 'DeckRoute');
export const DeckPrintPage = preloadableComponent(() => import('../features/decks/DeckPrintPage'), 'DeckPrintPage');
export const LibraryPage = preloadableComponent(() => import('../features/library/LibraryPage'), 'LibraryPage', 'pages');
export const LibraryDeckPage = preloadableComponent(() => import('../features/library/LibraryDeckPage'), 'LibraryDeckPage', 'pages');
export const SyncPage = preloadableComponent(() => import('../features/events/SyncPage'), 'SyncPage', 'pages');
export const HubPage = preloadableComponent(() => import('../features/events/HubPage'), 'HubPage', 'pages');
export const ToolsPage = preloadableComponent(() => import('../features/timers/ToolsPage'), 'ToolsPage', 'timers');
export const TimersPage = preloadableComponent(() => import('../features/timers/TimersPage'), 'TimersPage', 'timers');
export const NewTimerPage = preloadableComponent(() => import('../features/timers/NewTimerPage'), 'NewTimerPage', 'timers');
export const TimerTournamentPage = preloadableComponent(() => import('../features/timers/TimerTournamentPage'), 'TimerTournamentPage', 'timers');
export const PoolRoute = preloadableComponent(() => import('../features/pools/PoolRoute'), 'PoolRoute', 'limited');
export const DeckCheckPage = preloadableComponent(() => import('./routes/DeckCheckRoute'), 'DeckCheckRoute', 'pages');
export const NotFoundPage = preloadableComponent(() => import('../features/errors/NotFoundPage'), 'NotFoundPage');
