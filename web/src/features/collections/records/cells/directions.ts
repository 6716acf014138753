import type { SchemaField } from 'pocketbase';
import { fieldTypeOf, type FieldType } from '../../../../lib/schema';

/**
 * The direction of a value's cell. 'ltr': machine text (an email, a URL, JSON) reads left to right in
 * any page. 'auto': what people write takes the direction of its first letter. undefined: the cell
 * follows the page (numbers, dates, badges and thumbnails, each laid out on its own). The cell itself
 * takes it, so a value too long for the records table is cut at its own end.
 */
export type CellDirection = 'ltr' | 'auto' | undefined;

/** The direction of each type's cells. A type missing here is a compile error. */
export const FIELD_DIRECTIONS: { readonly [T in FieldType]: CellDirection } = {
  text: 'auto',
  number: undefined,
  bool: undefined,
  email: 'ltr',
  url: 'ltr',
  editor: 'auto',
  date: undefined,
  select: undefined,
  json: 'ltr',
  file: undefined,
  relation: undefined,
};

/** The direction of a field's cells; a type this dashboard does not know shows its JSON. */
export function fieldDirection(field: SchemaField): CellDirection {
  const type = fieldTypeOf(field);
  return type ? FIELD_DIRECTIONS[type] : 'ltr';
}
