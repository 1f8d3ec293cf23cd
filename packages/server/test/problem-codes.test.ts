import {
  FIELD_ERROR_CODES,
  PROBLEM_CODES,
  PROBLEMS,
  fieldErrorText,
  isFieldErrorCode,
  isProblemCode,
  problemText,
  requiredText,
  validationProblemResponse,
  type FieldError,
} from '@decklist/core/api';
import { MAX_NAME_LENGTH } from '@decklist/core/text';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIELD_SAMPLES, PROBLEM_SAMPLES } from '../../core/test/problem-samples';
import { joinEvent } from './helpers/join';
import { errorsPlugin, frameworkErrorHandler } from '../src/http/errors';
import { HttpProblem, fieldProblem, notFound, problem } from '../src/http/problem';
import { createTestApp, type TestApp } from './helpers/app';
import { API_DATABASE_KINDS } from './helpers/databases';

const TODAY = '2026-11-21'; // the TestClock's day
const DECK = { player_name: 'Pat', deck_name: '', decklist_text: '4 Lightning Bolt\n56 Mountain' };



type Body = Record<string, unknown> & {
  code?: unknown;
  detail?: string;
  errors?: Record<string, string[]>;
  error_codes?: Record<string, FieldError[]>;
};

/** Every problem body carries a known code, and each field message its code at the same index. */
function expectCoded(body: Body) {
  expect(isProblemCode(body.code), `code ${String(body.code)}`).toBe(true);
  const fields = Object.keys(body.errors ?? {});
  expect(Object.keys(body.error_codes ?? {}).sort()).toEqual(fields.sort());
  for (const field of fields) {
    expect(body.error_codes![field]!.length).toBe(body.errors![field]!.length);
    for (const entry of body.error_codes![field]!) expect(isFieldErrorCode(entry.code), `field code ${entry.code}`).toBe(true);
  }
}

/** The field error under `field`, checked to say exactly what its English message says. */
function fieldCode(body: Body, field: string): FieldError {
  expectCoded(body);
  const entry = body.error_codes?.[field]?.[0];
  expect(entry, `a code for ${field}`).toBeDefined();
  expect(fieldErrorText(entry!)).toBe(body.errors![field]![0]);
  return entry!;
}

describe('the problem catalogue', () => {
  it('has a status, a title and an English detail for every code, and the server builds the body from them', () => {
    for (const code of PROBLEM_CODES) {
      const params = PROBLEM_SAMPLES[code];
      const built = problem(code, params as never);
      const body = built.toBody() as Body;
      expect(body).toMatchObject({ code, status: PROBLEMS[code].status, title: PROBLEMS[code].title, detail: problemText(code, params as never), ...params });
      expect(body.type).toBe(PROBLEMS[code].kind ? `/problems/${PROBLEMS[code].kind}` : 'about:blank');
      expectCoded(body);
    }
  });

  it('keeps the English of the problems as it was', () => {
    expect(problemText('event_full', { max_players: 64 })).toBe('This event has reached its limit of 64 players.');
    expect(problemText('library_full', { max: 20 })).toBe('Your library can hold 20 decks. Delete one you no longer need to save another.');
    expect(problemText('reminder_too_soon', { next_reminder_at: '2031-05-16T08:05:00.000Z' })).toBe(
      'Reminders were sent less than an hour ago. The next reminder is possible at 16 May 2031, 08:05 UTC.',
    );
    expect(problemText('not_found', { method: 'GET', path: '/api/nope' })).toBe('No route for GET /api/nope.');
  });

  it('has an English sentence for every field error code', () => {
    expect(Object.keys(FIELD_SAMPLES).sort()).toEqual([...FIELD_ERROR_CODES].sort());
    for (const entry of Object.values(FIELD_SAMPLES).flat()) expect(fieldErrorText(entry)).toMatch(/\S/);
    expect(fieldErrorText({ code: 'too_long', max: 100, label: 'Player name' })).toBe('Player name must be at most 100 characters');
    expect(fieldErrorText({ code: 'too_few_to_pick', available: 2 })).toBe('Only 2 players can be picked.');
    expect(fieldErrorText({ code: 'too_few_to_pick', available: 1 })).toBe('Only 1 player can be picked.');
  });

  it('gives a field problem its code, and its message as the detail', () => {
    const body = fieldProblem('event_date', { code: 'date_too_late', max_days: 30 }).toBody() as Body;
    expect(body).toMatchObject({
      status: 400,
      code: 'validation',
      detail: "Date can't be more than 30 days in the future.",
      errors: { event_date: ["Date can't be more than 30 days in the future."] },
      error_codes: { event_date: [{ code: 'date_too_late', max_days: 30 }] },
    });
  });
});

