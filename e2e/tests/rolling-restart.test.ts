// A rolling restart: three instances on one PostgreSQL behind Debian's nginx (configured as
// docs/deployment.md says), each stopped with SIGTERM and started again in turn while 300 players
// submit decklists and 1,000 displays watch a running clock that keeps changing.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { timersChannel } from '@decklist/core/live';
import { createSession } from '../../packages/server/src/auth/sessions';
import { findOrCreateUserByEmail } from '../../packages/server/src/auth/users';
import { connectDatabase, type Database } from '../../packages/server/src/db/connect';
import { migrationsDir } from '../../packages/server/src/paths';
import { startSmtpSink, type SmtpSink } from '../../packages/server/test/helpers/smtp';
import { NGINX_PATH, startNginx, type RunningNginx } from '../helpers/nginx';
import { createScratchDatabase } from '../helpers/scratch-database';
import { freePort, startServer, type RunningServer } from '../helpers/server';

const adminUrl = process.env.TEST_DATABASE_URL;
const PLAYERS = 300;
const DISPLAYS = 1000;
/** Each of the 8 submitters pauses this long between submissions: about 30 a second, several times a big hall's peak. */
const SUBMIT_PAUSE_MS = 250;
/** The organiser changes the clock this often, through every restart. */
const CHANGE_PAUSE_MS = 500;
/**
 * How soon after its instance's SIGTERM every display must be back (reconnected and up to date). The goal is
 * 2 s, which the median meets well and the slowest mostly (docs/deployment.md has the figures); on this
 * 2-core machine, which also runs the 1,000 displays' clients, all three instances, nginx and PostgreSQL,
 * and in CI other journeys, the slowest can take longer.
 * This bound still fails on what went wrong before: displays sent to an instance nginx had marked down, or
 * waiting out dropped connection attempts (5-8 s, with failed submissions).
 */
const BACK_WITHIN_MS = 6000;
const LIST = '4 Lightning Bolt\n4 Monastery Swiftspear\n52 Mountain';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ClockState {
  ms_remaining: number;
  is_running: boolean;
  server_time: number;
}

/** What a clock shows at `now` (ms since the epoch; the test and the servers share one machine's clock). */
const shownAt = (state: ClockState, now: number) => (state.is_running ? state.ms_remaining - (now - state.server_time) : state.ms_remaining);

/**
 * A display as the timer page behaves: on a close it reconnects, at once after 1001 (restarting) and
 * after a short wait otherwise. Each connection asks for the tournament as its first message (it may have
 * missed changes meanwhile); the first connection also reads it, as the page does when it opens. It keeps
 * the newest clock state it heard of.
 */
class Display {
  state: ClockState | undefined;
  socket: WebSocket | undefined;
  closes: { code: number; at: number; openAt?: number; backAt?: number }[] = [];
  stopped = false;

  constructor(
    private readonly site: string,
    private readonly tournamentId: string,
  ) {}

  private take(clock: { ms_remaining: number; is_running: boolean } | undefined, serverTime: number) {
    if (!clock || (this.state && this.state.server_time > serverTime)) return;
    this.state = { ms_remaining: clock.ms_remaining, is_running: clock.is_running, server_time: serverTime };
  }

  private async refetch() {
    for (let attempt = 0; attempt < 20; attempt++) {
      const answer = await fetch(`${this.site}/api/timers/${this.tournamentId}`).catch(() => undefined);
      if (answer?.ok) {
        const body = (await answer.json()) as { clocks: ClockState[]; server_time: number };
        this.take(body.clocks[0], body.server_time);
        return;
      }
      await sleep(100);
    }
    throw new Error('a display could not read the tournament again');
  }

