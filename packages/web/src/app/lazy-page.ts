import { lazy, type ComponentType } from 'react';

/** A page loaded on demand, so that each page is its own chunk. */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
