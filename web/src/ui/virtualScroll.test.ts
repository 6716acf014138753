import type { Virtualizer } from '@tanstack/react-virtual';
import { observeRectAfterLayout, scrollUnlessFresh } from './virtualScroll';

function fakeInstance(element: HTMLDivElement) {
  return { scrollElement: element, targetWindow: window, options: {} } as unknown as Virtualizer<
    HTMLDivElement,
    Element
  >;
}

describe('a virtualised list', () => {
  it('does not scroll a new element to the top it is already at, then scrolls as asked', () => {
    const element = document.createElement('div');
    const scrollTo = vi.fn();
    element.scrollTo = scrollTo as unknown as typeof element.scrollTo;
    const instance = fakeInstance(element);
    scrollUnlessFresh(0, { adjustments: undefined, behavior: undefined }, instance);
    expect(scrollTo).not.toHaveBeenCalled();
    scrollUnlessFresh(0, { adjustments: undefined, behavior: undefined }, instance);
    scrollUnlessFresh(120, { adjustments: 0, behavior: undefined }, instance);
    expect(scrollTo.mock.calls.map(([arg]) => (arg as ScrollToOptions).top)).toEqual([0, 120]);
  });

  it('scrolls a new element that is asked to go elsewhere than the top', () => {
    const element = document.createElement('div');
    const scrollTo = vi.fn();
    element.scrollTo = scrollTo as unknown as typeof element.scrollTo;
    scrollUnlessFresh(300, { adjustments: undefined, behavior: undefined }, fakeInstance(element));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('learns its size from the resize observer only, never by reading it when it mounts', () => {
    const element = document.createElement('div');
    let report: ResizeObserverCallback = () => {};
    const observe = vi.fn();
    const disconnect = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          report = callback;
        }
        observe = observe;
        disconnect = disconnect;
        unobserve = vi.fn();
      },
    );
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const clientHeight = vi.spyOn(element, 'clientHeight', 'get').mockReturnValue(640);
    const onRect = vi.fn();
    const stop = observeRectAfterLayout(fakeInstance(element), onRect);
    expect(observe).toHaveBeenCalledWith(element);
    expect(clientHeight).not.toHaveBeenCalled();
    expect(onRect).not.toHaveBeenCalled();
    report([], {} as ResizeObserver);
    expect(onRect).toHaveBeenCalledWith({ width: 0, height: 640 });
    stop?.();
    expect(disconnect).toHaveBeenCalled();
  });
});