describe('the error handler', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false, frameworkErrors: frameworkErrorHandler });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.removeContentTypeParser(['text/plain']); // JSON or nothing, as the app
    await app.register(errorsPlugin);
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get('/fault', async () => {
      throw new Error('a bug');
    });
    typed.get('/fastify-refusal', async () => {
      throw Object.assign(new Error('I refuse'), { statusCode: 418, code: 'FST_ERR_SOMETHING' });
    });
    typed.get('/problem', async () => {
      throw problem('event_full', { max_players: 8 });
    });
    typed.get('/missing', async () => {
      throw notFound();
    });
    typed.post(
      '/checked',
      {
        schema: {
          body: z.object({ player_name: requiredText('Player name', 10), round: z.number({ error: 'Round must be a number' }).int().min(1, 'Round must be at least 1') }),
          response: { 200: z.object({ ok: z.literal(true) }), 400: validationProblemResponse },
        },
      },
      async () => ({ ok: true as const }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('never sends a problem without a code, whatever was thrown', async () => {
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/fault' }),
      app.inject({ method: 'GET', url: '/fastify-refusal' }),
      app.inject({ method: 'GET', url: '/problem' }),
      app.inject({ method: 'POST', url: '/checked', payload: { player_name: 'x'.repeat(11), round: 0 } }),
      app.inject({ method: 'POST', url: '/checked', headers: { 'content-type': 'application/json' }, payload: '{"player_name": ' }),
      app.inject({ method: 'POST', url: '/checked', headers: { 'content-type': 'text/plain' }, payload: 'hello' }),
      app.inject({ method: 'POST', url: '/checked', payload: { player_name: 'a\u0000b', round: 1 } }),
      app.inject({ method: 'GET', url: '/%FF' }),
    ]);
    const codes = answers.map((answer) => {
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      const body = answer.json() as Body;
      expectCoded(body);
      expect(body.status).toBe(answer.statusCode);
      return body.code;
    });
    expect(codes).toEqual(['internal_error', 'request_error', 'event_full', 'validation', 'malformed_json', 'unsupported_media_type', 'validation', 'bad_url']);
    // A 404 of a route that exists stays empty: nothing is sent, so nothing to code.
    const missing = await app.inject({ method: 'GET', url: '/missing' });
    expect([missing.statusCode, missing.body]).toEqual([404, '']);
  });

  it('codes each schema failure by what was checked, with its limit and the label of its message', async () => {
    const answer = await app.inject({ method: 'POST', url: '/checked', payload: { player_name: 'x'.repeat(11), round: 0 } });
    const body = answer.json() as Body;
    expect(body.errors).toEqual({ player_name: ['Player name must be at most 10 characters'], round: ['Round must be at least 1'] });
    expect(fieldCode(body, 'player_name')).toEqual({ code: 'too_long', max: 10, label: 'Player name' });
    expect(fieldCode(body, 'round')).toEqual({ code: 'too_small', min: 1, label: 'Round' });

    const missing = (await app.inject({ method: 'POST', url: '/checked', payload: { player_name: '   ', round: 'one' } })).json() as Body;
    expect(fieldCode(missing, 'player_name')).toEqual({ code: 'required', label: 'Player name' });
    expect(fieldCode(missing, 'round')).toEqual({ code: 'invalid_type', expected: 'number', label: 'Round' });
    const absent = (await app.inject({ method: 'POST', url: '/checked', payload: { player_name: 'Pat' } })).json() as Body;
    // The value is missing, but the schema's message says 'must be a number': the code says which, without a label.
    expect(absent.errors).toEqual({ round: ['Round must be a number'] });
    expect(absent.error_codes).toEqual({ round: [{ code: 'required' }] });
    expect(fieldErrorText(absent.error_codes!.round![0]!)).not.toBe('Round must be a number');

    const nul = (await app.inject({ method: 'POST', url: '/checked', payload: { player_name: 'a\u0000b', round: 1 } })).json() as Body;
    expect(fieldCode(nul, 'player_name')).toEqual({ code: 'nul_character' });
    const json = (await app.inject({ method: 'POST', url: '/checked', headers: { 'content-type': 'application/json' }, payload: '{' })).json() as Body;
    expect(fieldCode(json, 'body')).toEqual({ code: 'malformed_json' });
  });

  it('sends an HttpProblem with the members of its code', async () => {
    const body = (await app.inject({ method: 'GET', url: '/problem' })).json();
    expect(body).toEqual({
      type: '/problems/event-full',
      title: 'Event is Full',
      status: 409,
      detail: 'This event has reached its limit of 8 players.',
      code: 'event_full',
      max_players: 8,
    });
    expect(new HttpProblem(418, undefined, { code: 'request_error' }).toBody()).toMatchObject({ code: 'request_error', title: "I'm a Teapot" });
  });
});

