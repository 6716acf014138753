import { addNavigationGuard } from './router';
import { isChunkLoadError, reloadForNewVersion } from './staleChunk';

describe('isChunkLoadError', () => {
  it("recognises the browsers' failed dynamic import messages and Vite's preload error", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://x/a.js',
      'error loading dynamically imported module: http://x/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/a.css',
    ])
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('reloadForNewVersion', () => {
  let reload: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    reload = vi.fn<() => void>();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
  });
  afterEach(() => vi.restoreAllMocks());

  it('reloads once, then not again within a minute', () => {
    expect(reloadForNewVersion(1_000_000)).toBe(true);
    expect(reloadForNewVersion(1_030_000)).toBe(false);
    expect(reloadForNewVersion(1_061_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads over unsaved changes', () => {
    const remove = addNavigationGuard({ isBlocking: () => true, confirm: async () => true });
    expect(reloadForNewVersion()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    remove();
  });
});
