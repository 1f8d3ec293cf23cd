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

describe('the web app file names (lint)', () => {
  const component = 'export function DeckBadge() {\n  return <span>deck</span>;\n}\n';

  it('wants a component file in PascalCase and every other file in kebab-case', async () => {
    expect(await ruleHits('packages/web/src/decklist/deck-badge.tsx', component)).toContain('decklist/file-names');
    expect(await ruleHits('packages/web/src/decklist/useDeckBadge.ts', 'export const useDeckBadge = () => 1;\n')).toContain('decklist/file-names');
    expect(await ruleHits('packages/web/src/decklist/DeckBadgeLabel.tsx', "export const deckBadgeLabel = () => 'deck';\n")).toContain('decklist/file-names');
    expect(await ruleHits('packages/web/src/decklist/deck-badge.tsx', "import classes from './DeckBadge.module.css';\nexport const x = classes;\n")).toContain(
      'decklist/file-names',
    );
  });

  it('lets well-named files be', async () => {
    const hits = [
      ...(await ruleHits('packages/web/src/decklist/DeckBadge.tsx', `import classes from './deck-badge.module.css';\n${component}export const x = classes;\n`)),
      ...(await ruleHits('packages/web/src/decklist/use-deck-badge.ts', 'export const useDeckBadge = () => 1;\n')),
      ...(await ruleHits('packages/web/src/decklist/deck-badge-label.tsx', 'export const deckBadgeLabel = () => <b>deck</b>;\nexport const DECK_BADGE = 1;\n')),
    ];
    expect(hits).not.toContain('decklist/file-names');
  });
});
