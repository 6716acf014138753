import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazyModule';

describe('lazyModule', () => {
  it('loads once for every caller and keeps the module', async () => {
    const importer = vi.fn(() => Promise.resolve({ value: 1 }));
    const lazy = lazyModule(importer);
    expect(lazy.current).toBeNull();
    const [a, b] = await Promise.all([lazy.load(), lazy.load()]);
    expect(a).toBe(b);
    expect(lazy.current).toBe(a);
    await lazy.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const importer = vi
      .fn<() => Promise<{ value: number }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ value: 2 });
    const lazy = lazyModule(importer);
    await expect(lazy.load()).rejects.toThrow('offline');
    expect(lazy.current).toBeNull();
    await expect(lazy.load()).resolves.toEqual({ value: 2 });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('preload swallows a failure', async () => {
    const lazy = lazyModule(() => Promise.reject(new Error('offline')));
    expect(() => lazy.preload()).not.toThrow();
    await Promise.resolve();
    expect(lazy.current).toBeNull();
  });
});
