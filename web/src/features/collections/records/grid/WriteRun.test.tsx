import { act, renderHook } from '@testing-library/react';
import type { Record as PbRecord } from 'pocketbase';
import { PROGRESS_DRAW_MS, resultOf, useWriteProgress } from './WriteRun';

describe('useWriteProgress', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the start at once and the counts after it at most every PROGRESS_DRAW_MS, the last one kept', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useWriteProgress());
    act(() => result.current[1]({ done: 0, failed: 0, total: 3 }));
    expect(result.current[0]).toEqual({ done: 0, failed: 0, total: 3 });

    act(() => {
      result.current[1]({ done: 1, failed: 0, total: 3 });
      result.current[1]({ done: 2, failed: 0, total: 3 });
      result.current[1]({ done: 2, failed: 1, total: 3 });
    });
    expect(result.current[0]).toEqual({ done: 0, failed: 0, total: 3 });
    act(() => vi.advanceTimersByTime(PROGRESS_DRAW_MS - 1));
    expect(result.current[0]).toEqual({ done: 0, failed: 0, total: 3 });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toEqual({ done: 2, failed: 1, total: 3 });
    // one drawing for the three reports: nothing more is pending
    expect(vi.getTimerCount()).toBe(0);
  });

  it('still draws the count in a hidden tab, which gets no animation frames', () => {
    vi.useFakeTimers();
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const { result } = renderHook(() => useWriteProgress());
    act(() => result.current[1]({ done: 5, failed: 0, total: 5 }));
    act(() => vi.advanceTimersByTime(PROGRESS_DRAW_MS));
    expect(result.current[0]).toEqual({ done: 5, failed: 0, total: 5 });
    raf.mockRestore();
  });
});

describe('resultOf', () => {
  it('counts what was saved, lists what was refused, and says whether the run was stopped', () => {
    const controller = new AbortController();
    controller.abort();
    const outcome = {
      saved: [{ key: 'a', result: {} as PbRecord }],
      failed: [{ key: 'b', error: new Error('refused') }],
      cancelled: [],
    };
    expect(resultOf(outcome, 2, controller.signal)).toEqual({
      saved: 1,
      changed: 2,
      failures: [{ recordId: 'b', message: 'refused' }],
      isStopped: true,
      readFailure: null,
    });
    expect(resultOf(null, 0, new AbortController().signal, 'offline')).toEqual({
      saved: 0,
      changed: 0,
      failures: [],
      isStopped: false,
      readFailure: 'offline',
    });
  });
});
