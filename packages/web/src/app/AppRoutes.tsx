import { Route, Switch } from 'wouter';
import { lazyComponent } from '../lib/lazy-component';
import { PageFrame } from './PageFrame';
import { RequireAuth } from './RequireAuth';
import { ShellLayout } from './ShellLayout';

const HomePage = lazyComponent(() => import('../features/events/HomePage'), 'HomePage');
const LoginPage = lazyComponent(() => import('../features/auth/LoginPage'), 'LoginPage', 'sign-in');
const DecklistGuidePage = lazyComponent(() => import('../features/help/DecklistGuidePage'), 'DecklistGuidePage', 'help');
const PrivacyPage = lazyComponent(() => import('../features/help/PrivacyPage'), 'PrivacyPage', 'help');
const TermsPage = lazyComponent(() => import('../features/help/TermsPage'), 'TermsPage', 'help');
const ContributePage = lazyComponent(() => import('../features/help/ContributePage'), 'ContributePage', 'help');
const AboutPage = lazyComponent(() => import('../features/help/AboutPage'), 'AboutPage', 'help');
const CreateEventPage = lazyComponent(() => import('../features/events/CreateEventPage'), 'CreateEventPage');
const EventRoute = lazyComponent(() => import('./routes/EventRoute'), 'EventRoute');
const MissingDecksPage = lazyComponent(() => import('../features/events/MissingDecksPage'), 'MissingDecksPage', 'pages');
const QrPage = lazyComponent(() => import('../features/events/QrPage'), 'QrPage', 'pages');
const DeckRoute = lazyComponent(() => import('./routes/DeckRoute'), 'DeckRoute');
const DeckPrintPage = lazyComponent(() => import('../features/decks/DeckPrintPage'), 'DeckPrintPage');
const LibraryPage = lazyComponent(() => import('../features/library/LibraryPage'), 'LibraryPage', 'pages');
const LibraryDeckPage = lazyComponent(() => import('../features/library/LibraryDeckPage'), 'LibraryDeckPage', 'pages');
const SyncPage = lazyComponent(() => import('../features/events/SyncPage'), 'SyncPage', 'pages');
const HubPage = lazyComponent(() => import('../features/events/HubPage'), 'HubPage', 'pages');
const ToolsPage = lazyComponent(() => import('../features/timers/ToolsPage'), 'ToolsPage', 'timers');
const TimersPage = lazyComponent(() => import('../features/timers/TimersPage'), 'TimersPage', 'timers');
const NewTimerPage = lazyComponent(() => import('../features/timers/NewTimerPage'), 'NewTimerPage', 'timers');
const TimerTournamentPage = lazyComponent(() => import('../features/timers/TimerTournamentPage'), 'TimerTournamentPage', 'timers');
const DeckCheckPage = lazyComponent(() => import('../features/deck-checks/DeckCheckPage'), 'DeckCheckPage', 'pages');
const NotFoundPage = lazyComponent(() => import('../features/errors/NotFoundPage'), 'NotFoundPage');

/**
 * Every route of docs/product.md (Pages). A page of one feature loads directly; where two features meet on a
 * page, a module in ./routes composes them (features never import each other). Pages without navbar (QR poster, print view, timer display)
 * come first; the rest render inside the shell. Wrap pages that need sign-in in <RequireAuth>.
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/e/:eventId/qr">
        <PageFrame>
          <QrPage />
        </PageFrame>
      </Route>
      <Route path="/e/:eventId/missing">
        <PageFrame>
          <RequireAuth>
            <MissingDecksPage />
          </RequireAuth>
        </PageFrame>
      </Route>
      <Route path="/e/:eventId/deck/print">
        <PageFrame>
          <RequireAuth>
            <DeckPrintPage />
          </RequireAuth>
        </PageFrame>
      </Route>
      <Route>
        <ShellLayout>
          <Switch>
            <Route path="/" component={HomePage} />
            <Route path="/login" component={LoginPage} />
            <Route path="/e/new">
              <RequireAuth>
                <CreateEventPage />
              </RequireAuth>
            </Route>
            <Route path="/e/:eventId/sync/eventlink">
              <RequireAuth>
                <SyncPage />
              </RequireAuth>
            </Route>
            <Route path="/e/:eventId/deck">
              <RequireAuth>
                <DeckRoute />
              </RequireAuth>
            </Route>
            <Route path="/e/:eventId/deck-checks/:checkId">
              <RequireAuth>
                <DeckCheckPage />
              </RequireAuth>
            </Route>
            <Route path="/e/:eventId" component={EventRoute} />
            <Route path="/library">
              <RequireAuth>
                <LibraryPage />
              </RequireAuth>
            </Route>
            <Route path="/library/deck/:deckId?">
              <RequireAuth>
                <LibraryDeckPage />
              </RequireAuth>
            </Route>
            <Route path="/multi/:hubName" component={HubPage} />
            <Route path="/help/decklist" component={DecklistGuidePage} />
            <Route path="/help/privacy" component={PrivacyPage} />
            <Route path="/help/terms-and-services" component={TermsPage} />
            <Route path="/help/contribute" component={ContributePage} />
            <Route path="/help/about" component={AboutPage} />
            <Route path="/tools" component={ToolsPage} />
            <Route path="/timers" component={TimersPage} />
            <Route path="/timers/new">
              <RequireAuth>
                <NewTimerPage />
              </RequireAuth>
            </Route>
            {/* /timers/{id}/view is a separate page served by the server (timer-display.html). */}
            <Route path="/timers/:id">
              <RequireAuth>
                <TimerTournamentPage />
              </RequireAuth>
            </Route>
            <Route component={NotFoundPage} />
          </Switch>
        </ShellLayout>
      </Route>
    </Switch>
  );
}
