// The server's rules the form follows: reserved names, name patterns and limits, the auth options'
// defaults and zero values, and each field type's option defaults.
//
// The server side is PocketBase 0.15.3 (models/collection.go, models/schema/schema_field.go,
// forms/collection_upsert.go); where a rule mirrors it, the Go rule is named beside it.
import { AUTH_TABLE_COLUMNS, BASE_SYSTEM_FIELDS, type FieldType } from '../../../../lib/schema';
import { SCHEMA_OPTIONS } from '../../../../lib/fieldTypes/schemaOptions';
import type { AuthOptionsForm, FieldOptions } from './collectionForm';

/** SchemaField.Validate: base names, the filter literals and schema.SystemFieldNames(). */
export const RESERVED_FIELD_NAMES = [
  ...BASE_SYSTEM_FIELDS,
  'null',
  'true',
  'false',
  'collectionId',
  'collectionName',
  'expand',
];
/** CollectionUpsert.ensureNoAuthFieldName: the auth columns plus the record form's password fields. */
export const RESERVED_AUTH_FIELD_NAMES = [
  ...AUTH_TABLE_COLUMNS,
  'password',
  'passwordConfirm',
  'oldPassword',
];

export const COLLECTION_NAME_RE = /^[A-Za-z0-9][A-Za-z0-9_]*$/;
export const FIELD_NAME_RE = /^\w+$/;
export const NAME_MAX = 255;
export const MIN_PASSWORD_LENGTH = { min: 6, max: 72, default: 8 } as const;

/** New auth collections: email, username and OAuth2 auth on, minimum password length 8. */
export const AUTH_DEFAULTS: AuthOptionsForm = {
  allowEmailAuth: true,
  allowUsernameAuth: true,
  allowOAuth2Auth: true,
  requireEmail: false,
  minPasswordLength: MIN_PASSWORD_LENGTH.default,
  onlyEmailDomains: [],
  exceptEmailDomains: [],
  manageRule: null,
};

/** What the server assumes for a key an auth collection's options lack (Go zero values). */
export const AUTH_ZERO: AuthOptionsForm = {
  allowEmailAuth: false,
  allowUsernameAuth: false,
  allowOAuth2Auth: false,
  requireEmail: false,
  minPasswordLength: 0,
  onlyEmailDomains: [],
  exceptEmailDomains: [],
  manageRule: null,
};

export const AUTH_KEYS = Object.keys(AUTH_DEFAULTS) as (keyof AuthOptionsForm)[];

/** The option keys of each field type (the Go options structs) with the editor's defaults. */
export function defaultOptions(type: FieldType): FieldOptions {
  return { ...SCHEMA_OPTIONS[type].defaultOptions() };
}
