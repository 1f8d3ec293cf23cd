import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const buildInfo = fileURLToPath(new URL('../../packages/web/dist/.vite/', import.meta.url));
const readBuildFile = <T>(file: string) => JSON.parse(fs.readFileSync(`${buildInfo}${file}`, 'utf8')) as T;

/** The URL path of the built file that holds a source module of the web app (e.g. 'src/app/routes/EventRoute.tsx'). */
export function builtFileOf(module: string): string {
  const manifest = readBuildFile<Record<string, { file: string }>>('manifest.json');
  const holders = readBuildFile<Record<string, string>>('chunk-modules.json');
  const key = holders[module];
  if (!key || !manifest[key]) throw new Error(`${module} is in no chunk of the build`);
  return `/${manifest[key].file}`;
}
