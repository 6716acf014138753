import { parseCell, type CellParse } from '../../../../lib/fieldTypes/cellText';
import type { RecordColumn } from '../columns';
import { inlineEditor, type InlineEditor } from './inlineEditors';

/** The cell editors whose one value a bulk set's dialog takes (a text, a choice, a switch). */
const BULK_KINDS: ReadonlySet<InlineEditor['kind']> = new Set(['text', 'select', 'bool']);

/**
 * The fields a bulk "set field" offers: those a grid cell edits in place as typed text, a single
 * choice or a switch, among every column of the collection, hidden ones included. An auth record's
 * username and email are left out: their values are unique, so one value for many records would
 * be refused for all but one.
 */
export function bulkSetEditors(columns: readonly RecordColumn[]): InlineEditor[] {
  const editors: InlineEditor[] = [];
  for (const column of columns) {
    if (column.kind !== 'field') continue;
    const editor = inlineEditor(column, false);
    if (editor && BULK_KINDS.has(editor.kind)) editors.push(editor);
  }
  return editors;
}

/** The text a bulk set's value input starts with: nothing, or "false" for a switch that is off. */
export function initialBulkText(editor: InlineEditor): string {
  return editor.kind === 'bool' ? 'false' : '';
}

/**
 * The value a bulk set writes, read from its input as a cell reads it (a switch's input keeps
 * "true" or "false"), or why the text cannot be one.
 */
export function bulkSetValue(editor: InlineEditor, text: string): CellParse {
  return parseCell(editor.field, text);
}
