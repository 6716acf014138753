import type { Record as PbRecord } from 'pocketbase';
import { formatCell } from '../../../../lib/fieldTypes/cellText';
import { fieldTypeOf, isMultiple, stringListOption, type FieldLike } from '../../../../lib/schema';
import type { RecordColumn } from '../columns';

/**
 * How a grid cell is edited in place: typed text ('text'), a choice among the field's values
 * ('select'), several of them ticked in a list under the cell ('multiselect'), a switch that flips at
 * once ('bool'), the records of a relation chosen in the relation picker ('relation'), JSON in a
 * small code editor over the grid ('json'), or not in place at all: 'panel' opens the record editor
 * (rich text and files need more room than a cell), and null cells are read-only (the id and the
 * server's dates).
 */
export type InlineKind = 'text' | 'select' | 'multiselect' | 'bool' | 'relation' | 'json' | 'panel';

export interface InlineEditor {
  kind: InlineKind;
  /** The field as the cell parses and formats it (an auth record's username and email included). */
  field: FieldLike;
}

const AUTH_FIELDS: { [key: string]: FieldLike } = {
  username: { name: 'username', type: 'text' },
  email: { name: 'email', type: 'email' },
  emailVisibility: { name: 'emailVisibility', type: 'bool' },
  verified: { name: 'verified', type: 'bool' },
};

/** The editor of a column's cells, or null for a read-only column (and every column of a view). */
export function inlineEditor(column: RecordColumn, isView: boolean): InlineEditor | null {
  if (isView) return null;
  if (column.kind === 'username' || column.kind === 'email')
    return { kind: 'text', field: AUTH_FIELDS[column.kind] };
  if (column.kind === 'authFlag' && AUTH_FIELDS[column.key])
    return { kind: 'bool', field: AUTH_FIELDS[column.key] };
  if (column.kind !== 'field' || !column.field) return null;
  const field = column.field;
  switch (fieldTypeOf(field)) {
    case 'text':
    case 'number':
    case 'email':
    case 'url':
    case 'date':
      return { kind: 'text', field };
    case 'bool':
      return { kind: 'bool', field };
    case 'select':
      return { kind: isMultiple(field) ? 'multiselect' : 'select', field };
    case 'relation':
      return { kind: 'relation', field };
    case 'json':
      return { kind: 'json', field };
    case 'editor':
    case 'file':
      return { kind: 'panel', field };
    default:
      return null;
  }
}

/**
 * Whether the cell's typed text also has a calendar to pick it from (a date field): the text stays
 * the editor's, in the cell's own format, and the calendar only writes a picked date into it.
 */
export function hasCalendar(editor: InlineEditor): boolean {
  return editor.kind === 'text' && fieldTypeOf(editor.field) === 'date';
}

/** The text a cell's editor starts from: the value as the grid copies it. */
export function cellEditText(record: PbRecord, editor: InlineEditor): string {
  return formatCell(editor.field, record[editor.field.name]);
}

/** The values a single select offers, '' (none) first. */
export function selectChoices(field: FieldLike): string[] {
  return ['', ...stringListOption(field, 'values')];
}

/** A cell's text as the grid copies it: a field as its type writes it, the id and dates as stored. */
export function cellCopyText(record: PbRecord, column: RecordColumn): string {
  if (column.kind === 'field' && column.field) return formatCell(column.field, record[column.key]);
  const value: unknown = record[column.key];
  return typeof value === 'string' ? value : '';
}

/**
 * The values of a multiple select's list, each ticked when the cell's text names it. The text is
 * the cell's own (values joined by ', '), so a value the field no longer offers but the record
 * still holds is listed too, ticked, and stays unless the admin unticks it.
 */
export function multiChoices(field: FieldLike, text: string): { value: string; isChecked: boolean }[] {
  const held = text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  const offered = stringListOption(field, 'values');
  const values = [...offered, ...held.filter((item) => !offered.includes(item))];
  return values.map((value) => ({ value, isChecked: held.includes(value) }));
}
