import { Route, Switch } from 'wouter';
import { lazyPage } from './lazy-page';
import { PageFrame } from './PageFrame';
import { RequireAuth } from './RequireAuth';
import { ShellLayout } from './ShellLayout';

const HomePage = lazyPage(() => import('../features/events/HomePage'), 'HomePage');
const LoginPage = lazyPage(() => import('../features/auth/LoginPage'), 'LoginPage');
const DecklistGuidePage = lazyPage(() => import('../features/help/DecklistGuidePage'), 'DecklistGuidePage');
const PrivacyPage = lazyPage(() => import('../features/help/PrivacyPage'), 'PrivacyPage');
const TermsPage = lazyPage(() => import('../features/help/TermsPage'), 'TermsPage');
const ContributePage = lazyPage(() => import('../features/help/ContributePage'), 'ContributePage');
const AboutPage = lazyPage(() => import('../features/help/AboutPage'), 'AboutPage');
const CreateEventPage = lazyPage(() => import('../features/events/CreateEventPage'), 'CreateEventPage');
const EventRoute = lazyPage(() => import('./routes/event'), 'EventRoute');
const MissingDecksPage = lazyPage(() => import('../features/events/MissingDecksPage'), 'MissingDecksPage');
const QrPage = lazyPage(() => import('../features/events/QrPage'), 'QrPage');
const DeckRoute = lazyPage(() => import('./routes/deck'), 'DeckRoute');
const DeckPrintPage = lazyPage(() => import('../features/decks/DeckPrintPage'), 'DeckPrintPage');
const LibraryPage = lazyPage(() => import('../features/library/LibraryPage'), 'LibraryPage');
const LibraryDeckPage = lazyPage(() => import('../features/library/LibraryDeckPage'), 'LibraryDeckPage');
const SyncPage = lazyPage(() => import('../features/events/SyncPage'), 'SyncPage');
const HubPage = lazyPage(() => import('../features/events/HubPage'), 'HubPage');
const ToolsPage = lazyPage(() => import('../features/timers/ToolsPage'), 'ToolsPage');
const TimersPage = lazyPage(() => import('../features/timers/TimersPage'), 'TimersPage');
const NewTimerPage = lazyPage(() => import('../features/timers/NewTimerPage'), 'NewTimerPage');
const TimerTournamentPage = lazyPage(() => import('../features/timers/TimerTournamentPage'), 'TimerTournamentPage');
const NotFoundPage = lazyPage(() => import('../features/errors/NotFoundPage'), 'NotFoundPage');

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
