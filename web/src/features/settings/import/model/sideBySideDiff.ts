import { diffLines } from 'diff';

// The side-by-side diff of the import review: two texts compared line by line with jsdiff, as rows
// of old | new. Removed and added runs pair up row by row; long runs of unchanged lines fold into
// one row that can be opened. This module is only loaded with the review popup.

export interface DiffLine {
  /** 1-based line number in its own text. */
  number: number;
  text: string;
}

export type DiffRow =
  | { kind: 'same'; old: DiffLine; new: DiffLine }
  /** A removed line (old only), an added line (new only), or one of each side by side. */
  | { kind: 'change'; old: DiffLine | null; new: DiffLine | null }
  /** Unchanged lines folded away (shown when opened). */
  | { kind: 'folded'; rows: Array<{ kind: 'same'; old: DiffLine; new: DiffLine }> };

export interface SideBySideDiff {
  rows: DiffRow[];
  added: number;
  removed: number;
}

function splitLines(value: string): string[] {
  const lines = value.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * The rows of a side-by-side diff of `oldText` and `newText` (either may be empty: an added or deleted
 * collection). Unchanged runs keep `context` lines next to a change; longer ones fold.
 */
export function sideBySide(oldText: string, newText: string, context = 3): SideBySideDiff {
  const withEnd = (text: string) => (text && !text.endsWith('\n') ? `${text}\n` : text);
  const changes = diffLines(withEnd(oldText), withEnd(newText));
  const flat: Array<Exclude<DiffRow, { kind: 'folded' }>> = [];
  let oldNo = 0;
  let newNo = 0;
  let added = 0;
  let removed = 0;
  for (let i = 0; i < changes.length; i += 1) {
    const change = changes[i];
    if (!change.added && !change.removed) {
      for (const text of splitLines(change.value))
        flat.push({ kind: 'same', old: { number: ++oldNo, text }, new: { number: ++newNo, text } });
      continue;
    }
    // consecutive removed and added runs: side by side, row by row
    const gone: string[] = [];
    const come: string[] = [];
    let k = i;
    for (; k < changes.length && (changes[k].added || changes[k].removed); k += 1)
      (changes[k].added ? come : gone).push(...splitLines(changes[k].value));
    i = k - 1;
    removed += gone.length;
    added += come.length;
    for (let r = 0; r < Math.max(gone.length, come.length); r += 1) {
      flat.push({
        kind: 'change',
        old: r < gone.length ? { number: ++oldNo, text: gone[r] } : null,
        new: r < come.length ? { number: ++newNo, text: come[r] } : null,
      });
    }
  }
  return { rows: fold(flat, context), added, removed };
}

/** Folds unchanged runs longer than the context they keep around the changes. */
function fold(flat: Array<Exclude<DiffRow, { kind: 'folded' }>>, context: number): DiffRow[] {
  const rows: DiffRow[] = [];
  let i = 0;
  while (i < flat.length) {
    const row = flat[i];
    if (row.kind !== 'same') {
      rows.push(row);
      i += 1;
      continue;
    }
    let end = i;
    while (end < flat.length && flat[end].kind === 'same') end += 1;
    const run = flat.slice(i, end) as Array<{ kind: 'same'; old: DiffLine; new: DiffLine }>;
    const keepBefore = i === 0 ? 0 : context;
    const keepAfter = end === flat.length ? 0 : context;
    if (run.length > keepBefore + keepAfter + 1) {
      rows.push(...run.slice(0, keepBefore));
      rows.push({ kind: 'folded', rows: run.slice(keepBefore, run.length - keepAfter) });
      rows.push(...run.slice(run.length - keepAfter));
    } else rows.push(...run);
    i = end;
  }
  return rows;
}
