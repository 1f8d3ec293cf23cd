import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { ROUTES, seedScene, type Scene, inEnglish } from '../size/routes';

/** The organiser's pages, as a judge holds them on a phone in the hall. */
const ORGANISER_PAGES = [
  '/e/{id} (owner, management)',
  '/e/{id}/deck?id= (organiser)',
  '/e/{id}/missing (organiser, missing decklists sheet)',
  '/e/{id}/sync/eventlink',
];
/** CSS px: the size asked of every target on a touch screen (WCAG 2.5.5's 44 × 44, stricter than 2.5.8's 24). */
const MIN_TARGET = 44;

/**
 * Every visible control (button, link, field) smaller than `min` × `min` CSS px, as 'tag "name" w×h'. A
 * checkbox or radio counts with its label (pressing the label presses it). Exempt, as WCAG 2.5.8 exempts
 * them: a link inside a sentence (in a paragraph or beside other words), whose size the line of text sets.
 */
const smallTargets = (page: Page, min: number) =>
  page.evaluate((min) => {
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        style.visibility !== 'hidden' &&
        box.right > 0 &&
        box.left < document.documentElement.clientWidth &&
        !el.closest('[aria-hidden="true"], [inert], .ui-visually-hidden')
      );
    };
    // A link with words of the same sentence beside it, or in a paragraph with other words.
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A') return false;
      const paragraph = el.closest('p');
      if (paragraph !== null && paragraph.textContent!.trim() !== el.textContent!.trim()) return true;
      return [...el.parentElement!.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
    };
    const targetOf = (el: Element) => {
      const box = el.getBoundingClientRect();
      let { left, top, right, bottom } = box;
      if (el instanceof HTMLInputElement && el.labels) {
        for (const label of el.labels) {
          const b = label.getBoundingClientRect();
          left = Math.min(left, b.left);
          top = Math.min(top, b.top);
          right = Math.max(right, b.right);
          bottom = Math.max(bottom, b.bottom);
        }
      }
      return { width: right - left, height: bottom - top };
    };
    const controls = document.querySelectorAll(
      'button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=radio], [role=checkbox], [role=switch]',
    );
    return [...controls]
      // A visually hidden checkbox or radio is there through its label.
      .filter((el) => (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') ? [el, ...(el.labels ?? [])].some(shown) : shown(el)))
      .filter((el) => !inSentence(el))
      .map((el) => ({ el, size: targetOf(el) }))
      .filter(({ size }) => size.width < min - 0.5 || size.height < min - 0.5)
      .map(({ el, size }) => {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        return `${el.tagName.toLowerCase()} "${name}" ${Math.round(size.width)}×${Math.round(size.height)}`;
      });
  }, min);

// The organiser's pages on a 360 px touch screen: every button, link and field is at least 44 × 44 CSS px.
describe('touch targets on the organiser’s pages (360 px touch screen)', () => {
  let server: RunningServer;
  let browser: Browser;
  let scene: Scene;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    scene = await seedScene(server, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const name of ORGANISER_PAGES) {
    const route = ROUTES.find((r) => r.name === name);
    if (!route) throw new Error(`no route named ${name}`);
    it(`${name}: every target at least ${MIN_TARGET} × ${MIN_TARGET} px`, async () => {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: PHONE,
        hasTouch: true,
        isMobile: true,
        ...(route.as === 'signed out' ? {} : { storageState: scene.sessions[route.as] }),
      });
      try {
        const page = await context.newPage();
        await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (request) => request.abort());
        await page.goto(route.path(scene));
        await route.ready(page, inEnglish);
        expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), 'a touch screen').toBe(true);
        expect(await smallTargets(page, MIN_TARGET)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
