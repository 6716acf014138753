// Import collections: the pasted configuration is parsed and normalised, compared with the server's
// collections, and turned into the PUT /api/collections/import body.
//
// What is compared is what the server will store: created and updated are stripped from both sides,
// keys the server does not know are dropped, missing ones take the server's zero values, and with
// 'Delete missing' off an existing collection keeps the fields the import does not mention (the server
// merges them by id). The work is a generator of small steps, so a page can run it in time slices.

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

/** JSON with object keys sorted at every level: equal values give equal text whatever the key order. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stableStringify(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What the server will store for `imported`: with 'Delete missing' off, an existing collection keeps
 * the fields the import does not mention, and imported fields replace theirs by id or come last.
 */
export function effectiveCollection(
  imported: ImportCollection,
  existing: ImportCollection | undefined,
  deleteMissing: boolean,
): ImportCollection {
  if (!existing || deleteMissing) return imported;
  const schema = [...existing.schema];
  for (const field of imported.schema) {
    const at = field.id ? schema.findIndex((f) => f.id === field.id) : -1;
    if (at >= 0) schema[at] = field;
    else schema.push(field);
  }
  return { ...imported, schema };
}

export type ChangeKind = 'deleted' | 'changed' | 'added';

export interface FieldChange {
  kind: ChangeKind;
  id: string;
  name: string;
  /** The field's current name when the import renames it. */
  oldName?: string;
}

export interface CollectionChange {
  kind: ChangeKind;
  id: string;
  /** The name after the import (the current one for a deleted collection). */
  name: string;
  /** The current name when the import renames the collection. */
  oldName?: string;
  /** The collection as it is now (null when added). */
  old: ImportCollection | null;
  /** The collection as the server will store it (null when deleted). */
  new: ImportCollection | null;
  /** Deleted, changed and added fields (changed collections only). */
  fields: FieldChange[];
}

export interface ImportChanges {
  deleted: CollectionChange[];
  changed: CollectionChange[];
  added: CollectionChange[];
}

export const countChanges = (changes: ImportChanges): number =>
  changes.deleted.length + changes.changed.length + changes.added.length;

function fieldChanges(old: ImportCollection, next: ImportCollection): FieldChange[] {
  const oldById = new Map(old.schema.map((f) => [f.id, f]));
  const nextIds = new Set(next.schema.map((f) => f.id).filter(Boolean));
  const out: FieldChange[] = [];
  for (const f of old.schema) if (!nextIds.has(f.id)) out.push({ kind: 'deleted', id: f.id, name: f.name });
  for (const f of next.schema) {
    const before = f.id ? oldById.get(f.id) : undefined;
    if (!before) out.push({ kind: 'added', id: f.id, name: f.name });
    else if (stableStringify(before) !== stableStringify(f))
      out.push({
        kind: 'changed',
        id: f.id,
        name: f.name,
        ...(before.name !== f.name ? { oldName: before.name } : {}),
      });
  }
  return out;
}

/**
 * The changes an import makes, one step per collection (see runSteps): existing collections missing
 * from the import are deleted only with `deleteMissing`; a collection with an existing id is changed
 * when what the server will store differs (created and updated never count); the others are added.
 */
export function* changeSteps(
  imported: readonly ImportCollection[],
  existing: readonly ImportCollection[],
  deleteMissing: boolean,
): Generator<void, ImportChanges> {
  const existingById = new Map(existing.map((c) => [c.id, c]));
  const importedIds = new Set(imported.map((c) => c.id));
  const changes: ImportChanges = { deleted: [], changed: [], added: [] };
  if (deleteMissing) {
    for (const old of existing) {
      if (importedIds.has(old.id)) continue;
      changes.deleted.push({ kind: 'deleted', id: old.id, name: old.name, old, new: null, fields: [] });
    }
  }
  for (const collection of imported) {
    yield;
    const old = existingById.get(collection.id);
    if (!old) {
      changes.added.push({
        kind: 'added',
        id: collection.id,
        name: collection.name,
        old: null,
        new: collection,
        fields: [],
      });
      continue;
    }
    const next = effectiveCollection(collection, old, deleteMissing);
    if (stableStringify(old) === stableStringify(next)) continue;
    changes.changed.push({
      kind: 'changed',
      id: collection.id,
      name: next.name,
      ...(old.name !== next.name ? { oldName: old.name } : {}),
      old,
      new: next,
      fields: fieldChanges(old, next),
    });
  }
  return changes;
}

/** Runs a generator of steps to its end at once. */
export function runSync<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

