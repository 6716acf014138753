import { useState } from 'react';
import { STORAGE_KEYS } from '../../../../lib/storageKeys';
import { Button } from '../../../../ui/Button';
import { t } from '../messages';
import { readGridMode } from './gridLibModule';

/** Whether the records are edited as a grid, remembered per browser (the plain table by default). */
export function useGridMode(): [boolean, (on: boolean) => void] {
  const [isOn, setIsOn] = useState(readGridMode);
  const set = (on: boolean) => {
    setIsOn(on);
    try {
      if (on) localStorage.setItem(STORAGE_KEYS.recordsGrid, '1');
      else localStorage.removeItem(STORAGE_KEYS.recordsGrid);
    } catch {
      // storage disabled: the choice lasts for this page
    }
  };
  return [isOn, set];
}

/** The toolbar's switch between the plain table (a row opens its record) and the editable grid. */
export function GridToggle({ isOn, onChange }: { isOn: boolean; onChange: (on: boolean) => void }) {
  return (
    <Button aria-pressed={isOn} onClick={() => onChange(!isOn)}>
      {t('grid.toggle')}
    </Button>
  );
}
