import { launchBrowser, newContext, signInContext } from '../helpers/browser';
import { startServer } from '../helpers/server';
import { apiPost, createEvent } from '../helpers/api';

const server = await startServer();
const browser = await launchBrowser();
const org = await newContext(browser, server.url, { width: 1280, height: 900 });
await signInContext(org, server, 'org@example.com');
const eventId = await createEvent(org, server.url, 'Friday Night Modern');
const player = await newContext(browser, server.url, { width: 1280, height: 900 });
await signInContext(player, server, 'player@example.com');
const phone = await newContext(browser, server.url);
await signInContext(phone, server, 'phone@example.com');
await apiPost(player, server.url, `/api/events/${eventId}/deck`, { player_name: 'Pat Player', deck_name: 'Burn', decklist_text: '4 Lightning Bolt\n4 Goblin Guide\n20 Mountain\n4 Lava Spike\n\n3 Smash to Smithereens' });
const shots: [typeof org, string, string][] = [
  [org, '/', 'home-org'],
  [org, `/e/${eventId}`, 'event-org'],
  [player, `/e/${eventId}`, 'event-player'],
  [phone, `/e/${eventId}`, 'event-phone'],
  [phone, '/', 'home-phone'],
  [org, '/e/new', 'new-event'],
  [org, '/help/decklist', 'help'],
  [org, '/timers', 'timers'],
];
for (const [ctx, path, name] of shots) {
  const page = await ctx.newPage();
  await page.goto(server.url + path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: true });
  await page.close();
}
await browser.close();
await server.stop();
