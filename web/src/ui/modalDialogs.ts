import { createStore } from '../lib/store';

// The modal <dialog>s open now, oldest first. A modal dialog sits in the browser's top layer and
// makes the rest of the page inert: whatever must stay visible and usable above it (the toasts) goes
// inside the topmost one.

export const modalDialogs = createStore<HTMLDialogElement[]>([]);

/** Opens `dialog` as a modal and makes it the topmost. */
export function showModalDialog(dialog: HTMLDialogElement): void {
  if (!dialog.open) dialog.showModal();
  modalDialogs.update((list) => [...list.filter((d) => d !== dialog), dialog]);
}

/** Closes `dialog` (if open) and forgets it. */
export function closeModalDialog(dialog: HTMLDialogElement): void {
  if (dialog.open) dialog.close();
  modalDialogs.update((list) => (list.includes(dialog) ? list.filter((d) => d !== dialog) : list));
}

/** The topmost modal dialog still open, or null. */
export function topModalDialog(list: readonly HTMLDialogElement[]): HTMLDialogElement | null {
  for (let i = list.length - 1; i >= 0; i -= 1) if (list[i].isConnected && list[i].open) return list[i];
  return null;
}
