import { STORAGE_KEYS } from '../../../../lib/storageKeys';
import { lazyModule } from '../../../../ui/lazyModule';

/** The grid's own chunk: its keyboard model, editors, clipboard formats, paste, history and panels. */
export type GridLib = typeof import('./gridLib');

// The plain table is the records screen's default, so none of the grid's code is part of its first
// view: the chunk is loaded when the admin turns the grid on, or at boot when the screen opens with
// it on (this module is small enough for the entry, which starts that load beside the records).
export const gridLib = lazyModule<GridLib>(() => import('./gridLib'));

/** Whether the browser remembers the grid as the records' mode (the plain table by default). */
export function readGridMode(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.recordsGrid) === '1';
  } catch {
    return false; // storage disabled: the plain table
  }
}
