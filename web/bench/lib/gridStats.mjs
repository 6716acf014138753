// Pure helpers of the records-grid part (grid.mjs): the pasted text, reading the counts the screen
// prints, the longest task in a window, the bounded pool the plain script writes with, and the
// verdict of a row whose goal is one exact value.
import { isStat, MIN_RUNS } from './compare.mjs';

/** The digits of a number as the dashboard prints it ('1,000', '1 000', '1000'), or null. */
export function readNumber(text) {
  const digits = String(text ?? '').replace(/[^\d]/g, '');
  return digits ? Number(digits) : null;
}

// a number as ICU prints it in English: digits with group separators (or none)
const NUM = '(\\d[\\d,.\\s\\u00a0\\u202f]*)';
const PASTE_TITLE = new RegExp(`^Paste ${NUM} values? into ${NUM} records?\\?$`);
const SAVED = new RegExp(`^${NUM} records? saved\\.$`);

/** The counts of a paste preview's title ('Paste 5,000 values into 1,000 records?'), or null. */
export function pasteTitleCounts(text) {
  const m = PASTE_TITLE.exec(String(text ?? '').trim());
  return m ? { values: readNumber(m[1]), records: readNumber(m[2]) } : null;
}

/** The count of a result line ('1,000 records saved.'), or null for any other text. */
export function savedCount(text) {
  const m = SAVED.exec(String(text ?? '').trim());
  return m ? readNumber(m[1]) : null;
}

/**
 * `rows` lines of tab-separated text for the columns `columns` (each { name, type }): a text column
 * gets `<name> <tag> <row>`, a number column `<row>.<run>`, so every run pastes values that differ
 * from the last one. Lines end with \n, as a spreadsheet copies them.
 */
export function pasteText(rows, columns, tag) {
  const lines = [];
  for (let i = 1; i <= rows; i += 1)
    lines.push(
      columns.map((c) => (c.type === 'number' ? `${i}.${tag}` : `${c.name} ${tag} ${i}`)).join('\t'),
    );
  return `${lines.join('\n')}\n`;
}

/**
 * The longest of `tasks` ({ start, duration }, page times) that ran at any time between `from` and
 * `to`, a task that began before `from` and was still running included; 0 when none did (a
 * 'longtask' entry is a task over 50 ms). `count` is how many did.
 */
export function longestTaskIn(tasks, from, to) {
  const hit = (tasks ?? []).filter((t) => t.start <= to && t.start + t.duration >= from);
  return { max: hit.length ? Math.round(Math.max(...hit.map((t) => t.duration))) : 0, count: hit.length };
}

/**
 * Runs `fn(item, i)` over `items` with at most `limit` in flight, starting the next as soon as one
 * settles (as the dashboard's write queue does). Resolves with the results in item order; the first
 * rejection rejects it once the calls in flight have settled.
 */
export async function pool(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  let failure = null;
  const worker = async () => {
    while (next < items.length && !failure) {
      const i = next;
      next += 1;
      try {
        out[i] = await fn(items[i], i);
      } catch (err) {
        failure ??= { err };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw failure.err;
  return out;
}

/**
 * The verdict on a row whose goal is one exact value (the focused row after 200 moves must be 201):
 * every run that gave another value, or none, is a miss; the goal is met when the median is that value
 * on at least `minRuns` measured runs.
 */
export function exactVerdict(s, target, { minRuns = MIN_RUNS } = {}) {
  if (!isStat(s)) return 'n/a';
  const misses = s.runs.filter((v) => v !== target).length;
  if (s.n < minRuns) return `NOT MET · ${s.n} run${s.n === 1 ? '' : 's'} measured, ${minRuns} needed`;
  return `${s.median === target ? 'PASS' : 'NOT MET'} · ${misses}/${s.runs.length} runs miss`;
}
