import { isOrganiserRole, parseChannel, type EventLiveUpdate } from '@decklist/core';
import type { Audience, LiveEnvelope } from './bus';
import type { Subscriber } from './subscriber';

const hears = (subscriber: Subscriber, to: Audience) =>
  (to.organisers && isOrganiserRole(subscriber.caller.role)) ||
  (subscriber.caller.userId !== null && to.users.includes(subscriber.caller.userId));

/** The sockets of this instance by channel, and who among them hears each message. */
export class Hub {
  private readonly channels = new Map<string, Set<Subscriber>>();

  add(subscriber: Subscriber) {
    let set = this.channels.get(subscriber.channel);
    if (!set) this.channels.set(subscriber.channel, (set = new Set()));
    set.add(subscriber);
  }

  remove(subscriber: Subscriber) {
    const set = this.channels.get(subscriber.channel);
    if (!set?.delete(subscriber)) return;
    subscriber.dispose();
    if (set.size === 0) this.channels.delete(subscriber.channel);
  }

  count(channel?: string) {
    if (channel) return this.channels.get(channel)?.size ?? 0;
    let n = 0;
    for (const set of this.channels.values()) n += set.size;
    return n;
  }

  *subscribers() {
    for (const set of this.channels.values()) yield* set;
  }

  channelNames() {
    return [...this.channels.keys()];
  }

  /**
   * Sends a message to the sockets of its channel that should hear it. Timer channels are public:
   * everyone. On an event channel: the audience (everyone when unset), never the session that made
   * the change (its page has it already), an organiser at most once per coalescing period.
   */
  deliver(envelope: LiveEnvelope) {
    const set = this.channels.get(envelope.channel);
    if (!set) return;
    // Serialised once for the whole fan-out.
    const data = Buffer.from(JSON.stringify(envelope.message));
    if (parseChannel(envelope.channel)?.kind !== 'event') {
      for (const subscriber of set) subscriber.send(data);
      return;
    }
    const { roles, to } = envelope;
    if (roles) {
      for (const subscriber of set) {
        const userId = subscriber.caller.userId;
        if (userId !== null && Object.hasOwn(roles, userId)) subscriber.caller.role = roles[userId] ?? null;
      }
    }
    const message = envelope.message as EventLiveUpdate;
    for (const subscriber of set) {
      if (message.updated_by_session_id !== null && subscriber.caller.sessionId === message.updated_by_session_id) continue;
      if (to && !hears(subscriber, to)) continue;
      subscriber.refresh(message, data);
    }
  }
}
