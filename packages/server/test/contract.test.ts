import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp, type TestClient } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { startFakeGoogle } from './helpers/google';
import { codeFromMail, startSmtpSink, type SmtpSink } from './helpers/smtp';

/**
 * The decklist.lol API contract (docs/api-contract.md), path by path: every path and method of the
 * contract is called, and each answer is checked against the contract's shape, written here from its
 * facts: required fields present with the right types, enums in range, empty bodies where the contract
 * has none, and its status codes. Extra fields of ours are allowed (the shapes are not strict).
 */

// ------------------------------------------------------------------ the contract's shapes

const text = z.string();
const flag = z.boolean();
const int32 = z.number().int().min(-(2 ** 31)).max(2 ** 31 - 1);
const int64 = z.number().int();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const isoDateTime = z.iso.datetime({ offset: true });
const textList = z.array(text);

const LoginStartResponse = z.object({ success: flag, result: z.enum(['SENT_NEW_CODE', 'REUSE_EXISTING_CODE', 'TOO_MANY_ATTEMPTS']) });
const LoginContinueResponse = z.object({
  success: flag,
  session_id: text,
  error_type: z.enum(['TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE']).nullish(),
  bearer_token: text.nullish(),
  email: text.nullish(),
  user_id: text.nullish(),
  name: text.nullish(),
});
const MeResponse = z.object({ authorized: flag, email: text, user_id: text, name: text.nullable(), session_id: text });
const EventData = z.object({ event_id: text, event_name: text, format: text, role: text, event_date: isoDate });
const EventParticipant = z.object({ player_name: text, role: text, user_id: text, has_deck_warning: flag, is_deck_checked: flag });
const EventDetails = z.object({
  event_id: text,
  event_name: text,
  format: text,
  format_name: text,
  status: text,
  event_date: isoDate,
  decklist_style: text,
  player_count: int32,
  max_players: int32,
  role: text.nullish(),
  participants: z.array(EventParticipant),
});
const FormatsResponse = z.object({ formats: z.array(z.object({ name: text, format: text, decklist_style: text })) });
const CreateEventResponse = z.object({ success: flag, event_id: text.nullish() });
const AddPlayerResponse = z.object({ user_id: text });
const DecklistCard = z.object({ card_name: text, quantity: int32, mana_cost: text, mana_value: int32, type: text, warnings: textList });
const CardGroup = z.object({ group_name: text, cards: z.array(DecklistCard) });
const DecklistResponse = z.object({
  player_name: text.nullable(),
  deck_name: text.nullable(),
  groups: z.array(CardGroup),
  deck_warnings: textList,
  is_deck_checked: flag,
  decklist_text: text,
});
const DecklistRevisionsResponse = z.object({
  event_id: text,
  player_email_hash: text,
  revisions: z.array(
    z.object({
      revision_id: int64,
      revised_by: text,
      revision_type: z.enum(['submitted', 'deleted']),
      created_at: isoDateTime,
      is_current: flag,
      decklist: DecklistResponse,
    }),
  ),
});
const CardResults = z.array(z.object({ card_name: text, mana_cost: text }));
const DeckLibraryResponse = z.object({
  decks: z.array(z.object({ deck_id: text, deck_name: text, format: text, format_name: text, has_warnings: flag })),
});
const LibraryDecklistResponse = z.object({
  deck_id: text,
  deck_name: text,
  format: text,
  format_name: text,
  groups: z.array(CardGroup),
  deck_warnings: textList,
  decklist_text: text,
});
const SaveLibraryDeckResponse = z.object({ deck_id: text });
const UserTournamentsResponse = z.object({ tournaments: z.array(z.object({ tournament_id: text, tournament_name: text, role: text })) });
const CreateTournamentResponse = z.object({ tournament_id: text, tournament_name: text });
const TournamentTimerClock = z.object({ clock_id: text, clock_name: text, is_running: flag, duration_seconds: int32, ms_remaining: int64 });
const TournamentDetailsResponse = z.object({
  tournament_id: text,
  tournament_name: text,
  role: text.nullable(),
  managers: z.array(z.object({ user_id: text, user_name: text, role: text })),
  clocks: z.array(TournamentTimerClock),
});
/** The contract's HttpValidationProblemDetails; `errors` is optional there, and always present here (every 400 names its fields). */
const ValidationProblem = z.object({
  type: text.nullish(),
  title: text.nullish(),
  status: int32.nullish(),
  detail: text.nullish(),
  instance: text.nullish(),
  errors: z.record(text, textList),
});

