import js from '@eslint/js';
import fs from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The web app's layers (docs/architecture.md): each imports only the ones below it, and a feature
// never imports another feature (a route in src/app/routes composes them).
const WEB = './packages/web/src';
const layer = (name) => `${WEB}/${name}`;
const FEATURES = fs.readdirSync(layer('features'));
const BELOW = {
  decklist: ['app', 'features', 'display'],
  components: ['app', 'features', 'decklist', 'display'],
  api: ['app', 'features', 'decklist', 'components', 'display'],
  live: ['app', 'features', 'decklist', 'components', 'api', 'display'],
  lib: ['app', 'features', 'decklist', 'components', 'api', 'live', 'display'],
  display: ['app', 'features', 'decklist', 'components'],
};
export const WEB_IMPORT_ZONES = [
  ...FEATURES.map((feature) => ({
    target: layer(`features/${feature}`),
    from: layer('features'),
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need down (decklist, components, api, live) or compose them in src/app/routes.',
  })),
  ...Object.entries(BELOW).map(([name, above]) => ({
    target: layer(name),
    from: above.map(layer),
    message: `src/${name} may only import the layers below it (docs/architecture.md).`,
  })),
];

// File names in the web app: a .tsx file that exports a component (a value named in PascalCase) is
// named in PascalCase (DeckForm.tsx); every other file, hooks included, in kebab-case
// (use-deck-form.ts, deck-extras.tsx), and so are the stylesheets it imports (review-bar.module.css).
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isComponentName = (name) => PASCAL.test(name) && /[a-z]/.test(name);
const fileNames = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: {
      component: "'{{file}}' exports a component ({{component}}): name it in PascalCase, e.g. {{component}}.tsx.",
      other: "'{{file}}' exports no component: name it in kebab-case (e.g. use-deck-form.ts, deck-extras.tsx).",
      stylesheet: "'{{file}}': name stylesheets in kebab-case (e.g. review-bar.module.css).",
    },
  },
  create(context) {
    const file = context.filename.split(/[\\/]/).pop();
    const [, base, ext] = /^(.*?)(\.[^.]+)$/.exec(file) ?? [];
    if (!base) return {};
    const components = [];
    const addName = (id) => id?.type === 'Identifier' && isComponentName(id.name) && components.push(id.name);
    const addDeclaration = (declaration) => {
      if (!declaration) return;
      if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') addName(declaration.id);
      else if (declaration.type === 'VariableDeclaration') declaration.declarations.forEach((d) => addName(d.id));
      else addName(declaration);
    };
    return {
      ExportNamedDeclaration(node) {
        if (node.exportKind === 'type' || node.source) return;
        addDeclaration(node.declaration);
        for (const specifier of node.specifiers) if (specifier.exportKind !== 'type') addName(specifier.exported);
      },
      ExportDefaultDeclaration(node) {
        addDeclaration(node.declaration);
      },
      ImportDeclaration(node) {
        const css = /(?:^|\/)([^/]+?)(?:\.module)?\.css$/.exec(node.source.value);
        if (css && node.source.value.startsWith('.') && !KEBAB.test(css[1])) {
          context.report({ node: node.source, messageId: 'stylesheet', data: { file: node.source.value } });
        }
      },
      'Program:exit'(program) {
        if (ext === '.tsx' && components.length > 0) {
          if (!PASCAL.test(base)) context.report({ node: program, loc: { line: 1, column: 0 }, messageId: 'component', data: { file, component: components[0] } });
        } else if (!KEBAB.test(base)) {
          context.report({ node: program, loc: { line: 1, column: 0 }, messageId: 'other', data: { file } });
        }
      },
    };
  },
};

// The server's shared layers: the live channels and the HTTP plumbing know no feature (each feature
// registers its channel kind with app.live), so a feature folder may come and go without touching them.
const SERVER = './packages/server/src';
const SERVER_SHARED = ['db', 'http', 'jobs', 'live', 'mail', 'system', 'workers'];
const SERVER_FEATURES = fs
  .readdirSync(SERVER, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SERVER_SHARED.includes(entry.name))
  .map((entry) => entry.name);
const SERVER_LAYERS = {
  live: 'server/src/live imports no feature: a feature registers its channel kind with app.live.registerChannelKind instead.',
  http: 'server/src/http imports no feature: move what it needs from a feature down into http/.',
};
export const SERVER_IMPORT_ZONES = Object.entries(SERVER_LAYERS).map(([name, message]) => ({
  target: `${SERVER}/${name}`,
  from: SERVER_FEATURES.map((feature) => `${SERVER}/${feature}`),
  message,
}));

