// Saving a collection: the changes the admin confirms first (a rename, removed or renamed fields,
// fields going from multiple to single), the body of POST / PATCH /api/collections and the dirty
// check behind Save.
import type { Collection } from 'pocketbase';
import { isEmptyValue, toNumber } from '../../../../lib/fieldTypes/optionChecks';
import { SCHEMA_OPTIONS } from '../../../../lib/fieldTypes/schemaOptions';
import {
  activeFields,
  clone,
  isObject,
  type CollectionForm,
  type FieldOptions,
  type SchemaFieldForm,
} from './collectionForm';
import { AUTH_KEYS } from './serverRules';
import { collectionToForm, fieldToForm } from './toForm';
import { isMultipleMode } from './transitions';

/** Equal JSON-like data (NaN equal to NaN): the dirty check compares two request bodies. */
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