/** Every path of the contract and its methods. */
const CONTRACT_PATHS: Record<string, string[]> = {
  '/status': ['get'],
  '/api/login/start': ['post'],
  '/api/login/continue': ['post'],
  '/api/login/google': ['post'],
  '/api/logout': ['post'],
  '/api/me': ['get'],
  '/api/events': ['get', 'post'],
  '/api/events/batch': ['get'],
  '/api/events/formats': ['get'],
  '/api/events/{eventId}': ['get', 'post', 'delete'],
  '/api/events/{eventId}/users': ['post', 'delete'],
  '/api/events/{eventId}/players': ['post'],
  '/api/events/{event_id}/deck': ['get', 'post', 'delete'],
  '/api/events/{event_id}/deck/revisions': ['get'],
  '/api/events/{event_id}/deck/revisions/{revision_id}': ['get'],
  '/api/events/{event_id}/decks/all': ['get'],
  '/api/events/{event_id}/deck/set-checked': ['post'],
  '/api/cards/search': ['get'],
  '/api/decks/library': ['get', 'post'],
  '/api/decks/library/{deckId}': ['get', 'post', 'delete'],
  '/api/timers': ['get', 'post'],
  '/api/timers/{tournamentId}': ['get', 'delete'],
  '/api/timers/{tournamentId}/force-update': ['post'],
  '/api/timers/{tournamentId}/clocks': ['post'],
  '/api/timers/{tournamentId}/clocks/{clockId}': ['post', 'delete'],
  '/api/timers/{tournamentId}/clocks/{clockId}/reset': ['post'],
  '/api/timers/{tournamentId}/clocks/{clockId}/adjust': ['post'],
  '/api/timers/{tournamentId}/managers': ['post'],
  '/api/timers/{tournamentId}/managers/{userId}': ['delete'],
};

// ------------------------------------------------------------------ checks

/** A JSON answer in the shape, with the status; returns the parsed body. */
function expectShape<S extends z.ZodType>(response: LightMyRequestResponse, schema: S, status = 200): z.infer<S> {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const parsed = schema.safeParse(response.json());
  expect(parsed.error?.issues ?? [], response.body.slice(0, 300)).toEqual([]);
  return parsed.data as z.infer<S>;
}

/** An answer with no body at all, where the contract has none. */
function expectEmpty(response: LightMyRequestResponse, status = 200) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
  expect(response.body).toBe('');
  expect(response.headers['content-type']).toBeUndefined();
}

/** A 400 problem naming `field` among its errors. */
function expectFieldError(response: LightMyRequestResponse, field: string) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const problem = ValidationProblem.parse(response.json());
  expect(Object.keys(problem.errors)).toContain(field);
  expect(problem.errors[field]!.length).toBeGreaterThan(0);
}

const TODAY = '2026-11-21'; // the TestClock's day
const LIST = '4 Lightning Bolt\n4 Ragavan, Nimble Pilferer\n52 Mountain';
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

