import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupedFiles } from '../chunk-groups';

const packages = path.resolve(__dirname, '../..');

// A file renamed or moved would silently leave its group, and Rollup would cut it into small chunks again.
describe('the build\'s chunk groups', () => {
  it('name files that exist, each in one group', () => {
    for (const file of groupedFiles) expect(fs.existsSync(path.join(packages, file)), file).toBe(true);
    expect(new Set(groupedFiles).size).toBe(groupedFiles.length);
  });
});
