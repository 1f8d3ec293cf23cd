// Shared by the benchmarks: the built server as a real process, and sign-in through the real e-mail
// code flow.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/helpers/browser';
import { startServer as startE2eServer, type RunningServer } from '../e2e/helpers/server';
import { codeFromMail } from '../packages/server/test/helpers/smtp';

/** `--name value` from the command line, as a number. */
export function option(name: string, fallback: number) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}

/** `--name value` from the command line, as text. */
export function textOption(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

export const sleep = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay));

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** One line naming the machine, for the figures to be read against. */
export function machineLine(): string {
  const cpus = os.cpus();
  return (
    `machine: ${cpus[0]?.model ?? 'unknown CPU'} x ${cpus.length}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ` +
    `${os.type()} ${os.release()}, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}; server and clients on the same machine`
  );
}

export type BenchServer = RunningServer;

const DATABASE_SETTINGS = ['DATABASE_URL', 'EMBEDDED_DATABASE'] as const;

/**
 * The built server as a real process (the e2e harness): on PostgreSQL when DATABASE_URL is set, else
 * on its embedded database (EMBEDDED_DATABASE=pglite for PGlite instead of the embedded PostgreSQL).
 */
export function startServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const database = Object.fromEntries(DATABASE_SETTINGS.flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : [])));
  return startE2eServer({ ...database, ...env });
}

/** Which database the benchmark's server runs on, for its report. */
export function databaseLabel(): string {
  if (process.env.DATABASE_URL) return 'PostgreSQL (DATABASE_URL)';
  return process.env.EMBEDDED_DATABASE === 'pglite' ? 'embedded PGlite (EMBEDDED_DATABASE=pglite)' : 'embedded PostgreSQL (the default)';
}

/**
 * Signs in through the real e-mail code flow (the code arrives over SMTP) and returns an API caller.
 * With `ip`, every request says it comes from that address (X-Forwarded-For; the server needs
 * TRUST_PROXY=127.0.0.1: the benchmark stands in for the proxy), as phones in a hall on their own data connections would.
 */
export async function signIn(server: BenchServer, email: string, ip?: string) {
  const headers: Record<string, string> = { origin: server.url, 'content-type': 'application/json', ...(ip ? { 'x-forwarded-for': ip } : {}) };
  const before = server.smtp.mailsTo(email).length;
  await fetch(`${server.url}/api/login/start`, { method: 'POST', headers, body: JSON.stringify({ email }) });
  const code = codeFromMail(await server.smtp.waitForMail(email, before));
  const login = await fetch(`${server.url}/api/login/continue`, { method: 'POST', headers, body: JSON.stringify({ email, code }) });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  /** The address and options of a request with this user's session (for a fetch in another thread). */
  const requestInit = (method: string, url: string, body?: object, extra: Record<string, string> = {}) =>
    [
      `${server.url}${url}`,
      {
        method,
        headers: { ...(body ? { ...headers, cookie } : { origin: server.url, cookie, ...(ip ? { 'x-forwarded-for': ip } : {}) }), ...extra },
        ...(body ? { body: JSON.stringify(body) } : {}),
      },
    ] as const;
  /** A request with this user's session; any status. */
  const request = (method: string, url: string, body?: object, extra: Record<string, string> = {}) => fetch(...requestInit(method, url, body, extra));
  /** A request that must succeed; its JSON answer. */
  const call = async <T>(method: string, url: string, body?: object): Promise<T> => {
    const response = await request(method, url, body);
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    const text = await response.text(); // the contract answers many changes with an empty 200
    return (text ? JSON.parse(text) : undefined) as T;
  };
  return Object.assign(call, { request, requestInit, cookie, ip });
}


/** Resident memory (VmRSS) of a process and all its descendants, in MB: the server and any database it started. */
export function treeRssMb(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  let kb = 0;
  const visit = (pid: number) => {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
      kb += match ? Number(match[1]) : 0;
    } catch {
      return;
    }
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(rootPid);
  return kb / 1024;
}

const corpus = path.join(path.dirname(fileURLToPath(import.meta.url)), '../packages/server/test/fixtures/decklists');

/** Real-world decklists from the test corpus, by file name. */
export const corpusLists = (...files: string[]) => files.map((file) => fs.readFileSync(path.join(corpus, file), 'utf8'));

/** Chromium for a browser measurement, or undefined (said on the console) where it cannot start. */
export async function browserOrSkip(): Promise<Browser | undefined> {
  try {
    return await launchBrowser();
  } catch (error) {
    console.log(`(no browser measurement: ${(error as Error).message})`);
    return undefined;
  }
}

/** Creates a Modern event dated today as `organiser` (a signIn caller); its id. */
export async function createTodaysEvent(organiser: Awaited<ReturnType<typeof signIn>>, eventName: string, format = 'modern'): Promise<string> {
  const { event_id } = await organiser<{ event_id: string }>('POST', '/api/events', {
    event_name: eventName,
    format,
    event_date: new Date().toISOString().slice(0, 10),
  });
  return event_id;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Asks /api/health one request after another, 20 ms apart, until `stop()`; the latencies. */
export function sampleHealth(server: BenchServer) {
  const latencies: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const t0 = performance.now();
      const response = await fetch(`${server.url}/api/health`);
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      await sleep(20);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return latencies;
    },
  };
}

export const describeLatencies = (latencies: number[]) =>
  `${latencies.length} requests: median ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(Math.max(...latencies))}`;
