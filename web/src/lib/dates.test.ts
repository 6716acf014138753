import { formatServerDate, formatServerDateTime, isZeroDate, toServerDate } from './dates';

describe('isZeroDate', () => {
  it('treats empty values and the zero date as empty', () => {
    expect(isZeroDate('')).toBe(true);
    expect(isZeroDate(null)).toBe(true);
    expect(isZeroDate(undefined)).toBe(true);
    expect(isZeroDate('0001-01-01 00:00:00.000Z')).toBe(true);
  });

  it('treats a real date as non-empty', () => {
    expect(isZeroDate('2026-11-22 04:16:37.123Z')).toBe(false);
  });
});

describe('formatServerDate', () => {
  it('cuts the server date to seconds and labels it UTC', () => {
    expect(formatServerDate('2026-11-22 04:16:37.123Z')).toBe('2026-11-22 04:16:37 UTC');
  });

  it('accepts an ISO date with a T separator', () => {
    expect(formatServerDate('2026-11-22T04:16:37.123Z')).toBe('2026-11-22 04:16:37 UTC');
  });

  it('returns an empty string for the zero date and empty input', () => {
    expect(formatServerDate('0001-01-01 00:00:00.000Z')).toBe('');
    expect(formatServerDate('')).toBe('');
    expect(formatServerDate(null)).toBe('');
  });
});

describe('toServerDate', () => {
  it("formats a Date in UTC as 'YYYY-MM-DD HH:mm:ss'", () => {
    expect(toServerDate(new Date(Date.UTC(2022, 0, 5, 7, 8, 9, 999)))).toBe('2022-01-05 07:08:09');
  });

  it('takes unix seconds too, rounded (the chart selection)', () => {
    expect(toServerDate(Date.UTC(2026, 0, 1, 10, 1, 30) / 1000 + 0.4)).toBe('2026-01-01 10:01:30');
  });
});

describe('formatServerDateTime', () => {
  it('drops milliseconds and zone (the column header says UTC)', () => {
    expect(formatServerDateTime('2026-11-22 04:16:37.123Z')).toBe('2026-11-22 04:16:37');
    expect(formatServerDateTime('0001-01-01 00:00:00.000Z')).toBe('');
  });
});
