import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createDebounced,
  cutDateTime,
  DATE_TIME_LENGTH,
  formatDateTimeValue,
  parseDateTimeValue,
} from './dateTimeValue';

// Wall time must survive any browser time zone: these run under zones west and east of UTC (a
// helper that went through toISOString or getUTC* would shift the day near midnight), one of them
// with daylight saving.
const savedTZ = process.env.TZ;
afterAll(() => {
  if (savedTZ === undefined) delete process.env.TZ;
  else process.env.TZ = savedTZ;
});

describe.each(['America/New_York', 'Asia/Kolkata'])('wall time under TZ=%s', (zone) => {
  beforeAll(() => {
    process.env.TZ = zone;
    // the zone really applies (Node picks up a TZ change at once)
    expect(new Date(2024, 0, 15).getTimezoneOffset()).not.toBe(0);
  });

  it.each([
    '2024-05-01 13:45:00',
    '2024-05-01 00:30:00', // UTC would be the day before east of UTC
    '2024-05-01 23:30:59', // and the day after west of UTC
    '2024-12-31 23:59:59',
    '2024-02-29 12:00:00',
    '0001-01-01 00:00:00', // the server's zero date: years below 100 are not 19xx
    '9999-12-31 23:59:59',
  ])('%s round-trips through a Date with the same local fields', (value) => {
    const date = parseDateTimeValue(value)!;
    expect(date).toBeInstanceOf(Date);
    expect(formatDateTimeValue(date)).toBe(value);
    const [y, mo, d, h, mi, s] = value.split(/[- :]/).map(Number);
    expect([
      date.getFullYear(),
      date.getMonth() + 1,
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
    ]).toEqual([y, mo, d, h, mi, s]);
  });

  it('formats a Date from its local fields, not its UTC ones', () => {
    expect(formatDateTimeValue(new Date(2024, 4, 1, 0, 5, 9))).toBe('2024-05-01 00:05:09');
    expect(formatDateTimeValue(new Date(2024, 4, 1, 23, 55, 0))).toBe('2024-05-01 23:55:00');
  });
});

describe('a daylight-saving gap (TZ=America/New_York)', () => {
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });

  it('refuses a time the local clock skips rather than shifting it an hour', () => {
    // 2024-03-10 02:00–03:00 does not exist in New York; as a local Date it would read 03:30
    expect(parseDateTimeValue('2024-03-10 02:30:00')).toBeNull();
    expect(formatDateTimeValue(parseDateTimeValue('2024-03-10 03:30:00')!)).toBe('2024-03-10 03:30:00');
    // the repeated hour in autumn still reads back the same
    expect(formatDateTimeValue(parseDateTimeValue('2024-11-03 01:30:00')!)).toBe('2024-11-03 01:30:00');
  });
});

describe('parseDateTimeValue', () => {
  it('reads the value cut to 19 characters (the server adds milliseconds and Z)', () => {
    expect(formatDateTimeValue(parseDateTimeValue('2024-05-01 13:45:00.123Z')!)).toBe('2024-05-01 13:45:00');
  });

  it('also reads a T separator, a date alone (midnight) and a time without seconds', () => {
    expect(formatDateTimeValue(parseDateTimeValue('2024-05-01T13:45:07')!)).toBe('2024-05-01 13:45:07');
    expect(formatDateTimeValue(parseDateTimeValue('2024-05-01')!)).toBe('2024-05-01 00:00:00');
    expect(formatDateTimeValue(parseDateTimeValue('2024-05-01 13:45')!)).toBe('2024-05-01 13:45:00');
  });

  it.each([
    '',
    '2024-05-01 13:4', // half typed
    '2024-5-1 13:45:00',
    '2024-02-30 12:00:00',
    '2023-02-29 12:00:00',
    '2024-13-01 12:00:00',
    '2024-05-01 24:00:00',
    '2024-05-01 12:60:00',
    '2024-05-01 12:00:60',
    'tomorrow',
  ])('returns null for %j', (text) => {
    expect(parseDateTimeValue(text)).toBeNull();
  });
});

describe('cutDateTime', () => {
  it('keeps at most 19 characters', () => {
    expect(DATE_TIME_LENGTH).toBe(19);
    expect(cutDateTime('2024-05-01 13:45:00.123Z')).toBe('2024-05-01 13:45:00');
    expect(cutDateTime('2024-05-01')).toBe('2024-05-01');
    expect(cutDateTime(null)).toBe('');
    expect(cutDateTime(undefined)).toBe('');
  });
});

describe('formatDateTimeValue', () => {
  it('gives an empty string for an invalid Date', () => {
    expect(formatDateTimeValue(new Date(Number.NaN))).toBe('');
  });
});

describe('createDebounced', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls once, with the last arguments, after the wait without another call', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const debounced = createDebounced(fn, 300);
    debounced('a');
    vi.advanceTimersByTime(200);
    debounced('b'); // restarts the wait
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    expect(debounced.isPending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('b');
    expect(debounced.isPending()).toBe(false);
  });

  it('flush makes the waiting call now (once); cancel drops it', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const debounced = createDebounced(fn, 300);
    debounced.flush(); // nothing waits: nothing is called
    expect(fn).not.toHaveBeenCalled();
    debounced('now');
    debounced.flush();
    expect(fn).toHaveBeenCalledExactlyOnceWith('now');
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);

    debounced('dropped');
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
