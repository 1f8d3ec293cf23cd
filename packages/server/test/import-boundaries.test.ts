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

describe('a feature reaches another only through its index (lint)', () => {
  it('refuses a feature importing a module inside another feature', async () => {
    for (const [file, code] of [
      ['packages/server/src/decks/boundary-fixture.ts', "import { joinLocked } from '../events/joining-store';\nexport const x = joinLocked;\n"],
      ['packages/server/src/events/boundary-fixture.ts', "import { findRole } from '../timers/store';\nexport const x = findRole;\n"],
      ['packages/server/src/library/boundary-fixture.ts', "import type { AuthContext } from '../auth/sessions';\nexport type X = AuthContext;\n"],
    ]) {
      expect(await ruleHits(file!, code!)).toContain('import-x/no-restricted-paths');
    }
  });

  it("lets a feature import another's index, its own modules, and app.ts compose them all", async () => {
    const feature = await ruleHits(
      'packages/server/src/decks/boundary-fixture.ts',
      "import { joinLocked } from '../events';\nimport { findDeck } from './store';\nexport const x = [joinLocked, findDeck];\n",
    );
    const app = await ruleHits('packages/server/src/boundary-fixture.ts', "import { findRole } from './timers/store';\nexport const x = findRole;\n");
    expect([...feature, ...app]).not.toContain('import-x/no-restricted-paths');
  });
});
