import { act, renderHook } from '@testing-library/react';
import { useWarmOverscan } from './useWarmOverscan';

describe('useWarmOverscan', () => {
  it('renders no overscan until the first rows have been painted, then the full overscan for good', async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ hasRows }) => useWarmOverscan(hasRows, 15), {
      initialProps: { hasRows: false },
    });
    expect(result.current).toBe(0);
    // no rows yet: it stays cold however long it waits
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(result.current).toBe(0);
    rerender({ hasRows: true });
    expect(result.current).toBe(0);
    // a frame (requestAnimationFrame) and a task later
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(result.current).toBe(15);
    rerender({ hasRows: false });
    expect(result.current).toBe(15);
    vi.useRealTimers();
  });
});
