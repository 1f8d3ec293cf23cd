import { Worker } from 'node:worker_threads';

/** What a request sent from the other thread came to: its latency as that thread timed it. */
export interface ThreadAnswer {
  status: number;
  bytes: number;
  latencyMs: number;
  /** When it was answered, on this thread's performance.now() clock. */
  answeredAt: number;
}

// Plain JavaScript: the thread needs nothing but fetch, and no loader for TypeScript.
const THREAD_SOURCE = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', async ({ id, url, init }) => {
  const t0 = performance.now();
  try {
    const response = await fetch(url, init);
    const bytes = (await response.arrayBuffer()).byteLength;
    const done = performance.now();
    parentPort.postMessage({ id, status: response.status, bytes, latencyMs: done - t0, answeredAtAbsolute: performance.timeOrigin + done });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});`;

/**
 * Sends requests from a thread of their own and times them there, as a phone would: its event loop is not
 * the one that runs every other page of the benchmark, so their work does not add to the latency it measures.
 */
export function startRequestThread() {
  const worker = new Worker(THREAD_SOURCE, { eval: true });
  const waiting = new Map<number, { resolve: (answer: ThreadAnswer) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  worker.on('message', (message: { id: number; error?: string; status: number; bytes: number; latencyMs: number; answeredAtAbsolute: number }) => {
    const waiter = waiting.get(message.id)!;
    waiting.delete(message.id);
    if (message.error) return waiter.reject(new Error(message.error));
    const { status, bytes, latencyMs } = message;
    waiter.resolve({ status, bytes, latencyMs, answeredAt: message.answeredAtAbsolute - performance.timeOrigin });
  });
  return {
    send: (url: string, init: RequestInit) =>
      new Promise<ThreadAnswer>((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, url, init });
      }),
    stop: () => worker.terminate(),
  };
}
