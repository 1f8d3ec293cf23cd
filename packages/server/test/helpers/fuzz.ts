// Property-based fuzzing of the whole API from its own OpenAPI document: bodies, queries and path
// parameters generated from the schemas, mixed with hostile values, sent signed out and signed in.
// Used by test/fuzz.test.ts (a bounded number of cases) and bench/fuzz.ts (as many as asked).
import { isFieldErrorCode, isProblemCode } from '@decklist/core/api';
import fc from 'fast-check';
import type { TestApp } from './app';
import { TEST_ORIGIN } from './app';
import type { ApiFixture, ApiOperation, JsonSchema } from './api-fixture';

export type Caller = 'anonymous' | 'player' | 'owner';

/** One generated request. */
export interface FuzzCase {
  operation: ApiOperation;
  caller: Caller;
  url: string;
  headers: Record<string, string>;
  body: string | Buffer | undefined;
}

export interface FuzzOutcome {
  status: number;
  /** Why this answer breaks the rules (a 500, a 4xx that is not a problem), or null. */
  failure: string | null;
}

const CARD_NAMES = ['Lightning Bolt', 'Mountain', 'Island', 'Counterspell', 'Ragavan, Nimble Pilferer', 'Fire // Ice', 'Jace, the Mind Sculptor', 'Unknown Card'];

/** Values that have broken servers before: wrong types, edge numbers, odd text, deep and wide structures. */
const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -0, -1, 0.5, 1e21, -1e308, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, Number.MIN_VALUE),
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\ud800', '\udfff\ud800', '\u202e', '😀'.repeat(50), '../../etc/passwd', "' or 1=1 --", '%00', '${x}', '<script>'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((n) => Number(n)),
  fc.integer({ min: 1000, max: 40_000 }).map((n) => 'x'.repeat(n)),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3, maxKeys: 5 }) },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.integer({ min: 20, max: 200 }).map((depth) => nest([], depth)) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar, { maxKeys: 4 }) },
);

function nest(inner: unknown, depth: number): unknown {
  let value = inner;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** Realistic values for fields the schemas cannot describe well (ids, dates, decklists). */
function hintFor(name: string, fixture: ApiFixture, now: number): fc.Arbitrary<unknown> | undefined {
  const day = (offset: number) => new Date(now + offset * 86_400_000).toISOString().slice(0, 10);
  switch (name) {
    case 'user_id':
      return fc.oneof(fc.constantFrom(fixture.playerId, fixture.managerId, fixture.owner.userId, fixture.player.userId), fc.uuid());
    case 'deck_id':
      return fc.oneof(fc.constant(fixture.deckId), fc.uuid(), fc.constant(null));
    case 'event_date':
      return fc.oneof(fc.integer({ min: -3, max: 40 }).map(day), fc.string({ maxLength: 12 }));
    case 'code':
      return fc.stringMatching(/^\d{6}$/);
    case 'email':
    case 'user_email':
      return fc.oneof(fc.emailAddress().filter((e) => e.length <= 254), fc.constantFrom('robust-player@example.test', 'robust-owner@example.test', ''));
    case 'decklist_text':
      return fc
        .array(fc.tuple(fc.integer({ min: 0, max: 99 }), fc.constantFrom(...CARD_NAMES), fc.boolean()), { maxLength: 30 })
        .map((lines) => lines.map(([n, card, side]) => `${side ? 'SB: ' : ''}${n} ${card}`).join('\n'));
    case 'eventId':
      return fc.oneof(fc.constant(fixture.eventId), fc.array(fc.constant(fixture.eventId), { maxLength: 3 }), fc.string({ maxLength: 12 }));
    default:
      return undefined;
  }
}

/** Values valid for a JSON schema (as our zod schemas are published: strings, integers, enums, objects). */
export function fromSchema(schema: JsonSchema | undefined, name: string, fixture: ApiFixture, now: number): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  const hint = hintFor(name, fixture, now);
  if (hint) return hint;
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => fromSchema(s, name, fixture, now)));
  let arbitrary: fc.Arbitrary<unknown>;
  switch (schema.type) {
    case 'string':
      if (schema.format === 'uuid') arbitrary = fc.uuid();
      else if (schema.pattern) arbitrary = fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? Infinity));
      else arbitrary = fc.string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 200, 200) });
      break;
    case 'integer':
      arbitrary = fc.integer({ min: Math.max(schema.minimum ?? -(2 ** 31), -(2 ** 31)), max: Math.min(schema.maximum ?? 2 ** 31, 2 ** 31) });
      break;
    case 'number':
      arbitrary = fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true });
      break;
    case 'boolean':
      arbitrary = fc.boolean();
      break;
    case 'array':
      arbitrary = fc.array(fromSchema(schema.items, name, fixture, now), { maxLength: 5 });
      break;
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, fromSchema(s, key, fixture, now)]));
      arbitrary = fc.record(record, { requiredKeys: schema.required?.filter((key) => key in properties) ?? [] });
      break;
    }
    default:
      arbitrary = fc.anything({ maxDepth: 2 });
  }
  return schema.nullable ? fc.option(arbitrary, { nil: null }) : arbitrary;
}

