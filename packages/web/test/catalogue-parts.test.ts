import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { expect, it } from 'vitest';
import { activateLocale, loadCataloguePart } from '../src/lib/i18n';

const say = (message: string, context?: string) => i18n._(generateMessageId(message, context));

it("keeps a part of the catalogue that arrives before the app's own, and words both", async () => {
  // The organisers' part starts with their page's code, beside the app's catalogue: here it is ready first.
  await import('../src/locales/organiser/de.po');
  const activation = activateLocale('de');
  await loadCataloguePart('organiser');
  await activation;

  expect(i18n.locale).toBe('de');
  expect(document.documentElement.lang).toBe('de');
  expect(say('Sort by')).toBe('Sortieren nach');
  expect(say('Decklist')).toBe('Deckliste');
});

it('loads the parts in use in the next language chosen', async () => {
  await activateLocale('de');
  await loadCataloguePart('organiser');
  await activateLocale('fr');

  expect(i18n.locale).toBe('fr');
  expect(say('Sort by')).toBe('Trier par');
});

it('loads a part once, and adds it without drawing the page again', async () => {
  await activateLocale('de');
  await loadCataloguePart('organiser');
  let changes = 0;
  const stop = i18n.on('change', () => changes++);
  await Promise.all([loadCataloguePart('organiser'), loadCataloguePart('organiser'), loadCataloguePart('review')]);
  stop();

  expect(changes).toBe(0);
  expect(say('Sort by')).toBe('Sortieren nach');
  expect(say('Mark as Reviewed')).toBe('Als durchgesehen markieren');
});
