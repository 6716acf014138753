import { copyText } from './clipboard';

describe('copyText', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('uses the Clipboard API in a secure context', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    expect(await copyText('{TOKEN}')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('{TOKEN}');
  });

  it('falls back to the copy command without one (plain HTTP on a LAN address), giving the focus back', async () => {
    vi.stubGlobal('isSecureContext', false);
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    let selected = '';
    const exec = vi.fn((command: string) => {
      selected = (document.activeElement as HTMLTextAreaElement).value;
      return command === 'copy';
    });
    document.execCommand = exec;
    expect(await copyText('{ACTION_URL}')).toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(selected).toBe('{ACTION_URL}');
    expect(document.activeElement).toBe(button);
    expect(document.querySelector('textarea')).toBeNull();
    button.remove();
  });

  it('says so when nothing worked', async () => {
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    document.execCommand = vi.fn(() => false);
    expect(await copyText('{APP_NAME}')).toBe(false);
  });
});
