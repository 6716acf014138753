import { validateApplication } from './ApplicationSettingsPage';

const form = (maxDays: unknown) => ({
  meta: { appName: 'Acme', appUrl: 'https://example.com' } as Parameters<
    typeof validateApplication
  >[0]['meta'],
  logs: { maxDays: maxDays as number },
});

describe('validateApplication: logs max days', () => {
  it('takes a whole number of 0 or more', () => {
    expect(validateApplication(form(0))).toEqual({});
    expect(validateApplication(form(7))).toEqual({});
  });

  it('needs a value, a whole one', () => {
    expect(validateApplication(form(NaN))).toEqual({ 'logs.maxDays': 'Missing required value.' });
    expect(validateApplication(form(1.5))).toEqual({
      'logs.maxDays': 'Must be a whole number of 0 or more.',
    });
  });

  it("refuses text that is no number (kept as typed by the input) with 'Not a valid number.'", () => {
    for (const typed of ['1e309', '1e-400', '0x10', 'soon'])
      expect(validateApplication(form(typed))).toEqual({ 'logs.maxDays': 'Not a valid number.' });
  });
});
