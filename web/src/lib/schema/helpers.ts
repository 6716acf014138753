// Readers of a schema field's options that every layer shares: which type a field has, whether it
// holds several values and how many, what a relation shows of its records, and the system fields
// of each collection type. One answer each, taken from the server's own code.
import { parseNumberText } from '../valueParsing';
import { FIELD_TYPE_NAMES, type FieldLike, type FieldType } from './types';

const FIELD_TYPE_SET: ReadonlySet<string> = new Set(FIELD_TYPE_NAMES);

/** Any part of a field: the option readers take a whole field, a form's, or a test literal. */
type AnyField = Partial<FieldLike>;
/** A field whose type is known to the caller. */
type TypedField = Pick<FieldLike, 'type'> & AnyField;

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

/**
 * The `maxSelect` option as a number, or null when it is not set. The server reads it from JSON
 * numbers only (a Go int, or *int for a relation); a string there is refused. Text comes only from
 * the collection editor, whose option inputs keep what is typed, and the editor sends number text as
 * that number ('3' goes out as 3), so such text counts as the number it becomes. Null, a missing key
 * and text that is no number count as not set.
 */
export function maxSelectOf(field: AnyField): number | null {
  const value = optionOf(field, 'maxSelect');
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return typeof value === 'string' ? parseNumberText(value) : null;
}

/**
 * Whether the field holds a list of values rather than one value, as the server's IsMultiple()
 * decides it, which also decides how it stores a record's value (PrepareValue keeps only the last
 * item of a single-value field):
 * - select and file (SelectOptions/FileOptions.MaxSelect is an int): multiple when maxSelect > 1;
 *   0, 1, or no maxSelect at all (Go's zero value) mean a single value;
 * - relation (RelationOptions.MaxSelect is *int): multiple when maxSelect is nil (no limit) or
 *   above 1. A relation with maxSelect 0 is single: 0 is not nil, and not above 1. (The server does
 *   not let one be saved with 0, but one from another source is read this way.)
 * - every other type: never.
 * maxSelect is read by `maxSelectOf`: '1' is 1 and '3' is 3.
 */
export function isMultiple(field: TypedField): boolean {
  const max = maxSelectOf(field);
  switch (field.type) {
    case 'select':
    case 'file':
      return max !== null && max > 1;
    case 'relation':
      return max === null || max > 1;
    default:
      return false;
  }
}

/**
 * How many values the field takes: 1 for a single-value field (and for types without values), its
 * maxSelect for a multiple one, and Infinity for a relation without a limit.
 */
export function selectionLimit(field: TypedField): number {
  if (!isMultiple(field)) return 1;
  const max = maxSelectOf(field);
  return max === null ? Infinity : Math.floor(max);
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
