// A judge on a phone, keyboard only: picks a player at random for a deck check, counts the deck off
// against the registered list and records the problem found.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiPost, submitDeck } from '../helpers/api';
import { PHONE, newContext, signInContext, sidewaysScroll, watchErrors } from '../helpers/browser';
import { playerWithNewEvent, useServerAndBrowser } from '../helpers/journey';

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, most = 120) {
  await target.waitFor();
  for (let presses = 0; presses < most; presses++) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

describe('deck checks', () => {
  const running = useServerAndBrowser();

  it('a judge checks a deck with the keyboard alone at 360 px', async () => {
    const { origin, ownerContext, eventId, playerContext, errors: playerErrors, close } = await playerWithNewEvent(running, 'checks', 'Checked Modern', PHONE);
    await submitDeck(playerContext, origin, eventId, { player_name: 'Casey Counted', decklist_text: '4 Lightning Bolt\n56 Mountain' });
    await apiPost(ownerContext, origin, `/api/events/${eventId}/users`, { player_name: 'Jo Judge', email: 'checks.judge@example.com' });
    const judgeContext = await newContext(running.browser, origin, PHONE);
    await signInContext(judgeContext, running.server, 'checks.judge@example.com');
    const judge = await judgeContext.newPage();
    judge.setDefaultTimeout(30_000); // the shared test machine can be slow to load lazy chunks
    const judgeErrors = watchErrors(judge);

    // The judge picks one player at random for round 1 (the form's defaults).
    await judge.goto(`/e/${eventId}`);
    const section = judge.getByRole('region', { name: 'Deck checks' });
    await section.getByText('No deck checks yet').waitFor();
    await tabTo(judge, section.getByRole('button', { name: 'Pick players' }));
    await judge.keyboard.press('Enter');
    const pick = section.getByRole('link', { name: 'Casey Counted' });
    await tabTo(judge, pick);
    await judge.keyboard.press('Enter');

    // On the check page: start, count each line off, find one Mountain missing.
    await judge.getByRole('heading', { name: 'Deck check: Casey Counted' }).waitFor();
    await tabTo(judge, judge.getByRole('button', { name: 'Start check' }));
    await judge.keyboard.press('Enter');
    await judge.getByRole('timer').waitFor();
    await tabTo(judge, judge.getByRole('button', { name: '4 Lightning Bolt: 4 to count' }));
    await judge.keyboard.press('Enter');
    await tabTo(judge, judge.getByRole('button', { name: '56 Mountain: 56 to count' }));
    await judge.keyboard.press('Enter');
    await tabTo(judge, judge.getByRole('button', { name: 'One fewer Mountain found' }));
    await judge.keyboard.press('Enter');
    const totals = judge.getByRole('status', { name: 'Running totals' });
    await expect.poll(() => totals.textContent()).toContain('Main: 59 / 60');
    await judge.getByRole('status', { name: 'Differences' }).getByText('Mountain: 1 missing').waitFor();
    expect(await sidewaysScroll(judge), 'the check page scrolls sideways at 360 px').toBeLessThanOrEqual(0);
    // A card's name has most of the phone's width (its words are never broken).
    const nameWidth = (await judge.getByRole('button', { name: /^56 Mountain:/ }).boundingBox())!.width;
    expect(nameWidth, 'the card name button at 360 px').toBeGreaterThan(200);

    // The phone reloads the tab: every line is as it was counted.
    await judge.reload();
    await judge.getByRole('button', { name: '4 Lightning Bolt: 4 of 4, matches' }).waitFor();
    await expect.poll(() => totals.textContent()).toContain('Main: 59 / 60');
    await judge.getByRole('status', { name: 'Differences' }).getByText('Mountain: 1 missing').waitFor();

    // The outcome: a problem (the count found one), its note taken from the count, then what was done.
    expect(await judge.getByRole('radio', { name: 'Problem' }).isChecked()).toBe(true);
    const note = judge.getByRole('textbox', { name: 'Note' });
    await expect.poll(() => note.inputValue()).toBe('Mountain: 1 missing');
    await tabTo(judge, note);
    await judge.keyboard.press('End');
    await judge.keyboard.type(', card found in the deck box; warning');
    await tabTo(judge, judge.getByRole('spinbutton', { name: 'Table' }));
    await judge.keyboard.type('7');
    await tabTo(judge, judge.getByRole('button', { name: 'Record outcome' }));
    await judge.keyboard.press('Enter');
    await judge.getByText('Outcome: Problem').waitFor();
    // The result stands where the form was, in view, and has the focus.
    const result = judge.getByRole('status').filter({ hasText: 'Outcome: Problem' });
    await expect.poll(() => result.evaluate((box) => {
      const { top, bottom } = box.getBoundingClientRect();
      return top >= 0 && bottom <= window.innerHeight;
    })).toBe(true);
    // Recorded: the counts are no longer kept on the phone.
    expect(await judge.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('decklist-check-counts:')))).toEqual([]);
    // The time the check took stays shown once it has ended.
    await expect.poll(() => judge.getByRole('timer').textContent()).toMatch(/^Took \d+ min \d{2} s \(started /);

    const log = await judgeContext.request.get(`${origin}/api/events/${eventId}/deck-checks`);
    const { checks } = (await log.json()) as { checks: { player_name: string; outcome: string; note: string; table_number: number; judge_name: string }[] };
    expect(checks).toEqual([
      expect.objectContaining({
        player_name: 'Casey Counted',
        outcome: 'problem',
        note: 'Mountain: 1 missing, card found in the deck box; warning',
        table_number: 7,
        judge_name: 'Jo Judge',
      }),
    ]);

    // Back on the event page, the log shows the outcome.
    await tabTo(judge, judge.getByRole('link', { name: '← Back to the event' }), 200);
    await judge.keyboard.press('Enter');
    await section.getByText('Problem: Mountain: 1 missing, card found in the deck box; warning').waitFor();

    // The log as text, from the section's download link.
    const download = section.getByRole('link', { name: 'Download the deck-check log' });
    const logText = await (await judgeContext.request.get(new URL((await download.getAttribute('href'))!, origin).href)).text();
    expect(logText).toContain('Casey Counted');
    expect(logText).toContain('Mountain: 1 missing, card found in the deck box; warning');

    expect(judgeErrors).toEqual([]);
    expect(playerErrors).toEqual([]);
    await judgeContext.close();
    await close();
  });
});