export function detectChanges(
  imported: readonly ImportCollection[],
  existing: readonly ImportCollection[],
  deleteMissing: boolean,
): ImportChanges {
  return runSync(changeSteps(imported, existing, deleteMissing));
}

/**
 * What the confirmation before an import lists: `name.*` for each collection that would be deleted,
 * `collection.field (id)` for each field of a changed collection that would be dropped.
 */
export function deletionsOf(changes: ImportChanges): string[] {
  const out = changes.deleted.map((c) => `${c.name}.*`);
  for (const c of changes.changed) {
    for (const f of c.fields)
      if (f.kind === 'deleted') out.push(`${c.oldName ?? c.name}.${f.name} (${f.id})`);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Replace with original ids

export interface OriginalIds {
  /** Imported collection id → the id of the existing collection of the same name. */
  collections: Map<string, string>;
  /** Per imported collection (by its imported id): imported field id → the existing field's id. */
  fields: Map<string, Map<string, string>>;
}

/**
 * Where imported collections and fields carry other ids than the existing ones of the same name
 * (collections matched by name, their fields by name within them). An id is only taken over when no
 * other imported collection (or field of the same collection) already uses it.
 */
export function findOriginalIds(
  imported: readonly ImportCollection[],
  existing: readonly ImportCollection[],
): OriginalIds {
  const existingByName = new Map(existing.map((c) => [c.name, c]));
  const importedIds = new Set(imported.map((c) => c.id));
  const out: OriginalIds = { collections: new Map(), fields: new Map() };
  for (const collection of imported) {
    const match = existingByName.get(collection.name);
    if (!match) continue;
    if (match.id !== collection.id && !importedIds.has(match.id))
      out.collections.set(collection.id, match.id);
    const matchFields = new Map(match.schema.map((f) => [f.name, f.id]));
    const usedFieldIds = new Set(collection.schema.map((f) => f.id));
    const fields = new Map<string, string>();
    for (const field of collection.schema) {
      const original = matchFields.get(field.name);
      if (original && original !== field.id && !usedFieldIds.has(original)) fields.set(field.id, original);
    }
    if (fields.size) out.fields.set(collection.id, fields);
  }
  return out;
}

export const hasOriginalIds = (ids: OriginalIds): boolean => ids.collections.size > 0 || ids.fields.size > 0;

/**
 * The imported collections with the ids of the existing collections and fields of the same names,
 * and every relation's collectionId pointing at a replaced collection id following it.
 */
export function replaceWithOriginalIds(
  imported: readonly ImportCollection[],
  ids: OriginalIds,
): ImportCollection[] {
  return imported.map((collection) => {
    const fieldIds = ids.fields.get(collection.id);
    const schema = collection.schema.map((field) => {
      let next = field;
      const id = fieldIds?.get(field.id);
      if (id) next = { ...next, id };
      const options = next.options;
      if (isObject(options) && typeof options.collectionId === 'string') {
        const target = ids.collections.get(options.collectionId);
        if (target) next = { ...next, options: { ...options, collectionId: target } };
      }
      return next;
    });
    return { ...collection, id: ids.collections.get(collection.id) ?? collection.id, schema };
  });
}

// ---------------------------------------------------------------------------------------------
// Analysis (what the page shows) and its time-sliced run

export interface ImportAnalysis {
  status: ImportStatus;
  /** The normalised collections: the import's body when valid. */
  collections: ImportCollection[];
  changes: ImportChanges;
  /** Same names with other ids than the existing ones: 'Replace with original ids' is offered. */
  hasIdMismatches: boolean;
}

const NO_CHANGES: ImportChanges = { deleted: [], changed: [], added: [] };

/**
 * The whole analysis of a pasted text against the server's collections (raw, as the API gives them),
 * in small steps: parse, normalise the existing collections, then one step per imported collection.
 */
export function* analysisSteps(
  text: string,
  existingRaw: readonly JsonObject[],
  deleteMissing: boolean,
): Generator<void, ImportAnalysis> {
  const parsed = parseImport(text);
  if (parsed.status !== 'valid')
    return {
      status: parsed.status,
      collections: parsed.collections,
      changes: NO_CHANGES,
      hasIdMismatches: false,
    };
  yield;
  const existing = existingRaw.map(normaliseCollection);
  yield;
  const changes = yield* changeSteps(parsed.collections, existing, deleteMissing);
  const hasIdMismatches = hasOriginalIds(findOriginalIds(parsed.collections, existing));
  return { status: 'valid', collections: parsed.collections, changes, hasIdMismatches };
}

export function analyseImport(
  text: string,
  existingRaw: readonly JsonObject[],
  deleteMissing: boolean,
): ImportAnalysis {
  return runSync(analysisSteps(text, existingRaw, deleteMissing));
}

/** Gives the browser a turn (input, paint) between slices of work. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs a generator of steps in slices of about `sliceMs`, giving the browser a turn between slices,
 * so no single task runs long. Rejects with an AbortError once `signal` aborts.
 */
export async function runSteps<T>(
  steps: Generator<void, T>,
  { signal, sliceMs = 8 }: { signal?: AbortSignal; sliceMs?: number } = {},
): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    if (signal?.aborted) throw new DOMException('The analysis was cancelled.', 'AbortError');
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await yieldToBrowser();
      sliceStart = performance.now();
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Server errors

export interface ImportError {
  /** The collection the server named (null for an error about the whole import). */
  collectionId: string | null;
  collectionName: string | null;
  messages: string[];
}

/** `path: message` lines of a nested error object ({"schema": {"1": {"name": "…"}}}). */
function flattenMessages(value: unknown, path: string, out: string[]): void {
  if (isObject(value)) {
    if (typeof value.message === 'string' && typeof value.code === 'string') {
      out.push(path ? `${path}: ${value.message}` : value.message);
      return;
    }
    for (const [key, inner] of Object.entries(value))
      flattenMessages(inner, path ? `${path}.${key}` : key, out);
    return;
  }
  if (typeof value === 'string') out.push(path ? `${path}: ${value}` : value);
}

const VALIDATION_FAILURE =
  /^Data validations failed for collection "([\s\S]*)" \(([^()]*)\):\s*([\s\S]*?)\.?\s*$/;

/** A name the server quoted Go-style (%q): JSON reads the common escapes; anything else stays as is. */
function unquote(quoted: string): string {
  try {
    const value: unknown = JSON.parse(`"${quoted}"`);
    return typeof value === 'string' ? value : quoted;
  } catch {
    return quoted;
  }
}

/**
 * The server's import errors (the `data` of its 400 answer), one entry per collection it names:
 * `Data validations failed for collection "name" (id): {json}` becomes that collection's
 * `path: message` lines, a schema index naming the field it points at in `collections` (what was
 * sent, as the server stores it). Any other error is an entry without a collection.
 */
export function importErrorsOf(data: unknown, collections: readonly ImportCollection[]): ImportError[] {
  const out: ImportError[] = [];
  const entries = isObject(data) ? Object.entries(data) : [];
  for (const [key, value] of entries) {
    const message = isObject(value) && typeof value.message === 'string' ? value.message : null;
    const match = message ? VALIDATION_FAILURE.exec(message) : null;
    if (!match) {
      const messages: string[] = [];
      flattenMessages(value, key === 'collections' ? '' : key, messages);
      if (messages.length) out.push({ collectionId: null, collectionName: null, messages });
      continue;
    }
    const [, name, id, json] = match;
    let details: unknown = json;
    try {
      details = JSON.parse(json);
    } catch {
      // not JSON after all: the text itself is the message
    }
    const messages: string[] = [];
    flattenMessages(details, '', messages);
    const sent = collections.find((c) => c.id === id);
    const schema = sent?.schema ?? [];
    out.push({
      collectionId: id,
      collectionName: sent?.name ?? unquote(name),
      messages: messages.map((line) => {
        const field = /^schema\.(\d+)\./.exec(line);
        const named = field ? schema[Number(field[1])]?.name : undefined;
        return named ? `${line} (field "${named}")` : line;
      }),
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Display

/**
 * `value` with its object keys in the order of `reference` where both have them (the rest after), so
 * the two sides of a diff differ only where the values do. Arrays of objects with ids are matched by
 * id, other arrays by position.
 */
export function alignKeys(value: unknown, reference: unknown): unknown {
  if (Array.isArray(value)) {
    if (!Array.isArray(reference)) return value;
    const byId = new Map<unknown, unknown>();
    for (const item of reference) if (isObject(item) && item.id) byId.set(item.id, item);
    return value.map((item, i) =>
      alignKeys(item, isObject(item) && item.id && byId.has(item.id) ? byId.get(item.id) : reference[i]),
    );
  }
  if (!isObject(value) || !isObject(reference)) return value;
  const out: JsonObject = {};
  for (const key of Object.keys(reference))
    if (key in value) out[key] = alignKeys(value[key], reference[key]);
  for (const key of Object.keys(value)) if (!(key in out)) out[key] = value[key];
  return out;
}

/** A collection as the diff and the export show it: JSON indented 4 spaces. */
export const prettyJson = (value: unknown): string => (value == null ? '' : JSON.stringify(value, null, 4));
