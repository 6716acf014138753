import { useEffect, useState } from 'react';
import { toast } from '../../../../lib/toasts';
import { lazyModule } from '../../../../ui/lazyModule';
import { t } from '../messages';

/** The grid's own chunk: its keyboard model, editors, clipboard formats, paste, history and panels. */
export type GridLib = typeof import('./gridLib');

// The plain table is the records screen's default, so none of the grid's code is part of its first
// view: the chunk is loaded when the admin turns the grid on (or opens the screen with it on).
export const gridLib = lazyModule<GridLib>(() => import('./gridLib'));

/**
 * The grid's chunk once loaded (null before: the plain table shows meanwhile); `isNeeded` loads it.
 * Once loaded it stays, so cells not yet saved stay listed after the grid is turned off.
 */
export function useGridLib(isNeeded: boolean): GridLib | null {
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (!isNeeded || gridLib.current) return;
    let isCurrent = true;
    gridLib.load().then(
      () => isCurrent && setLoads((n) => n + 1),
      (error: unknown) => {
        console.warn('The records grid could not be loaded.', error);
        if (isCurrent) toast.error(t('grid.loadFailed'));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [isNeeded]);
  return gridLib.current;
}
