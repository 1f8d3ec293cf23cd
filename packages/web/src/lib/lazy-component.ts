import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadCataloguePart, type CataloguePart } from './i18n';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bound React's own lazy() takes
type AnyComponent = ComponentType<any>;

/**
 * A component loaded on demand, so that it is its own chunk: a page, or a part of one that only some
 * visitors need. `name` is the module's export that holds the component; `part`, the part of the message
 * catalogue its text is in, which loads beside it.
 */
export function lazyComponent<K extends string, M extends Record<K, AnyComponent>>(
  load: () => Promise<M>,
  name: K,
  part?: CataloguePart,
): LazyExoticComponent<M[K]> {
  return lazy(async () => {
    const [module] = await Promise.all([load(), part ? loadCataloguePart(part) : undefined]);
    return { default: module[name] };
  });
}
