// npm run docs:config: writes the settings tables of README.md and docs/configuration.md from config.ts.
import fs from 'node:fs';
import { SETTINGS_DOCUMENTS, withSettingsTable } from './settings-docs';

for (const { file, kind } of SETTINGS_DOCUMENTS) {
  const before = fs.readFileSync(file, 'utf8');
  const after = withSettingsTable(before, kind);
  if (after !== before) fs.writeFileSync(file, after);
  console.log(`${file}: ${after === before ? 'as it was' : 'written'}`);
}
