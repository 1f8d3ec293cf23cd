import { createElement, type ComponentProps, type ComponentType, type FunctionComponent } from 'react';
import { loadCataloguePart, type CataloguePart } from './i18n';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
type AnyComponent = ComponentType<any>;

/** A component whose code loads on demand; `load()` starts (or joins) the loading ahead of a render. */
export type LazyComponent<C extends AnyComponent> = FunctionComponent<ComponentProps<C>> & { load: () => Promise<void> };

/**
 * A page, or the part of one that depends on who looks, loaded on demand as components/lazy-part.tsx does, that the
 * app can also load ahead (`load()`) for the page it opens on. Unlike React's lazy(), once the code is here the component renders at once, also on its first render:
 * code started early with `load()` (the first page's, see app/first-page-code.ts) shows without passing
 * through the Suspense fallback, whose replacement React holds back for 300 ms after it was shown.
 * Until then it suspends; a failed load throws to the error boundary.
 * (React's own lazy() suspends on a component's first render, loaded or not.)
 */
export function preloadableComponent<K extends string, M extends Record<K, AnyComponent>>(
  load: () => Promise<M>,
  name: K,
  part?: CataloguePart,
): LazyComponent<M[K]> {
  let loaded: { component: M[K] } | undefined;
  let failed: { error: unknown } | undefined;
  let loading: Promise<void> | undefined;
  const start = () =>
    (loading ??= Promise.all([load(), part ? loadCataloguePart(part) : undefined]).then(
      ([module]) => {
        loaded = { component: module[name] };
      },
      (error: unknown) => {
        failed = { error };
      },
    ));
  function Lazy(props: ComponentProps<M[K]>) {
    if (failed) throw failed.error; // to the error boundary, as React's lazy() does (a reload tries again)
    // Suspends as React's lazy() does, by throwing the promise; React renders again once it has settled.
    if (!loaded) throw start();
    return createElement(loaded.component, props);
  }
  return Object.assign(Lazy, { load: start });
}
