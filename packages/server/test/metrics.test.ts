import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, listen, type TestApp } from './helpers/app';
import { newTimersChannel } from './helpers/channels';
import { API_DATABASE_KINDS } from './helpers/databases';
import { sampleValue } from './helpers/metrics';
import { freePort } from './helpers/ports';
import { codeFromMail, startSmtpSink } from './helpers/smtp';
import { connectWs } from './helpers/ws';

const TOKEN = 'metrics-token-0123456789abcdef';
const auth = { authorization: `Bearer ${TOKEN}` };

describe.each(API_DATABASE_KINDS)('metrics on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const scrape = async (app: TestApp) => {
    const answer = await app.app.inject({ method: 'GET', url: '/metrics', headers: auth });
    expect(answer.statusCode).toBe(200);
    return answer.body;
  };

  it('answers 404 without METRICS_TOKEN or METRICS_PORT, as if there were no such page', async () => {
    t = await createTestApp(kind);
    const answer = await t.anonymous().get('/metrics');
    expect(answer.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: auth })).statusCode).toBe(404);
  });

  it('wants the token as a bearer token; with it, Prometheus text with requests counted by route pattern and status', async () => {
    t = await createTestApp(kind, { env: { METRICS_TOKEN: TOKEN } });
    expect((await t.anonymous().get('/metrics')).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(wrong.headers['www-authenticate']).toMatch(/^Bearer/);

    const player = await t.signedIn('metrics.reader@example.com');
    for (const id of ['aaaaaa', 'bbbbbb', 'cccccc']) await player.get(`/api/events/${id}`);
    const text = await scrape(t);
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: auth });
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    // Three URLs, one series: the route as declared, never the URL asked for.
    expect(sampleValue(text, 'decklist_http_requests_total', { method: 'GET', route: '/api/events/:id', status: '404' })).toBe(3);
    expect(text).not.toMatch(/aaaaaa|bbbbbb/);
    expect(sampleValue(text, 'decklist_http_request_duration_seconds_count', { method: 'GET', route: '/api/events/:id', status: '404' })).toBe(3);
    expect(sampleValue(text, 'decklist_event_loop_delay_seconds', { stat: 'p99' })).toBeGreaterThanOrEqual(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    expect(sampleValue(text, 'decklist_draining')).toBe(0);
    if (kind === 'postgres') {
      expect(sampleValue(text, 'decklist_db_query_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(0);
      expect(sampleValue(text, 'decklist_db_pool_max_connections')).toBeGreaterThan(0);
    }
  });

  it('counts decks submitted', async () => {
    t = await createTestApp(kind, { env: { METRICS_TOKEN: TOKEN } });
    const owner = await t.signedIn('metrics.owner@example.com');
    const player = await t.signedIn('metrics.player@example.com');
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    const eventId = (await owner.post('/api/events', { event_name: 'Counted', format: 'modern', event_date: today })).json().event_id as string;
    const before = sampleValue(await scrape(t), 'decklist_decks_submitted_total');
    expect(before).toBe(0);
    const deck = { player_name: 'P', deck_name: '', decklist_text: '4 Lightning Bolt' };
    expect((await player.post(`/api/events/${eventId}/deck`, deck)).statusCode).toBe(200);
    expect((await player.post(`/api/events/${eventId}/deck`, { ...deck, deck_name: 'Again' })).statusCode).toBe(200);
    // A refused submission is not counted.
    expect((await player.post(`/api/events/${eventId}/deck`, { ...deck, player_name: '' })).statusCode).toBe(400);
    expect(sampleValue(await scrape(t), 'decklist_decks_submitted_total')).toBe(2);
  });

  it('counts sign-in codes mailed, not the ones reused', async () => {
    const smtp = await startSmtpSink();
    try {
      t = await createTestApp(kind, { env: { METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url } });
      const start = () => t!.anonymous().post('/api/login/start', { email: 'counted@example.com' });
      expect((await start()).json().result).toBe('SENT_NEW_CODE');
      codeFromMail(await smtp.waitForMail('counted@example.com'));
      expect((await start()).json().result).toBe('REUSE_EXISTING_CODE');
      expect(sampleValue(await scrape(t), 'decklist_sign_in_codes_sent_total')).toBe(1);
    } finally {
      await smtp.close();
    }
  });

  it('counts live sockets by kind of channel and the messages sent to them', async () => {
    t = await createTestApp(kind, { env: { METRICS_TOKEN: TOKEN } });
    const base = await listen(t);
    const { channel } = await newTimersChannel(t);
    const displays = [await connectWs(base, channel), await connectWs(base, channel)];
    let text = await scrape(t);
    expect(sampleValue(text, 'decklist_live_sockets', { kind: 'timers' })).toBe(2);
    expect(sampleValue(text, 'decklist_live_sockets', { kind: 'event' })).toBe(0);
    expect(sampleValue(text, 'decklist_live_bus_up')).toBe(1);
    const sentBefore = sampleValue(text, 'decklist_live_messages_sent_total');
    await t.app.live.publish(channel, { message_type: 'force_update' });
    for (const display of displays) await display.next();
    text = await scrape(t);
    expect(sampleValue(text, 'decklist_live_messages_sent_total')).toBe(sentBefore + 2);
    expect(sampleValue(text, 'decklist_live_bus_reconnects_total')).toBe(0);
    for (const display of displays) display.close();
  });

  it('serves them on METRICS_PORT only, when set, and not on the main port', async () => {
    const port = await freePort();
    t = await createTestApp(kind, { env: { METRICS_PORT: String(port), HOST: '127.0.0.1' } });
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await answer.text()).toMatch(/^# TYPE decklist_decks_submitted_total counter$/m);
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
  });

  it('wants the token on METRICS_PORT too when both are set', async () => {
    const port = await freePort();
    t = await createTestApp(kind, { env: { METRICS_PORT: String(port), METRICS_TOKEN: TOKEN, HOST: '127.0.0.1' } });
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { headers: auth })).status).toBe(200);
  });
});
