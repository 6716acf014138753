import { describe, expect, it } from 'vitest';
import {
  HOUR,
  formatLogsTotal,
  hourTickLabels,
  hourTicks,
  parseStatsDate,
  statsItems,
  toChartSeries,
  xRange,
  yRange,
  yStep,
  yTicks,
} from './logsChart';

const t0 = Date.UTC(2026, 0, 1, 10) / 1000;

describe('statsItems', () => {
  it('accepts a bare array and an {items} answer', () => {
    const point = { total: 3, date: '2026-01-01 10:00:00.000Z' };
    expect(statsItems([point])).toEqual([point]);
    expect(statsItems({ items: [point] })).toEqual([point]);
  });
  it('drops anything that is not a point', () => {
    expect(statsItems(null)).toEqual([]);
    expect(statsItems({ nope: 1 })).toEqual([]);
    expect(statsItems([{ total: '3', date: 'x' }, null])).toEqual([]);
  });
});

describe('parseStatsDate', () => {
  it('reads the server format as UTC', () => {
    expect(parseStatsDate('2026-01-01 10:00:00.000Z')).toBe(t0);
    expect(parseStatsDate('2026-01-01 10:00:00')).toBe(t0);
    expect(parseStatsDate('garbage')).toBeNaN();
  });
});

describe('toChartSeries', () => {
  it('sorts, fills empty hours with zero and sums', () => {
    const s = toChartSeries([
      { total: 2, date: '2026-01-01 13:00:00.000Z' },
      { total: 5, date: '2026-01-01 10:00:00.000Z' },
    ]);
    expect(s.times).toEqual([t0, t0 + HOUR, t0 + 2 * HOUR, t0 + 3 * HOUR]);
    expect(s.totals).toEqual([5, 0, 0, 2]);
    expect(s.total).toBe(7);
  });
  it('is empty without points', () => {
    expect(toChartSeries([])).toEqual({ times: [], totals: [], total: 0 });
  });
});

describe('formatLogsTotal', () => {
  it('uses the singular for one', () => {
    expect(formatLogsTotal(1)).toBe('1 log');
    expect(formatLogsTotal(0)).toBe('0 logs');
    expect(formatLogsTotal(25)).toBe('25 logs');
  });
});

describe('x axis', () => {
  it('pads the data by an hour either side', () => {
    expect(xRange(t0, t0)).toEqual([t0 - HOUR, t0 + HOUR]);
    expect(xRange(t0, t0 + 5 * HOUR)).toEqual([t0 - HOUR, t0 + 6 * HOUR]);
  });
  it('puts hour-aligned ticks, at most 15, for any span', () => {
    for (const hours of [1, 2, 14, 15, 16, 30, 100, 24 * 5, 24 * 30, 24 * 400]) {
      const ticks = hourTicks(t0, t0 + hours * HOUR);
      expect(ticks.length).toBeGreaterThan(0);
      expect(ticks.length).toBeLessThanOrEqual(15);
      for (const t of ticks) expect(t % HOUR).toBe(0);
    }
    expect(hourTicks(t0, t0 + 3 * HOUR)).toEqual([t0, t0 + HOUR, t0 + 2 * HOUR, t0 + 3 * HOUR]);
  });
  it('labels ticks in UTC with the date when the day changes', () => {
    const late = Date.UTC(2026, 0, 1, 23) / 1000;
    expect(hourTickLabels([late, late + HOUR, late + 2 * HOUR])).toEqual([
      '01-01 23:00',
      '01-02 00:00',
      '01:00',
    ]);
  });
});

describe('y axis', () => {
  it('keeps at most 6 integer ticks', () => {
    for (const max of [0, 1, 3, 5, 6, 7, 12, 99, 1234, 98765]) {
      const ticks = yTicks(max);
      expect(ticks.length).toBeLessThanOrEqual(6);
      expect(ticks[0]).toBe(0);
      expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(max);
      for (const t of ticks) expect(Number.isInteger(t)).toBe(true);
    }
  });
  it('picks readable steps', () => {
    expect(yStep(3)).toBe(1);
    expect(yStep(12)).toBe(5);
    expect(yRange(12)).toEqual([0, 15]);
    expect(yRange(0)).toEqual([0, 1]);
  });
});
