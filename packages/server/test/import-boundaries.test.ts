import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd: repoRoot });

/** Lints source as if it were the given file of the server (the file need not exist). */
async function ruleHits(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return result!.messages.map((message) => message.ruleId);
}

describe('the server layers that know no feature (lint)', () => {
  it('refuses live/ importing a feature', async () => {
    for (const code of [
      "import { findEvent } from '../events/store';\nexport const x = findEvent;\n",
      "import { findTournament } from '../timers/store';\nexport const x = findTournament;\n",
      "import type { AuthContext } from '../auth/sessions';\nexport type X = AuthContext;\n",
    ]) {
      expect(await ruleHits('packages/server/src/live/boundary-fixture.ts', code)).toContain('import-x/no-restricted-paths');
    }
  });

  it('refuses http/ importing a feature', async () => {
    const hits = await ruleHits('packages/server/src/http/boundary-fixture.ts', "import { sessionToken } from '../auth/plugin';\nexport const x = sessionToken;\n");
    expect(hits).toContain('import-x/no-restricted-paths');
  });

  it('lets live/ use http/, and a feature use live/', async () => {
    const live = await ruleHits('packages/server/src/live/boundary-fixture.ts', "import { forbidden } from '../http/problem';\nexport const x = forbidden;\n");
    const feature = await ruleHits(
      'packages/server/src/events/boundary-fixture.ts',
      "import type { ChannelKind } from '../live/channels';\nimport { findEvent } from './store';\nexport type X = ChannelKind<'event'>;\nexport const x = findEvent;\n",
    );
    expect([...live, ...feature]).not.toContain('import-x/no-restricted-paths');
  });
});
