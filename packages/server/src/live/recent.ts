import type { LiveEnvelope } from './bus';

/** How long the messages of a channel are kept for the sockets that open just after them. */
export const RECENT_MS = 30_000;
/** At most this many messages are kept per channel; a page that read earlier than the oldest refetches everything. */
const PER_CHANNEL = 32;

interface Kept {
  at: number;
  envelope: LiveEnvelope;
}

/**
 * The last messages of each channel, for a page whose socket opens after it read what it shows: the
 * changes made between its read and its subscription reach it too (docs/decisions/0002-live-channels.md).
 * Channels are kept in the order of their last message, so the stale ones are dropped from the front.
 */
export class RecentMessages {
  private readonly channels = new Map<string, Kept[]>();

  record(envelope: LiveEnvelope, at: number) {
    const kept = this.channels.get(envelope.channel) ?? [];
    this.channels.delete(envelope.channel);
    kept.push({ at, envelope });
    if (kept.length > PER_CHANNEL) kept.shift();
    this.channels.set(envelope.channel, kept);
    this.forget(at);
  }

  /**
   * The messages of `channel` sent at or after `since`, oldest first; 'unknown' when messages of that
   * time may have been dropped (longer ago than RECENT_MS, or more than PER_CHANNEL since).
   */
  since(channel: string, since: number, now: number): LiveEnvelope[] | 'unknown' {
    if (since < now - RECENT_MS) return 'unknown';
    const kept = (this.channels.get(channel) ?? []).filter((entry) => entry.at > now - RECENT_MS);
    if (kept.length === PER_CHANNEL && kept[0]!.at >= since) return 'unknown';
    return kept.filter((entry) => entry.at >= since).map((entry) => entry.envelope);
  }

  /** Channels held (for tests). */
  get size() {
    return this.channels.size;
  }

  private forget(now: number) {
    for (const [channel, kept] of this.channels) {
      if (kept[kept.length - 1]!.at > now - RECENT_MS) return;
      this.channels.delete(channel);
    }
  }
}
