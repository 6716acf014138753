import type { Collection, SchemaField } from 'pocketbase';
import { hasCreatedColumn, hasUpdatedColumn, type SampleRecord } from '../../../lib/recordFields';
import { fieldDirection, type CellDirection } from './cells/directions';

export type ColumnKind = 'id' | 'username' | 'email' | 'authFlag' | 'field' | 'created' | 'updated';

export interface RecordColumn {
  /** The record key shown (and sorted by). */
  key: string;
  kind: ColumnKind;
  /** The schema field, for kind 'field'. */
  field?: SchemaField;
  /** Column width in px (the table scrolls sideways when they add up). */
  width: number;
}

const FIELD_WIDTHS: { [type: string]: number } = { bool: 100, number: 130, date: 200, file: 170 };

export { NO_SORT } from '../../../lib/recordFields';

/**
 * The table's columns: id; for auth collections username and email (and, with `authFlags`, the
 * grid's emailVisibility and verified, which it edits in place); the schema fields; created and
 * updated where the collection has them (a view only when its rows carry them).
 */
export function recordColumns(
  collection: Collection,
  sample: SampleRecord | null,
  { authFlags = false }: { authFlags?: boolean } = {},
): RecordColumn[] {
  const columns: RecordColumn[] = [{ key: 'id', kind: 'id', width: 190 }];
  if (collection.type === 'auth') {
    columns.push({ key: 'username', kind: 'username', width: 170 });
    columns.push({ key: 'email', kind: 'email', width: 230 });
    if (authFlags) {
      columns.push({ key: 'emailVisibility', kind: 'authFlag', width: 150 });
      columns.push({ key: 'verified', kind: 'authFlag', width: 110 });
    }
  }
  for (const field of collection.schema) {
    columns.push({ key: field.name, kind: 'field', field, width: FIELD_WIDTHS[field.type] ?? 230 });
  }
  if (hasCreatedColumn(collection, sample)) columns.push({ key: 'created', kind: 'created', width: 200 });
  if (hasUpdatedColumn(collection, sample)) columns.push({ key: 'updated', kind: 'updated', width: 200 });
  return columns;
}

/** The direction of a column's cells (see FIELD_DIRECTIONS): an id, a username and an email read left to right. */
export function columnDirection(column: RecordColumn): CellDirection {
  if (column.kind === 'field') return column.field ? fieldDirection(column.field) : undefined;
  return column.kind === 'created' || column.kind === 'updated' || column.kind === 'authFlag'
    ? undefined
    : 'ltr';
}
