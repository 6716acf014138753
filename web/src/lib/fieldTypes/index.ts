// Everything the dashboard knows per field type, one module per type. A type missing from a
// registry is a compile error (`Record<FieldType, …>`), so a new type is added here, in
// `schemaOptions.ts`, `docs.ts`, `filters.ts` and `cellText.ts`, and in the record input, cell and
// option registries of features/collections, and nowhere else.
import { fieldTypeOf, type FieldLike, type FieldType } from '../schema';
import { bool } from './bool';
import { date } from './date';
import { editor } from './editor';
import { email } from './email';
import { file } from './file';
import { json } from './json';
import { number } from './number';
import { relation } from './relation';
import { select } from './select';
import { text } from './text';
import type { FieldTypeSpec } from './types';
import { url } from './url';

export type { FieldTypeSpec } from './types';
export type { FieldFormValue, FormValueCodec } from './formValues';

/** The spec of every field type. */
export const FIELD_TYPE_SPECS: { readonly [T in FieldType]: FieldTypeSpec<T> } = {
  text,
  number,
  bool,
  email,
  url,
  editor,
  date,
  select,
  json,
  file,
  relation,
};

/** The spec of a field's type, or null for a type this dashboard does not know. */
export function fieldTypeSpec(field: Pick<FieldLike, 'type'>): FieldTypeSpec | null {
  const type = fieldTypeOf(field);
  return type ? FIELD_TYPE_SPECS[type] : null;
}

/** The text a cell shows for a value of the type ('' for none, and for types not shown as text). */
export function cellText(type: FieldType, value: unknown): string {
  return FIELD_TYPE_SPECS[type].cellText?.(value) ?? '';
}
