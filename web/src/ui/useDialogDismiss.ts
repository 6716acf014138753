import { useEffect, useRef, type RefObject } from 'react';

/**
 * Routes every way of dismissing a modal <dialog> (Escape, the browser's cancel, a click on the
 * backdrop) to one callback, so the caller decides (e.g. through an unsaved-changes guard).
 */
export function useDialogDismiss(
  ref: RefObject<HTMLDialogElement | null>,
  onDismiss: () => void,
  /** Whether the dialog element is rendered now; listeners attach whenever it (re)appears. */
  isRendered = true,
): void {
  const callback = useRef(onDismiss);
  useEffect(() => {
    callback.current = onDismiss;
  });
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      // keep the browser from closing the dialog by itself
      e.preventDefault();
      e.stopPropagation();
      callback.current();
    };
    const onCancel = (e: Event) => {
      e.preventDefault();
      callback.current();
    };
    const onMouseDown = (e: MouseEvent) => {
      if (e.target === dialog) callback.current();
    };
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('mousedown', onMouseDown);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('mousedown', onMouseDown);
    };
  }, [ref, isRendered]);
}
