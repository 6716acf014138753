import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * Keeps the keyboard in place when a chip's remove button takes its chip away: call the returned
 * function with the chip's index before removing it; once rendered, focus moves to the remove
 * button now at that index (or the last one), else to `fallback()`. Only when focus was in the list.
 */
export function useFocusAfterRemove(
  listRef: RefObject<HTMLElement | null>,
  fallback: () => HTMLElement | null,
): (index: number) => void {
  const pending = useRef<number | null>(null);
  const fallbackRef = useRef(fallback);
  useEffect(() => {
    fallbackRef.current = fallback;
    const index = pending.current;
    if (index === null) return;
    pending.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    const next = buttons.length ? buttons[Math.min(index, buttons.length - 1)] : fallbackRef.current();
    next?.focus();
  });
  return useCallback(
    (index: number) => {
      const active = document.activeElement;
      pending.current = active && listRef.current?.contains(active) ? index : null;
    },
    [listRef],
  );
}