describe.each(DATABASE_KINDS)('the decklist.lol contract on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;
  let owner: TestClient & { userId: string };
  let judge: TestClient & { userId: string };
  let player: TestClient & { userId: string };
  let stranger: TestClient & { userId: string };
  let eventId: string;
  let deckId: string;
  let tournamentId: string;
  let clockId: string;
  let managerId: string;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    google = await startFakeGoogle();
    t = await createTestApp(kind, {
      env: { SMTP_URL: smtp.url, ...google.env },
      overrides: { authLimits: { newCodesPerEmailAndIp: { limit: 2, windowMs: 60 * 60_000 } } },
    });
    owner = await t.signedIn('owner@contract.test');
    judge = await t.signedIn('judge@contract.test');
    player = await t.signedIn('Player@Contract.test');
    stranger = await t.signedIn('stranger@contract.test');

    eventId = (await owner.post('/api/events', { event_name: 'Contract Open', format: 'modern', event_date: TODAY })).json().event_id;
    expect((await owner.post(`/api/events/${eventId}/users`, { player_name: 'Jess Judge', email: 'judge@contract.test', role: 'judge' })).statusCode).toBe(200);
    expect((await player.post(`/api/events/${eventId}/deck`, { player_name: 'Pat Player', deck_name: 'Burn', decklist_text: LIST })).statusCode).toBe(200);
    deckId = (await owner.post('/api/decks/library', { deck_name: 'Saved Burn', format: 'modern', decklist_text: LIST })).json().deck_id;
    tournamentId = (await owner.post('/api/timers', { tournament_name: 'Contract Clocks' })).json().tournament_id;
    clockId = (await owner.post(`/api/timers/${tournamentId}/clocks`, { clock_name: 'Round 1', duration_seconds: 3000 })).json().clock_id;
    expect((await owner.post(`/api/timers/${tournamentId}/managers`, { user_email: 'manager@contract.test', user_name: 'Max Manager' })).statusCode).toBe(200);
    managerId = (await owner.get(`/api/timers/${tournamentId}`)).json().managers[0].user_id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await google.close();
  });

  const e = () => `/api/events/${eventId}`;
  const tm = () => `/api/timers/${tournamentId}`;

  /** Asks for a code and returns it from the mail. */
  async function mailedCode(client: TestClient, email: string) {
    const before = smtp.mailsTo(email).length;
    expectShape(await client.post('/api/login/start', { email }), LoginStartResponse);
    return codeFromMail(await smtp.waitForMail(email, before));
  }

  it('GET /status: 200 text/plain', async () => {
    const response = await t.anonymous().get('/status');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body.length).toBeGreaterThan(0);
  });

  it('POST /api/login/start: LoginStartResponse with each result, 400 with field errors', async () => {
    const c = t.anonymous();
    const email = 'start@contract.test';
    expect(expectShape(await c.post('/api/login/start', { email }), LoginStartResponse)).toMatchObject({ success: true, result: 'SENT_NEW_CODE' });
    expect(expectShape(await c.post('/api/login/start', { email }), LoginStartResponse)).toMatchObject({ success: true, result: 'REUSE_EXISTING_CODE' });
    t.clock.advance(61_000);
    expect(expectShape(await c.post('/api/login/start', { email }), LoginStartResponse).result).toBe('SENT_NEW_CODE');
    t.clock.advance(61_000);
    // The third new code within the hour is over this app's limit of two.
    expect(expectShape(await c.post('/api/login/start', { email }), LoginStartResponse)).toMatchObject({ success: false, result: 'TOO_MANY_ATTEMPTS' });
    expectFieldError(await c.post('/api/login/start', { email: 'not an address' }), 'email');
    expectFieldError(await c.post('/api/login/start', {}), 'email');
  });

  it('POST /api/login/continue: LoginContinueResponse (cookie or bearer token, or a used-up code), 400 with field errors', async () => {
    const c = t.anonymous();
    const email = 'continue@contract.test';
    const code = await mailedCode(c, email);
    expectFieldError(await c.post('/api/login/continue', { email, code: code === '999999' ? '000000' : '999999' }), 'code');
    expectFieldError(await c.post('/api/login/continue', { email, code: 'abc' }), 'code');
    expectFieldError(await c.post('/api/login/continue', { email, code, credential_type: 'carrier_pigeon' }), 'credential_type');

    const login = await c.post('/api/login/continue', { email, code });
    const body = expectShape(login, LoginContinueResponse);
    expect(body).toMatchObject({ success: true, email, bearer_token: null });
    expect(body.user_id).toBeTruthy();
    expect(body.session_id).toBeTruthy();
    expect(login.cookies.map((cookie) => cookie.name)).toContain('decklist_session');

    t.clock.advance(61_000);
    const bearerClient = t.anonymous();
    const bearerCode = await mailedCode(bearerClient, email);
    const bearer = await bearerClient.post('/api/login/continue', { email, code: bearerCode, credential_type: 'bearer_token' });
    expect(expectShape(bearer, LoginContinueResponse)).toMatchObject({ success: true, user_id: body.user_id, bearer_token: expect.any(String) });
    expect(bearer.cookies).toHaveLength(0);

    // Five wrong tries use a code up: the contract's error_type, not a 400.
    t.clock.advance(61 * 60_000);
    const voidClient = t.anonymous();
    const voidCode = await mailedCode(voidClient, email);
    const wrong = voidCode === '999999' ? '000000' : '999999';
    for (let i = 0; i < 4; i++) expectFieldError(await voidClient.post('/api/login/continue', { email, code: wrong }), 'code');
    const usedUp = expectShape(await voidClient.post('/api/login/continue', { email, code: wrong }), LoginContinueResponse);
    expect(usedUp).toMatchObject({ success: false, error_type: 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' });
    expect(expectShape(await voidClient.post('/api/login/continue', { email, code: voidCode }), LoginContinueResponse).success).toBe(false);
  });

  it('POST /api/login/google: LoginContinueResponse, 400 with field errors', async () => {
    const login = await t.anonymous().post('/api/login/google', { token: await google.token() });
    expect(expectShape(login, LoginContinueResponse)).toMatchObject({ success: true, email: 'judge@example.com', name: 'Jane Judge' });
    expectFieldError(await t.anonymous().post('/api/login/google', { token: 'not.a.token' }), 'token');
    expectFieldError(await t.anonymous().post('/api/login/google', {}), 'token');
  });

  it('POST /api/logout: 200 with an empty body', async () => {
    const c = await t.signedIn('leaving@contract.test');
    expectEmpty(await c.post('/api/logout'));
    expect(expectShape(await c.get('/api/me'), MeResponse).authorized).toBe(false);
    expectEmpty(await t.anonymous().post('/api/logout'));
  });

  it('GET /api/me: MeResponse, signed in or not (never a 401)', async () => {
    expect(expectShape(await t.anonymous().get('/api/me'), MeResponse)).toMatchObject({ authorized: false, name: null });
    expect(expectShape(await player.get('/api/me'), MeResponse)).toMatchObject({ authorized: true, email: 'player@contract.test', user_id: player.userId });
  });

  it('GET and POST /api/events: EventData[], CreateEventResponse, 400 with field errors', async () => {
    const list = expectShape(await player.get('/api/events'), z.array(EventData));
    expect(list.map((event) => [event.event_id, event.role])).toEqual([[eventId, 'player']]);
    const created = expectShape(await owner.post('/api/events', { event_name: 'Second', format: 'legacy', event_date: TODAY }), CreateEventResponse);
    expect(created.success).toBe(true);
    expect(created.event_id).toMatch(/^[a-z0-9]+$/);
    expectFieldError(await owner.post('/api/events', { event_name: '', format: 'legacy', event_date: TODAY }), 'event_name');
    expectFieldError(await owner.post('/api/events', { event_name: 'X', format: 'nope', event_date: TODAY }), 'format');
    expectFieldError(await owner.post('/api/events', { event_name: 'X', format: 'legacy', event_date: 'soon' }), 'event_date');
  });

  it('GET /api/events/batch: EventDetails[]', async () => {
    const found = expectShape(await t.anonymous().get(`/api/events/batch?eventId=${eventId}&eventId=nosuchevent`), z.array(EventDetails));
    expect(found.map((event) => event.event_id)).toEqual([eventId]);
    expect(found[0]!.participants).toEqual([]);
    const mine = expectShape(await owner.get(`/api/events/batch?eventId=${eventId}`), z.array(EventDetails));
    expect(mine[0]!.role).toBe('owner');
    const tooMany = Array.from({ length: 51 }, (_, i) => `eventId=e${i}`).join('&');
    expectFieldError(await t.anonymous().get(`/api/events/batch?${tooMany}`), 'eventId');
  });

  it('GET /api/events/formats: FormatsResponse', async () => {
    const { formats } = expectShape(await t.anonymous().get('/api/events/formats'), FormatsResponse);
    expect(formats.map((f) => f.format)).toContain('modern');
    // Magic's formats come first with the contract's two styles; Flesh and Blood's follow with their own (an addition).
    const firstFab = formats.findIndex((f) => f.decklist_style === 'fab');
    expect(new Set(formats.slice(0, firstFab).map((f) => f.decklist_style))).toEqual(new Set(['sixty', 'commander']));
    expect(formats.slice(firstFab).every((f) => f.decklist_style === 'fab')).toBe(true);
  });

  it('GET, POST and DELETE /api/events/{eventId}: EventDetails, empty 200s, empty 404s', async () => {
    const publicView = expectShape(await t.anonymous().get(e()), EventDetails);
    expect(publicView).toMatchObject({ event_id: eventId, status: 'open', player_count: 1, role: null, participants: [] });
    // Event ids are looked up lower-cased.
    const organiserView = expectShape(await owner.get(`/api/events/${eventId.toUpperCase()}`), EventDetails);
    expect(organiserView.participants.map((p) => [p.player_name, p.role]).sort()).toEqual([
      ['Jess Judge', 'judge'],
      ['Pat Player', 'player'],
    ]);
    expectEmpty(await t.anonymous().get('/api/events/nosuchevent'), 404);

    expectEmpty(await owner.post(e(), { event_status: 'closed' }));
    expect(expectShape(await owner.get(e()), EventDetails).status).toBe('closed');
    expectEmpty(await owner.post(e(), { event_status: null }));
    expectEmpty(await owner.post(e(), {}));
    expectEmpty(await owner.post(e(), { event_status: 'open' }));
    expect(expectShape(await owner.get(e()), EventDetails).status).toBe('open');
    expectFieldError(await owner.post(e(), { event_status: 'paused' }), 'event_status');
    expectEmpty(await owner.post('/api/events/nosuchevent', { event_status: 'closed' }), 404);
    // Ours beside the contract's status: the owner's name and date, with field errors like creation's.
    expectEmpty(await owner.post(e(), { event_name: 'Contract Open (renamed)', event_date: TODAY }));
    expect(expectShape(await owner.get(e()), EventDetails).event_name).toBe('Contract Open (renamed)');
    expectEmpty(await owner.post(e(), { event_name: 'Contract Open', event_status: null }));
    expectFieldError(await owner.post(e(), { event_name: '' }), 'event_name');
    expectFieldError(await owner.post(e(), { event_date: '2000-01-01' }), 'event_date');

    const doomed = (await owner.post('/api/events', { event_name: 'Doomed', format: 'modern', event_date: TODAY })).json().event_id;
    expectEmpty(await owner.delete(`/api/events/${doomed}`));
    expectEmpty(await owner.get(`/api/events/${doomed}`), 404);
  });

  it('POST and DELETE /api/events/{eventId}/users: empty 200s, 400 with field errors, empty 404s', async () => {
    expectEmpty(await owner.post(`${e()}/users`, { player_name: 'Second Judge', email: 'judge2@contract.test', role: 'judge' }));
    expectEmpty(await owner.post(`${e()}/users`, { player_name: 'Third Judge', email: 'judge3@contract.test', role: null }));
    expectFieldError(await owner.post(`${e()}/users`, { player_name: 'X', email: 'nope', role: 'judge' }), 'email');
    expectFieldError(await owner.post(`${e()}/users`, { player_name: '', email: 'x@contract.test', role: 'judge' }), 'player_name');
    expectEmpty(await owner.post('/api/events/nosuchevent/users', { player_name: 'X', email: 'x@contract.test', role: 'judge' }), 404);

    const judges = (await owner.get(e())).json().participants.filter((p: { role: string }) => p.role === 'judge');
    const second = judges.find((p: { player_name: string }) => p.player_name === 'Second Judge').user_id;
    expectEmpty(await owner.delete(`${e()}/users`, { user_id: second }));
    expectFieldError(await owner.delete(`${e()}/users`, { user_id: 'not-an-id' }), 'user_id');
    expectEmpty(await owner.delete(`${e()}/users`, { user_id: UNKNOWN_UUID }), 404);
  });

  it('POST /api/events/{eventId}/players: AddPlayerResponse, 400 with field errors', async () => {
    const added = expectShape(await owner.post(`${e()}/players`, { player_name: 'Paper Player', email: null }), AddPlayerResponse);
    expect(added.user_id).toMatch(/[0-9a-f-]{36}/);
    expectShape(await judge.post(`${e()}/players`, { player_name: 'Mailed Player', email: 'mailed@contract.test' }), AddPlayerResponse);
    expectFieldError(await owner.post(`${e()}/players`, { email: 'x@contract.test' }), 'player_name');
    expectFieldError(await owner.post(`${e()}/players`, { player_name: 'X', email: 'nope' }), 'email');
  });

  it('GET, POST and DELETE /api/events/{event_id}/deck: DecklistResponse, empty 200s, 400 with field errors, empty 404s', async () => {
    const deck = expectShape(await player.get(`${e()}/deck`), DecklistResponse);
    expect(deck).toMatchObject({ player_name: 'Pat Player', deck_name: 'Burn', is_deck_checked: false, decklist_text: LIST });
    const bolt = deck.groups.flatMap((g) => g.cards).find((card) => card.card_name === 'Lightning Bolt');
    expect(bolt).toMatchObject({ quantity: 4, mana_cost: '{R}', mana_value: 1, type: 'Instant', warnings: [] });
    expect(expectShape(await judge.get(`${e()}/deck?user_id=${player.userId}`), DecklistResponse).player_name).toBe('Pat Player');
    expectEmpty(await stranger.get(`${e()}/deck`), 404);
    expectEmpty(await player.get('/api/events/nosuchevent/deck'), 404);

    const second = await t.signedIn('second.player@contract.test');
    expectEmpty(await second.post(`${e()}/deck`, { user_id: null, player_name: 'Sam Second', deck_name: null, decklist_text: LIST }));
    expect(expectShape(await second.get(`${e()}/deck`), DecklistResponse).deck_name).toBe('');
    expectEmpty(await judge.post(`${e()}/deck`, { user_id: second.userId, player_name: 'Sam Second', deck_name: 'Fixed', decklist_text: LIST }));
    expectFieldError(await second.post(`${e()}/deck`, { player_name: 'Sam Second', decklist_text: '' }), 'decklist_text');
    expectFieldError(await second.post(`${e()}/deck`, { decklist_text: LIST }), 'player_name');
    expectEmpty(await second.post('/api/events/nosuchevent/deck', { player_name: 'X', decklist_text: LIST }), 404);

    expectEmpty(await second.delete(`${e()}/deck`));
    expectEmpty(await second.get(`${e()}/deck`), 404);
    expectEmpty(await second.delete(`${e()}/deck`), 404);
  });

  it('a walk-in player: the organiser adds them, opens their deck (the contract client’s DeckView) and enters it', async () => {
    // The contract's client opens `/e/{id}/deck?id={user_id}` after adding; a 404 there left it with no editor.
    const { user_id: walkIn } = expectShape(await owner.post(`${e()}/players`, { player_name: 'Wally Walk-In' }), AddPlayerResponse);
    const emptyAnswer = await judge.get(`${e()}/deck?user_id=${walkIn}`);
    const empty = expectShape(emptyAnswer, DecklistResponse);
    expect(empty).toEqual({ player_name: 'Wally Walk-In', deck_name: '', decklist_text: '', groups: [], deck_warnings: [], is_deck_checked: false });
    expect(emptyAnswer.json()).toMatchObject({ user_id: walkIn, has_deck: false, updated_at: null, deck_warning_details: [] });
    // Its revisions column reads an empty history rather than a 404 it cannot show.
    const history = await judge.get(`${e()}/deck/revisions?user_id=${walkIn}`);
    expect(expectShape(history, DecklistRevisionsResponse).revisions).toEqual([]);

    expectEmpty(await owner.post(`${e()}/deck`, { user_id: walkIn, player_name: 'Wally Walk-In', deck_name: null, decklist_text: LIST }));
    const enteredAnswer = await owner.get(`${e()}/deck?user_id=${walkIn}`);
    const entered = expectShape(enteredAnswer, DecklistResponse);
    expect(entered).toMatchObject({ player_name: 'Wally Walk-In', decklist_text: LIST });
    expect(enteredAnswer.json()).not.toHaveProperty('has_deck');
    expect(entered.groups.length).toBeGreaterThan(0);

    // The empty 404 stays for everyone else: a player's own read without a deck, someone not a player, an unknown user.
    const lateComer = await t.signedIn('late.comer@contract.test');
    expectEmpty(await owner.post(`${e()}/players`, { player_name: 'Lee Late', email: 'late.comer@contract.test' }).then(() => lateComer.get(`${e()}/deck`)), 404);
    expect((await judge.get(`${e()}/deck?user_id=${lateComer.userId}`)).statusCode).toBe(200);
    expectEmpty(await owner.get(`${e()}/deck?user_id=${judge.userId}`), 404);
    expectEmpty(await owner.get(`${e()}/deck?user_id=${stranger.userId}`), 404);
    expectEmpty(await owner.get(`${e()}/deck?user_id=00000000-0000-4000-8000-000000000000`), 404);
    expect((await stranger.get(`${e()}/deck?user_id=${walkIn}`)).statusCode).toBe(403);
  });

  it('GET /api/events/{event_id}/deck/revisions: DecklistRevisionsResponse with a hash and names only, empty 404s', async () => {
    expectEmpty(await judge.post(`${e()}/deck`, { user_id: player.userId, player_name: 'Pat Player', deck_name: 'Burn', decklist_text: `${LIST}\n\n2 Blood Moon` }));
    const response = await player.get(`${e()}/deck/revisions`);
    const history = expectShape(response, DecklistRevisionsResponse);
    expect(history.event_id).toBe(eventId);
    // A keyed hash (the site's secret): stable, but a plain SHA-256 of a guessed address does not match it.
    expect(history.player_email_hash).toBe(t.app.hashEmail('player@contract.test'));
    expect(history.player_email_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(history.player_email_hash).not.toBe(createHash('sha256').update('player@contract.test').digest('hex'));
    expect(history.revisions.map((r) => [r.revised_by, r.revision_type, r.is_current])).toEqual([
      ['Jess Judge', 'submitted', true],
      ['Pat Player', 'submitted', false],
    ]);
    expect(history.revisions[0]!.revision_id).toBeGreaterThan(history.revisions[1]!.revision_id);
    // Who changed a deck is a name, never an id or an address.
    expect(response.body).not.toContain('@contract.test');
    expect(response.body).not.toContain(judge.userId);
    expect(expectShape(await owner.get(`${e()}/deck/revisions?user_id=${player.userId}`), DecklistRevisionsResponse).revisions).toHaveLength(2);
    expectEmpty(await stranger.get(`${e()}/deck/revisions`), 404);
  });

  it('GET /api/events/{event_id}/deck/revisions/{revision_id}: DecklistResponse, 400 for a bad number, empty 404s', async () => {
    const [current, older] = (await player.get(`${e()}/deck/revisions`)).json().revisions as { revision_id: number }[];
    const now = expectShape(await player.get(`${e()}/deck/revisions/${current!.revision_id}`), DecklistResponse);
    expect(now.decklist_text).toContain('Blood Moon');
    const before = expectShape(await owner.get(`${e()}/deck/revisions/${older!.revision_id}?user_id=${player.userId}`), DecklistResponse);
    expect(before.decklist_text).toBe(LIST);
    expectEmpty(await player.get(`${e()}/deck/revisions/999999999`), 404);
    expectEmpty(await stranger.get(`${e()}/deck/revisions/${current!.revision_id}`), 404);
    expectFieldError(await player.get(`${e()}/deck/revisions/abc`), 'revision_id');
  });

  it('GET /api/events/{event_id}/decks/all: the text file, empty 404s', async () => {
    const response = await owner.get(`${e()}/decks/all`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Pat Player');
    expectEmpty(await owner.get('/api/events/nosuchevent/decks/all'), 404);
  });

  it('POST /api/events/{event_id}/deck/set-checked: empty 200, 400 with field errors, empty 404s', async () => {
    expectEmpty(await judge.post(`${e()}/deck/set-checked`, { user_id: player.userId, is_checked: true }));
    expect(expectShape(await player.get(`${e()}/deck`), DecklistResponse).is_deck_checked).toBe(true);
    const participants = expectShape(await owner.get(e()), EventDetails).participants;
    expect(participants.find((p) => p.user_id === player.userId)?.is_deck_checked).toBe(true);
    expectFieldError(await judge.post(`${e()}/deck/set-checked`, { user_id: player.userId, is_checked: 'yes' }), 'is_checked');
    expectEmpty(await judge.post(`${e()}/deck/set-checked`, { user_id: UNKNOWN_UUID, is_checked: true }), 404);
  });

  it('GET /api/cards/search: CardResult[]', async () => {
    const cards = expectShape(await t.anonymous().get('/api/cards/search?q=lightning%20bo'), CardResults);
    expect(cards).toContainEqual(expect.objectContaining({ card_name: 'Lightning Bolt', mana_cost: '{R}' }));
    expect(expectShape(await t.anonymous().get('/api/cards/search?q='), CardResults)).toEqual([]);
  });

  it('GET and POST /api/decks/library: DeckLibraryResponse, SaveLibraryDeckResponse (new or ?deckId=), 400, empty 404s', async () => {
    const { decks } = expectShape(await owner.get('/api/decks/library'), DeckLibraryResponse);
    expect(decks.map((d) => [d.deck_id, d.deck_name, d.format_name])).toEqual([[deckId, 'Saved Burn', 'Modern']]);

    const body = { deck_name: 'Other', format: 'legacy', decklist_text: LIST };
    const created = expectShape(await owner.post('/api/decks/library', body), SaveLibraryDeckResponse);
    expect(created.deck_id).not.toBe(deckId);
    const renamed = expectShape(await owner.post(`/api/decks/library?deckId=${created.deck_id}`, { ...body, deck_name: 'Renamed' }), SaveLibraryDeckResponse);
    expect(renamed.deck_id).toBe(created.deck_id);
    const byBody = expectShape(await owner.post('/api/decks/library', { ...body, deck_id: created.deck_id, deck_name: 'Again' }), SaveLibraryDeckResponse);
    expect(byBody.deck_id).toBe(created.deck_id);
    expect(expectShape(await owner.get('/api/decks/library'), DeckLibraryResponse).decks.map((d) => d.deck_name)).toEqual(['Again', 'Saved Burn']);

    expectFieldError(await owner.post('/api/decks/library', { ...body, deck_name: '' }), 'deck_name');
    expectFieldError(await owner.post(`/api/decks/library?deckId=${created.deck_id}`, { ...body, deck_id: deckId }), 'deck_id');
    expectEmpty(await owner.post(`/api/decks/library?deckId=${UNKNOWN_UUID}`, body), 404);
    expectEmpty(await stranger.post(`/api/decks/library?deckId=${created.deck_id}`, body), 404);
  });

  it('GET, POST and DELETE /api/decks/library/{deckId}: LibraryDecklistResponse, SaveLibraryDeckResponse, empty 200 and 404s', async () => {
    const deck = expectShape(await owner.get(`/api/decks/library/${deckId}`), LibraryDecklistResponse);
    expect(deck).toMatchObject({ deck_id: deckId, deck_name: 'Saved Burn', format: 'modern', format_name: 'Modern', decklist_text: LIST });
    expectEmpty(await stranger.get(`/api/decks/library/${deckId}`), 404);

    const saved = expectShape(await owner.post(`/api/decks/library/${deckId}`, { deck_id: deckId, deck_name: 'Burn v2', format: 'modern', decklist_text: LIST }), SaveLibraryDeckResponse);
    expect(saved.deck_id).toBe(deckId);
    expectFieldError(await owner.post(`/api/decks/library/${deckId}`, { deck_name: 'X', format: 'nope', decklist_text: LIST }), 'format');
    expectEmpty(await owner.post(`/api/decks/library/${UNKNOWN_UUID}`, { deck_name: 'X', format: 'modern', decklist_text: LIST }), 404);

    expectEmpty(await owner.delete(`/api/decks/library/${deckId}`));
    expectEmpty(await owner.get(`/api/decks/library/${deckId}`), 404);
    expectEmpty(await owner.delete(`/api/decks/library/${deckId}`), 404);
  });

  it('GET and POST /api/timers: UserTournamentsResponse, CreateTournamentResponse, 400 with field errors', async () => {
    const created = expectShape(await owner.post('/api/timers', { tournament_name: 'Side Events' }), CreateTournamentResponse);
    expect(created.tournament_name).toBe('Side Events');
    const { tournaments } = expectShape(await owner.get('/api/timers'), UserTournamentsResponse);
    expect(tournaments.map((x) => [x.tournament_name, x.role])).toEqual([
      ['Contract Clocks', 'owner'],
      ['Side Events', 'owner'],
    ]);
    expectFieldError(await owner.post('/api/timers', { tournament_name: '' }), 'tournament_name');
  });

  it('GET and DELETE /api/timers/{tournamentId}: TournamentDetailsResponse (public: name and clocks only), empty 200 and 404s', async () => {
    const full = expectShape(await owner.get(tm()), TournamentDetailsResponse);
    expect(full).toMatchObject({ tournament_id: tournamentId, tournament_name: 'Contract Clocks', role: 'owner' });
    expect(full.managers).toEqual([expect.objectContaining({ user_id: managerId, user_name: 'Max Manager', role: 'manager' })]);
    const response = await t.anonymous().get(tm());
    expect(expectShape(response, TournamentDetailsResponse)).toMatchObject({ tournament_name: 'Contract Clocks', role: null, managers: [] });
    expect(response.body).not.toContain('@');
    expect(response.body).not.toContain(managerId);
    expect(expectShape(await stranger.get(tm()), TournamentDetailsResponse)).toMatchObject({ role: null, managers: [] });
    expectEmpty(await t.anonymous().get('/api/timers/nosuchtournament'), 404);

    const doomed = (await owner.post('/api/timers', { tournament_name: 'Doomed' })).json().tournament_id;
    expectEmpty(await owner.delete(`/api/timers/${doomed}`));
    expectEmpty(await owner.get(`/api/timers/${doomed}`), 404);
  });

  it('POST /api/timers/{tournamentId}/force-update: empty 200', async () => {
    expectEmpty(await owner.post(`${tm()}/force-update`));
  });

  it('POST /api/timers/{tournamentId}/clocks: TournamentTimerClock, 400 with field errors', async () => {
    const clock = expectShape(await owner.post(`${tm()}/clocks`, { clock_name: 'Break', duration_seconds: 600 }), TournamentTimerClock);
    expect(clock).toMatchObject({ clock_name: 'Break', duration_seconds: 600, ms_remaining: 600_000, is_running: false });
    expectFieldError(await owner.post(`${tm()}/clocks`, { clock_name: 'Break', duration_seconds: 'ten' }), 'duration_seconds');
    expectFieldError(await owner.post(`${tm()}/clocks`, { duration_seconds: 600 }), 'clock_name');
  });

  it('POST and DELETE /api/timers/{tournamentId}/clocks/{clockId}: TournamentTimerClock, empty 200, 400 with field errors', async () => {
    expect(expectShape(await owner.post(`${tm()}/clocks/${clockId}`, { is_running: true }), TournamentTimerClock).is_running).toBe(true);
    t.clock.advance(1000);
    const paused = expectShape(await owner.post(`${tm()}/clocks/${clockId}`, { is_running: false }), TournamentTimerClock);
    expect(paused).toMatchObject({ is_running: false, ms_remaining: 2_999_000 });
    expectFieldError(await owner.post(`${tm()}/clocks/${clockId}`, { is_running: 'yes' }), 'is_running');
    const doomed = (await owner.post(`${tm()}/clocks`, { clock_name: 'Doomed', duration_seconds: 600 })).json().clock_id;
    expectEmpty(await owner.delete(`${tm()}/clocks/${doomed}`));
  });

  it('POST /api/timers/{tournamentId}/clocks/{clockId}/reset: TournamentTimerClock', async () => {
    expect(expectShape(await owner.post(`${tm()}/clocks/${clockId}/reset`), TournamentTimerClock).ms_remaining).toBe(3_000_000);
  });

  it('POST /api/timers/{tournamentId}/clocks/{clockId}/adjust: TournamentTimerClock', async () => {
    expect(expectShape(await owner.post(`${tm()}/clocks/${clockId}/adjust`, { ms_adjustment: -60_000 }), TournamentTimerClock).ms_remaining).toBe(2_940_000);
    expectFieldError(await owner.post(`${tm()}/clocks/${clockId}/adjust`, { ms_adjustment: 'lots' }), 'ms_adjustment');
  });

  it('POST /api/timers/{tournamentId}/managers: empty 200, 400 with field errors', async () => {
    expectEmpty(await owner.post(`${tm()}/managers`, { user_email: 'second.manager@contract.test', user_name: 'Second Manager' }));
    expectFieldError(await owner.post(`${tm()}/managers`, { user_email: 'nope', user_name: 'X' }), 'user_email');
    expectFieldError(await owner.post(`${tm()}/managers`, { user_email: 'x@contract.test', user_name: '' }), 'user_name');
  });

  it('DELETE /api/timers/{tournamentId}/managers/{userId}: empty 200', async () => {
    expectEmpty(await owner.delete(`${tm()}/managers/${managerId}`));
    expect((await owner.get(tm())).json().managers.map((m: { user_name: string }) => m.user_name)).toEqual(['Second Manager']);
  });

  it('describes every path of the contract in /api/openapi.json, with the contract shapes of the key answers', async () => {
    const spec = (await t.anonymous().get('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }> }>>;
    };
    // Our parameter names differ ({id} for {eventId}); the paths are the same.
    const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
    const ours = new Map(Object.entries(spec.paths).map(([path, item]) => [shape(path), item]));
    const missing = Object.entries(CONTRACT_PATHS).flatMap(([path, methods]) =>
      methods.filter((method) => !ours.get(shape(path))?.[method]).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(missing).toEqual([]);

    const answer = (path: string, method: string, status = '200') => ours.get(shape(path))![method]!.responses[status]!;
    const required = (path: string, method: string) => answer(path, method).content!['application/json']!.schema.required;
    expect(required('/api/me', 'get')).toEqual(expect.arrayContaining(['authorized', 'email', 'user_id', 'name', 'session_id']));
    expect(required('/api/login/start', 'post')).toEqual(expect.arrayContaining(['success', 'result']));
    expect(required('/api/login/continue', 'post')).toEqual(expect.arrayContaining(['success', 'session_id']));
    expect(required('/api/events/formats', 'get')).toEqual(['formats']);
    expect(required('/api/events/{eventId}', 'get')).toEqual(
      expect.arrayContaining(['event_id', 'format_name', 'status', 'decklist_style', 'player_count', 'max_players', 'participants']),
    );
    expect(required('/api/events', 'post')).toEqual(expect.arrayContaining(['success', 'event_id']));
    expect(required('/api/events/{event_id}/deck', 'get')).toEqual(
      expect.arrayContaining(['player_name', 'deck_name', 'groups', 'deck_warnings', 'is_deck_checked', 'decklist_text']),
    );
    expect(required('/api/events/{event_id}/deck/revisions', 'get')).toEqual(expect.arrayContaining(['event_id', 'player_email_hash', 'revisions']));
    expect(required('/api/decks/library', 'get')).toEqual(['decks']);
    expect(required('/api/timers', 'post')).toEqual(expect.arrayContaining(['tournament_id', 'tournament_name']));
    expect(required('/api/timers/{tournamentId}', 'get')).toEqual(expect.arrayContaining(['tournament_id', 'tournament_name', 'role', 'managers', 'clocks']));
    const search = answer('/api/cards/search', 'get').content!['application/json']!.schema;
    expect(search.type).toBe('array');
    expect(search.items?.required).toEqual(expect.arrayContaining(['card_name', 'mana_cost']));
    // Empty bodies are described without content; 400s as problems with field errors; 404s without content.
    expect(answer('/api/logout', 'post').content).toBeUndefined();
    expect(answer('/api/events/{event_id}/deck', 'post').content).toBeUndefined();
    expect(answer('/api/events/{event_id}/deck', 'get', '404').content).toBeUndefined();
    expect(answer('/api/events', 'post', '400').content!['application/json']!.schema.required).toContain('errors');
  });
});

interface JsonSchema {
  type?: string;
  required?: string[];
  items?: JsonSchema;
}
