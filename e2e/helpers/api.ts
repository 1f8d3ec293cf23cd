import type { BrowserContext } from 'playwright-core';

/**
 * A JSON call made with a context's cookies and the site's Origin, for setting the scene of a journey.
 * Answers the parsed body, or undefined for the empty answers most changes have.
 */
export async function apiPost<T = Record<string, unknown>>(context: BrowserContext, origin: string, path: string, data?: object) {
  const response = await context.request.post(`${origin}${path}`, { data: data ?? {}, headers: { origin } });
  if (!response.ok()) throw new Error(`POST ${path} failed: ${response.status()} ${await response.text()}`);
  const body = await response.text();
  return (body ? JSON.parse(body) : undefined) as T;
}

export const today = () => new Date().toISOString().slice(0, 10);

export async function createEvent(context: BrowserContext, origin: string, eventName: string, format = 'modern') {
  const { event_id } = await apiPost<{ event_id: string }>(context, origin, '/api/events', {
    event_name: eventName,
    format,
    event_date: today(),
  });
  return event_id;
}

/** Submits (or resubmits) the signed-in user's decklist for an event. */
export async function submitDeck(
  context: BrowserContext,
  origin: string,
  eventId: string,
  deck: { player_name: string; deck_name?: string; decklist_text: string },
) {
  return apiPost(context, origin, `/api/events/${eventId}/deck`, { deck_name: '', ...deck });
}

/** Saves a new deck in the signed-in user's library and returns its id. */
export async function saveLibraryDeck(
  context: BrowserContext,
  origin: string,
  deck: { deck_name: string; format: string; decklist_text: string },
) {
  const { deck_id } = await apiPost<{ deck_id: string }>(context, origin, '/api/decks/library', deck);
  return deck_id;
}

/** Creates a timer tournament with one clock per entry (started when `running`); returns the ids. */
export async function createTimerTournament(
  context: BrowserContext,
  origin: string,
  tournamentName: string,
  clocks: { clock_name: string; minutes: number; running?: boolean }[] = [],
) {
  const { tournament_id } = await apiPost<{ tournament_id: string }>(context, origin, '/api/timers', {
    tournament_name: tournamentName,
  });
  const clockIds: string[] = [];
  for (const clock of clocks) {
    const { clock_id } = await apiPost<{ clock_id: string }>(context, origin, `/api/timers/${tournament_id}/clocks`, {
      clock_name: clock.clock_name,
      duration_seconds: clock.minutes * 60,
    });
    if (clock.running) await apiPost(context, origin, `/api/timers/${tournament_id}/clocks/${clock_id}`, { is_running: true });
    clockIds.push(clock_id);
  }
  return { tournamentId: tournament_id, clockIds };
}
