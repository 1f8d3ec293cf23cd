// Shared by the benchmarks: the built server as a real process, and sign-in through the real e-mail
// code flow (without SMTP_URL the server writes the code to its log).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../e2e/helpers/server';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(repoRoot, 'packages/server/dist/main.js');

/** `--name value` from the command line, as a number. */
export function option(name: string, fallback: number) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
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

export type BenchServer = Awaited<ReturnType<typeof startServer>>;

export async function startServer(env: Record<string, string> = {}) {
  if (!fs.existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run npm run build first`);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'decklist-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn', // without SMTP_URL the sign-in code is logged at warn level
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let logs = '';
  child.stdout.on('data', (d) => (logs += String(d)));
  child.stderr.on('data', (d) => (logs += String(d)));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs}`);
    const health = await fetch(`${url}/api/health`).catch(() => undefined);
    if (health?.ok) break;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${logs}`);
    await sleep(200);
  }
  return {
    url,
    logs: () => logs,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The sign-in code in the last mail to `email` that the server logged instead of sending (JSON log lines). */
function codeLoggedFor(logs: string, email: string): string | undefined {
  const lines = logs.split('\n').filter((line) => line.includes('mail not sent') && line.includes(email));
  const last = lines.at(-1);
  if (!last) return undefined;
  const entry = JSON.parse(last) as { to?: string; msg?: string };
  return entry.to === email ? /\b(\d{6})\b/.exec(entry.msg ?? '')?.[1] : undefined;
}

/** Signs in through the real e-mail code flow (the code comes from the server log) and returns an API caller. */
export async function signIn(server: BenchServer, email: string) {
  const headers = { origin: server.url, 'content-type': 'application/json' };
  await fetch(`${server.url}/api/login/start`, { method: 'POST', headers, body: JSON.stringify({ email }) });
  let code: string | undefined;
  for (let i = 0; i < 50 && !code; i++) {
    code = codeLoggedFor(server.logs(), email);
    if (!code) await sleep(20);
  }
  const login = await fetch(`${server.url}/api/login/continue`, { method: 'POST', headers, body: JSON.stringify({ email, code }) });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  /** A request with this user's session; any status. */
  const request = (method: string, url: string, body?: object) =>
    fetch(`${server.url}${url}`, {
      method,
      headers: body ? { ...headers, cookie } : { origin: server.url, cookie },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  /** A request that must succeed; its JSON answer. */
  const call = async <T>(method: string, url: string, body?: object): Promise<T> => {
    const response = await request(method, url, body);
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return Object.assign(call, { request, cookie });
}

