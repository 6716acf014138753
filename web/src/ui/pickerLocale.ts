import type { CustomLocale } from 'flatpickr/dist/types/locale';
import { uiText as t } from '../lib/uiMessages';

// The calendar's names of months and weekdays come from the browser's Intl data for the interface
// language, so every language the dashboard has gets them without a locale file per language; its
// other words (the labels of the year, hour and minute inputs, the day labels' order) come from the
// catalogs. Digits stay as flatpickr writes them, since the typed value keeps the server's format.

/** Noon UTC on 1 January 2023, a Sunday: the start of the week in flatpickr's own order. */
const SUNDAY = Date.UTC(2023, 0, 1, 12);
const DAY = 24 * 60 * 60 * 1000;

function names(
  lang: string,
  count: number,
  date: (i: number) => number,
  options: Intl.DateTimeFormatOptions,
) {
  const format = new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' });
  return Array.from({ length: count }, (_, i) => format.format(date(i)));
}

const weekday = (i: number) => SUNDAY + i * DAY;
const month = (i: number) => Date.UTC(2023, i, 15, 12);

/** A flatpickr locale for `lang`: names from Intl, labels from the catalogs, weeks from Monday. */
export function pickerLocale(lang: string): CustomLocale {
  return {
    weekdays: {
      shorthand: names(lang, 7, weekday, { weekday: 'short' }) as CustomLocale['weekdays']['shorthand'],
      longhand: names(lang, 7, weekday, { weekday: 'long' }) as CustomLocale['weekdays']['longhand'],
    },
    months: {
      shorthand: names(lang, 12, month, { month: 'short' }) as CustomLocale['months']['shorthand'],
      longhand: names(lang, 12, month, { month: 'long' }) as CustomLocale['months']['longhand'],
    },
    firstDayOfWeek: 1,
    time_24hr: true,
    yearAriaLabel: t('dateTime.year'),
    monthAriaLabel: t('dateTime.month'),
    hourAriaLabel: t('dateTime.hour'),
    minuteAriaLabel: t('dateTime.minute'),
    scrollTitle: t('dateTime.scrollTitle'),
    toggleTitle: t('dateTime.toggleTitle'),
  };
}

/** flatpickr's format for a day's accessible name, in the language's order ('F j, Y' in English). */
export const dayLabelFormat = (): string => t('dateTime.dayLabelFormat');
