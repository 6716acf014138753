import { elementScroll, type Virtualizer, type VirtualizerOptions } from '@tanstack/react-virtual';

// Two parts of a virtualised list (TanStack Virtual) that the library would otherwise run in a way
// that makes the browser lay out the whole page in the middle of React's commit, and again before
// painting: on the first rows of a screen that is tens of milliseconds.

/**
 * Follows the size of a virtualised list's scroll element through a ResizeObserver only. The
 * library's default also reads the size once when the list mounts, which forces the browser to lay
 * out the whole page in the middle of React's commit, only to lay it out again before painting; the
 * observer's first report comes after that layout instead, in the same frame. Until then the list
 * uses its `initialRect`.
 */
export function observeRectAfterLayout(
  instance: Virtualizer<HTMLDivElement, Element>,
  onRect: (rect: { width: number; height: number }) => void,
): (() => void) | undefined {
  const element = instance.scrollElement;
  const view = instance.targetWindow;
  if (!element || !view?.ResizeObserver) return undefined;
  const observer = new view.ResizeObserver(() => {
    onRect({ width: element.clientWidth, height: element.clientHeight });
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/** Elements the list has scrolled (or found fresh) once. */
const attached = new WeakSet<Element>();

/**
 * Scrolls the list's element (the library's own way), but for the scroll to the top the library
 * asks for as soon as it gets hold of a new element: for a list that renders its scroll element
 * itself, that element is new and at the top already, and setting (or even reading) its scroll
 * position would force a layout for nothing.
 */
export const scrollUnlessFresh: VirtualizerOptions<HTMLDivElement, Element>['scrollToFn'] = (
  offset,
  options,
  instance,
) => {
  const element = instance.scrollElement;
  if (element && !attached.has(element)) {
    attached.add(element);
    if (offset + (options.adjustments ?? 0) === 0) return;
  }
  elementScroll(offset, options, instance);
};
