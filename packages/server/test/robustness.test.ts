import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from './helpers/app';
import { apiOperations, createApiFixture, type ApiFixture, type Method, type Operation } from './helpers/api-fixture';
import { API_DATABASE_KINDS } from './helpers/databases';

/**
 * Bad input never gives a 500: every operation of /api/openapi.json is called, signed out and signed
 * in, with hostile path parameters, query values and bodies. Every answer must be below 500, and a
 * 4xx must be a problem (application/problem+json), but for the empty 404 of a route that exists (the
 * contract's), and every 400 must name its fields.
 */

const HUGE = 'x'.repeat(20_000);
const TOO_BIG = 'y'.repeat(300 * 1024);

/** Path parameter values, already encoded as they appear in a URL. */
const HOSTILE_PARAMS = [
  '%00',
  'a%00b',
  '..',
  '%2e%2e',
  '..%2F..%2Fetc%2Fpasswd',
  '%2F',
  '%FF%FE',
  '%E0%A4%A',
  encodeURIComponent('ünïcödé✓😀\u202e'),
  encodeURIComponent("' or 1=1 --"),
  '%20',
  '%0A',
  'z'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '-1',
];

/** Values put in place of one body field or query parameter. */
const HOSTILE_VALUES: unknown[] = [
  null,
  42,
  -1e308,
  true,
  [],
  ['a', 'b'],
  {},
  { $ne: 1 },
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'ünïcödé ✓ 😀 \u202e',
  HUGE,
  '00000000-0000-0000-0000-000000000000',
  '../../etc/passwd',
  1e21,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER + 2,
  0.5,
  JSON.parse('['.repeat(200) + ']'.repeat(200)),
];

const DEEP = 10_000;

/** Whole bodies, sent as raw JSON text (or bytes). */
const HOSTILE_BODIES: (string | Buffer)[] = [
  'null',
  '[]',
  '[{}]',
  '"text"',
  '42',
  'true',
  '{}',
  '{"a":',
  JSON.stringify({ a: TOO_BIG }),
  // Nesting deep enough to overflow a recursive walk.
  '['.repeat(DEEP) + ']'.repeat(DEEP),
  '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP),
  // Numbers past every column type, and past double precision.
  '{"duration_seconds":1e999,"ms_adjustment":-1e999,"limit":1e999}',
  '{"duration_seconds":123456789012345678901234567890,"ms_adjustment":9007199254740993}',
  // Bytes that are not UTF-8, inside and outside strings.
  Buffer.concat([Buffer.from('{"email":"a'), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), Buffer.from('@b.co","event_name":"\xc0"}')]),
  Buffer.from([0x7b, 0xff, 0x7d]),
];

/** Valid-looking values by field name, so a hostile value in one field reaches the code behind validation. */
function sampleValues(ids: Fixture): Record<string, unknown> {
  return {
    email: 'robust-player@example.test',
    code: '123456',
    token: 'not-a-token',
    event_name: 'Robust Open',
    format: 'modern',
    event_date: new Date(Date.UTC(2030, 0, 15)).toISOString().slice(0, 10),
    event_status: 'open',
    player_name: 'Robust Player',
    role: 'judge',
    user_id: ids.playerId,
    is_checked: true,
    deck_name: 'Burn',
    decklist_text: '4 Lightning Bolt\n56 Mountain',
    deck_id: ids.deckId,
    tournament_name: 'Robust Timers',
    clock_name: 'Round 1',
    duration_seconds: 3000,
    is_running: true,
    ms_adjustment: 10_000,
    user_email: 'robust-manager@example.test',
    user_name: 'Robust Manager',
    q: 'bolt',
    limit: 5,
    eventId: ids.eventId,
  };
}

type Fixture = ApiFixture;

/** A real id for each path parameter, so the other inputs reach past the lookups. */
function realParam(path: string, name: string, ids: Fixture): string {
  if (name === 'clock_id') return ids.clockId;
  if (name === 'deck_id') return ids.deckId;
  if (name === 'user_id') return ids.managerId;
  if (name === 'revision_id') return String(ids.revisionId);
  return path.startsWith('/api/timers') ? ids.tournamentId : ids.eventId;
}

function bodyFields(operation: Operation): string[] {
  const schema = operation.requestBody?.content['application/json']?.schema;
  return Object.keys(schema?.properties ?? {});
}

interface Call {
  method: Method;
  url: string;
  body?: string | Buffer;
}

