// The dashboard mirrors in a right-to-left document (`<html dir="rtl">`): a horizontal list then
// reads from right to left, so the arrow keys must move the focus the way they point on screen,
// not by a fixed order. These helpers tell an element's direction and turn an arrow key into a step
// along such a list.

export type TextDirection = 'ltr' | 'rtl';

/**
 * The inline direction `element` is laid out in: its computed `direction`, which follows the
 * nearest `dir` attribute as well as any CSS `direction`. Where nothing is laid out (no computed
 * style, as in a document without a window) the nearest `dir` attribute decides.
 */
export function textDirection(element: Element): TextDirection {
  const view = element.ownerDocument.defaultView;
  const computed = view ? view.getComputedStyle(element).direction : '';
  if (computed === 'rtl' || computed === 'ltr') return computed;
  return element.matches(':dir(rtl)') ? 'rtl' : 'ltr';
}

/**
 * The step an arrow key takes along a horizontal list, in the list's own order: 1 to the next
 * item, -1 to the previous one, 0 for any other key. The next item lies to the right in a
 * left-to-right list and to the left in a right-to-left one, so ArrowRight is "next" in the first
 * and ArrowLeft in the second.
 */
export function inlineArrowStep(key: string, direction: TextDirection): -1 | 0 | 1 {
  const next = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const previous = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === next) return 1;
  if (key === previous) return -1;
  return 0;
}

/** `inlineArrowStep` for a list laid out in `element`'s direction (the element that heard the key). */
export function arrowStepIn(element: Element, key: string): -1 | 0 | 1 {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return 0;
  return inlineArrowStep(key, textDirection(element));
}
