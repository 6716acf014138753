// Collections and records for browser tests, created through the real API (never a mock).
import { api } from './api';

export interface FieldDef {
  name: string;
  type: string;
  required?: boolean;
  options?: Record<string, unknown>;
}

export interface CollectionInfo {
  id: string;
  name: string;
  type: string;
  schema: Array<FieldDef & { id: string }>;
}

let counter = 0;
/** A unique collection name per call (names are unique per server). */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}_${Date.now().toString(36)}${counter}`;
}

export function createCollection(
  url: string,
  token: string,
  body: { name: string; type?: string; schema?: FieldDef[]; options?: Record<string, unknown> },
): Promise<CollectionInfo> {
  return api<CollectionInfo>(url, '/api/collections', {
    method: 'POST',
    token,
    body: {
      type: 'base',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      ...body,
    },
  });
}

export interface RecordInfo {
  id: string;
  [key: string]: unknown;
}

export function createRecord(
  url: string,
  token: string,
  collection: string,
  data: Record<string, unknown>,
): Promise<RecordInfo> {
  return api<RecordInfo>(url, `/api/collections/${collection}/records`, {
    method: 'POST',
    token,
    body: data,
  });
}

/**
 * Creates the records one after another so that each has a later `created` than the one before.
 * The server stamps `created` to the millisecond, so two records made within one millisecond tie,
 * and a list sorted by `-created` may show them either way round. Before each create this waits
 * until the clock (shared with the server on loopback) has passed the previous record's stamp.
 */
export async function createRecordsInOrder(
  url: string,
  token: string,
  collection: string,
  list: Array<Record<string, unknown>>,
): Promise<RecordInfo[]> {
  const made: RecordInfo[] = [];
  let last = -Infinity;
  for (const data of list) {
    while (Date.now() <= last) await new Promise((resolve) => setImmediate(resolve));
    const record = await createRecord(url, token, collection, data);
    last = Date.parse(String(record.created).replace(' ', 'T'));
    if (Number.isNaN(last)) throw new Error(`record without a created stamp: ${JSON.stringify(record)}`);
    made.push(record);
  }
  return made;
}

/** Creates a record with files (multipart): `files` maps a field name to [filename, content, type] triples. */
export async function createRecordWithFiles(
  url: string,
  token: string,
  collection: string,
  data: Record<string, string>,
  files: Record<string, Array<[string, Uint8Array<ArrayBuffer> | string, string]>>,
): Promise<RecordInfo> {
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) form.append(key, value);
  for (const [field, list] of Object.entries(files)) {
    for (const [name, content, type] of list) form.append(field, new Blob([content], { type }), name);
  }
  const res = await fetch(`${url}/api/collections/${collection}/records`, {
    method: 'POST',
    headers: { Authorization: token },
    body: form,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`upload → ${res.status}: ${text}`);
  return JSON.parse(text) as RecordInfo;
}

/** A tiny valid 1x1 PNG. */
export const PNG_1X1: Uint8Array<ArrayBuffer> = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
);
