// Pure helpers of the cell-editing part (cells.mjs): the value each run types into each row, the
// check that the server holds exactly the run's values, and the per-cell time.

/** How many records each run edits, one title each. */
export const CELL_COUNT = 20;

/** The seeded title of record `n` (1-based, in creation order). */
export const seedTitle = (n) => `Cell record ${String(n).padStart(2, '0')}`;

/**
 * The value a run types into the `row`th listed record (1-based, top to bottom): new in every run, so
 * each run really changes all the titles, distinct per row, and of the same length for both UIs.
 */
export const cellValue = (run, row) => `Cell edit r${run} #${String(row).padStart(2, '0')}`;

/** The values of one run, row 1 first. */
export const runValues = (run, count = CELL_COUNT) =>
  Array.from({ length: count }, (_, i) => cellValue(run, i + 1));

/**
 * Whether the records the server holds after a run carry exactly the run's values: each value on
 * one record, and no record left with another title. Each row gets a distinct value, so this holds
 * only when every one of the edits was saved (whatever order the UI lists the records in).
 * Returns { ok, saved, missing: [values not on the server], stale: [titles that are not the run's] }.
 */
export function checkSaved(titles, expected) {
  const want = new Set(expected);
  const seen = new Set();
  const stale = [];
  for (const t of titles) {
    if (want.has(t) && !seen.has(t)) seen.add(t);
    else stale.push(t);
  }
  const missing = expected.filter((v) => !seen.has(v));
  return { ok: !missing.length && !stale.length, saved: seen.size, missing, stale };
}

/** A run's reason for n/a when the server does not hold all its values, or null. */
export function savedProblem(check, count = CELL_COUNT) {
  if (check.ok) return null;
  const list = (xs) =>
    xs
      .slice(0, 3)
      .map((x) => `'${x}'`)
      .join(', ') + (xs.length > 3 ? ', …' : '');
  return `the server holds ${check.saved} of the ${count} new values${check.stale.length ? `; still other titles: ${list(check.stale)}` : ''}`;
}

/** Milliseconds per cell of a total, or null when there is no total. */
export const perCell = (total, count = CELL_COUNT) =>
  typeof total === 'number' && Number.isFinite(total) && count > 0 ? total / count : null;
