import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { seriousAxeFindings } from '../helpers/axe';
import { launchBrowser, sidewaysScroll } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { ACCESSIBILITY_ONLY_ROUTES, ROUTES, seedScene, type Scene } from '../size/routes';
import { translator } from '../helpers/catalogue';

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

/** What one page showed in one language at one width: the problems found, each naming the rule or check. */
interface PageFindings {
  route: string;
  problems: string[];
}

/**
 * axe-core on every page of docs/product.md (Pages), in the states users see it: no serious or critical
 * violation (WCAG 2.1 A and AA rules). And in every language, at the widths where its words can change the
 * layout, the checks that language does change: the page says its language, no text is cut off at 360 px,
 * nothing scrolls sideways.
 *
 * axe runs at both widths in English and at 360 px in German (the longest words) and Japanese (the most
 * different line breaks). Its rules read the page's structure, names, roles and colours, which are the same
 * in every language: i18n-catalogues.test.ts fails on any message missing or left untranslated, so no name
 * becomes empty in one language alone. One browser context per visitor, language and width is reused from
 * page to page (its cache warm), and two languages are checked at a time.
 */
describe('accessibility of every page (axe-core), and every page in every language', () => {
  let server: RunningServer;
  let browser: Browser;
  let scene: Scene;
  const totals = { pages: 0, axe: 0, serious: 0 };

  beforeAll(async () => {
    // Google sign-in configured, as in production (and in the route-size check whose routes these are): the
    // login screen shows its Google part, which the routes wait for. Google's own network is blocked.
    server = await startServer({ GOOGLE_CLIENT_ID: 'accessibility.apps.googleusercontent.com' });
    browser = await launchBrowser();
    scene = await seedScene(server, browser);
  });

  afterAll(async () => {
    console.log(`${totals.pages} page loads checked, axe on ${totals.axe} of them: ${totals.serious} serious or critical findings`);
    await browser?.close();
    await server?.stop();
  });

  // Every width in English and in the two languages whose words are longest (German) and whose lines break most
  // differently (Japanese); the phone's width, where a longer word is cut or pushes the page sideways, in the others
  // (a Spanish label once overflowed the display there). SWEEP_LANGUAGES=fr,es runs every width in the languages named.
  const everyWidth = process.env.SWEEP_LANGUAGES?.split(',') ?? ['en', 'de', 'ja'];
  const phoneOnly = process.env.SWEEP_LANGUAGES ? [] : ['fr', 'es', 'it', 'pt-BR'];
  const runsAxe = (language: string, width: number) => language === 'en' || (width === 360 && ['de', 'ja'].includes(language));
  const routes = [...ROUTES, ...ACCESSIBILITY_ONLY_ROUTES];
  const sweeps = [...everyWidth, ...phoneOnly].flatMap((language) =>
    (phoneOnly.includes(language) ? WIDTHS.filter((w) => w.width === 360) : WIDTHS).map((size) => ({ language, size })),
  );

  async function checkPages(language: string, size: (typeof WIDTHS)[number]): Promise<PageFindings[]> {
    const say = await translator(language);
    const contexts = new Map<string, BrowserContext>();
    const pageOf = async (as: (typeof routes)[number]['as']) => {
      let context = contexts.get(as);
      if (!context) {
        context = await browser.newContext({
          baseURL: server.url,
          locale: language,
          viewport: { width: size.width, height: size.height },
          ...(as === 'signed out' ? {} : { storageState: scene.sessions[as] }),
        });
        context.setDefaultTimeout(15_000);
        // The login screen's Google button needs Google's network; this check runs without it.
        await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (request) => request.abort());
        await context.newPage();
        contexts.set(as, context);
      }
      return context.pages()[0]!;
    };
    const findings: PageFindings[] = [];
    try {
      for (const route of routes) {
        const page = await pageOf(route.as);
        const problems: string[] = [];
        await page.goto(route.path(scene));
        await route.ready(page, say).catch(() => page.waitForLoadState('networkidle'));
        totals.pages += 1;
        const lang = await page.evaluate(() => document.documentElement.lang);
        if (lang !== language) problems.push(`the page says its language is '${lang}'`);
        if (runsAxe(language, size.width)) {
          const serious = await seriousAxeFindings(page);
          totals.axe += 1;
          totals.serious += serious.length;
          problems.push(...serious.map((f) => `axe ${f.rule}: ${f.targets.join(' | ')}`));
        }
        if (size.width === 360) problems.push(...(await clippedTexts(page)).map((cut) => `text cut off: ${cut}`));
        const sideways = await sidewaysScroll(page);
        if (sideways > 0) problems.push(`scrolls sideways by ${sideways} px`);
        findings.push({ route: route.name, problems });
      }
    } finally {
      await Promise.all([...contexts.values()].map((context) => context.close()));
    }
    return findings;
  }

  // Two sweeps at a time: four took as long on two cores.
  const SLOTS = 2;
  const slots: Promise<void>[] = [];
  const limit = async <T>(work: () => Promise<T>): Promise<T> => {
    while (slots.length >= SLOTS) await Promise.race(slots);
    const done = work();
    const slot: Promise<void> = done.then(
      () => undefined,
      () => undefined,
    ).finally(() => slots.splice(slots.indexOf(slot), 1));
    slots.push(slot);
    return done;
  };

  for (const { language, size } of sweeps) {
    const what = runsAxe(language, size.width) ? 'axe, language, cut-off text and sideways scrolling' : 'language, cut-off text and sideways scrolling';
    it.concurrent(`${routes.length} pages at ${size.width} px${language === 'en' ? '' : ` in ${language}`}: ${what}`, async ({ expect }) => {
      const findings = await limit(() => checkPages(language, size));
      expect(findings).toHaveLength(routes.length);
      expect(findings.filter((f) => f.problems.length > 0)).toEqual([]);
    }, 600_000); // it waits its turn for one of the two slots
  }
});
