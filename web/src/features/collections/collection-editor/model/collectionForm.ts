// The collection editor's form: the react-hook-form values, the transitions the editor applies to
// them, the confirm-before-save check, the body sent to POST/PATCH /api/collections, the dirty
// check behind Save and the client-side checks.
//
// The server side is PocketBase 0.15.3 (models/collection.go, models/schema/schema_field.go,
// forms/collection_upsert.go); where a check mirrors it, the Go rule is named beside it.
// Everything is pure: plain data in, new plain data out (only new keys are random).
import type { Collection } from 'pocketbase';
import {
  indexesUsingColumn,
  parseIndex,
  renameIndexColumn,
  renameIndexesForCopy,
  renameIndexTable,
} from './indexSql';
import {
  AUTH_TABLE_COLUMNS,
  BASE_SYSTEM_FIELDS,
  isFieldType,
  isMultiple,
  type CollectionType,
  type FieldType,
} from '../../../../lib/schema';
import {
  checkDomains,
  displayableNames,
  isEmptyValue,
  stringList,
  toNumber,
} from '../../../../lib/fieldTypes/optionChecks';
import { FIELD_TYPE_MENU, SCHEMA_OPTIONS } from '../../../../lib/fieldTypes/schemaOptions';
import { MSG_REQUIRED } from '../../../../lib/validation';
import { numberValueError } from '../../../../lib/valueParsing';

export { DEFAULT_FILE_MAX_SIZE, FILE_MULTIPLE_FALLBACK } from '../../../../lib/fieldTypes/schemaOptions';

/** Add-field menu, in this order, with the labels it shows. */
export const FIELD_TYPES: readonly { type: FieldType; label: string }[] = FIELD_TYPE_MENU.map((type) => ({
  type,
  label: SCHEMA_OPTIONS[type].label,
}));

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
// Constants taken from the server

/** SchemaField.Validate: base names, the filter literals and schema.SystemFieldNames(). */
const RESERVED_FIELD_NAMES = [
  ...BASE_SYSTEM_FIELDS,
  'null',
  'true',
  'false',
  'collectionId',
  'collectionName',
  'expand',
];
/** CollectionUpsert.ensureNoAuthFieldName: the auth columns plus the record form's password fields. */
const RESERVED_AUTH_FIELD_NAMES = [...AUTH_TABLE_COLUMNS, 'password', 'passwordConfirm', 'oldPassword'];

const COLLECTION_NAME_RE = /^[A-Za-z0-9][A-Za-z0-9_]*$/;
const FIELD_NAME_RE = /^\w+$/;
const NAME_MAX = 255;
export const MIN_PASSWORD_LENGTH = { min: 6, max: 72, default: 8 } as const;

/** New auth collections: email, username and OAuth2 auth on, minimum password length 8. */
const AUTH_DEFAULTS: AuthOptionsForm = {
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
const AUTH_ZERO: AuthOptionsForm = {
  allowEmailAuth: false,
  allowUsernameAuth: false,
  allowOAuth2Auth: false,
  requireEmail: false,
  minPasswordLength: 0,
  onlyEmailDomains: [],
  exceptEmailDomains: [],
  manageRule: null,
};

const AUTH_KEYS = Object.keys(AUTH_DEFAULTS) as (keyof AuthOptionsForm)[];

/** The option keys of each field type (the Go options structs) with the editor's defaults. */
function defaultOptions(type: FieldType): FieldOptions {
  return { ...SCHEMA_OPTIONS[type].defaultOptions() };
}

// ---------------------------------------------------------------------------------------------------
// Small helpers

function isObject(value: unknown): value is { [key: string]: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep copy of JSON-like data (arrays and plain objects; other values as they are). */
function clone<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clone) as T;
  if (isObject(value)) {
    const out: { [key: string]: unknown } = {};
    for (const key of Object.keys(value)) out[key] = clone(value[key]);
    return out as T;
  }
  return value;
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => deepEqual(item, b[i]));
  }
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && deepEqual(a[key], b[key]));
  }
  return Number.isNaN(a) && Number.isNaN(b);
}

const KEY_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A local key for an unsaved field: 'new_' + 5 random characters. */
export function newFieldKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(5));
  let suffix = '';
  for (const byte of bytes) suffix += KEY_CHARS[byte % KEY_CHARS.length];
  return 'new_' + suffix;
}

