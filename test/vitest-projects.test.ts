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

describe('the runtime suites run on the other Node.js', () => {
  it('names files that exist, by their path from the repository (a path vitest matches), server suites included', () => {
    const scripts = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const named = scripts['test:runtime']!.split(' ').filter((word) => word.endsWith('.test.ts'));
    expect(named.length).toBeGreaterThan(10);
    for (const file of named) {
      expect(file.startsWith('packages/'), file).toBe(true);
      expect(fs.existsSync(path.join(root, file)), file).toBe(true);
    }
  });
});
