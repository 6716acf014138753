// Whether a typed number or date will be stored as typed. The server turns what it cannot read into
// something else without a word: a number it cannot parse, or one out of range (1e309), becomes 0, and
// an impossible date (2024-02-30) becomes an empty date. So the dashboard refuses such text itself,
// before anything is sent, and the stored value stays as it was.

// the number parser is a module of its own: the boot code's schema readers need it, and nothing else
// of this module
import { parseNumberText } from './numberText';
import { validationText as t } from './validation';

/** 'Not a valid number.', in the interface language. */
export function invalidNumberMessage(): string {
  return t('invalidNumber');
}

/** 'Not a valid date.', in the interface language. */
export function invalidDateMessage(): string {
  return t('invalidDate');
}

export { parseNumberText };

/** 'Not a valid number.' for text that is neither blank nor a number the server stores as typed. */
export function numberTextError(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  return parseNumberText(text) === null ? invalidNumberMessage() : undefined;
}

/**
 * What a form keeps for a number input's text: null when it is blank, the number when it is one,
 * else the text exactly as typed, so that the input keeps it and the checks before sending refuse it
 * (`numberValueError`).
 */
export function numberInputValue(text: string): number | string | null {
  if (text.trim() === '') return null;
  return parseNumberText(text) ?? text;
}

/**
 * The same for a form that keeps NaN for an empty input, as a react-hook-form `setValueAs`: it gets
 * the input's text, and values that are not text (the form's defaults, numbers) as they are.
 */
export function numberFieldValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return numberInputValue(value) ?? NaN;
}

/**
 * 'Not a valid number.' for a form value that is not a number the server stores as typed: text that
 * is no such number (see `numberInputValue`), or an infinite number. Anything else (a finite number,
 * blank text, null, NaN for an empty input) is left to the field's own checks.
 */
export function numberValueError(value: unknown): string | undefined {
  if (typeof value === 'string') return numberTextError(value);
  if (typeof value === 'number' && !Number.isNaN(value) && !Number.isFinite(value))
    return invalidNumberMessage();
  return undefined;
}

// 'YYYY-MM-DD HH:MM:SS', the date inputs' format (a UTC wall time)
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** The server's zero time, which it stores and shows as an empty date. */
const ZERO_DATE_TIME = '0001-01-01 00:00:00';

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Whether a text is a real calendar date-time in the inputs' format, 'YYYY-MM-DD HH:MM:SS' (years
 * 0000 to 9999 of the Gregorian calendar, hours 00 to 23, no leap second), that the server stores
 * as typed. Refused: anything else ('not a date', '2024-05-01 10:00', surrounding spaces), a month
 * or a day that does not exist ('2024-13-45', '2023-02-29'), and the zero time 0001-01-01 00:00:00,
 * which the server stores as an empty date. No time zone applies: the fields are checked as written.
 */
export function isValidDateTimeText(text: string): boolean {
  const match = DATE_TIME.exec(text);
  if (!match || text === ZERO_DATE_TIME) return false;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map(Number);
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hours <= 23 &&
    minutes <= 59 &&
    seconds <= 59
  );
}

/** 'Not a valid date.' for text that is neither empty nor a valid date-time (`isValidDateTimeText`). */
export function dateTimeTextError(text: string): string | undefined {
  if (text === '') return undefined;
  return isValidDateTimeText(text) ? undefined : invalidDateMessage();
}