/** A value for one field: mostly valid, sometimes hostile, so both the validation and the code behind it are reached. */
function fieldValue(schema: JsonSchema | undefined, name: string, fixture: ApiFixture, now: number) {
  return fc.oneof({ weight: 3, arbitrary: fromSchema(schema, name, fixture, now) }, { weight: 1, arbitrary: hostileValue });
}

/** Raw body texts that JSON.stringify would never produce. */
const rawBodies: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.integer({ min: 33, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 33, max: 20_000 }).map((depth) => '{"a":'.repeat(depth) + '0' + '}'.repeat(depth)),
  fc.constantFrom(
    '{"duration_seconds":1e999,"ms_adjustment":-1e999}',
    '{"ms_adjustment":123456789012345678901234567890}',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '{"a":1,"a":2}',
    '',
    ' ',
    'null',
    '{',
    '"\\ud800"',
    '{"email":"\\u0000"}',
  ),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.concat([Buffer.from('{"x":"'), Buffer.from(bytes), Buffer.from('"}')])),
  fc.string({ unit: 'binary', maxLength: 64 }),
);

/** A path parameter as it appears in the URL: the real id, or something else (encoded or raw). */
function pathValue(real: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(real) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 70 }).map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom('%00', '%FF%FE', '..%2F..', '%2e%2e', 'a'.repeat(200), real.toUpperCase(), `${real}%20`, '-1') },
  );
}

function realParam(path: string, name: string, fixture: ApiFixture): string {
  if (name === 'clock_id') return fixture.clockId;
  if (name === 'deck_id') return fixture.deckId;
  if (name === 'user_id') return fixture.managerId;
  return path.startsWith('/api/timers') ? fixture.tournamentId : fixture.eventId;
}

/**
 * Operations that would end the fuzzing of everything else if given the real ids (deleting the event,
 * the tournament, the library deck, or signing the shared session out) get made-up ids or no session.
 */
function isDestructive(op: ApiOperation) {
  return (
    (op.method === 'DELETE' && ['/api/events/{id}', '/api/timers/{id}', '/api/decks/library/{deck_id}'].includes(op.path)) ||
    op.path === '/api/logout'
  );
}

