// The metrics as Prometheus itself scrapes them: Debian's prometheus, started here with a generated
// configuration pointing at the built server, asked back for one series through its HTTP API.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type RunningServer } from '../helpers/server';

const PROMETHEUS_PATH = process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus';
const TOKEN = 'e2e-metrics-token-5f2c9a7d41b0';

interface QueryAnswer {
  status: string;
  data: { result: { metric: Record<string, string>; value: [number, string] }[] };
}

describe('Prometheus scraping /metrics', () => {
  let server: RunningServer;
  let prometheus: ChildProcess | undefined;
  let dir: string;
  let prometheusUrl: string;
  const output: string[] = [];

  beforeAll(async () => {
    // Never skipped: CI installs Debian's prometheus (.ci/run), and a machine without it fails here.
    if (!fs.existsSync(PROMETHEUS_PATH)) throw new Error(`${PROMETHEUS_PATH} is missing: install Debian's prometheus package`);
    server = await startServer({ METRICS_TOKEN: TOKEN });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'decklist-prometheus-'));
    const port = await freePort();
    prometheusUrl = `http://127.0.0.1:${port}`;
    fs.writeFileSync(
      path.join(dir, 'prometheus.yml'),
      [
        'global:',
        '  scrape_interval: 1s',
        'scrape_configs:',
        '  - job_name: decklist',
        '    metrics_path: /metrics',
        '    authorization:',
        `      credentials: ${TOKEN}`,
        '    static_configs:',
        `      - targets: ['${new URL(server.url).host}']`,
        '',
      ].join('\n'),
    );
    prometheus = spawn(
      PROMETHEUS_PATH,
      [`--config.file=${path.join(dir, 'prometheus.yml')}`, `--storage.tsdb.path=${path.join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    prometheus.stdout!.on('data', (d) => output.push(String(d)));
    prometheus.stderr!.on('data', (d) => output.push(String(d)));
  });

  afterAll(async () => {
    if (prometheus && prometheus.exitCode === null) {
      const exited = new Promise((resolve) => prometheus!.once('exit', resolve));
      prometheus.kill('SIGTERM');
      await exited;
    }
    await server?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const query = async (expression: string) => {
    try {
      const answer = await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(expression)}`);
      if (!answer.ok) return [];
      const body = (await answer.json()) as QueryAnswer;
      return body.status === 'success' ? body.data.result : [];
    } catch {
      return []; // not up yet
    }
  };

  it('scrapes the instance with the token and has the sign-in codes it mailed', async () => {
    const email = 'scraped@example.com';
    const started = await fetch(`${server.url}/api/login/start`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(started.status).toBe(200);
    await server.smtp.waitForMail(email);

    await expect
      .poll(async () => (await query('up{job="decklist"}'))[0]?.value[1], { timeout: 60_000, interval: 500, message: output.join('') })
      .toBe('1');
    await expect
      .poll(async () => (await query('decklist_sign_in_codes_sent_total'))[0]?.value[1], { timeout: 30_000, interval: 500 })
      .toBe('1');
    const routes = await query('decklist_http_requests_total{route="/api/login/start"}');
    expect(routes.map((series) => [series.metric.method, series.metric.status])).toEqual([['POST', '200']]);
  });
});
