import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const serverTests = path.join(root, 'packages/server/test');

describe('the server suites that share their modules', () => {
  it('runs every server file that mocks a module (vi.mock) in the project that isolates it', () => {
    const config = fs.readFileSync(path.join(root, 'vitest.config.ts'), 'utf8');
    const listed = /SERVER_MOCKING = \[([^\]]*)\]/.exec(config)?.[1] ?? '';
    const mocking = fs
      .readdirSync(serverTests)
      .filter((file) => file.endsWith('.test.ts') && /\bvi\.mock\(/.test(fs.readFileSync(path.join(serverTests, file), 'utf8')))
      .map((file) => `'test/${file}'`);
    expect(mocking.length).toBeGreaterThan(0);
    for (const file of mocking) expect(listed).toContain(file);
  });
});
