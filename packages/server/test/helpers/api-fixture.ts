import type { TestApp, TestClient } from './app';

/** Real ids of one of everything, so that calls reach past the lookups to the code behind them. */
export interface ApiFixture {
  eventId: string;
  playerId: string;
  deckId: string;
  tournamentId: string;
  clockId: string;
  managerId: string;
  revisionId: number;
  owner: TestClient & { userId: string };
  player: TestClient & { userId: string };
}

export const FIXTURE_OWNER = 'robust-owner@example.test';
export const FIXTURE_PLAYER = 'robust-player@example.test';

/**
 * An owner with an event (the player has a deck in it), a saved library deck, and a timer tournament
 * with a clock and a manager.
 */
export async function createApiFixture(t: TestApp): Promise<ApiFixture> {
  const owner = await t.signedIn(FIXTURE_OWNER);
  const player = await t.signedIn(FIXTURE_PLAYER);
  const today = new Date(t.clock.now()).toISOString().slice(0, 10);
  const event = await owner.post('/api/events', { event_name: 'Robust', format: 'modern', event_date: today });
  const eventId = event.json().event_id as string;
  const submitted = await player.post(`/api/events/${eventId}/deck`, { player_name: 'P', deck_name: '', decklist_text: '4 Lightning Bolt' });
  if (submitted.statusCode !== 200) throw new Error(`fixture: deck not submitted (${submitted.statusCode})`);
  const library = await owner.post('/api/decks/library', { deck_name: 'Saved', format: 'modern', decklist_text: '4 Lightning Bolt' });
  const tournament = await owner.post('/api/timers', { tournament_name: 'Robust' });
  const tournamentId = tournament.json().tournament_id as string;
  const clock = await owner.post(`/api/timers/${tournamentId}/clocks`, { clock_name: 'R1', duration_seconds: 600 });
  await owner.post(`/api/timers/${tournamentId}/managers`, { user_email: 'robust-m@example.test', user_name: 'M' });
  const fixture = {
    eventId,
    playerId: player.userId,
    deckId: library.json().deck_id as string,
    tournamentId,
    clockId: clock.json().clock_id as string,
    managerId: (await owner.get(`/api/timers/${tournamentId}`)).json().managers[0].user_id as string,
    revisionId: (await player.get(`/api/events/${eventId}/deck/revisions`)).json().revisions[0].revision_id as number,
    owner,
    player,
  };
  for (const [name, value] of Object.entries(fixture)) {
    if (!value) throw new Error(`fixture: no ${name}`);
  }
  return fixture;
}

export type Method = 'GET' | 'POST' | 'DELETE';

export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

export interface Operation {
  parameters?: { in: 'path' | 'query'; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export type OpenApi = { paths: Record<string, Partial<Record<Lowercase<Method>, Operation>>> };

export interface ApiOperation {
  path: string;
  method: Method;
  operation: Operation;
}

/** Every GET, POST and DELETE operation of the app's own /api/openapi.json. */
export async function apiOperations(t: TestApp): Promise<ApiOperation[]> {
  const spec = (await t.anonymous().get('/api/openapi.json')).json() as OpenApi;
  return Object.entries(spec.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase() as Method, operation: operation as Operation })),
    )
    .filter(({ method }) => ['GET', 'POST', 'DELETE'].includes(method));
}
