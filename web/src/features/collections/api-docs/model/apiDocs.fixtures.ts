// Collections and helpers the API docs' tests share.
import { Collection } from 'pocketbase';
import type { ApiDocTab } from './apiDocTypes';

export const BASE_URL = 'http://127.0.0.1:8090';

export function base(extra: { [key: string]: unknown } = {}) {
  return new Collection({
    id: 'postsid00000001',
    name: 'posts',
    type: 'base',
    listRule: '',
    viewRule: 'author = @request.auth.id',
    createRule: null,
    updateRule: null,
    deleteRule: null,
    schema: [
      { name: 'title', type: 'text', required: true, options: {} },
      { name: 'views', type: 'number', options: {} },
      { name: 'public', type: 'bool', options: {} },
      { name: 'contact', type: 'email', options: {} },
      { name: 'site', type: 'url', options: {} },
      { name: 'body', type: 'editor', options: {} },
      { name: 'published', type: 'date', options: {} },
      { name: 'status', type: 'select', options: { maxSelect: 1, values: ['draft', 'live'] } },
      { name: 'tags', type: 'select', options: { maxSelect: 3, values: ['a', 'b', 'c'] } },
      { name: 'meta', type: 'json', options: {} },
      { name: 'cover', type: 'file', options: { maxSelect: 1, thumbs: [] } },
      { name: 'gallery', type: 'file', options: { maxSelect: 5, thumbs: ['50x50'] } },
      { name: 'author', type: 'relation', options: { maxSelect: 1, collectionId: 'usersid00000001' } },
      { name: 'related', type: 'relation', options: { maxSelect: null, collectionId: 'postsid00000001' } },
    ],
    ...extra,
  });
}

export function auth(options: { [key: string]: unknown }) {
  return new Collection({
    id: 'usersid00000001',
    name: 'users',
    type: 'auth',
    listRule: 'id = @request.auth.id',
    viewRule: 'id = @request.auth.id',
    createRule: '',
    updateRule: 'id = @request.auth.id',
    deleteRule: null,
    schema: [{ name: 'name', type: 'text', options: {} }],
    options: { minPasswordLength: 8, requireEmail: false, ...options },
  });
}

export const view = new Collection({
  id: 'viewid000000001',
  name: 'stats',
  type: 'view',
  listRule: null,
  viewRule: null,
  schema: [{ name: 'total', type: 'number', options: {} }],
  options: { query: 'select id, count(*) as total from posts' },
});

export const ids = (tabs: ApiDocTab[]) => tabs.map((t) => t.id);
export const tab = (tabs: ApiDocTab[], id: string) => {
  const found = tabs.find((t) => t.id === id);
  if (!found) throw new Error(`no ${id} tab`);
  return found;
};
export const byName = (params: ApiDocTab['bodyParams'], name: string) => params.find((p) => p.name === name);
