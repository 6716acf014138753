// Collections and helpers the collections import's tests share.
import type { JsonObject } from './collectionsImport';

/** A collection as GET /api/collections gives it (created and updated included). */
export function serverCollection(
  id: string,
  name: string,
  fields: JsonObject[],
  extra: JsonObject = {},
): JsonObject {
  return {
    id,
    created: '2024-01-01 10:00:00.000Z',
    updated: '2024-01-02 10:00:00.000Z',
    name,
    type: 'base',
    system: false,
    schema: fields.map((f) => ({
      system: false,
      required: false,
      unique: false,
      type: 'text',
      options: { min: null, max: null, pattern: '' },
      ...f,
    })),
    indexes: [],
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    options: {},
    ...extra,
  };
}

export const POSTS = serverCollection('posts_id_000001', 'posts', [
  { id: 'f_title', name: 'title' },
  { id: 'f_body', name: 'body' },
]);
export const TAGS = serverCollection('tags_id_0000001', 'tags', [{ id: 'f_label', name: 'label' }]);
export const EXISTING = [POSTS, TAGS];

export const clone = <T>(value: T): T => structuredClone(value);
export const text = (value: unknown) => JSON.stringify(value, null, 2);
