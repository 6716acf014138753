import { parseCell, type CellParse } from '../../../../lib/fieldTypes/cellText';
import type { RecordColumn } from '../columns';
import { inlineEditor, type InlineEditor } from './inlineEditors';

/**
 * The cell editors whose value a bulk set's dialog takes through the same kind of control: every
 * one but the record panel's (rich text and files need more room than a dialog's field).
 */
const BULK_KINDS: ReadonlySet<InlineEditor['kind']> = new Set([
  'text',
  'select',
  'multiselect',
  'bool',
  'relation',
  'json',
]);

/**
 * The fields a bulk "set field" offers: those a grid cell edits in place (typed text, a choice or
 * several, a switch, related records, JSON), among every column of the collection, hidden ones
 * included. An auth record's username and email are left out: their values are unique, so one
 * value for many records would be refused for all but one.
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
 * The value a bulk set writes, read from its control's text as a cell reads it (a switch's keeps
 * "true" or "false", a multiple select's and a relation's the values or ids joined by ', ', a json
 * field's the code editor's text), or why the text cannot be one.
 */
export function bulkSetValue(editor: InlineEditor, text: string): CellParse {
  return parseCell(editor.field, text);
}
