import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazyWithPreload';

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
});
