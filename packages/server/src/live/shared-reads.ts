/**
 * At most one read per key at a time: a caller that asks while a read is in flight gets that read's answer
 * instead of starting another. For public reads that a crowd makes at the same moment, such as a hall's
 * displays all reconnecting after their instance restarted and each reading the tournament again.
 *
 * An answer must never be older than a change the caller could have missed: whoever owns the reads calls
 * `forget(key)` when a change to it is announced (a live message on its channel), so callers after that
 * start a new read. Callers already waiting still get the read they joined, which began before they asked
 * and before that message reached them.
 */
export class SharedReads<Value> {
  private readonly inFlight = new Map<string, Promise<Value>>();

  read(key: string, run: () => Promise<Value>): Promise<Value> {
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const started = run().finally(() => {
      if (this.inFlight.get(key) === started) this.inFlight.delete(key);
    });
    this.inFlight.set(key, started);
    return started;
  }

  forget(key: string): void {
    this.inFlight.delete(key);
  }

  /** Reads in flight (for tests). */
  get size(): number {
    return this.inFlight.size;
  }
}
