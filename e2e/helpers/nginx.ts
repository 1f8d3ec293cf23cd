import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './server';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The nginx configuration docs/deployment.md gives (its ```nginx block). */
export function documentedNginxConfig(): string {
  const page = fs.readFileSync(path.join(repoRoot, 'docs/deployment.md'), 'utf8');
  const block = /```nginx\n([\s\S]*?)```/.exec(page);
  if (!block) throw new Error('docs/deployment.md has no ```nginx block');
  return block[1]!;
}

export interface RunningNginx {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Debian's nginx as a child process on a free port, with the documented configuration pointing at
 * `upstreams` (base URLs), running from a temporary folder.
 */
export async function startNginx(upstreams: string[], port?: number): Promise<RunningNginx> {
  const listen = port ?? (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'decklist-nginx-'));
  fs.chmodSync(dir, 0o755); // run as root, nginx's workers are another user
  const documented = documentedNginxConfig();
  const servers = documented.match(/^\s*server 127\.0\.0\.1:300\d.*$/gm) ?? [];
  if (servers.length !== 2) throw new Error('expected the two documented upstream servers');
  const options = servers[0]!.trim().replace(/^server \S+/, '');
  let config = documented.replace(servers[1]! + '\n', '');
  config = config.replace(servers[0]!, upstreams.map((url) => `    server ${new URL(url).host}${options}`).join('\n'));
  config = config.replace(/listen 80\b/, `listen 127.0.0.1:${listen}`);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      // Room for a hall of displays: each live socket holds two connections (client and instance).
      'worker_rlimit_nofile 8192;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      'access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
      config,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(NGINX_PATH, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout!.on('data', (d) => output.push(String(d)));
  child.stderr!.on('data', (d) => output.push(String(d)));
  const url = `http://127.0.0.1:${listen}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output.join('')}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`nginx did not start: ${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    process: child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
