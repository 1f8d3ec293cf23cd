import path from 'node:path';
import { settingsTable } from '../config';
import { serverRoot } from '../paths';

const START = '<!-- settings: written by npm run docs:config from packages/server/src/config.ts -->';
const END = '<!-- end of settings -->';

/** The documents that show the settings, and which of their tables each shows. */
export const SETTINGS_DOCUMENTS = [
  { file: path.resolve(serverRoot, '../../README.md'), kind: 'readme' },
  { file: path.resolve(serverRoot, '../../docs/configuration.md'), kind: 'docs' },
] as const;

/** The document with its settings table as config.ts says it now; throws when the document has no place marked for it. */
export function withSettingsTable(text: string, kind: 'readme' | 'docs'): string {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`no settings table marked (${START} ... ${END})`);
  return `${text.slice(0, start)}${START}\n${settingsTable(kind)}\n${text.slice(end)}`;
}