  /** Connects; resolves once the first connection is open and the tournament read. */
  connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${this.site.replace('http', 'ws')}/ws?channel=${encodeURIComponent(timersChannel(this.tournamentId))}&state=1`, {
        headers: { origin: this.site },
      });
      this.socket = socket;
      let opened = false;
      const back = () => {
        const last = this.closes.at(-1);
        if (last && last.backAt === undefined) last.backAt = Date.now();
      };
      socket.on('message', (raw) => {
        const message = JSON.parse(String(raw)) as {
          type?: string;
          tournament?: { clocks: ClockState[]; server_time: number };
          updated_clock?: ClockState | null;
          server_time?: number;
        };
        if (message.type === 'STATE' && message.tournament) {
          this.take(message.tournament.clocks[0], message.tournament.server_time);
          back();
        } else if (message.updated_clock && typeof message.server_time === 'number') {
          this.take(message.updated_clock, message.server_time);
        }
      });
      socket.once('open', () => {
        opened = true;
        const pending = this.closes.at(-1);
        if (pending && pending.openAt === undefined) pending.openAt = Date.now();
        if (pending) return resolve(); // back once the state arrives
        this.refetch().then(resolve, reject);
      });
      socket.on('error', () => undefined); // a close follows
      socket.once('close', (code) => {
        if (this.stopped) return;
        if (opened) this.closes.push({ code, at: Date.now() });
        // Like the page: at once on 1001, after a short wait otherwise (a refused attempt too).
        setTimeout(() => void this.connect().catch(() => undefined), code === 1001 ? 0 : 250);
      });
    });
  }

  stop() {
    this.stopped = true;
    this.socket?.close();
  }
}

// Outside CI a machine without PostgreSQL or nginx skips this; in CI their absence is a failure.
describe.runIf(process.env.CI === 'true' || (adminUrl && fs.existsSync(NGINX_PATH)))('a rolling restart of three instances behind nginx', () => {
  let smtp: SmtpSink;
  let nginx: RunningNginx;
  const servers: RunningServer[] = [];
  let env: Record<string, string>;
  let database: Database;
  const displays: Display[] = [];

  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;

  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl!, 'decklist_rolling');
    smtp = await startSmtpSink();
    const nginxPort = await freePort();
    env = {
      DATABASE_URL: scratch.url,
      PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
      TRUST_PROXY: '127.0.0.1',
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT: '10',

    };
    // The first applies the migrations; the others then start together.
    servers.push(await startServer(env));
    servers.push(...(await Promise.all([startServer(env), startServer(env)])));
    nginx = await startNginx(
      servers.map((s) => s.url),
      nginxPort,
    );
    database = await connectDatabase({ databaseUrl: scratch.url, migrationsDir, poolSize: 2 });
  }, 300_000);

  afterAll(async () => {
    for (const display of displays) display.stop();
    await database?.close();
    await nginx?.stop();
    for (const server of servers) await server.stop();
    await smtp?.close();
    await scratch?.drop();
  });

  /** A session cookie for a user, made in the database: sign-in itself is tested elsewhere. */
  const sessionCookie = async (email: string) => {
    const user = await findOrCreateUserByEmail(database.db, email);
    const { token } = await createSession(database.db, user.id, Date.now());
    return `decklist_session=${token}`;
  };

  it('fails no submission, misses no clock change, and every display comes back soon after its instance leaves', async () => {
    const began = performance.now();
    const phase = (name: string) => console.log(`rolling restart: ${name} after ${Math.round(performance.now() - began)} ms`);
    const site = nginx.url;
    const organiser = await sessionCookie('rolling.organiser@example.com');
    const call = async <T>(cookie: string, method: string, url: string, body?: object): Promise<T> => {
      const answer = await fetch(`${site}${url}`, {
        method,
        headers: { cookie, origin: site, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      if (!answer.ok) throw new Error(`${method} ${url}: ${answer.status} ${await answer.text()}`);
      const text = await answer.text();
      return (text ? JSON.parse(text) : undefined) as T;
    };
    const { tournament_id: tournamentId } = await call<{ tournament_id: string }>(organiser, 'POST', '/api/timers', { tournament_name: 'Rolling' });
    const { clock_id: clockId } = await call<{ clock_id: string }>(organiser, 'POST', `/api/timers/${tournamentId}/clocks`, {
      clock_name: 'Round 1',
      duration_seconds: 50 * 60,
    });
    const clockUrl = `/api/timers/${tournamentId}/clocks/${clockId}`;
    await call(organiser, 'POST', clockUrl, { is_running: true });
    const { event_id: eventId } = await call<{ event_id: string }>(organiser, 'POST', '/api/events', {
      event_name: 'Rolling Modern',
      format: 'modern',
      event_date: new Date().toISOString().slice(0, 10),
    });
    const players = await Promise.all(Array.from({ length: PLAYERS }, (_, i) => sessionCookie(`rolling.player${i}@example.com`)));

    for (let i = 0; i < DISPLAYS; i += 100) {
      const batch = Array.from({ length: Math.min(100, DISPLAYS - i) }, () => new Display(site, tournamentId));
      await Promise.all(batch.map((display) => display.connect()));
      displays.push(...batch);
    }
    expect(displays.every((display) => display.state?.is_running)).toBe(true);
    phase(`${DISPLAYS} displays connected, ${PLAYERS} players ready`);

    // Players submit (each once at least, then again) and the clock changes, all through the restarts.
    let restarting = true;
    const failures: string[] = [];
    let submissions = 0;
    let next = 0;
    const submitter = async () => {
      while (restarting || next < PLAYERS) {
        const i = next++ % PLAYERS;
        const answer = await fetch(`${site}/api/events/${eventId}/deck`, {
          method: 'POST',
          headers: { cookie: players[i]!, origin: site, 'content-type': 'application/json' },
          body: JSON.stringify({ player_name: `Player ${i}`, deck_name: `Try ${next}`, decklist_text: LIST }),
        }).catch((error: unknown) => ({ ok: false, status: String(error) }) as const);
        submissions += 1;
        if (!answer.ok) failures.push(`player ${i}: ${answer.status}`);
        await sleep(SUBMIT_PAUSE_MS);
      }
    };
    let changes = 0;
    const changer = async () => {
      while (restarting) {
        await call(organiser, 'POST', `${clockUrl}/adjust`, { ms_adjustment: -1000 }).catch((error: unknown) => failures.push(`clock: ${String(error)}`));
        changes += 1;
        await sleep(CHANGE_PAUSE_MS);
      }
    };
    const load = [...Array.from({ length: 8 }, submitter), changer()];

    const leaves: number[] = [];
    for (const [i, server] of servers.entries()) {
      await sleep(1000);
      const port = new URL(server.url).port;
      leaves.push(Date.now());
      await server.stop(); // SIGTERM, then waits for the process to exit
      phase(`instance ${i + 1} stopped`);
      servers[i] = await startServer({ ...env, PORT: port });
      phase(`instance ${i + 1} started again`);
    }
    await sleep(1000);
    restarting = false;
    await Promise.all(load);

    // The final change: the clock paused at a known time; every display must have heard it.
    const final = await call<ClockState>(organiser, 'POST', clockUrl, { is_running: false });
    await sleep(2000);

    expect(failures).toEqual([]);
    expect(submissions).toBeGreaterThanOrEqual(PLAYERS);
    expect(changes).toBeGreaterThan(3);
    const event = await call<{ participants: { has_deck: boolean }[] }>(organiser, 'GET', `/api/events/${eventId}`);
    expect(event.participants.filter((p) => p.has_deck)).toHaveLength(PLAYERS);

    // Every display on an instance that left was closed with 1001 and came back (reconnected and up to date).
    const closes = displays.flatMap((display) => display.closes);
    expect(closes.length).toBeGreaterThanOrEqual(DISPLAYS * 0.9); // each instance held about a third
    expect(closes.filter((close) => close.code !== 1001)).toEqual([]);
    const leftAtOf = (at: number) => leaves.filter((left) => left <= at).at(-1) ?? at;
    const spread = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `median ${sorted[sorted.length >> 1]} ms, max ${sorted.at(-1)} ms`;
    };
    phase(
      `${submissions} submissions, ${changes} clock changes, ${closes.length} reconnections; after SIGTERM each display was ` +
        `closed: ${spread(closes.map((c) => c.at - leftAtOf(c.at)))}; ` +
        `connected again: ${spread(closes.map((c) => (c.openAt ?? Infinity) - leftAtOf(c.at)))}; ` +
        `back: ${spread(closes.map((c) => (c.backAt ?? Infinity) - leftAtOf(c.at)))}`,
    );
    const late = closes.filter((close) => close.backAt === undefined || close.backAt - leftAtOf(close.at) > BACK_WITHIN_MS);
    expect(late).toEqual([]);
    const wrong = displays.filter((display) => !display.state || display.state.is_running || display.state.ms_remaining !== final.ms_remaining);
    expect(wrong).toHaveLength(0);
    const now = Date.now();
    expect(displays.every((display) => Math.abs(shownAt(display.state!, now) - shownAt(final, now)) < 1000)).toBe(true);
  }, 300_000);
});