function lower(names: readonly string[]): Set<string> {
  return new Set(names.map((name) => name.toLowerCase()));
}

function activeFields(form: CollectionForm): SchemaFieldForm[] {
  return form.schema.filter((field) => !field.toDelete);
}

// ---------------------------------------------------------------------------------------------------
// Names

/** Names "as typed": diacritics removed, spaces and '-' become '_', other characters dropped; case kept. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s-]/g, '_')
    .replace(/[^A-Za-z0-9_]/g, '');
}

// ---------------------------------------------------------------------------------------------------
// Loading and creating

/**
 * Option defaults filled in; array keys the server sent as null (Go nil slices) become []. A
 * relation's missing limits are null, as the server reads them (no maxSelect = unlimited).
 */
function withDefaultOptions(type: FieldType, options: unknown): FieldOptions {
  const out: FieldOptions = clone(isObject(options) ? options : {});
  const defaults = { ...defaultOptions(type), ...SCHEMA_OPTIONS[type].missingOptions };
  for (const [key, value] of Object.entries(defaults)) {
    if (!(key in out) || (Array.isArray(value) && !Array.isArray(out[key]))) out[key] = value;
  }
  return out;
}

function fieldToForm(raw: unknown): SchemaFieldForm {
  const field = isObject(raw) ? raw : {};
  const id = typeof field.id === 'string' ? field.id : '';
  const name = typeof field.name === 'string' ? field.name : '';
  const type: FieldType = isFieldType(field.type) ? field.type : 'text';
  return {
    key: id || newFieldKey(),
    id,
    name,
    type,
    required: field.required === true,
    system: field.system === true,
    unique: field.unique === true,
    options: withDefaultOptions(type, field.options),
    toDelete: false,
    originalName: id ? name : '',
  };
}

function authOptions(options: { [key: string]: unknown }, fallback: AuthOptionsForm): AuthOptionsForm {
  const bool = (key: keyof AuthOptionsForm) =>
    typeof options[key] === 'boolean' ? (options[key] as boolean) : (fallback[key] as boolean);
  const length = toNumber(options.minPasswordLength);
  return {
    allowEmailAuth: bool('allowEmailAuth'),
    allowUsernameAuth: bool('allowUsernameAuth'),
    allowOAuth2Auth: bool('allowOAuth2Auth'),
    requireEmail: bool('requireEmail'),
    minPasswordLength: length ?? fallback.minPasswordLength,
    onlyEmailDomains: Array.isArray(options.onlyEmailDomains)
      ? stringList(options.onlyEmailDomains)
      : [...fallback.onlyEmailDomains],
    exceptEmailDomains: Array.isArray(options.exceptEmailDomains)
      ? stringList(options.exceptEmailDomains)
      : [...fallback.exceptEmailDomains],
    manageRule: typeof options.manageRule === 'string' ? options.manageRule : fallback.manageRule,
  };
}

function toCollectionType(type: unknown): CollectionType {
  return type === 'auth' || type === 'view' ? type : 'base';
}

