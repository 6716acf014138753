import { STORAGE_KEYS } from '../../../../lib/storageKeys';
import { gridLib, preloadGridWhenOn, readGridMode } from './gridLibModule';

describe('the grid mode and its chunk', () => {
  afterEach(() => {
    localStorage.removeItem(STORAGE_KEYS.recordsGrid);
    vi.restoreAllMocks();
  });

  it("reads the mode as the grid's switch stores it", () => {
    expect(readGridMode()).toBe(false);
    localStorage.setItem(STORAGE_KEYS.recordsGrid, '1');
    expect(readGridMode()).toBe(true);
    localStorage.setItem(STORAGE_KEYS.recordsGrid, 'true');
    expect(readGridMode()).toBe(false);
  });

  it('starts loading the chunk only when the grid is the remembered mode', () => {
    const preload = vi.spyOn(gridLib, 'preload').mockImplementation(() => undefined);
    preloadGridWhenOn();
    expect(preload).not.toHaveBeenCalled();
    localStorage.setItem(STORAGE_KEYS.recordsGrid, '1');
    preloadGridWhenOn();
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
