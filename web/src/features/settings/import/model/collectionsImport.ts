// Import collections: the pasted configuration is parsed and normalised to what the server will
// store: created and updated stripped, keys the server does not know dropped, missing ones at the
// server's zero values. The modules beside this one compare it with the server's collections
// (importChanges), offer the existing ids for same-named collections (originalIds), run the whole
// analysis in time slices (importAnalysis, importSteps), read the server's import errors
// (importErrors) and lay collections out for the diff (importDisplay).

export type JsonObject = { [key: string]: unknown };

export interface ImportField {
  system: unknown;
  id: string;
  name: string;
  type: unknown;
  required: unknown;
  unique: unknown;
  options: unknown;
}

export interface ImportCollection {
  id: string;
  name: string;
  type: unknown;
  system: unknown;
  schema: ImportField[];
  indexes: unknown;
  listRule: unknown;
  viewRule: unknown;
  createRule: unknown;
  updateRule: unknown;
  deleteRule: unknown;
  options: unknown;
}

/** The keys the server stores, in the order it writes them (created and updated left out). */
const COLLECTION_DEFAULTS: Omit<ImportCollection, 'id' | 'name' | 'schema'> = {
  type: 'base',
  system: false,
  indexes: [],
  listRule: null,
  viewRule: null,
  createRule: null,
  updateRule: null,
  deleteRule: null,
  options: {},
};
const COLLECTION_KEYS = [
  'id',
  'name',
  'type',
  'system',
  'schema',
  'indexes',
  'listRule',
  'viewRule',
  'createRule',
  'updateRule',
  'deleteRule',
  'options',
] as const;
const FIELD_KEYS = ['system', 'id', 'name', 'type', 'required', 'unique', 'options'] as const;
const FIELD_DEFAULTS: Omit<ImportField, 'id' | 'name'> = {
  system: false,
  type: '',
  required: false,
  unique: false,
  options: {},
};

export function isObject(value: unknown): value is JsonObject {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

function normaliseField(raw: JsonObject): ImportField {
  const out = {} as Record<(typeof FIELD_KEYS)[number], unknown>;
  for (const key of FIELD_KEYS) {
    if (key === 'id' || key === 'name') out[key] = textOf(raw[key]);
    else out[key] = key in raw ? raw[key] : FIELD_DEFAULTS[key];
  }
  return out as unknown as ImportField;
}

/** Schema fields of a collection: non-objects dropped, a second field with an id already seen removed. */
function normaliseSchema(raw: unknown): ImportField[] {
  const seen = new Set<string>();
  const fields: ImportField[] = [];
  for (const item of Array.isArray(raw) ? raw : []) {
    if (!isObject(item)) continue;
    const field = normaliseField(item);
    if (field.id) {
      if (seen.has(field.id)) continue;
      seen.add(field.id);
    }
    fields.push(field);
  }
  return fields;
}

/**
 * One collection as the server will store it: the server's keys in its order, missing ones at their
 * zero values, created, updated and unknown keys dropped, duplicate schema fields (same id) removed.
 */
export function normaliseCollection(raw: JsonObject): ImportCollection {
  const out = {} as Record<(typeof COLLECTION_KEYS)[number], unknown>;
  for (const key of COLLECTION_KEYS) {
    if (key === 'id' || key === 'name') out[key] = textOf(raw[key]);
    else if (key === 'schema') out[key] = normaliseSchema(raw.schema);
    else out[key] = key in raw ? raw[key] : COLLECTION_DEFAULTS[key];
  }
  return out as unknown as ImportCollection;
}

export type ImportStatus = 'empty' | 'invalid' | 'valid';

export interface ParsedImport {
  status: ImportStatus;
  /** The normalised collections (duplicates by id removed); what is sent when valid. */
  collections: ImportCollection[];
}

/**
 * Reads a pasted or loaded configuration: not JSON or not an array gives no collections; a second
 * collection with an id already seen is removed. Valid only when some collections are left and
 * every item is an object with an id and a name.
 */
export function parseImport(text: string): ParsedImport {
  if (!text.trim()) return { status: 'empty', collections: [] };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { status: 'invalid', collections: [] };
  }
  return collectionsOf(data);
}

/** The collections of parsed JSON (see parseImport). */
export function collectionsOf(data: unknown): ParsedImport {
  const items = Array.isArray(data) ? data : [];
  const seen = new Set<string>();
  const collections: ImportCollection[] = [];
  let isValid = items.length > 0;
  for (const item of items) {
    if (!isObject(item)) {
      isValid = false;
      continue;
    }
    const collection = normaliseCollection(item);
    if (!collection.id || !collection.name) isValid = false;
    if (collection.id) {
      if (seen.has(collection.id)) continue;
      seen.add(collection.id);
    }
    collections.push(collection);
  }
  return { status: isValid && collections.length > 0 ? 'valid' : 'invalid', collections };
}
