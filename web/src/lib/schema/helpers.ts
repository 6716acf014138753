// Readers of a schema field's options that every layer shares: which type a field has, whether it
// holds several values and how many, what a relation shows of its records, and the system fields
// of each collection type. One answer each, taken from the server's own code.
import { FIELD_TYPE_NAMES, type FieldLike, type FieldType } from './types';

const FIELD_TYPE_SET: ReadonlySet<string> = new Set(FIELD_TYPE_NAMES);

/** Any part of a field: the option readers take a whole field, a form's, or a test literal. */
export type AnyField = Partial<FieldLike>;
/** A field whose type is known to the caller. */
export type TypedField = Pick<FieldLike, 'type'> & AnyField;

/** Whether a value names one of the 11 field types. */
export function isFieldType(value: unknown): value is FieldType {
  return typeof value === 'string' && FIELD_TYPE_SET.has(value);
}

/** The field's type, or null for one this dashboard does not know. */
export function fieldTypeOf(field: Pick<FieldLike, 'type'>): FieldType | null {
  return isFieldType(field.type) ? field.type : null;
}

/** One option of the field as it came (undefined when the field has no such option). */
export function optionOf(field: AnyField, key: string): unknown {
  const options = field.options;
  return options && Object.prototype.hasOwnProperty.call(options, key) ? options[key] : undefined;
}

/** An option's strings (anything else dropped), [] when it is not a list. */
export function stringListOption(field: AnyField, key: string): string[] {
  const value = optionOf(field, key);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The collection a relation field points to ('' when not set). */
export function relationTargetId(field: AnyField): string {
  const id = optionOf(field, 'collectionId');
  return typeof id === 'string' ? id : '';
}

/** A relation field's displayFields option: the non-empty names, [] when not set. */
export function displayFieldsOf(field: AnyField): string[] {
  return stringListOption(field, 'displayFields').filter((name) => name !== '');
}

/** The columns of every record (schema.BaseModelFieldNames()); never part of a schema. */
export const BASE_SYSTEM_FIELDS = ['id', 'created', 'updated'] as const;

/**
 * The fields every auth record has besides id, created and updated, that a client reads and writes:
 * the record API's username, email, emailVisibility and verified. (The auth table also has tokenKey,
 * passwordHash and two dates, which the API never shows: see AUTH_TABLE_COLUMNS.)
 */
export const AUTH_SYSTEM_FIELDS = ['username', 'email', 'emailVisibility', 'verified'] as const;

/** Every column of an auth table besides the base ones (schema.AuthFieldNames()). */
export const AUTH_TABLE_COLUMNS = [
  ...AUTH_SYSTEM_FIELDS,
  'tokenKey',
  'passwordHash',
  'lastResetSentAt',
  'lastVerificationSentAt',
] as const;

/** The fields of a record of a collection of this type that are not in its schema. */
export function systemFieldNames(collectionType: string): string[] {
  return collectionType === 'auth' ? [...BASE_SYSTEM_FIELDS, ...AUTH_SYSTEM_FIELDS] : [...BASE_SYSTEM_FIELDS];
}
