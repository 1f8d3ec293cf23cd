import { EVERY_CHANNEL, type CloseOrder, type LiveEnvelope } from './bus';
import type { AnyChannelKind, ChannelKinds } from './channels';
import type { Subscriber } from './subscriber';

/** The sockets of this instance by channel, and who among them hears each message. */
export class Hub {
  private readonly channels = new Map<string, Set<Subscriber>>();

  constructor(private readonly kinds: ChannelKinds) {}

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
   * Sends a message to the sockets of its channel that should hear it: whom the channel's kind picks
   * (everyone by default), a paced caller at most once per coalescing period.
   */
  deliver(envelope: LiveEnvelope) {
    if (envelope.channel === EVERY_CHANNEL) {
      if (envelope.close) for (const set of this.channels.values()) this.close(set, envelope.close);
      return;
    }
    const set = this.channels.get(envelope.channel);
    if (!set) return;
    const kind = this.kinds.of(envelope.channel)?.kind;
    const lost = this.send(set, envelope, kind);
    // Who has no role left heard the change that took it; their sockets close now.
    const roleLost = kind?.roleLost;
    if (roleLost) {
      for (const subscriber of lost) {
        subscriber.flushNow();
        this.remove(subscriber);
        subscriber.socket.close(roleLost.code, roleLost.reason);
      }
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

  /** Sends the message to those who hear it; returns the sockets whose caller it left with no role. */
  private send(set: Set<Subscriber>, envelope: LiveEnvelope, kind: AnyChannelKind | undefined): Subscriber[] {
    const lost: Subscriber[] = [];
    if (Object.keys(envelope.message).length === 0) return lost; // a close order alone
    const { roles } = envelope;
    if (roles) {
      for (const subscriber of set) {
        const userId = subscriber.caller.userId;
        if (userId === null || !Object.hasOwn(roles, userId)) continue;
        const role = roles[userId] ?? null;
        if (role === null && subscriber.caller.role !== null) lost.push(subscriber);
        subscriber.caller.role = role;
      }
    }
    const audience = kind?.audience?.(envelope.message, envelope.to);
    // Each message is serialised once for the whole fan-out.
    if (!audience) {
      const data = Buffer.from(JSON.stringify(envelope.message));
      for (const subscriber of set) subscriber.hear(envelope.message, data);
      return lost;
    }
    const serialised = new Map<object, Buffer>();
    for (const subscriber of set) {
      const message = audience(subscriber.caller);
      if (!message) continue;
      let data = serialised.get(message);
      if (!data) serialised.set(message, (data = Buffer.from(JSON.stringify(message))));
      subscriber.hear(message, data);
    }
    return lost;
  }
}
