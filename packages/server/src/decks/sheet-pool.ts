import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SheetDeck, SheetEvent } from './registration-sheet';

export interface SheetRequest {
  event: SheetEvent;
  decks: SheetDeck[];
  createdAt: number;
}
export type SheetResult = { pdf: Uint8Array } | { error: string };

export interface SheetRenderer {
  render(event: SheetEvent, decks: SheetDeck[], createdAt: Date): Promise<Buffer>;
  /** Stops the workers; renders still queued or running are refused. */
  close(): Promise<void>;
}

interface Job {
  request: SheetRequest;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * The worker: beside the bundle in dist/ (production), or, where this module runs from TypeScript
 * source (development and tests), the TypeScript worker loaded through tsx's loader, which a worker
 * thread of Node 20 does not inherit from its parent.
 */
function workerUrl(): URL {
  if (!import.meta.url.endsWith('.ts')) return new URL('./sheet-worker.js', import.meta.url);
  const loader = tsxLoaderUrl();
  const source = new URL('./sheet-worker.ts', import.meta.url).href;
  const bootstrap = `const { register } = await import(${JSON.stringify(loader)}); register(); await import(${JSON.stringify(source)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`);
}

/** tsx's ESM loader API, found through its package.json (the test runner has no import.meta.resolve). */
function tsxLoaderUrl(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const { exports } = require('tsx/package.json') as { exports: Record<string, { import: { default: string } }> };
  return pathToFileURL(path.join(path.dirname(manifest), exports['./esm/api']!.import.default)).href;
}

/**
 * A pool of worker threads that render registration-sheet PDFs, one at a time each: one fewer than the
 * machine has cores (at least one), so the main thread keeps a core for requests and clocks while
 * sheets render. Workers start on first use and are replaced if one dies.
 */
export function createSheetPool(size = Math.max(1, os.availableParallelism() - 1)): SheetRenderer {
  const url = workerUrl();
  const workers = new Set<Worker>();
  const idle: Worker[] = [];
  const running = new Map<Worker, Job>();
  const queue: Job[] = [];
  let closed = false;

  const settle = (worker: Worker, result: SheetResult) => {
    const job = running.get(worker);
    running.delete(worker);
    if (!job) return;
    if ('pdf' in result) job.resolve(Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.byteLength));
    else job.reject(new Error(`Rendering the registration sheets failed: ${result.error}`));
  };

  const spawn = () => {
    const worker = new Worker(url);
    worker.unref(); // an idle pool never keeps the process alive
    worker.on('message', (result: SheetResult) => {
      settle(worker, result);
      idle.push(worker);
      dispatch();
    });
    worker.on('error', (error) => settle(worker, { error: error.message }));
    worker.on('exit', () => {
      workers.delete(worker);
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      settle(worker, { error: 'the worker stopped' });
      if (!closed) dispatch();
    });
    workers.add(worker);
    return worker;
  };

  const dispatch = () => {
    while (queue.length > 0) {
      const worker = idle.pop() ?? (workers.size < size ? spawn() : undefined);
      if (!worker) return;
      const job = queue.shift()!;
      running.set(worker, job);
      worker.postMessage(job.request);
    }
  };

  return {
    render(event, decks, createdAt) {
      if (closed) return Promise.reject(new Error('The sheet renderer is closed.'));
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ request: { event, decks, createdAt: createdAt.getTime() }, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The sheet renderer is closed.'));
      await Promise.all([...workers].map((worker) => worker.terminate()));
    },
  };
}
