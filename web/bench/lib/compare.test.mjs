// Runs in the web Vitest suite (web/vite.config.ts includes bench/**/*.test.mjs).
import { describe, expect, it } from 'vitest';
import { fmtRuns, fmtStat, interleave, MIN_RUNS, NA, ratioLimit, stat, statOr, verdict } from './compare.mjs';
import { cell, comparisonRows, goalCell, perRunLines, ratio } from './report.mjs';

describe('stat', () => {
  it('gives the median, min and max of the numbers and keeps failed runs as null in run order', () => {
    const s = stat([412, 380, null, 455.4, 401, undefined, NaN]);
    expect(s).toMatchObject({ n: 4, min: 380, max: 455.4, median: (401 + 412) / 2 });
    expect(s.runs).toEqual([412, 380, null, 455.4, 401, null, null]);
  });

  it('takes the middle value of an odd count', () => {
    expect(stat([5, 1, 3]).median).toBe(3);
  });

  it('is null when no run gave a number, and statOr then gives the reason', () => {
    expect(stat([null, undefined])).toBeNull();
    expect(statOr([null], 'never shown')).toEqual(NA('never shown'));
  });
});

describe('formatting', () => {
  it('prints a cell as median (min–max) with the unit after the median', () => {
    expect(fmtStat(stat([412, 380, 455.4, 401, 420]))).toBe('412 ms (380–455)');
    expect(cell(stat([412, 380, 455, 401, 420]))).toBe('412 ms (380–455)');
  });

  it('prints a single run without a range', () => {
    expect(fmtStat(stat([37.6]))).toBe('38 ms');
  });

  it('takes a formatter and a unit', () => {
    expect(fmtStat(stat([0, 24, 8]), { unit: '', fmt: (x) => (x === 0 ? '<16' : String(x)) })).toBe(
      '8 (<16–24)',
    );
  });

  it('lists each run in order, failed ones as a dash', () => {
    expect(fmtRuns(stat([412, null, 380.6]))).toBe('412, —, 381 ms');
  });

  it('prints n/a for a value that could not be measured and plain milliseconds for a number', () => {
    expect(cell(NA('no row'))).toBe('n/a');
    expect(cell(12.4)).toBe('12 ms');
    expect(cell('yes')).toBe('yes');
  });

  it('takes the ratio of the medians', () => {
    expect(ratio(stat([100, 200, 300]), stat([400, 400, 400]))).toBe('0.50×');
    expect(ratio(NA('x'), stat([1]))).toBe('');
  });
});

describe('interleave', () => {
  it('alternates the UIs run by run, ours first', () => {
    const order = interleave(['ours', 'stock'], 3).map(({ run, ui }) => `${ui}${run}`);
    expect(order).toEqual(['ours1', 'stock1', 'ours2', 'stock2', 'ours3', 'stock3']);
  });

  it('keeps the items it is given, so a caller can pass server handles', () => {
    const ours = { name: 'ours' };
    expect(interleave([ours], 2)).toEqual([
      { run: 1, ui: ours },
      { run: 2, ui: ours },
    ]);
  });

  it('gives nothing for zero runs', () => {
    expect(interleave(['ours', 'stock'], 0)).toEqual([]);
  });
});

describe('verdict', () => {
  it('passes on the median and counts the runs above the limit', () => {
    const v = verdict(stat([40, 45, 60, 30, 70]), 50);
    expect(v).toMatchObject({ status: 'PASS', misses: 2, runs: 5 });
    expect(v.text).toBe('PASS · 2/5 runs miss');
  });

  it('is over when the median misses, however many runs pass', () => {
    expect(verdict(stat([40, 45, 60, 55, 70]), 50).text).toBe('OVER · 3/5 runs miss');
  });

  it('counts a run without a number as a miss', () => {
    expect(verdict(stat([40, null, 30, 20, 10, 45]), 50).text).toBe('PASS · 1/6 runs miss');
  });

  it(`does not meet a goal on fewer than ${MIN_RUNS} measured runs, even with a passing median`, () => {
    const v = verdict(stat([10, 20, 30]), 50);
    expect(v.status).toBe('NOT MET');
    expect(v.text).toBe(`NOT MET · 3 runs measured, ${MIN_RUNS} needed`);
    expect(verdict(stat([10, 20, 30, 40, null]), 50).status).toBe('NOT MET');
    expect(verdict(stat([10]), 50).text).toBe(`NOT MET · 1 run measured, ${MIN_RUNS} needed`);
  });

  it('judges a goal relative to stock against the stock median, and needs enough stock runs too', () => {
    const stock = stat([1000, 1100, 900, 1200, 800]);
    const { limit, limitRuns } = ratioLimit(stock, 0.5);
    expect(limit).toBe(500);
    expect(verdict(stat([400, 450, 520, 480, 610]), limit, { limitRuns }).text).toBe('PASS · 2/5 runs miss');
    const fewStock = ratioLimit(stat([1000, 1100, 900]), 0.5);
    expect(verdict(stat([400, 450, 420, 480, 410]), fewStock.limit, fewStock).status).toBe('NOT MET');
  });

  it('is n/a without runs or without a limit', () => {
    expect(verdict(NA('never'), 50).text).toBe('n/a');
    expect(verdict(stat([1, 2, 3, 4, 5]), null).text).toBe('n/a');
  });
});

describe('comparison table', () => {
  const rows = [
    { label: 'click → editable', key: 'click', goal: { text: '≤ 0.5× stock', factor: 0.5 } },
    { label: '  longest task', key: 'task', goal: { text: '≤ 50 ms', max: 50 } },
    {
      label: 'size',
      key: 'size',
      fmt: (v) => `${v} B`,
      noRatio: true,
      goal: { text: '≤ 9 B', status: 'PASS' },
    },
    { label: 'never', key: 'never' },
  ];
  const ours = {
    click: stat([100, 120, 90, 300, 110]),
    task: stat([0, 0, 60, 0, 0]),
    size: 7,
    never: NA('no signal'),
  };
  const stock = { click: stat([400, 380, 420, 410, 390]), task: stat([200, 210, 190, 205, 220]), size: 9 };

  it('prints median (min–max), the ratio of medians and the verdict with its misses', () => {
    expect(comparisonRows(rows, ours, stock)).toEqual([
      [
        'click → editable',
        '110 ms (90–300)',
        '400 ms (380–420)',
        '0.28×',
        '≤ 0.5× stock',
        'PASS · 1/5 runs miss',
      ],
      ['  longest task', '0 ms (0–60)', '205 ms (190–220)', '0.00×', '≤ 50 ms', 'PASS · 1/5 runs miss'],
      ['size', '7 B', '9 B', '', '≤ 9 B', 'PASS'],
      ['never', 'n/a', '', '', '', ''],
    ]);
  });

  it('gives no verdict to a row without a goal', () => {
    expect(goalCell(undefined, ours.click, stock.click)).toBe('');
  });

  it('lists every stat row run by run for each UI', () => {
    expect(
      perRunLines(rows, [
        ['ours', ours],
        ['stock', stock],
      ]),
    ).toEqual([
      '  ours · click → editable: 100, 120, 90, 300, 110 ms',
      '  stock · click → editable: 400, 380, 420, 410, 390 ms',
      '  ours · longest task: 0, 0, 60, 0, 0 ms',
      '  stock · longest task: 200, 210, 190, 205, 220 ms',
    ]);
  });
});
