// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repoRoot });

/** Lints source as if it were the given file of the web app (the file need not exist). */
async function ruleHits(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return result!.messages.map((message) => message.ruleId);
}

describe('the web app layers (lint)', () => {
  it('refuses a feature importing another feature', async () => {
    const hits = await ruleHits(
      'packages/web/src/features/library/boundary-fixture.tsx',
      "import { DeckForm } from '../decks/DeckForm';\nexport const x = DeckForm;\n",
    );
    expect(hits).toContain('import-x/no-restricted-paths');
  });

  it('refuses a lower layer importing an upper one', async () => {
    expect(await ruleHits('packages/web/src/api/boundary-fixture.ts', "import { Button } from '../components/ui';\nexport const x = Button;\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(
      await ruleHits('packages/web/src/decklist/boundary-fixture.ts', "import { PlayerDeck } from '../features/decks/PlayerDeck';\nexport const x = PlayerDeck;\n"),
    ).toContain('import-x/no-restricted-paths');
  });

  it('lets a route compose two features, and a feature use the layers below it', async () => {
    const route = await ruleHits(
      'packages/web/src/app/routes/boundary-fixture.tsx',
      "import { DeckPage } from '../../features/decks/DeckPage';\nimport { SaveToLibraryButton } from '../../features/library/SaveToLibrary';\nexport const x = [DeckPage, SaveToLibraryButton];\n",
    );
    const feature = await ruleHits(
      'packages/web/src/features/library/boundary-fixture.tsx',
      "import { CheckedDeck } from '../../decklist';\nimport { useFormats } from '../../api/events';\nexport const x = [CheckedDeck, useFormats];\n",
    );
    expect([...route, ...feature]).not.toContain('import-x/no-restricted-paths');
  });

  it('refuses import cycles', async () => {
    // The fixture folder is ignored by the project's lint run, so lint it here without the ignores.
    const results = await new ESLint({ cwd: repoRoot, ignore: false }).lintFiles([path.join(repoRoot, 'packages/web/test/fixtures/cycle/first.ts')]);
    expect(results[0]!.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });
});
