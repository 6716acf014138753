import { useEffect, useState } from 'react';
import { toast } from '../../../../lib/toasts';
import { t } from '../messages';
import { gridLib, type GridLib } from './gridLibModule';

export { gridLib, type GridLib };

/**
 * The grid's chunk once loaded (null before), and whether it could not be (the plain table shows
 * then); `isNeeded` loads it. Once loaded it stays, so cells not yet saved stay listed after the
 * grid is turned off.
 */
export function useGridLib(isNeeded: boolean): { lib: GridLib | null; hasFailed: boolean } {
  const [, setLoads] = useState(0);
  const [hasFailed, setHasFailed] = useState(false);
  useEffect(() => {
    if (!isNeeded || gridLib.current) return;
    let isCurrent = true;
    gridLib.load().then(
      () => isCurrent && setLoads((n) => n + 1),
      (error: unknown) => {
        console.warn('The records grid could not be loaded.', error);
        if (!isCurrent) return;
        setHasFailed(true);
        toast.error(t('grid.loadFailed'));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [isNeeded]);
  return { lib: gridLib.current, hasFailed };
}
