import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

const redocly = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');
const config = path.resolve(__dirname, '../../../redocly.yaml');
// Offline and silent: no telemetry, no update check (redocly.yaml turns telemetry off too).
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' };

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; message: string; location: { pointer?: string }[] }[];
}

/** Redocly CLI's lint of a file with the repository's redocly.yaml (it exits non-zero on errors). */
function lint(file: string): Promise<LintReport> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [redocly, 'lint', file, '--config', config, '--format', 'json'], { env }, (error, stdout, stderr) => {
      try {
        resolve(JSON.parse(stdout) as LintReport);
      } catch {
        reject(error ?? new Error(`redocly lint printed no report: ${stderr}`));
      }
    });
  });
}

describe('the published OpenAPI document', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'decklist-openapi-'));
  });
  afterAll(async () => {
    await t.close();
    await fs.promises.rm(dir, { recursive: true, force: true });
  });

  it("passes Redocly's recommended lint with no errors or warnings", async () => {
    const response = await t.anonymous().get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const file = path.join(dir, 'openapi.json');
    await fs.promises.writeFile(file, response.body);

    const report = await lint(file);
    expect(report.problems.map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });
});
