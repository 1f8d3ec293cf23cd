import type { Subscriber } from './subscriber';

const NONE: ReadonlySet<Subscriber> = new Set();

function addTo<Key>(index: Map<Key, Set<Subscriber>>, key: Key, subscriber: Subscriber) {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(subscriber);
}

function removeFrom<Key>(index: Map<Key, Set<Subscriber>>, key: Key, subscriber: Subscriber) {
  const set = index.get(key);
  if (!set?.delete(subscriber)) return;
  if (set.size === 0) index.delete(key);
}

/**
 * The sockets of one channel on this instance, also by user and by role: a message meant for a few (a
 * player's own submission goes to that player and the organisers) reaches them without a pass over the
 * whole hall's sockets, which made each message cost in proportion to the hall.
 */
export class ChannelSockets {
  readonly all = new Set<Subscriber>();
  private readonly byUser = new Map<string, Set<Subscriber>>();
  private readonly byRole = new Map<unknown, Set<Subscriber>>();

  get size(): number {
    return this.all.size;
  }

  add(subscriber: Subscriber): void {
    this.all.add(subscriber);
    const { userId, role } = subscriber.caller;
    if (userId !== null) addTo(this.byUser, userId, subscriber);
    addTo(this.byRole, role, subscriber);
  }

  /** Whether it was here. */
  delete(subscriber: Subscriber): boolean {
    if (!this.all.delete(subscriber)) return false;
    const { userId, role } = subscriber.caller;
    if (userId !== null) removeFrom(this.byUser, userId, subscriber);
    removeFrom(this.byRole, role, subscriber);
    return true;
  }

  ofUser(userId: string): ReadonlySet<Subscriber> {
    return this.byUser.get(userId) ?? NONE;
  }

  /** Gives a socket's caller a new role, keeping the index true. */
  setRole(subscriber: Subscriber, role: unknown): void {
    if (!this.all.has(subscriber)) return;
    removeFrom(this.byRole, subscriber.caller.role, subscriber);
    subscriber.caller.role = role;
    addTo(this.byRole, role, subscriber);
  }

  /** The sockets of these users and those whose caller has one of these roles, each once. */
  among(users: readonly string[], roles: readonly unknown[]): Set<Subscriber> {
    const found = new Set<Subscriber>();
    for (const userId of users) for (const subscriber of this.ofUser(userId)) found.add(subscriber);
    for (const role of roles) for (const subscriber of this.byRole.get(role) ?? NONE) found.add(subscriber);
    return found;
  }
}
