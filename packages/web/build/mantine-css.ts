import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const stylesDir = path.join(path.dirname(require.resolve('@mantine/core/styles.css')), 'styles');
const CLASSES_MODULE = /@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/].*[\\/]([A-Za-z]+)\.module\.css\.mjs$/;

/**
 * Loads each Mantine component's stylesheet together with the component, instead of
 * Mantine's whole 200 kB stylesheet on every page: a page only downloads the CSS of the
 * components it renders. The base styles come from src/app/mantine-base.css.
 */
export function mantineComponentCss(): Plugin {
  return {
    name: 'decklist:mantine-component-css',
    enforce: 'pre',
    transform(code, id) {
      const match = CLASSES_MODULE.exec(id.split('?')[0] ?? '');
      if (!match) return null;
      const cssFile = path.join(stylesDir, `${match[1]}.css`);
      if (!fs.existsSync(cssFile)) return null;
      return { code: `import '@mantine/core/styles/${match[1]}.css';\n${code}`, map: null };
    },
  };
}