function rule(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * The form of a saved collection. Options of the other types are filled with the new-collection
 * defaults (never sent); an auth collection's missing keys take the server's zero values, so what
 * the form shows is what the server holds.
 */
export function collectionToForm(collection: Collection): CollectionForm {
  const type = toCollectionType(collection.type);
  const options = isObject(collection.options) ? collection.options : {};
  return {
    id: collection.id ?? '',
    name: collection.name ?? '',
    type,
    system: collection.system === true,
    schema: (Array.isArray(collection.schema) ? collection.schema : []).map(fieldToForm),
    indexes: stringList(collection.indexes),
    listRule: rule(collection.listRule),
    viewRule: rule(collection.viewRule),
    createRule: rule(collection.createRule),
    updateRule: rule(collection.updateRule),
    deleteRule: rule(collection.deleteRule),
    options: {
      query: typeof options.query === 'string' ? options.query : '',
      ...authOptions(options, type === 'auth' ? AUTH_ZERO : AUTH_DEFAULTS),
    },
  };
}

/** A new collection: no name, no fields, every rule null (admins only), the auth defaults. */
export function newCollectionForm(type: CollectionType = 'base'): CollectionForm {
  return {
    id: '',
    name: '',
    type,
    system: false,
    schema: [],
    indexes: [],
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    options: { query: '', ...clone(AUTH_DEFAULTS) },
  };
}

/** A new field named 'field', else 'field2', 'field3'… (first free, case-insensitive), with its type's defaults. */
export function newField(type: FieldType, existingNames: readonly string[]): SchemaFieldForm {
  const taken = lower(existingNames);
  let name = 'field';
  for (let counter = 2; taken.has(name.toLowerCase()); counter++) name = 'field' + counter;
  return {
    key: newFieldKey(),
    id: '',
    name,
    type,
    required: false,
    system: false,
    unique: false,
    options: defaultOptions(type),
    toDelete: false,
    originalName: '',
  };
}

// ---------------------------------------------------------------------------------------------------
// Field transitions

/**
 * Which mode the editor shows for a field: the mode the server gives its options (`isMultiple` of
 * lib/schema), except that a select or file field whose max select input holds text that is no
 * number (yet, as '1e') stays in the multiple mode, so that input and what was typed in it stay in
 * sight until it is corrected or refused before saving.
 */
export function isMultipleMode(field: Pick<SchemaFieldForm, 'type' | 'options'>): boolean {
  const raw = field.options.maxSelect;
  const isTypedText = typeof raw === 'string' && raw.trim() !== '' && toNumber(raw) === null;
  if (isTypedText && (field.type === 'select' || field.type === 'file')) return true;
  return isMultiple(field);
}

/**
 * Single/multiple switch. Select: single maxSelect 1, multiple the number of choices (at least 2).
 * File: the same rule, but a file field has no choices, so multiple is 99. Relation: single
 * minSelect null and maxSelect 1, multiple maxSelect null. Switching to the current mode changes
 * nothing.
 */
export function setMultiple(field: SchemaFieldForm, multiple: boolean): SchemaFieldForm {
  const toggle = SCHEMA_OPTIONS[field.type].setMultiple;
  const options = clone(field.options);
  if (toggle && isMultipleMode(field) !== multiple) toggle(options, multiple);
  return { ...field, options };
}

/** Sets the required flag; turning it on forces `nullable` off wherever the field carries that key. */
export function setRequired(field: SchemaFieldForm, required: boolean): SchemaFieldForm {
  const next: SchemaFieldForm = { ...field, required, options: clone(field.options) };
  if (required) {
    if ('nullable' in next.options) next.options.nullable = false;
    if ('nullable' in field) Object.assign(next, { nullable: false });
  }
  return next;
}

/**
 * Points a relation at another collection ('' when null) and keeps only the display fields the new
 * target has (its fields, id, created, updated, and for auth targets username, email,
 * emailVisibility, verified; when the target's type is not given the auth names are kept, as the
 * server accepts them for any target).
 */
export function changeRelationTarget(
  field: SchemaFieldForm,
  target: (Pick<Collection, 'id' | 'schema'> & { type?: string }) | null,
): SchemaFieldForm {
  if (field.type !== 'relation') return { ...field, options: clone(field.options) };
  const allowed = target ? displayableNames(target) : new Set<string>();
  const options = clone(field.options);
  options.collectionId = target?.id ?? '';
  options.displayFields = stringList(options.displayFields).filter((name) => allowed.has(name));
  return { ...field, options };
}

// ---------------------------------------------------------------------------------------------------
// Form transitions

function withField(form: CollectionForm, index: number, field: SchemaFieldForm): SchemaFieldForm[] {
  return form.schema.map((item, i) => (i === index ? field : item));
}

/** A saved field is marked toDelete; an unsaved one is dropped. Indexes are left as they are (validation reports them). */
export function removeField(form: CollectionForm, index: number): CollectionForm {
  const field = form.schema[index];
  if (!field) return { ...form };
  if (!field.id) return { ...form, schema: form.schema.filter((_, i) => i !== index) };
  return { ...form, schema: withField(form, index, { ...field, toDelete: true }) };
}

/** Clears toDelete and gives the field back its saved name (index columns follow the name back). */
export function restoreField(form: CollectionForm, index: number): CollectionForm {
  const field = form.schema[index];
  if (!field || !field.toDelete) return { ...form };
  const restored = { ...field, toDelete: false, name: field.originalName || field.name };
  const next = { ...form, schema: withField(form, index, restored) };
  return { ...next, indexes: followRename(form, index, field.name, restored.name) };
}

/**
 * Index columns following a field rename. Skipped when either name is empty or is another field's
 * (or a system column's) name: the columns could then belong to someone else, so they stay and the
 * validation reports any column left without a field.
 */
function followRename(form: CollectionForm, index: number, from: string, to: string): string[] {
  if (from === to) return [...form.indexes];
  const others = lower([
    ...BASE_SYSTEM_FIELDS,
    ...(form.type === 'auth' ? AUTH_TABLE_COLUMNS : []),
    ...form.schema.filter((field, i) => i !== index && !field.toDelete).map((field) => field.name),
  ]);
  if (from === '' || to === '' || others.has(from.toLowerCase()) || others.has(to.toLowerCase())) {
    return [...form.indexes];
  }
  return renameIndexColumn(form.indexes, from, to);
}

/** Renames a field (slugified as typed); index columns using the previous name follow. */
export function renameField(form: CollectionForm, index: number, name: string): CollectionForm {
  const field = form.schema[index];
  if (!field) return { ...form };
  const slug = slugify(name);
  return {
    ...form,
    schema: withField(form, index, { ...field, name: slug }),
    indexes: followRename(form, index, field.name, slug),
  };
}

/** Renames the collection (slugified; a saved system collection's name is locked); the indexes' table follows. */
export function renameCollection(form: CollectionForm, name: string): CollectionForm {
  if (form.system && form.id) return { ...form };
  const slug = slugify(name);
  let indexes = [...form.indexes];
  if (slug !== '') {
    // every index of the form is on this collection's table, whatever name it was written with
    const tables = new Set(
      indexes.map((sql) => parseIndex(sql)?.tableName ?? '').filter((table) => table !== ''),
    );
    for (const table of tables) if (table !== slug) indexes = renameIndexTable(indexes, table, slug);
  }
  return { ...form, name: slug, indexes };
}

/** New collections only: View clears the create/update/delete rules and the indexes; Auth applies the auth defaults. */
export function setCollectionType(form: CollectionForm, type: CollectionType): CollectionForm {
  if (form.type === type) return { ...form };
  const next: CollectionForm = { ...form, type };
  if (type === 'view') {
    Object.assign(next, { createRule: null, updateRule: null, deleteRule: null, indexes: [] });
  }
  if (type === 'auth') next.options = { ...form.options, ...clone(AUTH_DEFAULTS) };
  return next;
}

/**
 * The copy of Duplicate: name + '_duplicate', no ids, not system, new keys, indexes renamed for the
 * new table.
 */
export function duplicateForm(form: CollectionForm): CollectionForm {
  const name = form.name + '_duplicate';
  return {
    ...clone(form),
    id: '',
    name,
    system: false,
    schema: activeFields(form).map((field) => ({
      ...field,
      key: newFieldKey(),
      id: '',
      system: false,
      options: clone(field.options),
      toDelete: false,
      originalName: '',
    })),
    indexes: renameIndexesForCopy(form.indexes, name),
  };
}

// ---------------------------------------------------------------------------------------------------
// Saving

export interface CollectionChanges {
  renamed: { from: string; to: string } | null;
  removedFields: string[];
  renamedFields: { from: string; to: string }[];
  multipleToSingle: string[];
}

/**
 * What the confirm dialog lists: a collection rename, the saved fields removed, the saved fields
 * renamed (saved name → new name) and the fields going from multiple to single (new names).
 */
export function collectionChanges(original: Collection | null, form: CollectionForm): CollectionChanges {
  const changes: CollectionChanges = {
    renamed: null,
    removedFields: [],
    renamedFields: [],
    multipleToSingle: [],
  };
  if (!original) return changes;
  if (original.name !== form.name) changes.renamed = { from: original.name, to: form.name };
  const kept = new Map(
    activeFields(form)
      .filter((field) => field.id)
      .map((field) => [field.id, field]),
  );
  for (const raw of original.schema ?? []) {
    const before = fieldToForm(raw);
    const after = kept.get(before.id);
    if (!after) {
      changes.removedFields.push(before.name);
      continue;
    }
    if (after.name !== before.name) changes.renamedFields.push({ from: before.name, to: after.name });
    if (isMultipleMode(before) && !isMultipleMode(after)) changes.multipleToSingle.push(after.name);
  }
  return changes;
}

export function needsConfirm(changes: CollectionChanges): boolean {
  return (
    changes.renamed !== null ||
    changes.removedFields.length > 0 ||
    changes.renamedFields.length > 0 ||
    changes.multipleToSingle.length > 0
  );
}

/** A field's options as the request carries them (numbers typed as text read as numbers, empty as null). */
export function payloadOptions(field: SchemaFieldForm): FieldOptions {
  const options = clone(field.options);
  for (const key of SCHEMA_OPTIONS[field.type].numericOptions) {
    if (!(key in options)) continue;
    const value = options[key];
    if (isEmptyValue(value)) options[key] = null;
    else if (typeof value === 'string' && toNumber(value) !== null) options[key] = toNumber(value);
  }
  return options;
}

/**
 * The body of POST / PATCH /api/collections. The id only when set; fields marked toDelete dropped
 * and the local keys (key, toDelete, originalName) stripped; `system` never sent (the server takes
 * it at creation only and refuses a change); options reduced to the type's own keys (view: query;
 * auth: the 8 auth keys; base: none). Views are sent with null create/update/delete rules and no
 * indexes (the server refuses anything else); their schema is sent as it is and the server rebuilds
 * it from the query.
 */
export function collectionPayload(form: CollectionForm): { [key: string]: unknown } {
  const view = form.type === 'view';
  let options: { [key: string]: unknown } = {};
  if (view) options = { query: form.options.query };
  if (form.type === 'auth') {
    for (const key of AUTH_KEYS) options[key] = clone(form.options[key]);
    const length = form.options.minPasswordLength as unknown;
    options.minPasswordLength = isEmptyValue(length) ? 0 : (toNumber(length) ?? length);
  }
  return {
    ...(form.id ? { id: form.id } : {}),
    name: form.name,
    type: form.type,
    schema: activeFields(form).map((field) => ({
      id: field.id,
      name: field.name,
      type: field.type,
      required: field.required,
      system: field.system,
      unique: field.unique,
      options: payloadOptions(field),
    })),
    indexes: view ? [] : [...form.indexes],
    listRule: form.listRule,
    viewRule: form.viewRule,
    createRule: view ? null : form.createRule,
    updateRule: view ? null : form.updateRule,
    deleteRule: view ? null : form.deleteRule,
    options,
  };
}

/** Save is enabled for a new collection, or when the payload differs from the saved collection's. */
export function isFormChanged(original: Collection | null, form: CollectionForm): boolean {
  if (!original) return true;
  return !deepEqual(collectionPayload(form), collectionPayload(collectionToForm(original)));
}

// ---------------------------------------------------------------------------------------------------
// Errors

export type EditorTab = 'fields' | 'rules' | 'options';

/** The tab holding the input of an error path (for the 'Has errors' markers). */
export function errorTab(path: string): EditorTab {
  const [head, sub] = path.split('.');
  if (/Rule$/.test(head)) return 'rules';
  if (head !== 'options' || sub === undefined || sub === 'query') return 'fields';
  return sub === 'manageRule' ? 'rules' : 'options';
}

function validateFieldOptions(
  errors: { [path: string]: string },
  field: SchemaFieldForm,
  path: string,
  all: readonly Collection[],
): void {
  const o = field.options;
  // the first message of an option is the one shown
  const at = (key: string, message: string | null | undefined) => {
    const optionPath = `${path}.options.${key}`;
    if (message && !Object.prototype.hasOwnProperty.call(errors, optionPath)) errors[optionPath] = message;
  };
  const spec = SCHEMA_OPTIONS[field.type];
  // a number typed as text the server would not store as typed, before any other check of it
  for (const key of spec.numericOptions) at(key, numberValueError(o[key]));
  spec.checkOptions(o, at, all);
}

function validateSchema(
  errors: { [path: string]: string },
  form: CollectionForm,
  all: readonly Collection[],
) {
  const reserved = lower(
    form.type === 'auth' ? [...RESERVED_FIELD_NAMES, ...RESERVED_AUTH_FIELD_NAMES] : RESERVED_FIELD_NAMES,
  );
  const seen = new Set<string>();
  form.schema.forEach((field, i) => {
    if (field.toDelete) return;
    const path = `schema.${i}`;
    const name = field.name.toLowerCase();
    if (field.name === '') errors[`${path}.name`] = MSG_REQUIRED;
    else if (!FIELD_NAME_RE.test(field.name)) errors[`${path}.name`] = 'Use only letters, digits and _.';
    else if (field.name.length > NAME_MAX) errors[`${path}.name`] = `Must be at most ${NAME_MAX} characters.`;
    else if (reserved.has(name)) errors[`${path}.name`] = `"${field.name}" is a reserved name.`;
    else if (seen.has(name)) errors[`${path}.name`] = 'Another field has this name.';
    seen.add(name);
    validateFieldOptions(errors, field, path, all);
  });
  if (form.type === 'base' && activeFields(form).length === 0) {
    errors.schema = MSG_REQUIRED; // the server's own words for an empty schema
  }
}

/** Index problems the server would only show after the request: unparseable texts, removed or unknown columns. */
function validateIndexes(errors: { [path: string]: string }, form: CollectionForm) {
  const removed = form.schema.filter((field) => field.toDelete).map((field) => field.name);
  const known = lower([
    ...BASE_SYSTEM_FIELDS,
    ...(form.type === 'auth' ? AUTH_TABLE_COLUMNS : []),
    ...activeFields(form).map((field) => field.name),
  ]);
  form.indexes.forEach((sql, i) => {
    const def = parseIndex(sql);
    if (!def) {
      errors[`indexes.${i}`] = 'Invalid CREATE INDEX expression.';
      return;
    }
    const gone = removed.find((name) => indexesUsingColumn([sql], name).length > 0);
    // plain column names only: an expression's references are left to the server
    const unknown = def.columns.find(
      (column) => /^\w+$/.test(column.name) && !known.has(column.name.toLowerCase()),
    );
    if (gone !== undefined && !known.has(gone.toLowerCase())) {
      errors[`indexes.${i}`] = `Uses the removed field "${gone}".`;
    } else if (unknown) {
      errors[`indexes.${i}`] = `Unknown column "${unknown.name}".`;
    }
  });
}

/**
 * The client-side checks, keyed by react-hook-form paths ('name', 'schema.2.options.max',
 * 'options.minPasswordLength'…). An empty object means the form may be sent.
 */
export function validateCollectionForm(
  form: CollectionForm,
  all: readonly Collection[],
): { [path: string]: string } {
  const errors: { [path: string]: string } = {};
  const others = all.filter((collection) => !form.id || collection.id !== form.id);
  if (form.name === '') errors.name = MSG_REQUIRED;
  else if (!COLLECTION_NAME_RE.test(form.name)) {
    errors.name = 'Use only letters, digits and _, starting with a letter or digit.';
  } else if (form.name.length > NAME_MAX) errors.name = `Must be at most ${NAME_MAX} characters.`;
  else if (others.some((collection) => collection.name.toLowerCase() === form.name.toLowerCase())) {
    errors.name = 'A collection with this name already exists.';
  } else if (all.some((collection) => collection.id === form.name)) {
    errors.name = 'Must not match an existing collection id.';
  }

  if (form.type === 'view') {
    if (form.options.query.trim() === '') errors['options.query'] = MSG_REQUIRED;
    return errors;
  }

  validateSchema(errors, form, all);
  validateIndexes(errors, form);

  if (form.type === 'auth') {
    const o = form.options;
    const length = toNumber(o.minPasswordLength);
    const passwordAuth = o.allowEmailAuth || o.allowUsernameAuth;
    const invalidLength = numberValueError(o.minPasswordLength);
    if (invalidLength) errors['options.minPasswordLength'] = invalidLength;
    else if (isEmptyValue(o.minPasswordLength) || length === 0) {
      if (passwordAuth) errors['options.minPasswordLength'] = MSG_REQUIRED;
    } else if (
      length === null ||
      !Number.isInteger(length) ||
      length < MIN_PASSWORD_LENGTH.min ||
      length > MIN_PASSWORD_LENGTH.max
    ) {
      errors['options.minPasswordLength'] =
        `Must be an integer from ${MIN_PASSWORD_LENGTH.min} to ${MIN_PASSWORD_LENGTH.max}.`;
    }
    checkDomains(o.onlyEmailDomains, o.exceptEmailDomains, (list, message) => {
      errors[list === 'only' ? 'options.onlyEmailDomains' : 'options.exceptEmailDomains'] = message;
    });
    if (o.manageRule !== null && o.manageRule.trim() === '') {
      errors['options.manageRule'] = 'Cannot be empty: write a filter or set Admins only.';
    }
  }
  return errors;
}
