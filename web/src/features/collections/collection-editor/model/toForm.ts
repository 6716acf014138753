// A collection's form and back: a saved collection read into the form (option defaults filled in,
// the server's zero values where an auth collection lacks a key), a new collection and a new field.
import type { Collection } from 'pocketbase';
import { isFieldType, type CollectionType, type FieldType } from '../../../../lib/schema';
import { stringList, toNumber } from '../../../../lib/fieldTypes/optionChecks';
import { SCHEMA_OPTIONS } from '../../../../lib/fieldTypes/schemaOptions';
import {
  clone,
  isObject,
  lower,
  newFieldKey,
  type AuthOptionsForm,
  type CollectionForm,
  type FieldOptions,
  type SchemaFieldForm,
} from './collectionForm';
import { AUTH_DEFAULTS, AUTH_ZERO, defaultOptions } from './serverRules';

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

/** A schema field as the server sent it, read into the form (an unknown type reads as text). */
export function fieldToForm(raw: unknown): SchemaFieldForm {
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
