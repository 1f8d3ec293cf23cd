import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, sidewaysScroll } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { ACCESSIBILITY_ONLY_ROUTES, ROUTES, seedScene, type Scene } from '../size/routes';
import { translator } from '../helpers/catalogue';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 360, height: 740 },
] as const;

/**
 * Text cut off, from the rendered geometry: elements whose own text does not fit their box and is
 * hidden (cut or ellipsed), or that reach past the right edge of the page or of a box that clips them.
 */
const clippedTexts = (page: Page) =>
  page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const clips = (style: CSSStyleDeclaration) => style.overflowX === 'hidden' || style.overflowX === 'clip';
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== ''))
      .filter((element) => {
        const style = getComputedStyle(element);
        if (style.display === 'none' || style.visibility === 'hidden' || element.closest('[aria-hidden="true"], .ui-visually-hidden')) return false;
        const hides = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        if (hides && element.scrollWidth > element.clientWidth + 1) return true;
        const box = element.getBoundingClientRect();
        if (box.width === 0) return false;
        if (box.right > viewport + 1) return true;
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (clips(getComputedStyle(parent)) && box.right > parent.getBoundingClientRect().right + 1) return true;
        }
        return false;
      })
      .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent!.trim().slice(0, 40)}`);
  });

interface Finding {
  rule: string;
  impact: string;
  targets: string[];
}

// axe-core on every page of docs/product.md (Pages), in the states users see it, at 1280 px and 360 px:
// no serious or critical violation (WCAG 2.1 A and AA rules).
describe('accessibility of every page (axe-core)', () => {
  let server: RunningServer;
  let browser: Browser;
  let scene: Scene;
  const totals = { pages: 0, serious: 0 };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    scene = await seedScene(server, browser);
  });

  afterAll(async () => {
    console.log(`axe: ${totals.pages} page loads checked, ${totals.serious} serious or critical findings`);
    await browser?.close();
    await server?.stop();
  });

  // Every width in English and in the two languages whose words are longest (German) and whose lines break most
  // differently (Japanese); the phone's width, where a longer word is cut or pushes the page sideways, in the others
  // (a Spanish label once overflowed the display there). SWEEP_LANGUAGES=fr,es runs every width in the languages named.
  const everyWidth = process.env.SWEEP_LANGUAGES?.split(',') ?? ['en', 'de', 'ja'];
  const phoneOnly = process.env.SWEEP_LANGUAGES ? [] : ['fr', 'es', 'it', 'pt-BR'];
  for (const language of [...everyWidth, ...phoneOnly]) {
    for (const route of [...ROUTES, ...ACCESSIBILITY_ONLY_ROUTES]) {
      for (const size of phoneOnly.includes(language) ? WIDTHS.filter((w) => w.width === 360) : WIDTHS) {
        it.concurrent(`${route.name} at ${size.width} px${language === 'en' ? '' : ` in ${language}`}`, async () => {
          const say = await translator(language);
          const context = await browser.newContext({
            baseURL: server.url,
            locale: language,
            viewport: { width: size.width, height: size.height },
            // axe is injected as a script of the test's own; the site's CSP would refuse it.
            bypassCSP: true,
            ...(route.as === 'signed out' ? {} : { storageState: scene.sessions[route.as] }),
          });
          try {
            const page = await context.newPage();
            // The login screen's Google button needs Google's network; this check runs without it.
            await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (request) => request.abort());
            await page.goto(route.path(scene));
            await route.ready(page, say).catch(() => page.waitForLoadState('networkidle'));
            expect(await page.evaluate(() => document.documentElement.lang), 'the page speaks the browser’s language').toBe(language);
            await page.addScriptTag({ path: axeSource });
            const findings = await page.evaluate(async () => {
              const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
              const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
              return result.violations.map((v) => ({ rule: v.id, impact: v.impact, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
            });
            const serious: Finding[] = findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
            totals.pages += 1;
            totals.serious += serious.length;
            for (const finding of serious) console.log(`axe finding ${route.name} ${size.width}: ${finding.rule} ${finding.targets.join(' | ')}`);
            expect(serious).toEqual([]);
            if (size.width === 360) expect(await clippedTexts(page), 'text cut off at 360 px').toEqual([]);
            expect(await sidewaysScroll(page), `the page scrolls sideways at ${size.width} px`).toBeLessThanOrEqual(0);
          } finally {
            await context.close();
          }
        });
      }
    }
  }
});