/** Percent-encodes the UTF-8 bytes of any string (encodeURIComponent throws on a lone surrogate). */
function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function queryString(entries: [string, unknown][]): string {
  const parts: string[] = [];
  for (const [name, value] of entries) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      parts.push(`${percentEncode(name)}=${percentEncode(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Generated requests for every operation of the document. */
export function fuzzCases(operations: ApiOperation[], fixture: ApiFixture, now: number): fc.Arbitrary<FuzzCase> {
  const perOperation = operations.map((op) => {
    const params = op.operation.parameters ?? [];
    const pathParams = params.filter((p) => p.in === 'path');
    const queryParams = params.filter((p) => p.in === 'query');
    const bodySchema = op.operation.requestBody?.content['application/json']?.schema;
    const destructive = isDestructive(op);

    const path = fc
      .tuple(...pathParams.map((p) => pathValue(destructive ? 'made-up-id' : realParam(op.path, p.name, fixture))))
      .map((values) => pathParams.reduce((url, p, i) => url.replace(`{${p.name}}`, values[i]!), op.path));
    const query = fc
      .tuple(...queryParams.map((p) => fc.option(fieldValue(p.schema, p.name, fixture, now), { nil: undefined, freq: 4 })))
      .map((values) => queryString(queryParams.map((p, i) => [p.name, values[i]])));

    const hasBody = op.method !== 'GET';
    const body: fc.Arbitrary<string | Buffer | undefined> = !hasBody
      ? fc.constant(undefined)
      : fc.oneof(
          { weight: 6, arbitrary: bodyFromSchema(bodySchema, fixture, now).map((value) => JSON.stringify(value)) },
          { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
          { weight: 1, arbitrary: rawBodies },
          { weight: 1, arbitrary: fc.constant(undefined) },
        );
    const caller = destructive && op.path === '/api/logout' ? fc.constant<Caller>('anonymous') : fc.constantFrom<Caller>('anonymous', 'player', 'owner', 'owner');
    const headers = fc.oneof(
      { weight: 8, arbitrary: fc.constant<Record<string, string>>({}) },
      { weight: 1, arbitrary: fc.constantFrom<Record<string, string>>({ origin: 'https://evil.example' }, { 'content-type': 'text/plain' }, { 'content-type': 'application/json; charset=latin1' }, { cookie: 'decklist_session=%FF%00; x=' }) },
    );
    return fc.record({ path, query, body, caller, headers }).map(
      ({ path: url, query: qs, body: payload, caller: who, headers: extra }): FuzzCase => ({
        operation: op,
        caller: who,
        url: `${url}${qs}`,
        headers: extra,
        body: payload,
      }),
    );
  });
  return fc.oneof(...perOperation);
}

/** A body for the operation's schema, each field mostly valid, plus now and then a field the schema does not know. */
function bodyFromSchema(schema: JsonSchema | undefined, fixture: ApiFixture, now: number): fc.Arbitrary<unknown> {
  if (!schema?.properties) return fc.oneof(fc.constant({}), hostileValue);
  const properties = schema.properties;
  const record = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, fieldValue(s, key, fixture, now)]));
  const required = (schema.required ?? []).filter((key) => key in properties);
  return fc
    .tuple(
      fc.record(record, { requiredKeys: required }),
      fc.option(fc.tuple(fc.string({ maxLength: 12 }), hostileValue), { freq: 5 }),
    )
    .map(([value, extra]) => (extra ? { ...value, [extra[0]]: extra[1] } : value));
}

/** Sends one case and checks the answer: never a 500, every 4xx a problem+json with its status. */
export async function runFuzzCase(t: TestApp, fixture: ApiFixture, c: FuzzCase): Promise<FuzzOutcome> {
  const client = c.caller === 'owner' ? fixture.owner : c.caller === 'player' ? fixture.player : undefined;
  const cookie = client ? [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : undefined;
  const response = await t.app.inject({
    method: c.operation.method,
    url: c.url,
    headers: {
      origin: TEST_ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(c.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...c.headers,
    },
    ...(c.body === undefined ? {} : { payload: c.body }),
  });
  const status = response.statusCode;
  const describe = () => `${status} ${c.operation.method} ${c.url.slice(0, 160)} as ${c.caller}${c.body === undefined ? '' : ` body ${String(c.body).slice(0, 160)}`}`;
  if (status >= 500) return { status, failure: describe() };
  // The contract's 'no deck' and 'no revisions' answers are empty 404s.
  if (status === 404 && response.body === '') return { status, failure: null };
  if (status >= 400) {
    if (!String(response.headers['content-type']).startsWith('application/problem+json')) return { status, failure: `not a problem: ${describe()}` };
    let problem: { status?: unknown; title?: unknown; code?: unknown; errors?: Record<string, unknown[]>; error_codes?: Record<string, unknown[]> };
    try {
      problem = response.json();
    } catch {
      return { status, failure: `unreadable problem: ${describe()}` };
    }
    if (problem.status !== status || typeof problem.title !== 'string') return { status, failure: `problem without its status or title: ${describe()}` };
    if (!isProblemCode(problem.code)) return { status, failure: `problem without a known code: ${describe()}` };
    // Each field message has its code, at the same index.
    const errors = Object.entries(problem.errors ?? {});
    const coded = errors.every(([field, messages]) => {
      const codes = problem.error_codes?.[field];
      return codes?.length === messages.length && codes.every((entry) => isFieldErrorCode((entry as { code?: unknown } | null)?.code));
    });
    if (!coded || Object.keys(problem.error_codes ?? {}).length !== errors.length) return { status, failure: `field errors without their codes: ${describe()}` };
  }
  return { status, failure: null };
}
