import { Trans } from '@lingui/react/macro';
import { Component, createElement, lazy, useCallback, useEffect, useState, type ComponentProps, type ComponentType, type FunctionComponent, type ReactNode } from 'react';
import { loadCataloguePart, type CataloguePart } from '../lib/i18n';
import { Button } from './ui/Button';
import { Group } from './ui/Layout';
import { Text } from './ui/Typography';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
type AnyComponent = ComponentType<any>;

/** In the part's own place when its code could not be fetched: the rest of the page keeps working. */
function PartFailed({ onRetry }: { onRetry(): void }) {
  // Tried again by itself once the browser says the network is back.
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <Group gap="xs" role="alert">
      <Text size="sm">
        <Trans>Couldn't load this part.</Trans>
      </Text>
      <Button variant="default" size="compact-sm" onClick={onRetry}>
        <Trans>Retry</Trans>
      </Button>
    </Group>
  );
}

class PartBoundary extends Component<{ children: ReactNode; onRetry(): void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <PartFailed onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/**
 * A component loaded on demand, so that it is its own chunk: a part of a page that only some visitors need.
 * `name` is the module's export that holds the component; `part`, the part of the message catalogue its
 * text is in, which loads beside it. Code that cannot be fetched (the hall's Wi-Fi dropped) takes down
 * only this part: it says so in its place with 'Retry', and tries again by itself when the network returns.
 */
export function lazyComponent<K extends string, M extends Record<K, AnyComponent>>(
  load: () => Promise<M>,
  name: K,
  part?: CataloguePart,
): FunctionComponent<ComponentProps<M[K]>> {
  // React keeps a failed lazy() failed: a retry starts a new one.
  const attempt = () =>
    lazy(async () => {
      const [module] = await Promise.all([load(), part ? loadCataloguePart(part) : undefined]);
      return { default: module[name] };
    });
  const loading = { current: attempt() };
  function LazyPart(props: ComponentProps<M[K]>) {
    const [tries, setTries] = useState(0);
    const retry = useCallback(() => {
      loading.current = attempt();
      setTries((n) => n + 1);
    }, []);
    return (
      <PartBoundary key={tries} onRetry={retry}>
        {createElement(loading.current, props)}
      </PartBoundary>
    );
  }
  return LazyPart;
}
