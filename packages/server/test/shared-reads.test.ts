import { describe, expect, it } from 'vitest';
import { SharedReads } from '../src/live/shared-reads';

/** A read that ends when the test says so. */
function controlledRead<Value>() {
  let runs = 0;
  const pending: { resolve: (value: Value) => void; reject: (error: Error) => void }[] = [];
  const run = () => {
    runs++;
    return new Promise<Value>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return { run, pending, runs: () => runs };
}

describe('shared reads', () => {
  it('gives callers asking while a read is in flight that read, and starts a new one once it ended', async () => {
    const reads = new SharedReads<string>();
    const read = controlledRead<string>();
    const first = reads.read('t1', read.run);
    const second = reads.read('t1', read.run);
    const otherKey = reads.read('t2', read.run);
    expect(read.runs()).toBe(2); // one per key
    read.pending[0]!.resolve('state A');
    read.pending[1]!.resolve('other');
    expect(await Promise.all([first, second, otherKey])).toEqual(['state A', 'state A', 'other']);
    expect(reads.size).toBe(0);

    const later = reads.read('t1', read.run);
    expect(read.runs()).toBe(3);
    read.pending[2]!.resolve('state B');
    expect(await later).toBe('state B');
  });

  it('after forget, new callers read afresh while those already waiting keep the read they joined', async () => {
    const reads = new SharedReads<string>();
    const read = controlledRead<string>();
    const before = reads.read('t1', read.run);
    reads.forget('t1'); // a change was announced while the read was in flight
    const after = reads.read('t1', read.run);
    expect(read.runs()).toBe(2);
    read.pending[1]!.resolve('after the change');
    read.pending[0]!.resolve('before the change');
    expect(await before).toBe('before the change');
    expect(await after).toBe('after the change');
    // The older read ending does not drop the newer one's place.
    const joined = reads.read('t1', read.run);
    expect(read.runs()).toBe(3);
    read.pending[2]!.resolve('third');
    expect(await joined).toBe('third');
  });

  it('passes a failed read to everyone waiting on it, and the next caller tries again', async () => {
    const reads = new SharedReads<string>();
    const read = controlledRead<string>();
    const first = reads.read('t1', read.run);
    const second = reads.read('t1', read.run);
    read.pending[0]!.reject(new Error('database unreachable'));
    await expect(first).rejects.toThrow('database unreachable');
    await expect(second).rejects.toThrow('database unreachable');
    const retry = reads.read('t1', read.run);
    expect(read.runs()).toBe(2);
    read.pending[1]!.resolve('fine');
    expect(await retry).toBe('fine');
  });
});
