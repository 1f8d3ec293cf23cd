import { parseChannel, type ParsedChannel } from '@decklist/core/live';

/** Who is on the other end of a socket, read from the session on upgrade. */
export interface Caller<Role = unknown> {
  userId: string | null;
  sessionId: string | null;
  /** The opaque value messages name the session by. */
  echoId: string | null;
  /** What the channel's kind lets the caller see (an event role); null for nothing more than the public. */
  role: Role | null;
}

export type ChannelKindName = ParsedChannel['kind'];
export type ChannelOf<K extends ChannelKindName> = Extract<ParsedChannel, { kind: K }>;

/**
 * How the channels of one kind behave, told by the feature they belong to (`app.live.registerChannelKind`).
 * The live layer carries the messages; the kind decides who may listen and who hears what.
 */
export interface ChannelKind<K extends ChannelKindName = ChannelKindName, Role = unknown, To = unknown, Message extends object = object> {
  kind: K;
  /**
   * Whether the caller may subscribe, checked before the upgrade: throws a problem (401, 403, 404) to
   * refuse it, or returns the caller's role on the channel (null for none).
   */
  admit(channel: ChannelOf<K>, caller: Caller<Role>): Promise<Role | null>;
  /**
   * Who hears a message published with `to` (`app.live.publish`): for each subscriber the message it is
   * sent (the same object for the same content, serialised once), or undefined for nothing. Without it,
   * everyone on the channel hears every message as it is.
   */
  audience?(message: Message, to: To | undefined): (caller: Caller<Role>) => Message | undefined;
  /**
   * Everyone a message for `to` could reach: callers among these users or with one of these roles. Only
   * their sockets are offered to `audience`, so a message for a few costs the same in a hall of 10,000.
   * Unset: every socket of the channel is offered.
   */
  recipients?(to: To): { users: readonly string[]; roles: readonly (Role | null)[] };
  /**
   * The callers whose messages are paced: at most one per `coalesceMs` (LiveLimits; `rowsCoalesceMs` for a
   * client that asked with `rows=1`), those held back merged into one, the last kept.
   */
  pacing?: { applies(caller: Caller<Role>): boolean; merge(earlier: Message, later: Message): Message };
  /**
   * The close of a socket whose caller a message's `roles` left with no role (hearing that message
   * first). Without it, a role change closes no socket.
   */
  roleLost?: { code: number; reason: string };
  /**
   * What the channel shows now, as the first message of a socket whose client asks for it (`state=1` on
   * /ws): a screen that reconnects is up to date without a read of its own. Read once the socket is on the
   * channel; the messages published meanwhile follow it, so nothing it shows is older than what it heard.
   * Null when there is nothing to show. `now` gives the server's time once the read is done.
   */
  currentState?(channel: ChannelOf<K>, caller: Caller<Role>, now: () => number): Promise<object | null>;
  /** After the bus was down, when messages may have been missed: the message telling the pages to refetch. */
  missedMessages(channel: ChannelOf<K>, now: number): Message;
}

/** A registered kind, its types erased. */
export type AnyChannelKind = ChannelKind<ChannelKindName, unknown, unknown, object>;

/** The channel kinds the features registered, by the kind of channel name they take. */
export class ChannelKinds {
  private readonly kinds = new Map<ChannelKindName, AnyChannelKind>();

  register<K extends ChannelKindName, Role, To, Message extends object>(kind: ChannelKind<K, Role, To, Message>) {
    if (this.kinds.has(kind.kind)) throw new Error(`The live channel kind '${kind.kind}' is registered twice.`);
    this.kinds.set(kind.kind, kind as unknown as AnyChannelKind);
  }

  /** The kind of a channel name, with the name parsed; undefined when no registered kind takes it. */
  of(name: string): { kind: AnyChannelKind; channel: ParsedChannel } | undefined {
    const channel = parseChannel(name);
    const kind = channel && this.kinds.get(channel.kind);
    return kind ? { kind, channel } : undefined;
  }
}
