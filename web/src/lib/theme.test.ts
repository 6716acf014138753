import source from '../../public/theme-init.js?raw';
import { STORAGE_KEYS } from './storageKeys';
import {
  chooseTheme,
  readThemeChoice,
  resolvedTheme,
  resolveTheme,
  startTheme,
  themeChoice,
  writeThemeChoice,
} from './theme';

/** A system preference that the test can switch, as the OS does at nightfall. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((q: string) => {
      expect(q).toBe('(prefers-color-scheme: dark)');
      return query;
    }),
  );
  return {
    switchTo(next: boolean) {
      dark = next;
      listeners.forEach((l) => l());
    },
    listenerCount: () => listeners.size,
  };
}

const root = document.documentElement;

/** Another tab wrote (or cleared) localStorage: the browser tells this one with a storage event. */
function otherTabWrites(value: string | null) {
  if (value === null) localStorage.removeItem(STORAGE_KEYS.theme);
  else localStorage.setItem(STORAGE_KEYS.theme, value);
  window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.theme, newValue: value }));
}

let stop: (() => void) | undefined;

beforeEach(() => {
  localStorage.clear();
  delete root.dataset.theme;
  root.style.colorScheme = '';
});

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.unstubAllGlobals();
});

describe('the stored theme choice', () => {
  it('is System while nothing (or something unknown) is stored', () => {
    expect(readThemeChoice()).toBe('system');
    localStorage.setItem(STORAGE_KEYS.theme, 'sepia');
    expect(readThemeChoice()).toBe('system');
  });

  it('round-trips Light and Dark; System removes the entry', () => {
    writeThemeChoice('dark');
    expect(localStorage.getItem('larder_theme')).toBe('dark');
    expect(readThemeChoice()).toBe('dark');
    writeThemeChoice('light');
    expect(readThemeChoice()).toBe('light');
    writeThemeChoice('system');
    expect(localStorage.getItem('larder_theme')).toBeNull();
    expect(readThemeChoice()).toBe('system');
  });
});

describe('resolveTheme', () => {
  it('follows the system for System only', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});

describe('startTheme and chooseTheme', () => {
  it('applies System against the system preference, data-theme and color-scheme on <html>', () => {
    fakeSystem(true);
    stop = startTheme();
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');
    expect(themeChoice.get()).toBe('system');
    expect(resolvedTheme.get()).toBe('dark');
  });

  it('is light where the browser cannot tell the preference (no matchMedia)', () => {
    vi.stubGlobal('matchMedia', undefined);
    stop = startTheme();
    expect(root.dataset.theme).toBe('light');
  });

  it('follows a change of the system preference live while the choice is System', () => {
    const system = fakeSystem(false);
    stop = startTheme();
    expect(root.dataset.theme).toBe('light');
    system.switchTo(true);
    expect(root.dataset.theme).toBe('dark');
    expect(resolvedTheme.get()).toBe('dark');
    system.switchTo(false);
    expect(root.dataset.theme).toBe('light');
  });

  it('keeps an explicit choice whatever the system does', () => {
    const system = fakeSystem(false);
    stop = startTheme();
    chooseTheme('dark');
    expect(root.dataset.theme).toBe('dark');
    expect(themeChoice.get()).toBe('dark');
    expect(localStorage.getItem('larder_theme')).toBe('dark');
    system.switchTo(true);
    system.switchTo(false);
    expect(root.dataset.theme).toBe('dark');
  });

  it('follows the choice made in another tab, and a cleared storage back to System', () => {
    fakeSystem(false);
    stop = startTheme();
    otherTabWrites('dark');
    expect(root.dataset.theme).toBe('dark');
    expect(themeChoice.get()).toBe('dark');
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(root.dataset.theme).toBe('light');
    expect(themeChoice.get()).toBe('system');
  });

  it('ignores storage events about other keys', () => {
    fakeSystem(false);
    stop = startTheme();
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.lastTestEmail }));
    expect(root.dataset.theme).toBe('light');
  });

  it('stops listening when stopped', () => {
    const system = fakeSystem(false);
    stop = startTheme();
    expect(system.listenerCount()).toBe(1);
    stop();
    stop = undefined;
    system.switchTo(true);
    otherTabWrites('dark');
    expect(root.dataset.theme).toBe('light');
  });
});

describe('public/theme-init.js (the theme before first paint)', () => {
  const run = () => new Function(source)();

  it('reads the key the app stores the choice under', () => {
    expect(source).toContain(`'${STORAGE_KEYS.theme}'`);
  });

  it('applies the stored choice, or the system preference for System', () => {
    fakeSystem(false);
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    run();
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');

    localStorage.removeItem(STORAGE_KEYS.theme);
    run();
    expect(root.dataset.theme).toBe('light');

    fakeSystem(true);
    run();
    expect(root.dataset.theme).toBe('dark');
    localStorage.setItem(STORAGE_KEYS.theme, 'light');
    run();
    expect(root.dataset.theme).toBe('light');
  });

  it('falls back to light without matchMedia or storage', () => {
    vi.stubGlobal('matchMedia', undefined);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('storage disabled');
    });
    run();
    expect(root.dataset.theme).toBe('light');
    vi.restoreAllMocks();
  });
});
