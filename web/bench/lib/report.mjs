// Small formatting helpers for the bench tables.
import { central, fmtRuns, fmtStat, isNa, isStat, ratioLimit, verdict } from './compare.mjs';

export const median = (xs) => {
  const v = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (x) => (typeof x === 'number' ? `${Math.round(x)} ms` : x);

/** Prints rows (arrays of cells) as an aligned table with a header rule. */
export function table(header, rows) {
  const all = [header, ...rows].map((r) => r.map((c) => String(c ?? '')));
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(all[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of all.slice(1)) console.log(line(r));
}

/** ours/stock as "0.42×" (medians for stats), or '' when either side is not a number. */
export const ratio = (a, b) => {
  const x = central(a);
  const y = central(b);
  return typeof x === 'number' && typeof y === 'number' && y > 0 ? `${(x / y).toFixed(2)}×` : '';
};

/**
 * One cell: `n/a` for a value that could not be measured, `median (min–max)` for the runs of a
 * speed row, milliseconds for a plain number, else the value as text (or through `fmt`).
 */
export function cell(v, { unit = 'ms', fmt } = {}) {
  if (isNa(v)) return 'n/a';
  if (isStat(v)) return fmtStat(v, { unit, ...(fmt ? { fmt } : {}) });
  if (fmt && v !== null && v !== undefined) return fmt(v);
  return typeof v === 'number' ? ms(v) : (v ?? '');
}

/**
 * The verdict cell of a row's goal: `{ max }` (ours ≤ max) or `{ factor }` (ours ≤ factor × the stock
 * median), judged by compare.mjs's verdict; `{ status }` is a ready-made cell (size budgets, yes/no
 * rows, which one measurement settles). '' for a row without a goal.
 */
export function goalCell(goal, ours, stock) {
  if (!goal) return '';
  if (goal.status !== undefined) return goal.status;
  if (goal.max !== undefined) return verdict(ours, goal.max).text;
  const { limit, limitRuns } = ratioLimit(stock, goal.factor);
  return verdict(ours, limit, { limitRuns }).text;
}

/**
 * The body of a comparison table, columns metric · ours · stock · ours/stock · goal (ours) · verdict.
 * Each row: { label, key, unit?, fmt?, goal?: { text, max } | { text, factor } | { text, status },
 * noRatio? }.
 */
export function comparisonRows(rows, ours, stock) {
  return rows.map(({ label, key, unit, fmt, goal, noRatio }) => [
    label,
    cell(ours[key], { unit, fmt }),
    cell(stock[key], { unit, fmt }),
    noRatio ? '' : ratio(ours[key], stock[key]),
    goal?.text ?? '',
    goalCell(goal, ours[key], stock[key]),
  ]);
}

export const COMPARISON_HEADER = ['metric', 'ours', 'stock', 'ours/stock', 'goal (ours)', 'verdict'];

/** Each stat row's values run by run, one line per UI: `ours · label: 412, 380, —, 401, 420 ms`. */
export function perRunLines(rows, sides) {
  const lines = [];
  for (const { label, key, unit = 'ms', fmt } of rows)
    for (const [name, s] of sides)
      if (isStat(s[key]))
        lines.push(`  ${name} · ${label.trim()}: ${fmtRuns(s[key], { unit, ...(fmt ? { fmt } : {}) })}`);
  return lines;
}
