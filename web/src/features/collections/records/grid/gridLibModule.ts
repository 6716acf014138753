import { STORAGE_KEYS } from '../../../../lib/storageKeys';
import { lazyModule } from '../../../../ui/lazyModule';

/** The grid's own chunk: its keyboard model, editors, clipboard formats, paste, history and panels. */
export type GridLib = typeof import('./gridLib');

// The plain table is the records screen's default, so none of the grid's code is part of its first
// view: the chunk is loaded when the admin turns the grid on, or as soon as the records screen's
// code is in when the screen opens with the grid on (see preloadGridWhenOn).
export const gridLib = lazyModule<GridLib>(() => import('./gridLib'));

/** Whether the browser remembers the grid as the records' mode (the plain table by default). */
export function readGridMode(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.recordsGrid) === '1';
  } catch {
    return false; // storage disabled: the plain table
  }
}

/**
 * Starts loading the grid's chunk when the browser remembers the grid as the mode: called as the
 * records screen's code is evaluated, so the chunk comes beside the first records rather than after
 * them and the rows are drawn as grid rows at once. It is not in the entry, which the sign-in page
 * loads too and whose size is kept to the byte.
 */
export function preloadGridWhenOn(): void {
  if (readGridMode()) gridLib.preload(); // a failure shows when the screen asks for the chunk
}