// A feature reaches another only through that feature's index.ts, what it offers the others; app.ts, which
// composes them, and the shared layers stand outside.
export const SERVER_FEATURE_ZONES = SERVER_FEATURES.flatMap((target) =>
  SERVER_FEATURES.filter((from) => from !== target).map((from) => ({
    target: `${SERVER}/${target}`,
    from: `${SERVER}/${from}`,
    except: ['./index.ts'],
    message: `server/src/${target} imports server/src/${from} through its index.ts only (export what it needs there).`,
  })),
);

const importResolution = {
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.css'] })],
  'import-x/extensions': ['.ts', '.tsx', '.js'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
};

export default tseslint.config(
  // The lint test's fixtures break the rules on purpose; the test lints them on its own.
  { ignores: ['**/dist/**', '**/node_modules/**', '**/drizzle/**', 'data/**', '**/*.d.ts', 'e2e/artifacts/**', 'packages/web/test/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: importResolution,
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: WEB_IMPORT_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Components use the hooks in src/api; only the API client talks HTTP.
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Use the hooks in src/api (docs/architecture.md).' }],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    plugins: { decklist: { rules: { 'file-names': fileNames } } },
    rules: { 'decklist/file-names': 'error' },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importResolution,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...SERVER_IMPORT_ZONES, ...SERVER_FEATURE_ZONES] }] },
  },

  {
    // No rings in the server either: two modules that need each other become one, or what both need moves down.
    files: ['packages/server/src/**/*.ts', 'packages/core/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importResolution,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Every text a reader sees comes from the message catalogue (docs/decisions/0019-languages-with-lingui.md):
    // a string with a capital letter or a space outside t``, msg`` or <Trans> is an error. Codes, keys, paths
    // and class names (lower-case words without spaces) pass, and so do the attributes that never show.
    files: ['packages/web/src/**/*.{ts,tsx}'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^[a-z0-9_$@#%&*+=:;,.?!/|<>()\\[\\]{}\'"`~^-]*$', '^[a-z][A-Za-z0-9_.:/-]*$', '^\\S*\\d\\S*$', '^[A-Z][A-Z0-9_]*$', '^(Decklist|MTG|Magic: The Gathering|Arena|MTGO|Moxfield|Archidekt|Google)$'],
          ignoreNames: [
            { regex: { pattern: '^(className|class|type|variant|to|href|src|id|key|role|component|size|color|c|fw|ta|justify|align|gap|mode|method|autoComplete|inputMode|pattern|accept|rel|target|lang|dir|htmlFor|name|data-[a-z-]+|testId|queryKey|mutationKey|path|display|wrap|w|h|p|px|py|pt|pb|m|mt|mb|ml|mr|mx|my|miw|maw|radius|shadow|order|tt|td|fz|lh|ff|underline|visibleFrom|hiddenFrom|position|orientation|layout|ratio|format|kind|status|event|channel|storageKey|cookie|header|contentType|accept|sameSite|inputName)$' } },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
          ],
          ignoreFunctions: ['lazyComponent', 'preloadableComponent', 'console.*', 'Error', 'TypeError', 'RangeError', 'new Error', 'api.*', 'fetch', 'navigate', 'setLocation', 'URLSearchParams', 'encodeURIComponent', 'document.*', 'window.*', 'localStorage.*', 'sessionStorage.*', 'import.meta.*', 'invariant', 'Intl.*', 'querySelector', '*.querySelector', '*.addEventListener', '*.removeEventListener', 'matchMedia', 'window.matchMedia', 'new URL', 'URL', 'RegExp', 'new RegExp', 'Symbol', 'useQuery', 'useMutation', 'cx', 'clsx', 'classNames', '*.startsWith', '*.endsWith', '*.includes', '*.split', '*.join', '*.replace', '*.test', '*.match', '*.get', '*.set', '*.has', '*.append', '*.delete', '*.postMessage', '*.send', 'setAttribute', '*.setAttribute', '*.getAttribute', '*.dispatchEvent', 'CustomEvent', 'new CustomEvent'],
        },
      ],
    },
  },
  {
    files: ['packages/web/src/api/client.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'http'] }],
    },
  },
  {
    files: ['**/scripts/**', 'bench/**', 'e2e/**', '**/*-cli.ts'],
    rules: { 'no-console': 'off' },
  },
);
