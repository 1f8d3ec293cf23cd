import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../packages/server/test/helpers/ports';
import { startSmtpSink, type SmtpSink } from '../../packages/server/test/helpers/smtp';

export { freePort };

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// A benchmark may point at another build (e.g. an older one kept aside) to measure before and after.
const serverEntry = process.env.DECKLIST_SERVER_ENTRY ?? path.join(repoRoot, 'packages/server/dist/main.js');


export interface RunningServer {
  url: string;
  smtp: SmtpSink;
  dataDir: string;
  process: ChildProcess;
  logs: string[];
  stop(): Promise<void>;
}

/**
 * Starts the built server (packages/server/dist/main.js of this checkout, or of `checkout`) as a real
 * process on a free port, with its own data folder (the embedded database, in a folder only its user
 * may enter, as mktemp -d makes it) and a real SMTP server that receives its mail.
 */
export interface StartOptions {
  /** Start on a copy of the data folder the journeys' global set-up made (when there is one); true by default. */
  fromTemplate?: boolean;
  /** Leave the data folder in place when stopped. */
  keepData?: boolean;
}

export async function startServer(env: Record<string, string> = {}, checkout = repoRoot, options: StartOptions = {}): Promise<RunningServer> {
  const entry = checkout === repoRoot ? serverEntry : path.join(checkout, 'packages/server/dist/main.js');
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first`);
  const smtp = await startSmtpSink();
  // A given PORT restarts an instance where it was (e.g. behind nginx).
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'decklist-e2e-'));
  const template = process.env.DECKLIST_E2E_DATA_TEMPLATE;
  if (template && options.fromTemplate !== false && checkout === repoRoot && !env.DATABASE_URL && !env.DATA_DIR) {
    const copied = spawnSync('cp', ['-a', `${template}/.`, dataDir], { encoding: 'utf8' });
    if (copied.status !== 0) throw new Error(`could not copy the data template: ${copied.stderr}`);
  }
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [entry], {
    cwd: checkout,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  child.stdout!.on('data', (d) => logs.push(String(d)));
  child.stderr!.on('data', (d) => logs.push(String(d)));

  // Generous: on a loaded 2-core machine, loading the card data and the embedded database can take a while.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs.join('')}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL'); // never leave a half-started server running
      await smtp.close();
      throw new Error(`server did not start:\n${logs.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    url,
    smtp,
    dataDir,
    process: child,
    logs,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await smtp.close();
      if (!options.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
