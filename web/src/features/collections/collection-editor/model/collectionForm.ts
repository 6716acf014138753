// The collection editor's form: the react-hook-form values, the add-field menu and the small
// helpers the form's modules share. The form's logic lives beside it: serverRules (the server's
// names, limits and defaults), toForm (collection ↔ form), transitions (what the editor's inputs do
// to the form), saving (the request body, the changes to confirm, the dirty check) and validation
// (the client-side checks).
//
// Everything is pure: plain data in, new plain data out (only new keys are random).
import type { CollectionType, FieldType } from '../../../../lib/schema';
import { FIELD_TYPE_MENU, fieldTypeLabel } from '../../../../lib/fieldTypes/schemaOptions';

/** Add-field menu, in this order, with the labels it shows (read when shown, in the language then). */
export const FIELD_TYPES: readonly { type: FieldType; readonly label: string }[] = FIELD_TYPE_MENU.map(
  (type) => ({
    type,
    get label() {
      return fieldTypeLabel(type);
    },
  }),
);

export type FieldOptions = { [key: string]: unknown };

export interface SchemaFieldForm {
  /** Local stable key (React / drag and drop), never sent: the field id when saved, else 'new_xxxxx'. */
  key: string;
  /** '' for an unsaved field. */
  id: string;
  name: string;
  type: FieldType;
  required: boolean;
  system: boolean;
  /** Kept as the server sent it (deprecated no-op in 0.15.3, still part of the field). */
  unique: boolean;
  options: FieldOptions;
  /** Marked for removal (saved fields only). */
  toDelete: boolean;
  /** The saved name ('' for a new field). */
  originalName: string;
}

export interface AuthOptionsForm {
  allowEmailAuth: boolean;
  allowUsernameAuth: boolean;
  allowOAuth2Auth: boolean;
  requireEmail: boolean;
  /** Null while its input is blank, and the typed text while that is no number (refused before sending). */
  minPasswordLength: number;
  onlyEmailDomains: string[];
  exceptEmailDomains: string[];
  manageRule: string | null;
}

export interface CollectionForm {
  id: string;
  name: string;
  type: CollectionType;
  system: boolean;
  schema: SchemaFieldForm[];
  indexes: string[];
  listRule: string | null;
  viewRule: string | null;
  createRule: string | null;
  updateRule: string | null;
  deleteRule: string | null;
  /** Every key is always present in the form; the payload keeps only the type's own. */
  options: { query: string } & AuthOptionsForm;
}

// ---------------------------------------------------------------------------------------------------
// Small helpers

export function isObject(value: unknown): value is { [key: string]: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep copy of JSON-like data (arrays and plain objects; other values as they are). */
export function clone<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clone) as T;
  if (isObject(value)) {
    const out: { [key: string]: unknown } = {};
    for (const key of Object.keys(value)) out[key] = clone(value[key]);
    return out as T;
  }
  return value;
}

const KEY_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A local key for an unsaved field: 'new_' + 5 random characters. */
export function newFieldKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(5));
  let suffix = '';
  for (const byte of bytes) suffix += KEY_CHARS[byte % KEY_CHARS.length];
  return 'new_' + suffix;
}

/** The names, lower-cased: the server compares field and collection names case-insensitively. */
export function lower(names: readonly string[]): Set<string> {
  return new Set(names.map((name) => name.toLowerCase()));
}

/** The fields the form keeps (those marked for removal left out). */
export function activeFields(form: CollectionForm): SchemaFieldForm[] {
  return form.schema.filter((field) => !field.toDelete);
}
