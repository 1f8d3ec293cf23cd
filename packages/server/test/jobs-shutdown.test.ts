import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { TEST_ORIGIN } from './helpers/app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('periodic jobs at shutdown (an app that owns its database)', () => {
  const dataDirs: string[] = [];
  afterEach(() => {
    for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function appWithBusyJob() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'decklist-jobs-'));
    dataDirs.push(dataDir);
    const config = loadConfig({ DATA_DIR: dataDir, EMBEDDED_DATABASE: 'pglite', PUBLIC_URL: TEST_ORIGIN, LOG_LEVEL: 'silent' });
    const app = await buildApp(config, { startJobs: false, logger: false, webDistDir: '/nonexistent' });
    const runs = { started: 0, finished: 0 };
    app.jobs.register({
      name: 'busy',
      intervalMs: 5,
      async run(tx) {
        runs.started += 1;
        await tx.execute(sql`select 1`);
        await sleep(30);
        await tx.execute(sql`select 2`);
        runs.finished += 1;
      },
    });
    return { app, runs, failures: vi.spyOn(app.log, 'error') };
  }

  it('close waits for the run under way, starts no other, and closes the database after it: no run fails', async () => {
    const { app, runs, failures } = await appWithBusyJob();
    app.jobs.start();
    await vi.waitFor(() => expect(runs.started).toBeGreaterThanOrEqual(2), { timeout: 5000, interval: 5 });

    await app.close();
    const afterClose = { ...runs };
    await sleep(100);

    expect(afterClose.finished).toBe(afterClose.started);
    expect(runs).toEqual(afterClose);
    expect(failures).not.toHaveBeenCalled();
  });
});
