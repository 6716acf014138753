import {
  addToast,
  dismissAllToasts,
  dismissToast,
  toast,
  TOAST_DURATIONS,
  toasts,
  type ToastType,
} from './toasts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const t of toasts.get()) dismissToast(t.id);
  vi.useRealTimers();
});

const messages = () => toasts.get().map((t) => t.message);

describe('toast durations', () => {
  it('uses info 4000, success 3000, error 4500 and warning 4500 ms', () => {
    expect(TOAST_DURATIONS).toEqual({ info: 4000, success: 3000, error: 4500, warning: 4500 });
  });

  it('keeps a success toast at 2999 ms and removes it at 3000 ms', () => {
    toast.success('Successfully created admin.');
    expect(toasts.get()).toEqual([
      expect.objectContaining({ type: 'success', message: 'Successfully created admin.' }),
    ]);
    vi.advanceTimersByTime(2999);
    expect(messages()).toEqual(['Successfully created admin.']);
    vi.advanceTimersByTime(1);
    expect(toasts.get()).toEqual([]);
  });

  it.each<[ToastType, number]>([
    ['info', 4000],
    ['error', 4500],
    ['warning', 4500],
  ])('removes a %s toast after %i ms', (type, ms) => {
    toast[type](`a ${type} toast`);
    vi.advanceTimersByTime(ms - 1);
    expect(messages()).toEqual([`a ${type} toast`]);
    vi.advanceTimersByTime(1);
    expect(toasts.get()).toEqual([]);
  });

  it('honours a custom duration', () => {
    toast.info('Copied {APP_NAME} to clipboard', 2000);
    vi.advanceTimersByTime(1999);
    expect(toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts.get()).toHaveLength(0);
  });
});

describe('dismissToast', () => {
  it('removes only that toast and cancels its timer', () => {
    const a = toast.info('first');
    toast.error('second');
    dismissToast(a);
    expect(messages()).toEqual(['second']);
    vi.advanceTimersByTime(4500);
    expect(toasts.get()).toEqual([]);
  });

  it('is a no-op for an unknown id (no change notification)', () => {
    toast.info('only');
    const before = toasts.get();
    dismissToast(-1);
    expect(toasts.get()).toBe(before);
  });
});

describe('dismissAllToasts', () => {
  it('takes every toast down, with its timer', () => {
    toast.success('Successfully saved record.');
    toast.error('Only admins can perform this action.');
    const clear = vi.spyOn(globalThis, 'clearTimeout');
    dismissAllToasts();
    expect(toasts.get()).toEqual([]);
    expect(clear).toHaveBeenCalledTimes(2);
    clear.mockRestore();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('same message', () => {
  it('replaces the older toast instead of stacking and restarts its timer', () => {
    const first = addToast('error', 'Failed.');
    vi.advanceTimersByTime(3000);
    const second = addToast('error', 'Failed.');
    expect(second).not.toBe(first);
    expect(toasts.get()).toEqual([{ id: second, type: 'error', message: 'Failed.' }]);
    // the old timer would fire at 4500 ms; the new toast lives until 3000 + 4500
    vi.advanceTimersByTime(1500);
    expect(toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(3000);
    expect(toasts.get()).toEqual([]);
  });

  it('stacks different messages in order', () => {
    toast.success('one');
    toast.success('two');
    expect(messages()).toEqual(['one', 'two']);
  });
});
