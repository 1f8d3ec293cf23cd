import { describe, expect, it } from 'vitest';
import { RECENT_MS, RecentMessages } from '../src/live/recent';

const envelope = (channel: string, n: number) => ({ channel, message: { n } });

describe('the recent messages of the live channels', () => {
  it('gives a channel’s messages since a time, and says when that time is older than it remembers', () => {
    const recent = new RecentMessages();
    recent.record(envelope('event:a', 1), 1_000);
    recent.record(envelope('event:b', 2), 2_000);
    recent.record(envelope('event:a', 3), 3_000);
    expect(recent.since('event:a', 2_000, 4_000)).toEqual([envelope('event:a', 3)]);
    expect(recent.since('event:a', 0, 4_000)).toEqual([envelope('event:a', 1), envelope('event:a', 3)]);
    expect(recent.since('event:c', 0, 4_000)).toEqual([]);
    expect(recent.since('event:a', 0, RECENT_MS + 1)).toBe('unknown');
  });

  it('keeps 32 messages a channel: a time before the oldest kept is unknown', () => {
    const recent = new RecentMessages();
    for (let n = 0; n < 40; n++) recent.record(envelope('event:a', n), 1_000 + n);
    expect(recent.since('event:a', 1_000, 2_000)).toBe('unknown');
    expect(recent.since('event:a', 1_039, 2_000)).toEqual([envelope('event:a', 39)]);
  });

  it('forgets the channels that have been quiet for longer than it remembers', () => {
    const recent = new RecentMessages();
    for (let n = 0; n < 1_000; n++) recent.record(envelope(`event:${n}`, n), n);
    expect(recent.size).toBe(1_000);
    recent.record(envelope('event:new', 0), RECENT_MS + 500);
    expect(recent.size).toBe(500);
  });
});
