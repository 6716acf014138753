import type { Record as PbRecord } from 'pocketbase';
import { formatCell, isPasteable, parseCell } from '../../../../lib/fieldTypes/cellText';
import type { FieldLike } from '../../../../lib/schema';
import type { RecordColumn } from '../columns';
import { t } from './messages';
import { inlineEditor } from './inlineEditors';

/** One pasted value the grid can write: its record, field and the value its type read. */
export interface PasteCell {
  recordId: string;
  field: FieldLike;
  value: unknown;
  /** The value the record holds now, which an undo writes back. */
  before: unknown;
  /**
   * The `updated` of the copy `before` was read from, when it was read from the server rather than
   * from the loaded list: a loaded copy that is not newer then says nothing about a change.
   */
  updated?: string;
}

/** A pasted value that is skipped, with the reason (a read-only column, a text the type cannot read). */
export interface PasteProblem {
  recordId: string;
  column: string;
  text: string;
  message: string;
}

export interface PastePlan {
  cells: PasteCell[];
  problems: PasteProblem[];
  /** Records the plan writes, in the order of the rows. */
  recordIds: string[];
  /** Pasted rows below the last loaded record: no record is created from a paste. */
  rowsBelow: number;
  /** Pasted columns beyond the grid's last column. */
  columnsBeyond: number;
}

/**
 * Lays pasted rows over the grid from a cell (`row`, `col` counted among the visible columns): each
 * value is read by its field's type, so what the server gets is what the record editor would send.
 * Values that cannot go in (a read-only column, a text that is not a value of the type, a file) are
 * listed, not guessed; a value equal to what the record holds is left out. With `skipReadOnly` (the
 * clearing of a range, which the admin did not aim at any one column) the columns that cannot take a
 * value are passed over without a word.
 */
export function planPaste(
  rows: readonly (readonly string[])[],
  records: readonly PbRecord[],
  columns: readonly RecordColumn[],
  row: number,
  col: number,
  isView: boolean,
  { skipReadOnly = false }: { skipReadOnly?: boolean } = {},
): PastePlan {
  const plan: PastePlan = { cells: [], problems: [], recordIds: [], rowsBelow: 0, columnsBeyond: 0 };
  const width = rows.reduce((max, r) => Math.max(max, r.length), 0);
  plan.columnsBeyond = Math.max(0, col + width - columns.length);
  rows.forEach((texts, i) => {
    const record = records[row + i];
    if (!record) {
      plan.rowsBelow += 1;
      return;
    }
    let writes = false;
    texts.forEach((text, j) => {
      const column = columns[col + j];
      if (!column) return;
      const editor = inlineEditor(column, isView);
      const problem = (message: string) =>
        plan.problems.push({ recordId: record.id, column: column.key, text, message });
      if (!editor) return skipReadOnly ? undefined : problem(t('grid.paste.readOnly'));
      if (!isPasteable(editor.field)) {
        if (skipReadOnly) return;
        const refused = parseCell(editor.field, text);
        return problem(refused.ok ? t('grid.paste.readOnly') : refused.message);
      }
      const parsed = parseCell(editor.field, text);
      if (!parsed.ok) return problem(parsed.message);
      const before: unknown = record[editor.field.name];
      if (formatCell(editor.field, parsed.value) === formatCell(editor.field, before)) return;
      plan.cells.push({ recordId: record.id, field: editor.field, value: parsed.value, before });
      writes = true;
    });
    if (writes) plan.recordIds.push(record.id);
  });
  return plan;
}
