import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { serviceBusy } from '../http/problem';
import type { WorkerReply, WorkerResults, WorkerTask } from './tasks';

export interface WorkerPoolOptions {
  /** Worker threads: by default one fewer than the machine's cores (at least one), so the main thread keeps a core. */
  size?: number;
  /** Tasks that may wait for a worker; past that a task is refused at once with a 503 (default 64). */
  queueLimit?: number;
}

export interface WorkerPool {
  /** Runs a task in a worker; rejects with a 503 problem (with Retry-After) when the queue is full. */
  run<K extends WorkerTask['kind']>(task: Extract<WorkerTask, { kind: K }>): Promise<WorkerResults[K]>;
  /** Tasks waiting for a worker, and tasks running. */
  load(): { queued: number; running: number };
  /** Stops the workers; tasks still queued or running are refused. */
  close(): Promise<void>;
}

interface Job {
  task: WorkerTask;
  resolve: (value: WorkerResults[WorkerTask['kind']]) => void;
  reject: (error: Error) => void;
}

/** Seconds a refused client is asked to wait: about what a full queue takes to drain. */
const BUSY_RETRY_SECONDS = 5;

/**
 * The worker: beside the bundle in dist/ (production), or, where this module runs from TypeScript
 * source (development and tests), the TypeScript worker loaded through tsx's loader, which a worker
 * thread of Node 20 does not inherit from its parent.
 */
function workerUrl(): URL {
  if (!import.meta.url.endsWith('.ts')) return new URL('./worker.js', import.meta.url);
  const loader = tsxLoaderUrl();
  const source = new URL('./worker.ts', import.meta.url).href;
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
 * A pool of worker threads, one task at a time each, with a bounded queue: a flood of heavy requests
 * gets quick 503s instead of an ever longer wait. Workers start on first use and are replaced if one dies.
 */
export function createWorkerPool({ size = Math.max(1, os.availableParallelism() - 1), queueLimit = 64 }: WorkerPoolOptions = {}): WorkerPool {
  const url = workerUrl();
  const workers = new Set<Worker>();
  const idle: Worker[] = [];
  const running = new Map<Worker, Job>();
  const queue: Job[] = [];
  let closed = false;

  const settle = (worker: Worker, reply: WorkerReply) => {
    const job = running.get(worker);
    running.delete(worker);
    if (!job) return;
    if ('value' in reply) job.resolve(reply.value);
    else job.reject(new Error(`The ${job.task.kind} task failed: ${reply.error}`));
  };

  const spawn = () => {
    const worker = new Worker(url);
    worker.unref(); // an idle pool never keeps the process alive
    worker.on('message', (reply: WorkerReply) => {
      settle(worker, reply);
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
      worker.postMessage(job.task);
    }
  };

  return {
    run<K extends WorkerTask['kind']>(task: Extract<WorkerTask, { kind: K }>) {
      if (closed) return Promise.reject(new Error('The worker pool is closed.'));
      if (queue.length >= queueLimit) {
        return Promise.reject(serviceBusy('server_busy', BUSY_RETRY_SECONDS));
      }
      return new Promise<WorkerResults[K]>((resolve, reject) => {
        queue.push({ task, resolve: resolve as Job['resolve'], reject });
        dispatch();
      });
    },
    load: () => ({ queued: queue.length, running: running.size }),
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The worker pool is closed.'));
      await Promise.all([...workers].map((worker) => worker.terminate()));
    },
  };
}
