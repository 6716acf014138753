import { createStore } from './store';

describe('createStore', () => {
  it('returns the initial value and the value last set', () => {
    const store = createStore(1);
    expect(store.get()).toBe(1);
    store.set(2);
    expect(store.get()).toBe(2);
  });

  it('notifies subscribers on change', () => {
    const store = createStore('a');
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('b');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not notify when the value is the same (Object.is)', () => {
    const obj = { n: 1 };
    const store = createStore(obj);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(obj);
    store.update((v) => v);
    expect(listener).not.toHaveBeenCalled();
  });

  it('update derives the next value from the current one', () => {
    const store = createStore([1, 2]);
    const listener = vi.fn();
    store.subscribe(listener);
    store.update((list) => [...list, 3]);
    expect(store.get()).toEqual([1, 2, 3]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops notifying after unsubscribe, leaving other listeners', () => {
    const store = createStore(0);
    const a = vi.fn();
    const b = vi.fn();
    const unsubscribeA = store.subscribe(a);
    store.subscribe(b);
    unsubscribeA();
    store.set(1);
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledTimes(1);
  });
});
