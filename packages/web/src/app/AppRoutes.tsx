import { Route, Switch } from 'wouter';
import {
  AboutPage,
  ContributePage,
  CreateEventPage,
  DeckCheckPage,
  DeckPrintPage,
  DeckRoute,
  DecklistGuidePage,
  EventRoute,
  HomePage,
  HubPage,
  LibraryDeckPage,
  LibraryPage,
  LoginPage,
  MissingDecksPage,
  NewTimerPage,
  NotFoundPage,
  PoolRoute,
  PrivacyPage,
  QrPage,
  SyncPage,
  TermsPage,
  TimerTournamentPage,
  TimersPage,
  ToolsPage,
} from './pages';
import { PageFrame } from './PageFrame';
import { RequireAuth } from './RequireAuth';
import { ShellLayout } from './ShellLayout';

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
            <Route path="/e/:eventId/pool/:part?">
              <RequireAuth>
                <PoolRoute />
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
