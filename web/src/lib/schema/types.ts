// The shape of a PocketBase 0.15.3 collection and of its schema fields (models/collection.go,
// models/schema/schema_field.go): one discriminated union over the 11 field types, each with the
// options struct the server reads for it. Every layer that knows about field types starts here.

/** The field types of PocketBase 0.15.3, in the server's order (schema.FieldTypes()). */
export const FIELD_TYPE_NAMES = [
  'text',
  'number',
  'bool',
  'email',
  'url',
  'editor',
  'date',
  'select',
  'json',
  'file',
  'relation',
] as const;

export type FieldType = (typeof FIELD_TYPE_NAMES)[number];

export type CollectionType = 'base' | 'auth' | 'view';

/** TextOptions: min and max length (null: no limit) and a Go regular expression ('' for none). */
export interface TextOptions {
  min: number | null;
  max: number | null;
  pattern: string;
}

/** NumberOptions: the allowed range (null: open). */
export interface NumberOptions {
  min: number | null;
  max: number | null;
}

/** EmailOptions and UrlOptions: at most one of the two domain lists is set. */
export interface DomainOptions {
  exceptDomains: string[];
  onlyDomains: string[];
}

/** DateOptions: the allowed range as server dates ('' for open). */
export interface DateOptions {
  min: string;
  max: string;
}

/** SelectOptions: the choices, and how many of them a record may hold (1: single value). */
export interface SelectOptions {
  maxSelect: number;
  values: string[];
}

/** FileOptions: how many files (1: single value), their size in bytes, types, thumbs, access. */
export interface FileOptions {
  maxSelect: number;
  maxSize: number;
  mimeTypes: string[];
  thumbs: string[];
  protected: boolean;
}

/** RelationOptions: the related collection and how many records (null: no limit). */
export interface RelationOptions {
  collectionId: string;
  cascadeDelete: boolean;
  minSelect: number | null;
  maxSelect: number | null;
  displayFields: string[];
}

/** Editor, bool and json fields have no options in 0.15.3. */
export type NoOptions = { [key: string]: never };

/** The options struct of each field type. */
export interface FieldOptionsByType {
  text: TextOptions;
  number: NumberOptions;
  bool: NoOptions;
  email: DomainOptions;
  url: DomainOptions;
  editor: NoOptions;
  date: DateOptions;
  select: SelectOptions;
  json: NoOptions;
  file: FileOptions;
  relation: RelationOptions;
}

/** A schema field of one type, as the server stores it. */
export interface SchemaFieldOf<T extends FieldType> {
  id: string;
  name: string;
  type: T;
  required: boolean;
  system: boolean;
  /** A no-op kept by 0.15.3 for older schemas; sent back as it came. */
  unique: boolean;
  options: FieldOptionsByType[T];
}

/** A schema field of any type: `type` tells which options it has. */
export type TypedSchemaField = { [T in FieldType]: SchemaFieldOf<T> }[FieldType];

/** The options of an auth collection (models.CollectionAuthOptions). */
export interface AuthCollectionOptions {
  allowEmailAuth: boolean;
  allowUsernameAuth: boolean;
  allowOAuth2Auth: boolean;
  requireEmail: boolean;
  minPasswordLength: number;
  onlyEmailDomains: string[];
  exceptEmailDomains: string[];
  manageRule: string | null;
}

/** The options of a view collection (models.CollectionViewOptions). */
export interface ViewCollectionOptions {
  query: string;
}

/** A collection as the server stores it; `options` follows `type` (base collections have none). */
export type TypedCollection = {
  id: string;
  name: string;
  system: boolean;
  schema: TypedSchemaField[];
  indexes: string[];
  listRule: string | null;
  viewRule: string | null;
  createRule: string | null;
  updateRule: string | null;
  deleteRule: string | null;
} & (
  | { type: 'base'; options: { [key: string]: never } }
  | { type: 'auth'; options: AuthCollectionOptions }
  | { type: 'view'; options: ViewCollectionOptions }
);

/**
 * A schema field as it reaches the dashboard: from the server (the SDK's `SchemaField`), from an
 * editor form whose inputs still hold typed text, or from a stored draft. Its type may be one this
 * dashboard does not know and its options may have any shape, so the helpers of this module read
 * them defensively rather than trusting `TypedSchemaField`.
 */
export interface FieldLike {
  readonly name: string;
  readonly type: string;
  readonly options?: { readonly [key: string]: unknown } | null;
  readonly id?: string;
  readonly required?: boolean;
  readonly system?: boolean;
}

/** The parts of a collection the field helpers read (the SDK's `Collection` fits). */
export interface CollectionLike {
  readonly type: string;
  readonly schema: readonly FieldLike[];
}
