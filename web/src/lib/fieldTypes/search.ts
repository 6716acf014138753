// Which field types the records search box matches with a `~` contains match. The records list's
// request is started at boot, before the records screen has loaded (app/screenPrefetch), so this
// part of each type lives in a module of its own: the boot code imports it without the rest of the
// field type specs.
import { fieldTypeOf, type FieldLike, type FieldType } from '../schema';

export const SEARCHABLE: { readonly [T in FieldType]: boolean } = {
  text: true,
  number: false,
  bool: false,
  email: true,
  url: true,
  editor: true,
  date: false,
  select: true,
  json: false,
  file: false,
  relation: false,
};

/** Whether a plain-text search runs over the field. */
export function isSearchable(field: Pick<FieldLike, 'type'>): boolean {
  const type = fieldTypeOf(field);
  return type ? SEARCHABLE[type] : false;
}
