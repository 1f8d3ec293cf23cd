import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/web/src/locales');
const loaded = new Map<string, Map<string, string>>();
const key = (message: string, context?: string) => (context ? `${context}\u0004${message}` : message);

/** English message → its translation in `language`, read from the web app's catalogue. */
async function catalogue(language: string): Promise<Map<string, string>> {
  let messages = loaded.get(language);
  if (!messages) {
    messages = new Map();
    // The app's catalogue and its parts (help, timers, problems, display), each in a folder of its own.
    const files = [`${language}.po`, ...fs.readdirSync(locales, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `${d.name}/${language}.po`)];
    for (const file of files) {
      const po = fs.readFileSync(path.join(locales, file), 'utf8');
      const parsed = await formatter({ lineNumbers: false }).parse(po, { locale: language, sourceLocale: 'en', filename: file });
      for (const entry of Object.values(parsed ?? {})) {
        if (!entry.message || !entry.translation) continue;
        messages.set(key(entry.message, entry.context ?? undefined), entry.translation);
        if (!messages.has(entry.message)) messages.set(entry.message, entry.translation);
      }
    }
    loaded.set(language, messages);
  }
  return messages;
}

/**
 * How the app words an English text in `language`: the catalogue's translation of that message, or the
 * text itself (English, or data such as a player's name that is never translated).
 */
export async function translator(language: string): Promise<(english: string, context?: string) => string> {
  if (language === 'en') return (english) => english;
  const messages = await catalogue(language);
  return (english, context) => messages.get(key(english, context)) ?? messages.get(english) ?? english;
}
