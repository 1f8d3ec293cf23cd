import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { API_DATABASE_KINDS } from './helpers/databases';

/** Live messages go out after the change is saved: a bus that refuses them must not turn a saved change into an error. */
describe.each(API_DATABASE_KINDS)('a failed live publish on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers saved timer and event changes as done, and keeps them', async () => {
    const owner = await t.signedIn('publish-owner@example.com');
    const tournamentId = (await owner.post('/api/timers', { tournament_name: 'Outage' })).json().tournament_id as string;
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    const event = await owner.post('/api/events', { event_name: 'Outage', format: 'modern', event_date: today });
    const eventId = event.json().event_id as string;

    const publish = t.app.live.publish;
    let refused = 0;
    t.app.live.publish = async () => {
      refused++;
      throw new Error('the live bus is down');
    };
    try {
      const clock = await owner.post(`/api/timers/${tournamentId}/clocks`, { clock_name: 'Round 1', duration_seconds: 3000 });
      expect(clock.statusCode).toBe(200);
      const closed = await owner.post(`/api/events/${eventId}`, { event_status: 'closed' });
      expect(closed.statusCode).toBe(200);
    } finally {
      t.app.live.publish = publish;
    }

    expect(refused).toBe(2);
    expect((await owner.get(`/api/timers/${tournamentId}`)).json().clocks).toMatchObject([{ clock_name: 'Round 1' }]);
    expect((await owner.get(`/api/events/${eventId}`)).json()).toMatchObject({ status: 'closed' });
  });
});
