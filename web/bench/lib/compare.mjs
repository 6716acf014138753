// The rules every speed comparison of the bench follows, as pure helpers: the same end point for both
// UIs, at least MIN_RUNS runs per UI taken in turns (ours, stock, ours, stock…), each cell a median
// with its min–max, and a goal met only when the median of at least MIN_RUNS measured runs meets it.
// The verdict also says how many runs missed the goal, so a median that passes on a knife edge shows.

/** Fewer measured runs than this never meet a goal: a median of 3 is not enough on a shared machine. */
export const MIN_RUNS = 5;

/** A value that could not be measured, with the reason the notes print. */
export const NA = (reason) => ({ na: reason });
export const isNa = (v) => !!v && typeof v === 'object' && 'na' in v;

const isNum = (x) => typeof x === 'number' && Number.isFinite(x);

/**
 * The runs of one row of one UI, in run order. `values` holds one entry per attempted run; a run that
 * gave no number (it failed, or its signal never showed) is kept as null, so it counts as a run that
 * missed the goal. Returns null when no run gave a number.
 */
export function stat(values) {
  const runs = values.map((v) => (isNum(v) ? v : null));
  const sorted = runs.filter((v) => v !== null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return {
    stat: true,
    runs,
    n: sorted.length,
    median: sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2,
    min: sorted[0],
    max: sorted.at(-1),
  };
}

export const isStat = (v) => !!v && typeof v === 'object' && v.stat === true;

/** The number a ratio or a summary line uses: a stat's median, a plain number as it is. */
export const central = (v) => (isStat(v) ? v.median : isNum(v) ? v : null);

/**
 * `stat(values)`, or `NA(reason)` when no run gave a number: the form every cell of a comparison
 * table takes.
 */
export const statOr = (values, reason) => stat(values) ?? NA(reason);

const round = (x) => String(Math.round(x));

/**
 * A stat as `median (min–max)`, e.g. `412 ms (380–455)`; `unit` follows the median only. `fmt` turns a
 * number into text (default: rounded to whole milliseconds).
 */
export function fmtStat(s, { unit = 'ms', fmt = round } = {}) {
  const med = `${fmt(s.median)}${unit ? ` ${unit}` : ''}`;
  return s.n > 1 ? `${med} (${fmt(s.min)}–${fmt(s.max)})` : med;
}

/** A run's values in run order, failed runs as `—`: `412, 380, —, 401, 420 ms`. */
export function fmtRuns(s, { unit = 'ms', fmt = round } = {}) {
  return `${s.runs.map((v) => (v === null ? '—' : fmt(v))).join(', ')}${unit ? ` ${unit}` : ''}`;
}

/**
 * The order of the runs of a comparison: run 1 of every UI in the order given, then run 2 of every
 * UI, and so on (ours, stock, ours, stock…), so a slow spell of the machine lands on both UIs alike.
 */
export function interleave(uis, runs) {
  const order = [];
  for (let run = 1; run <= runs; run += 1) for (const ui of uis) order.push({ run, ui });
  return order;
}

/**
 * The verdict on a goal `value ≤ limit` for the runs in `s` (a stat, or NA): the median decides,
 * each run above the limit or without a number is a miss, and fewer than `minRuns` measured runs
 * (on this side, or `limitRuns` on the side the limit comes from, e.g. the stock median of a
 * '≤ 0.5× stock' goal) mean the goal is not met whatever the median says.
 * Returns { status: 'PASS' | 'OVER' | 'NOT MET' | 'n/a', misses, runs, text }.
 */
export function verdict(s, limit, { minRuns = MIN_RUNS, limitRuns = null } = {}) {
  if (!isStat(s) || !isNum(limit)) return { status: 'n/a', misses: null, runs: null, text: 'n/a' };
  const runs = s.runs.length;
  const misses = s.runs.filter((v) => v === null || v > limit).length;
  const missText = `${misses}/${runs} runs miss`;
  if (s.n < minRuns)
    return {
      status: 'NOT MET',
      misses,
      runs,
      text: `NOT MET · ${s.n} run${s.n === 1 ? '' : 's'} measured, ${minRuns} needed`,
    };
  if (limitRuns !== null && limitRuns < minRuns)
    return {
      status: 'NOT MET',
      misses,
      runs,
      text: `NOT MET · the limit rests on ${limitRuns} runs, ${minRuns} needed`,
    };
  const status = s.median <= limit ? 'PASS' : 'OVER';
  return { status, misses, runs, text: `${status} · ${missText}` };
}

/** A goal of at most `factor` × the stock median: the limit and how many runs it rests on. */
export function ratioLimit(stock, factor) {
  return isStat(stock)
    ? { limit: factor * stock.median, limitRuns: stock.n }
    : { limit: null, limitRuns: null };
}
