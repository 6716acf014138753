// How each field type takes part in filters: whether the records search box matches it with a `~`
// contains match, and the rule modifiers offered after the name of a field holding several values.
// The records list's request starts at boot (app/screenPrefetch) and the rule autocomplete loads
// with the code editor, so this part of each type lives in a module of its own that imports nothing
// but lib/schema: neither pulls the rest of the field type specs into its chunk.
import { fieldTypeOf, type FieldLike, type FieldType } from '../schema';

export interface FieldFilterSpec {
  /** Whether the records search box matches the field. */
  readonly searchable: boolean;
  /** The rule modifiers of a field that holds several values (':each' only for select). */
  readonly listModifiers: readonly string[];
}

const plain: FieldFilterSpec = { searchable: false, listModifiers: [] };
const text: FieldFilterSpec = { searchable: true, listModifiers: [] };

export const FIELD_FILTERS: { readonly [T in FieldType]: FieldFilterSpec } = {
  text,
  number: plain,
  bool: plain,
  email: text,
  url: text,
  editor: text,
  date: plain,
  select: { searchable: true, listModifiers: [':each', ':length'] },
  json: plain,
  file: { searchable: false, listModifiers: [':length'] },
  relation: { searchable: false, listModifiers: [':length'] },
};

/** The filter part of a field's type, null for a type this dashboard does not know. */
export function fieldFilterSpec(field: Pick<FieldLike, 'type'>): FieldFilterSpec | null {
  const type = fieldTypeOf(field);
  return type ? FIELD_FILTERS[type] : null;
}

/** Whether a plain-text search runs over the field. */
export function isSearchable(field: Pick<FieldLike, 'type'>): boolean {
  return fieldFilterSpec(field)?.searchable ?? false;
}
