import { Component, Suspense, type ReactNode } from 'react';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload, retryFailedChunks, useLoadedComponent } from './lazyWithPreload';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyWithPreload', () => {
  it('renders a preloaded component at once, without showing the Suspense fallback', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const Page = lazyWithPreload(load);
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="admin" />
      </Suspense>,
    );
    // synchronously: no fallback frame at all
    expect(screen.getByText('Hello admin')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when not preloaded, and loads once for many callers', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const Page = lazyWithPreload(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="first" />
        <Page name="second" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello second')).toBeInTheDocument();
    void Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets a failed chunk fetch be tried again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce({ default: Hello });
    const Page = lazyWithPreload(load);
    await expect(Page.preload()).rejects.toThrow('network');
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a chunk that fails to load reaches the error boundary once, and loads again after a Retry', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Hello });
    const Page = lazyWithPreload(load);
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      render() {
        return this.state.failed ? <p>Failed</p> : this.props.children;
      }
    }
    const view = (key: number) => (
      <Boundary key={key}>
        <Suspense fallback={<p>Loading</p>}>
          <Page name="again" />
        </Suspense>
      </Boundary>
    );
    const { rerender } = render(view(1));
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    // no retry loop behind the loader: the failure reached the boundary after one load
    expect(load).toHaveBeenCalledTimes(1);

    retryFailedChunks();
    rerender(view(2));
    expect(await screen.findByText('Hello again')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useLoadedComponent', () => {
  it('loads only when needed, and answers true once the chunk is in', async () => {
    let resolve: (module: { default: typeof Hello }) => void = () => {};
    const load = vi.fn(() => new Promise<{ default: typeof Hello }>((r) => (resolve = r)));
    const Page = lazyWithPreload(load);
    const { result, rerender } = renderHook(({ isNeeded }) => useLoadedComponent(Page, isNeeded), {
      initialProps: { isNeeded: false },
    });
    expect(result.current).toBe(false);
    expect(load).not.toHaveBeenCalled();
    rerender({ isNeeded: true });
    expect(result.current).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    resolve({ default: Hello });
    await waitFor(() => expect(result.current).toBe(true));
    expect(Page.isLoaded()).toBe(true);
  });

  it('answers true after a failed load, so the component renders into its error boundary', async () => {
    const Page = lazyWithPreload<{ name: string }>(() => Promise.reject(new Error('gone')));
    const { result } = renderHook(() => useLoadedComponent(Page, true));
    await waitFor(() => expect(result.current).toBe(true));
    expect(Page.isLoaded()).toBe(false);
  });
});
