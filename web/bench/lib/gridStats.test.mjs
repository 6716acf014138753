// Runs in the web Vitest suite (web/vite.config.ts includes bench/**/*.test.mjs).
import { describe, expect, it } from 'vitest';
import { stat } from './compare.mjs';
import {
  exactVerdict,
  longestTaskIn,
  pasteText,
  pasteTitleCounts,
  pool,
  readNumber,
  savedCount,
} from './gridStats.mjs';

describe('reading the counts the screen prints', () => {
  it('reads numbers with or without group separators', () => {
    expect(readNumber('1,000')).toBe(1000);
    expect(readNumber('1\u202f000')).toBe(1000);
    expect(readNumber('30')).toBe(30);
    expect(readNumber('none')).toBeNull();
  });

  it('reads the paste preview title and nothing else', () => {
    expect(pasteTitleCounts('Paste 5,000 values into 1,000 records?')).toEqual({
      values: 5000,
      records: 1000,
    });
    expect(pasteTitleCounts(' Paste 1 value into 1 record? ')).toEqual({ values: 1, records: 1 });
    expect(pasteTitleCounts('Clear 5 values in 1 record?')).toBeNull();
    expect(pasteTitleCounts('Paste')).toBeNull();
  });

  it("reads 'N records saved.' and nothing else", () => {
    expect(savedCount('1,000 records saved.')).toBe(1000);
    expect(savedCount('1 record saved.')).toBe(1);
    expect(savedCount('999 of 1,000 records')).toBeNull();
    expect(savedCount('3 records were skipped: they changed on the server meanwhile.')).toBeNull();
  });
});

describe('pasteText', () => {
  const columns = [
    { name: 'title', type: 'text' },
    { name: 'amount', type: 'number' },
  ];

  it('gives one tab-separated line per row, numbers for number columns, ending with a newline', () => {
    expect(pasteText(2, columns, 3)).toBe('title 3 1\t1.3\ntitle 3 2\t2.3\n');
  });

  it('gives as many lines and columns as asked', () => {
    const five = [...columns, ...columns, { name: 'note', type: 'text' }];
    const lines = pasteText(1000, five, 1).trimEnd().split('\n');
    expect(lines).toHaveLength(1000);
    expect(lines.every((l) => l.split('\t').length === 5)).toBe(true);
  });
});

describe('longestTaskIn', () => {
  const tasks = [
    { start: 0, duration: 60 }, // ends at 60
    { start: 100, duration: 80 },
    { start: 300, duration: 120 },
  ];

  it('takes tasks running at any time in the window, those begun before it included', () => {
    expect(longestTaskIn(tasks, 50, 150)).toEqual({ max: 80, count: 2 });
    expect(longestTaskIn(tasks, 190, 310)).toEqual({ max: 120, count: 1 });
  });

  it('is 0 when no long task ran in the window', () => {
    expect(longestTaskIn(tasks, 200, 290)).toEqual({ max: 0, count: 0 });
    expect(longestTaskIn(undefined, 0, 10)).toEqual({ max: 0, count: 0 });
  });
});

describe('pool', () => {
  it('keeps at most `limit` calls in flight, starts every item and keeps their order', async () => {
    let inFlight = 0;
    let most = 0;
    const out = await pool(
      Array.from({ length: 40 }, (_, i) => i),
      6,
      async (n) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, n % 3));
        inFlight -= 1;
        return n * 2;
      },
    );
    expect(most).toBe(6);
    expect(out).toEqual(Array.from({ length: 40 }, (_, i) => i * 2));
  });

  it('rejects with the first failure once the calls in flight settled', async () => {
    let settled = 0;
    const run = pool([1, 2, 3, 4], 2, async (n) => {
      await new Promise((r) => setTimeout(r, n));
      settled += 1;
      if (n === 1) throw new Error('refused');
      return n;
    });
    await expect(run).rejects.toThrow('refused');
    expect(settled).toBe(2);
  });
});

describe('exactVerdict', () => {
  it('passes when the median is the value on 5 runs, and counts every other run as a miss', () => {
    expect(exactVerdict(stat([201, 201, 201, 201, 201]), 201)).toBe('PASS · 0/5 runs miss');
    expect(exactVerdict(stat([201, 180, 201, 201, 201]), 201)).toBe('PASS · 1/5 runs miss');
    expect(exactVerdict(stat([201, 180, 201, 201, 201, null]), 201)).toBe('PASS · 2/6 runs miss');
  });

  it('is not met when the median is another value, or with fewer than 5 runs', () => {
    expect(exactVerdict(stat([201, 180, 150, 201, 170]), 201)).toBe('NOT MET · 3/5 runs miss');
    expect(exactVerdict(stat([201, 201]), 201)).toBe('NOT MET · 2 runs measured, 5 needed');
    expect(exactVerdict(null, 201)).toBe('n/a');
  });
});
