import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOverrides } from '../../src/app';
import { createSession } from '../../src/auth/sessions';
import { findOrCreateUserByEmail } from '../../src/auth/users';
import { loadConfig } from '../../src/config';
import { TestClock } from './clock';
import { connectDatabase } from '../../src/db/connect';
import { migrationsDir } from '../../src/paths';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases';

export const TEST_ORIGIN = 'http://decklist.test';

export interface TestAppOptions {
  env?: Record<string, string>;
  overrides?: AppOverrides;
  /** Reuse a database (for example to restart the app on the same data). */
  database?: TestDatabase;
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  db: TestDatabase;
  /** A client without a session. */
  anonymous(): TestClient;
  /** A user signed in directly (no mail): for tests of features other than sign-in. */
  signedIn(email: string): Promise<TestClient & { userId: string; sessionId: string }>;
  close(): Promise<void>;
}

/** The app on a fresh test database, with a hand-moved clock and no background jobs. */
export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const db = options.database ?? (await createTestDatabase(kind));
  const clock = new TestClock();
  const config = loadConfig({ PUBLIC_URL: TEST_ORIGIN, LOG_LEVEL: 'silent', ...options.env });
  const app = await buildApp(config, {
    database: db.database,
    now: clock.now,
    startJobs: false,
    logger: false,
    webDistDir: '/nonexistent',
    ...options.overrides,
  });
  await app.ready();
  return {
    app,
    clock,
    db,
    anonymous: () => new TestClient(app),
    async signedIn(email) {
      const user = await findOrCreateUserByEmail(app.db, email.toLowerCase());
      const session = await createSession(app.db, user.id, clock.now());
      const client = new TestClient(app);
      client.cookies.set('decklist_session', session.token);
      return Object.assign(client, { userId: user.id, sessionId: session.sessionId });
    },
    async close() {
      await app.close();
      if (!options.database) await db.drop();
    },
  };
}

type Json = Record<string, unknown> | unknown[];

/** Calls the app through inject, keeping cookies like a browser and sending the site's Origin. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    readonly headers: Record<string, string> = { origin: TEST_ORIGIN },
  ) {}

  get(url: string) {
    return this.request('GET', url);
  }
  post(url: string, body?: Json) {
    return this.request('POST', url, body);
  }
  delete(url: string, body?: Json) {
    return this.request('DELETE', url, body);
  }

  async request(method: 'GET' | 'POST' | 'DELETE', url: string, body?: Json, headers: Record<string, string> = {}) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.inject({
      method,
      url,
      headers: { ...this.headers, ...(cookie ? { cookie } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body }),
    });
    this.keepCookies(response);
    return response;
  }

  private keepCookies(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now()) || cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}

/** Listens on a random local port (for WebSocket clients) and returns the base URL. */
export async function listen(t: TestApp): Promise<string> {
  // Once per app: a second test of the same app listening gets the same address.
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

/**
 * Two instances on one fresh PostgreSQL database, each with its own connection pool and its own
 * LISTEN connection, as two servers behind a load balancer would be.
 */
export async function createTwoInstances() {
  const db = await createTestDatabase('postgres');
  const env = { DATABASE_URL: db.url! };
  const secondConnection = await connectDatabase({ databaseUrl: db.url, migrationsDir });
  const one = await createTestApp('postgres', { database: db, env });
  const two = await createTestApp('postgres', { database: { ...db, database: secondConnection }, env });
  return {
    one,
    two,
    async close() {
      await one.app.close();
      await two.app.close();
      await secondConnection.close();
      await db.drop();
    },
  };
}
