// Runs in the web Vitest suite (web/vite.config.ts includes bench/**/*.test.mjs).
import { describe, expect, it } from 'vitest';
import {
  CELL_COUNT,
  cellValue,
  checkSaved,
  perCell,
  runValues,
  savedProblem,
  seedTitle,
} from './cellStats.mjs';

describe('the values typed', () => {
  it('gives each row of each run its own value of one length', () => {
    const all = [...runValues(1), ...runValues(2)];
    expect(new Set(all).size).toBe(2 * CELL_COUNT);
    expect(new Set(all.map((v) => v.length)).size).toBe(1);
    expect(runValues(3)[0]).toBe(cellValue(3, 1));
    expect(cellValue(3, 7)).toBe('Cell edit r3 #07');
  });

  it('never types a seeded title', () => {
    const seeded = Array.from({ length: CELL_COUNT }, (_, i) => seedTitle(i + 1));
    expect(seeded.some((t) => runValues(1).includes(t))).toBe(false);
    expect(seedTitle(20)).toBe('Cell record 20');
  });
});

describe('checking the server after a run', () => {
  const expected = runValues(2, 4);

  it('passes when every value is on one record, in any order', () => {
    const check = checkSaved([...expected].reverse(), expected);
    expect(check).toEqual({ ok: true, saved: 4, missing: [], stale: [] });
    expect(savedProblem(check, 4)).toBeNull();
  });

  it('fails when a record kept its old title', () => {
    const titles = [expected[0], expected[1], expected[2], cellValue(1, 4)];
    const check = checkSaved(titles, expected);
    expect(check.ok).toBe(false);
    expect(check.missing).toEqual([expected[3]]);
    expect(check.stale).toEqual([cellValue(1, 4)]);
    expect(savedProblem(check, 4)).toBe(
      "the server holds 3 of the 4 new values; still other titles: 'Cell edit r1 #04'",
    );
  });

  it('fails when one value landed on two records', () => {
    const check = checkSaved([expected[0], expected[0], expected[2], expected[3]], expected);
    expect(check.ok).toBe(false);
    expect(check.missing).toEqual([expected[1]]);
    expect(check.saved).toBe(3);
    expect(check.stale).toEqual([expected[0]]);
  });

  it('fails when a record is missing', () => {
    const check = checkSaved(expected.slice(0, 3), expected);
    expect(check.ok).toBe(false);
    expect(savedProblem(check, 4)).toBe('the server holds 3 of the 4 new values');
  });
});

describe('per cell', () => {
  it('divides the total by the cells', () => {
    expect(perCell(2000)).toBe(100);
    expect(perCell(90, 3)).toBe(30);
    expect(perCell(null)).toBeNull();
    expect(perCell(Number.NaN)).toBeNull();
  });
});
