import { describe, expect, it } from 'vitest';
import { createTestApp, createTwoInstances } from './helpers/app';
import { createTestDatabase, DATABASE_KINDS, HAS_POSTGRES } from './helpers/databases';

describe.runIf(HAS_POSTGRES)('the e-mail hash across instances on PostgreSQL', () => {
  it('is the same on every instance of a site, and differs between sites', async () => {
    const pair = await createTwoInstances();
    try {
      const address = 'player@example.com';
      expect(pair.one.app.hashEmail(address)).toBe(pair.two.app.hashEmail(address));
      expect(pair.one.app.hashEmail(' Player@Example.com ')).toBe(pair.one.app.hashEmail(address));
      const other = await createTestApp('pglite');
      try {
        expect(other.app.hashEmail(address)).not.toBe(pair.one.app.hashEmail(address));
      } finally {
        await other.close();
      }
    } finally {
      await pair.close();
    }
  });
});

describe('the e-mail hash in revisions', () => {
  it.each(DATABASE_KINDS)('survives a restart on %s', async (kind) => {
    const db = await createTestDatabase(kind);
    const first = await createTestApp(kind, { database: db });
    const before = first.app.hashEmail('a@example.com');
    await first.app.close();
    const second = await createTestApp(kind, { database: db });
    try {
      expect(second.app.hashEmail('a@example.com')).toBe(before);
    } finally {
      await second.app.close();
      await db.drop();
    }
  });
});
