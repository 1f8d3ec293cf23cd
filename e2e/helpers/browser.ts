import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { codeFromMail } from '../../packages/server/test/helpers/smtp';
import type { RunningServer } from './server';

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');

/** Debian's Chromium (or CHROMIUM_PATH); throws, saying how to install it, where there is none. */
export function browserPath(): string {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH`);
  }
  return executablePath;
}

/** Debian's Chromium, headless, with the flags this closed network needs (no background calls home). */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = browserPath();
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

export const PHONE = { width: 360, height: 740 };

/**
 * A fresh browser profile (own cookies) on the site, phone-sized unless told otherwise. Its pages run without the service worker unless
 * `serviceWorkers: 'allow'`: a worker answers requests that the journeys' network routes would not see,
 * and the journeys about the network and the worker ask for it.
 */
export async function newContext(browser: Browser, baseURL: string, viewport = PHONE, { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {}) {
  const context = await browser.newContext({ baseURL, viewport, serviceWorkers, permissions: ['clipboard-read', 'clipboard-write'] });
  context.setDefaultTimeout(10_000);
  return context;
}

/** Collects uncaught page errors so a test can assert there were none. */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Saves a screenshot under e2e/artifacts (useful when a journey fails in CI). */
export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(artifacts, { recursive: true });
  const file = path.join(artifacts, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Signs in through the login screen shown on `page`, reading the code from the real SMTP exchange. */
export async function signInOnPage(page: Page, server: RunningServer, email: string) {
  const before = server.smtp.mailsTo(email).length;
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Code', exact: true }).click();
  await page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();
  const code = codeFromMail(await server.smtp.waitForMail(email, before));
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Signs a context in without the UI (for journeys about other things): real API calls, real mail. */
export async function signInContext(context: BrowserContext, server: RunningServer, email: string) {
  const before = server.smtp.mailsTo(email).length;
  const headers = { origin: server.url };
  const start = await context.request.post(`${server.url}/api/login/start`, { data: { email }, headers });
  if (!start.ok()) throw new Error(`login start failed: ${start.status()}`);
  const code = codeFromMail(await server.smtp.waitForMail(email, before));
  const done = await context.request.post(`${server.url}/api/login/continue`, { data: { email, code }, headers });
  if (!done.ok()) throw new Error(`login continue failed: ${done.status()}`);
  return (await done.json()) as { user_id: string; session_id: string };
}

/** How far the page scrolls sideways (0 or less: it fits the window). */
export const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
