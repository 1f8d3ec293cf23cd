import { isOrganiserRole, parseChannel, type EventLiveUpdate } from '@decklist/core';
import { EVERY_CHANNEL, type Audience, type CloseOrder, type LiveEnvelope } from './bus';
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
    if (envelope.channel === EVERY_CHANNEL) {
      if (envelope.close) for (const set of this.channels.values()) this.close(set, envelope.close);
      return;
    }
    const set = this.channels.get(envelope.channel);
    if (!set) return;
    const lost = this.send(set, envelope);
    // Who is no longer part of the event heard the change that removed them; their sockets close now.
    for (const subscriber of lost) {
      subscriber.flushNow();
      this.remove(subscriber);
      subscriber.socket.close(4403, 'no longer part of this event');
    }
    if (envelope.close) this.close(set, envelope.close);
  }

  /** Closes the sockets of a set that a close order names; they hear nothing more. */
  private close(set: Set<Subscriber>, order: CloseOrder) {
    for (const subscriber of [...set]) {
      const { userId, sessionId } = subscriber.caller;
      const named =
        order.everyone ||
        (sessionId !== null && order.sessions?.includes(sessionId)) ||
        (userId !== null && order.users?.includes(userId));
      if (!named) continue;
      subscriber.flushNow(); // what the caller may still hear goes out before the close
      this.remove(subscriber);
      subscriber.socket.close(order.code, order.reason);
    }
  }

  /** Sends the message to those who hear it; returns the sockets whose caller it took out of the event. */
  private send(set: Set<Subscriber>, envelope: LiveEnvelope): Subscriber[] {
    const lost: Subscriber[] = [];
    if (Object.keys(envelope.message).length === 0) return lost; // a close order alone
    // Serialised once for the whole fan-out.
    const data = Buffer.from(JSON.stringify(envelope.message));
    if (parseChannel(envelope.channel)?.kind !== 'event') {
      for (const subscriber of set) subscriber.send(data);
      return lost;
    }
    const { roles, to } = envelope;
    if (roles) {
      for (const subscriber of set) {
        const userId = subscriber.caller.userId;
        if (userId === null || !Object.hasOwn(roles, userId)) continue;
        const role = roles[userId] ?? null;
        if (role === null && subscriber.caller.role !== null) lost.push(subscriber);
        subscriber.caller.role = role;
      }
    }
    const message = envelope.message as EventLiveUpdate;
    // Who made a change is for the owner's and judges' sockets only: the others get the message without it.
    let withoutUser: Buffer | undefined;
    for (const subscriber of set) {
      if (message.updated_by_session_id !== null && subscriber.caller.echoId === message.updated_by_session_id) continue;
      if (to && !hears(subscriber, to)) continue;
      if (isOrganiserRole(subscriber.caller.role) || message.updated_by_user_id === null) subscriber.refresh(message, data);
      else subscriber.refresh(message, (withoutUser ??= Buffer.from(JSON.stringify({ ...message, updated_by_user_id: null }))));
    }
    return lost;
  }
}