function callsFor(path: string, method: Method, operation: Operation, ids: Fixture): Call[] {
  const samples = sampleValues(ids);
  const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const fields = bodyFields(operation);
  const hasBody = method !== 'GET' && operation.requestBody !== undefined;

  const urlWith = (params: Record<string, string>, query: Record<string, unknown>) => {
    let url = path;
    for (const name of pathParams) url = url.replace(`{${name}}`, params[name] ?? realParam(path, name, ids));
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      for (const v of Array.isArray(value) ? value : [value]) search.append(name, typeof v === 'string' ? v : JSON.stringify(v));
    }
    const qs = search.toString();
    return qs ? `${url}?${qs}` : url;
  };
  const sampleQuery = Object.fromEntries(queryParams.map((name) => [name, samples[name] ?? 'x']));
  const sampleBody = Object.fromEntries(fields.map((name) => [name, samples[name] ?? 'x']));
  const body = (value: Record<string, unknown>) => (hasBody ? JSON.stringify(value) : undefined);

  const calls: Call[] = [{ method, url: urlWith({}, sampleQuery), body: body(sampleBody) }];
  for (const name of pathParams) {
    for (const value of HOSTILE_PARAMS) calls.push({ method, url: urlWith({ [name]: value }, sampleQuery), body: body(sampleBody) });
  }
  for (const name of queryParams) {
    for (const value of [...HOSTILE_VALUES, ['a', 'b', 'c'], Array.from({ length: 200 }, (_, i) => `id${i}`)]) {
      calls.push({ method, url: urlWith({}, { ...sampleQuery, [name]: value }) });
    }
  }
  if (method !== 'GET') {
    calls.push({ method, url: urlWith({}, sampleQuery) });
    for (const raw of HOSTILE_BODIES) calls.push({ method, url: urlWith({}, sampleQuery), body: raw });
    for (const name of fields) {
      for (const value of HOSTILE_VALUES) calls.push({ method, url: urlWith({}, sampleQuery), body: JSON.stringify({ ...sampleBody, [name]: value }) });
      const { [name]: _missing, ...without } = sampleBody;
      calls.push({ method, url: urlWith({}, sampleQuery), body: JSON.stringify(without) });
      // Deep nesting inside one field.
      calls.push({ method, url: urlWith({}, sampleQuery), body: JSON.stringify({ ...sampleBody, [name]: '<deep>' }).replace('"<deep>"', '['.repeat(DEEP) + ']'.repeat(DEEP)) });
    }
    calls.push({ method, url: urlWith({}, sampleQuery), body: JSON.stringify({ ...sampleBody, unknown_field: HUGE }) });
  }
  return calls;
}

/** Reads first, then changes, deletions last and the widest deletions (and signing out) at the very end. */
function order(a: [string, Method], b: [string, Method]) {
  const rank = ([path, method]: [string, Method]) =>
    path === '/api/logout' ? 99 : method === 'GET' ? 0 : method === 'POST' ? 1 : 10 - path.split('/').length;
  return rank(a) - rank(b);
}

describe.each(API_DATABASE_KINDS)('robustness on %s', (kind) => {
  let t: TestApp;
  let ids: Fixture;
  let operations: [string, Method, Operation][];

  beforeAll(async () => {
    t = await createTestApp(kind);
    ids = await createApiFixture(t);
    operations = (await apiOperations(t))
      .map(({ path, method, operation }) => [path, method, operation] as [string, Method, Operation])
      .sort((a, b) => order([a[0], a[1]], [b[0], b[1]]));
  });
  afterAll(() => t.close());

  async function sweep(client: TestClient) {
    const failures: string[] = [];
    for (const [path, method, operation] of operations) {
      for (const call of callsFor(path, method, operation, ids)) {
        const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
        const response = await t.app.inject({
          method: call.method,
          url: call.url,
          headers: {
            ...client.headers,
            ...(cookie ? { cookie } : {}),
            ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(call.body === undefined ? {} : { payload: call.body }),
        });
        const payloadNote = call.body === undefined ? '' : ` ${String(call.body).slice(0, 80)}`;
        const where = `${call.method} ${call.url.slice(0, 120)}${payloadNote}`;
        const emptyNotFound = response.statusCode === 404 && response.body === '';
        if (response.statusCode >= 500) {
          failures.push(`${response.statusCode} ${where}`);
        } else if (response.statusCode >= 400 && !emptyNotFound && !String(response.headers['content-type']).startsWith('application/problem+json')) {
          failures.push(`${response.statusCode} not a problem: ${where}`);
        } else if (response.statusCode === 400 && Object.keys(response.json().errors ?? {}).length === 0) {
          failures.push(`400 without field errors: ${where}`);
        }
      }
    }
    return failures;
  }

  it('answers methods the API does not have with problems, never a 500', async () => {
    const failures: string[] = [];
    const paths = new Set(operations.map(([path]) => path.replace('{id}', ids.eventId).replace(/\{[a-z_]+\}/g, 'x')));
    for (const path of paths) {
      for (const method of ['PUT', 'PATCH', 'OPTIONS', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url: path, headers: { origin: 'http://decklist.test' } });
        const problem = method === 'HEAD' || String(response.headers['content-type']).startsWith('application/problem+json');
        if (response.statusCode >= 500 || (response.statusCode >= 400 && !problem)) failures.push(`${response.statusCode} ${method} ${path}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('covers every operation of the OpenAPI description', () => {
    expect(operations.length).toBeGreaterThan(35);
  });

  it('never answers bad input with a 500, signed out', async () => {
    expect(await sweep(t.anonymous())).toEqual([]);
  });

  it('never answers bad input with a 500, signed in as a player (their own deck)', async () => {
    const player = await t.signedIn('robust-player@example.test');
    expect(await sweep(player)).toEqual([]);
  });

  it('never answers bad input with a 500, signed in as the owner of everything', async () => {
    const owner = await t.signedIn('robust-owner@example.test');
    expect(await sweep(owner)).toEqual([]);
  });
});
