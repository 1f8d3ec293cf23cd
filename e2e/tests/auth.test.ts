import { describe, expect, it } from 'vitest';
import { codeFromMail } from '../../packages/server/test/helpers/smtp';
import { newContext, screenshot, signInOnPage, watchErrors, sidewaysScroll } from '../helpers/browser';
import { useServerAndBrowser } from '../helpers/journey';

describe('sign-in journey', () => {
  const running = useServerAndBrowser();

  it('signs in with the e-mailed code, returns to the page it came from, logs out, and signs in on a protected page', async () => {
    const context = await newContext(running.browser, running.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto('/help/about');
    await page.getByRole('heading', { name: 'About Decklist' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' }).click();
    expect(new URL(page.url()).pathname).toBe('/login');

    // The privacy card and the e-mail step, then the code step.
    await page.getByText('Your e-mail address is only used to sign you in.').waitFor();
    expect(await page.getByText('OR', { exact: true }).count()).toBe(0); // no Google client id configured
    await signInOnPage(page, running.server, 'new.player@example.com');

    await page.getByRole('heading', { name: 'About Decklist' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/help/about');

    await page.goto('/login');
    await page.getByText('You are currently logged in.').waitFor();
    await page.getByRole('heading', { name: 'Account' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to Your Events' }).getAttribute('href')).toBe('/');
    await page.getByRole('button', { name: 'Log out', exact: true }).click();
    await page.getByRole('button', { name: 'Send Code', exact: true }).waitFor();

    const me = await context.request.get(`${running.server.url}/api/me`);
    expect(((await me.json()) as { authorized: boolean }).authorized).toBe(false);

    // A protected page shows the login screen in place; after signing in, the page itself renders.
    await page.goto('/e/new');
    await page.getByRole('button', { name: 'Send Code', exact: true }).waitFor();
    await signInOnPage(page, running.server, 'first.organiser@example.com');
    await page.getByLabel('Tournament Name').waitFor();
    expect(new URL(page.url()).pathname).toBe('/e/new');
    expect(errors).toEqual([]);
    await screenshot(page, 'auth-protected-page');
    await context.close();
  });

  it('logs out everywhere from the account card: the other browser is signed out too', async () => {
    const phone = await newContext(running.browser, running.server.url);
    const laptop = await newContext(running.browser, running.server.url);
    const [onPhone, onLaptop] = [await phone.newPage(), await laptop.newPage()];
    for (const page of [onPhone, onLaptop]) {
      await page.goto('/login');
      await signInOnPage(page, running.server, 'two.devices@example.com');
    }
    await onPhone.goto('/login');
    await onPhone.getByRole('button', { name: 'Log out everywhere' }).click();
    const dialog = onPhone.getByRole('dialog');
    await dialog.getByText('This logs you out on every phone, computer and app where you are logged in, this one included.').waitFor();
    await dialog.getByRole('button', { name: 'Log out on all devices' }).click();
    await onPhone.getByRole('button', { name: 'Send Code', exact: true }).waitFor();
    // The laptop's session is gone on the server: its next page asks it to sign in.
    await onLaptop.goto('/login');
    await onLaptop.getByRole('button', { name: 'Send Code', exact: true }).waitFor();
    await phone.close();
    await laptop.close();
  });

  it('shows the code step rules: numeric, required, 000000 placeholder, running.server errors under the field', async () => {
    const context = await newContext(running.browser, running.server.url);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill('  Second.Player@Example.com ');
    await page.getByRole('button', { name: 'Send Code', exact: true }).click();
    await page.getByText('A verification code has been sent to').waitFor();
    await page.getByText('second.player@example.com').waitFor();

    const code = page.getByLabel('Verification code');
    expect(await code.getAttribute('placeholder')).toBe('000000');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    expect(await code.getAttribute('required')).not.toBeNull();

    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Code is required').waitFor();

    const mail = await running.server.smtp.waitForMail('second.player@example.com');
    const right = /\b(\d{6})\b/.exec(mail.text)![1]!;
    await code.fill(right === '999999' ? '000000' : '999999');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('This code is not right. Check the e-mail and try again.').waitFor();
    await context.close();
  });

  it('asked for a code twice within a minute, says the code sent earlier still works and offers a new one after the wait', async () => {
    const context = await newContext(running.browser, running.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const email = 'twice@example.com';
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Code', exact: true }).click();
    await page.getByText('A verification code has been sent to').waitFor();
    const code = codeFromMail(await running.server.smtp.waitForMail(email));
    // A fresh code can be asked for again only after a minute.
    expect(await page.getByRole('button', { name: /^Send a New Code \(in \d+ s\)$/ }).isDisabled()).toBe(true);

    // Back, and the same address again at once: no new mail, and the screen says so. The wait is
    // shortened in the answer so that the offer of a new code shows without waiting a minute.
    await page.getByRole('button', { name: 'Use a Different E-mail' }).click();
    await page.route('**/api/login/start', async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as { result: string; resend_after_seconds: number };
      expect(answer.result).toBe('REUSE_EXISTING_CODE');
      await route.fulfill({ response, json: { ...answer, resend_after_seconds: 2 } });
    });
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Code', exact: true }).click();
    await page.getByText('a moment ago still works: enter it below. No new code was sent.').waitFor();
    expect(await page.getByText('A verification code has been sent to').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Send a New Code \(in \d+ s\)$/ }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Send a New Code', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Send a New Code', exact: true }).isEnabled()).toBe(true);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    expect(running.server.smtp.mailsTo(email)).toHaveLength(1);

    // The code of the first mail signs in; without a page to go back to, the user lands on their events.
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Your Events' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders the help pages, anchors included, on a phone', async () => {
    const context = await newContext(running.browser, running.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    for (const [path, heading] of [
      ['/help/privacy', 'Privacy policy'],
      ['/help/terms-and-services', 'Terms of service'],
      ['/help/contribute', 'Contribute'],
      ['/help/about', 'About Decklist'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    }
    await page.goto('/help/privacy');
    await page.getByText('Last updated 31 March 2025.').waitFor();
    await page.getByText('Decklist is hosted in the European Union.').waitFor();

    await page.goto('/help/decklist#commander');
    const commander = page.locator('#commander');
    await commander.waitFor();
    await page.waitForFunction(() => {
      const top = document.getElementById('commander')?.getBoundingClientRect().top ?? 9999;
      return top >= 0 && top < 200;
    });
    expect(await page.locator('#sixty').count()).toBe(1);

    // The footer links and a 360 px layout without sideways scrolling.
    const footer = page.getByRole('navigation', { name: 'Footer' });
    for (const label of ['Privacy Policy', 'Terms of Service', 'Contribute', 'About']) {
      expect(await footer.getByRole('link', { name: label }).count()).toBe(1);
    }
    const overflow = await sidewaysScroll(page);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
