import { act, renderHook } from '@testing-library/react';
import { useWriteProgress } from './WriteRun';

describe('useWriteProgress', () => {
  it('shows the start at once and the counts after it at most once a frame, the last one kept', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const { result } = renderHook(() => useWriteProgress());
    act(() => result.current[1]({ done: 0, failed: 0, total: 3 }));
    expect(result.current[0]).toEqual({ done: 0, failed: 0, total: 3 });

    act(() => {
      result.current[1]({ done: 1, failed: 0, total: 3 });
      result.current[1]({ done: 2, failed: 0, total: 3 });
      result.current[1]({ done: 2, failed: 1, total: 3 });
    });
    expect(result.current[0]).toEqual({ done: 0, failed: 0, total: 3 });
    expect(frames).toHaveLength(1);
    act(() => frames[0](0));
    expect(result.current[0]).toEqual({ done: 2, failed: 1, total: 3 });
    vi.restoreAllMocks();
  });
});
