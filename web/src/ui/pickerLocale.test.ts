import german from '../locales/de/index';
import { activateLanguage } from '../lib/i18n';
import { dayLabelFormat, pickerLocale } from './pickerLocale';

afterEach(() => activateLanguage('en'));

describe("the date picker's locale", () => {
  it('names months and weekdays in English, weeks from Sunday in flatpickr’s order', () => {
    const locale = pickerLocale('en');
    expect(locale.months.longhand[0]).toBe('January');
    expect(locale.months.shorthand[11]).toBe('Dec');
    expect(locale.weekdays.longhand[0]).toBe('Sunday');
    expect(locale.weekdays.shorthand[1]).toBe('Mon');
    expect(locale.firstDayOfWeek).toBe(1);
    expect(locale.yearAriaLabel).toBe('Year');
    expect(dayLabelFormat()).toBe('F j, Y');
  });

  it('takes the names from Intl and the labels from the catalog of the language', () => {
    activateLanguage('de', german);
    const locale = pickerLocale('de');
    expect(locale.months.longhand[2]).toBe('März');
    expect(locale.weekdays.longhand[1]).toBe('Montag');
    expect(locale.hourAriaLabel).toBe('Stunde');
    expect(dayLabelFormat()).toBe('j. F Y');
  });

  it('has twelve months and seven days in every language, Arabic and Spanish included', () => {
    for (const lang of ['es', 'ar']) {
      const locale = pickerLocale(lang);
      expect(new Set(locale.months.longhand).size).toBe(12);
      expect(new Set(locale.weekdays.longhand).size).toBe(7);
    }
    expect(pickerLocale('es').months.longhand[0]).toBe('enero');
    expect(pickerLocale('ar').months.longhand[0]).toBe('يناير');
  });
});
