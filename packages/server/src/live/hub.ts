import { EVERY_CHANNEL, type CloseOrder, type LiveEnvelope } from './bus';
import { ChannelSockets } from './channel-sockets';
import type { AnyChannelKind, ChannelKinds } from './channels';
import type { Subscriber } from './subscriber';

/** The sockets of this instance by channel, and who among them hears each message. */
export class Hub {
  private readonly channels = new Map<string, ChannelSockets>();

  constructor(private readonly kinds: ChannelKinds) {}

  add(subscriber: Subscriber) {
    let set = this.channels.get(subscriber.channel);
    if (!set) this.channels.set(subscriber.channel, (set = new ChannelSockets()));
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
    for (const set of this.channels.values()) yield* set.all;
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

  /**
   * Sends one socket the messages of its channel it would have heard had it been there (RecentMessages):
   * those published while its page read what it shows and its socket was opening. The role changes they
   * carried are already in the role the socket was admitted with.
   */
  catchUp(subscriber: Subscriber, envelopes: readonly LiveEnvelope[]) {
    const kind = this.kinds.of(subscriber.channel)?.kind;
    for (const envelope of envelopes) {
      if (Object.keys(envelope.message).length === 0) continue;
      const message = kind?.audience ? kind.audience(envelope.message, envelope.to)(subscriber.caller) : envelope.message;
      if (message) subscriber.hear(message, Buffer.from(JSON.stringify(message)));
    }
  }

  /** Closes the sockets of a set that a close order names; they hear nothing more. */
  private close(set: ChannelSockets, order: CloseOrder) {
    for (const subscriber of [...set.all]) {
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
  private send(set: ChannelSockets, envelope: LiveEnvelope, kind: AnyChannelKind | undefined): Subscriber[] {
    const lost: Subscriber[] = [];
    if (Object.keys(envelope.message).length === 0) return lost; // a close order alone
    const { roles } = envelope;
    if (roles) {
      for (const [userId, role] of Object.entries(roles)) {
        for (const subscriber of [...set.ofUser(userId)]) {
          if (role === null && subscriber.caller.role !== null) lost.push(subscriber);
          set.setRole(subscriber, role);
        }
      }
    }
    const audience = kind?.audience?.(envelope.message, envelope.to);
    // Each message is serialised once for the whole fan-out.
    if (!audience) {
      const data = Buffer.from(JSON.stringify(envelope.message));
      for (const subscriber of set.all) subscriber.hear(envelope.message, data);
      return lost;
    }
    // A message for a few is offered only to the sockets that could be among them; the audience decides.
    const reach = envelope.to === undefined ? undefined : kind?.recipients?.(envelope.to);
    const candidates = reach ? set.among(reach.users, reach.roles) : set.all;
    const serialised = new Map<object, Buffer>();
    for (const subscriber of candidates) {
      const message = audience(subscriber.caller);
      if (!message) continue;
      let data = serialised.get(message);
      if (!data) serialised.set(message, (data = Buffer.from(JSON.stringify(message))));
      subscriber.hear(message, data);
    }
    return lost;
  }
}
