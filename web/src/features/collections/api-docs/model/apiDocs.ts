// The API docs panel of one collection: every endpoint a client can call for it, with its rule,
// parameters, SDK examples and example responses, all generated from the schema.
//
// Sources: PocketBase v0.15.3 apis/record_crud.go, record_auth.go, realtime.go, file.go, forms/*.go and
// tools/search (list params: page, perPage, sort, filter; plus expand — 0.15 has no `fields` or
// `skipTotal`), and the JS SDK 0.14 / Dart SDK 0.10 method signatures. Error messages are the Go
// source's, passed through its `inflector.Sentenize` (capital first letter, final period).
import type { Collection } from 'pocketbase';
import type { ApiDocTab } from './apiDocTypes';
import { listTab, viewTab, createTab, updateTab, deleteTab, realtimeTab } from './recordTabs';
import { authTabs } from './authTabs';

/**
 * Every docs tab of the collection: base collections list, view, create, update, delete and
 * realtime; auth collections add the auth tabs (the password tab only with username or email auth
 * allowed, the OAuth2 and OAuth2-account tabs only with OAuth2 allowed); views keep list and view.
 * `baseUrl` goes into the SDK examples.
 */
export function apiDocTabs(collection: Collection, baseUrl: string): ApiDocTab[] {
  const tabs = [listTab(collection, baseUrl), viewTab(collection, baseUrl)];
  if (collection.type === 'view') return tabs;
  tabs.push(
    createTab(collection, baseUrl),
    updateTab(collection, baseUrl),
    deleteTab(collection, baseUrl),
    realtimeTab(collection, baseUrl),
  );
  if (collection.type === 'auth') tabs.push(...authTabs(collection, baseUrl));
  return tabs;
}
