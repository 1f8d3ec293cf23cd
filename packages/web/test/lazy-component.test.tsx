import { act, fireEvent, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from '../src/components/lazy-part';
import { preloadableComponent } from '../src/lib/lazy-component';
import { I18nWrapper } from './helpers';

const Hello = ({ who }: { who: string }) => <p>hello {who}</p>;

/** A module that arrives when the test says so, or fails. */
function deferredModule() {
  let settle!: { resolve: (module: { Hello: typeof Hello }) => void; reject: (error: Error) => void };
  let calls = 0;
  const load = () => {
    calls++;
    return new Promise<{ Hello: typeof Hello }>((resolve, reject) => (settle = { resolve, reject }));
  };
  return { load, settle: () => settle, calls: () => calls };
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

const inSuspense = (node: ReactNode) => <Suspense fallback={<p>loading</p>}>{node}</Suspense>;

describe('preloadableComponent', () => {
  it('renders a component whose code was loaded ahead at once, its fallback never shown', async () => {
    const module = deferredModule();
    const Lazy = preloadableComponent(module.load, 'Hello');
    const loaded = Lazy.load();
    module.settle().resolve({ Hello });
    await loaded;
    render(inSuspense(<Lazy who="there" />));
    expect(screen.getByText('hello there')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(module.calls()).toBe(1);
  });

  it('shows the fallback until the code arrives, loading it once for every copy', async () => {
    const module = deferredModule();
    const Lazy = preloadableComponent(module.load, 'Hello');
    render(inSuspense(<><Lazy who="one" /><Lazy who="two" /></>));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => module.settle().resolve({ Hello }));
    expect(await screen.findByText('hello one')).toBeInTheDocument();
    expect(screen.getByText('hello two')).toBeInTheDocument();
    expect(module.calls()).toBe(1);
  });

  it('gives a failed load to the error boundary, every time it renders', async () => {
    const module = deferredModule();
    const Lazy = preloadableComponent(module.load, 'Hello');
    const { unmount } = render(<Boundary>{inSuspense(<Lazy who="again" />)}</Boundary>);
    await act(async () => module.settle().reject(new Error('offline')));
    expect(await screen.findByText('failed: offline')).toBeInTheDocument();
    unmount();
    render(<Boundary>{inSuspense(<Lazy who="again" />)}</Boundary>);
    expect(screen.getByText('failed: offline')).toBeInTheDocument();
    expect(module.calls()).toBe(1);
  });
});

describe('lazyComponent', () => {
  it('shows a part whose code could not be fetched as a retry in its own place, the rest of the page untouched', async () => {
    const module = deferredModule();
    const Lazy = lazyComponent(module.load, 'Hello');
    render(
      <I18nWrapper>
        <p>the rest of the page</p>
        {inSuspense(<Lazy who="again" />)}
      </I18nWrapper>,
    );
    await act(async () => module.settle().reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load this part.");
    expect(screen.getByText('the rest of the page')).toBeInTheDocument();

    // Retry asks for the code again, and the part shows once it arrives.
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(module.calls()).toBe(2);
    await act(async () => module.settle().resolve({ Hello }));
    expect(await screen.findByText('hello again')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tries again by itself when the browser says the network is back', async () => {
    const module = deferredModule();
    const Lazy = lazyComponent(module.load, 'Hello');
    render(<I18nWrapper>{inSuspense(<Lazy who="online" />)}</I18nWrapper>);
    await act(async () => module.settle().reject(new TypeError('Failed to fetch dynamically imported module')));
    await screen.findByRole('alert');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(module.calls()).toBe(2);
    await act(async () => module.settle().resolve({ Hello }));
    expect(await screen.findByText('hello online')).toBeInTheDocument();
  });
});