describe.each(API_DATABASE_KINDS)('problem codes of the API on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(kind, { overrides: { authLimits: { startPerIp: { limit: 2, windowMs: 600_000 } } } });
  });
  afterAll(() => t.close());

  async function scene() {
    n += 1;
    const owner = await t.signedIn(`codes-owner${n}@example.com`);
    const player = await t.signedIn(`codes-player${n}@example.com`);
    const created = await owner.post('/api/events', { event_name: 'Codes RCQ', format: 'modern', event_date: TODAY });
    const eventId = created.json().event_id as string;
    await joinEvent(t.app.db, { eventId, userId: player.userId, playerName: 'Pat' });
    return { owner, player, eventId, path: `/api/events/${eventId}` };
  }

  it('a field over its limit: validation, too_long with its max and label', async () => {
    const { owner } = await scene();
    const answer = await owner.post('/api/events', { event_name: 'x'.repeat(MAX_NAME_LENGTH + 1), format: 'modern', event_date: TODAY });
    expect(answer.statusCode).toBe(400);
    const body = answer.json() as Body;
    expect(body).toMatchObject({ code: 'validation', detail: 'Some fields need attention.' });
    expect(body.errors!.event_name).toEqual([`Tournament name must be at most ${MAX_NAME_LENGTH} characters`]);
    expect(fieldCode(body, 'event_name')).toEqual({ code: 'too_long', max: MAX_NAME_LENGTH, label: 'Tournament name' });

    const missing = (await owner.post('/api/events', { format: 'modern', event_date: TODAY })).json() as Body;
    expect(fieldCode(missing, 'event_name')).toEqual({ code: 'required', label: 'Tournament name' });
  });

  it("a route's own check of a field: its code and parameters", async () => {
    const { owner } = await scene();
    const body = (await owner.post('/api/events', { event_name: 'Later', format: 'modern', event_date: '2027-06-01' })).json() as Body;
    expect(body).toMatchObject({ code: 'validation', detail: "Date can't be more than 30 days in the future." });
    expect(fieldCode(body, 'event_date')).toEqual({ code: 'date_too_late', max_days: 30 });
  });

  it('an address no route matches: not_found, naming it', async () => {
    const answer = await t.anonymous().get('/api/no-such-thing');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'not_found', method: 'GET', path: '/api/no-such-thing', detail: 'No route for GET /api/no-such-thing.' });
  });

  it('signed out: sign_in_required', async () => {
    const answer = await t.anonymous().get('/api/events');
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: 'sign_in_required', detail: 'Sign in to continue.' });
  });

  it('a role that may not: its own forbidden code', async () => {
    const { player, path } = await scene();
    const answer = await player.delete(path);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'owner_only', type: '/problems/forbidden', detail: 'Only the owner of this event can do this.' });
    const foreign = await t.anonymous().request('POST', '/api/logout', undefined, { origin: 'https://elsewhere.example' });
    expect(foreign.json()).toMatchObject({ status: 403, code: 'foreign_origin' });
  });

  it('a closed event: event_closed for a submission, reminders_event_closed for a reminder', async () => {
    const { owner, player, path } = await scene();
    expect((await owner.post(path, { event_status: 'closed' })).statusCode).toBe(200);
    const submitted = await player.post(`${path}/deck`, DECK);
    expect(submitted.statusCode).toBe(403);
    expect(submitted.json()).toMatchObject({ code: 'event_closed' });
    const reminded = await owner.post(`${path}/reminders`);
    expect(reminded.statusCode).toBe(409);
    expect(reminded.json()).toMatchObject({ code: 'reminders_event_closed', type: '/problems/event-closed' });
  });

  it('a passed deadline: deadline_passed with the deadline', async () => {
    const { owner, player, path } = await scene();
    const deadline = new Date(t.clock.now() + 60_000).toISOString();
    expect((await owner.post(path, { submission_deadline: deadline })).statusCode).toBe(200);
    t.clock.advance(60_000);
    const late = await player.post(`${path}/deck`, DECK);
    expect(late.statusCode).toBe(403);
    const body = late.json() as Body;
    expect(body).toMatchObject({ code: 'deadline_passed', deadline });
    expect(body.detail).toBe(problemText('deadline_passed', { deadline }));
  });

  it('a limit reached: its code with the limit', async () => {
    const { owner, path } = await scene();
    expect((await owner.post(`${path}/reminders`)).statusCode).toBe(200);
    const again = await owner.post(`${path}/reminders`);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
    const body = again.json() as Body;
    expect(body).toMatchObject({ code: 'reminder_too_soon', next_reminder_at: expect.any(String) });
    expect(body.detail).toBe(problemText('reminder_too_soon', { next_reminder_at: body.next_reminder_at as string }));
  });

  it('too many sign-in requests from one network: sign_in_rate_limited, with Retry-After', async () => {
    const client = t.anonymous();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await client.post('/api/login/start', { email: `codes-limit${i}@example.com` }));
    const refused = answers[2]!;
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ code: 'sign_in_rate_limited', type: '/problems/rate-limited' });
  });
});
