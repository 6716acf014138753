import { Collection } from 'pocketbase';
import { apiDocTabs, exampleRecord, type ApiDocTab } from './apiDocs';

const BASE_URL = 'http://127.0.0.1:8090';

function base(extra: { [key: string]: unknown } = {}) {
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

function auth(options: { [key: string]: unknown }) {
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

const view = new Collection({
  id: 'viewid000000001',
  name: 'stats',
  type: 'view',
  listRule: null,
  viewRule: null,
  schema: [{ name: 'total', type: 'number', options: {} }],
  options: { query: 'select id, count(*) as total from posts' },
});

const ids = (tabs: ApiDocTab[]) => tabs.map((t) => t.id);
const tab = (tabs: ApiDocTab[], id: string) => {
  const found = tabs.find((t) => t.id === id);
  if (!found) throw new Error(`no ${id} tab`);
  return found;
};
const byName = (params: ApiDocTab['bodyParams'], name: string) => params.find((p) => p.name === name);

describe('apiDocTabs: which tabs', () => {
  it('gives a base collection list, view, create, update, delete and realtime', () => {
    const tabs = apiDocTabs(base(), BASE_URL);
    expect(ids(tabs)).toEqual(['list', 'view', 'create', 'update', 'delete', 'realtime']);
    expect(tabs.map((t) => t.label)).toEqual([
      'List/Search',
      'View',
      'Create',
      'Update',
      'Delete',
      'Realtime',
    ]);
  });

  it('drops create, update, delete and realtime for a view', () => {
    expect(ids(apiDocTabs(view, BASE_URL))).toEqual(['list', 'view']);
  });

  it('adds every auth tab when password and OAuth2 auth are allowed', () => {
    const tabs = apiDocTabs(
      auth({ allowEmailAuth: true, allowUsernameAuth: true, allowOAuth2Auth: true }),
      BASE_URL,
    );
    expect(ids(tabs)).toEqual([
      'list',
      'view',
      'create',
      'update',
      'delete',
      'realtime',
      'auth-with-password',
      'auth-with-oauth2',
      'auth-refresh',
      'request-verification',
      'confirm-verification',
      'request-password-reset',
      'confirm-password-reset',
      'request-email-change',
      'confirm-email-change',
      'auth-methods',
      'list-external-auths',
      'unlink-external-auth',
    ]);
    expect(tabs.slice(6).map((t) => t.label)).toEqual([
      'Auth with password',
      'Auth with OAuth2',
      'Auth refresh',
      'Request verification',
      'Confirm verification',
      'Request password reset',
      'Confirm password reset',
      'Request email change',
      'Confirm email change',
      'List auth methods',
      'List OAuth2 accounts',
      'Unlink OAuth2 account',
    ]);
  });

  it('keeps the password tab with only username or only email auth', () => {
    expect(ids(apiDocTabs(auth({ allowUsernameAuth: true }), BASE_URL))).toContain('auth-with-password');
    expect(ids(apiDocTabs(auth({ allowEmailAuth: true }), BASE_URL))).toContain('auth-with-password');
  });

  it('hides the password tab without username and email auth, and the OAuth2 tabs without OAuth2', () => {
    const tabs = ids(apiDocTabs(auth({ allowEmailAuth: false, allowUsernameAuth: false }), BASE_URL));
    expect(tabs).not.toContain('auth-with-password');
    expect(tabs).not.toContain('auth-with-oauth2');
    expect(tabs).not.toContain('list-external-auths');
    expect(tabs).not.toContain('unlink-external-auth');
    expect(tabs).toContain('auth-refresh');
    expect(tabs).toContain('auth-methods');
    expect(tabs).toHaveLength(6 + 8);
  });

  it('shows the OAuth2 tabs without password auth', () => {
    const tabs = ids(apiDocTabs(auth({ allowOAuth2Auth: true }), BASE_URL));
    expect(tabs).toEqual(
      expect.arrayContaining(['auth-with-oauth2', 'list-external-auths', 'unlink-external-auth']),
    );
    expect(tabs).not.toContain('auth-with-password');
  });
});

describe('apiDocTabs: methods, paths and rules', () => {
  it('gives each record endpoint its method and path', () => {
    const tabs = apiDocTabs(base(), BASE_URL);
    expect(tabs.map((t) => [t.id, t.method, t.path])).toEqual([
      ['list', 'GET', '/api/collections/posts/records'],
      ['view', 'GET', '/api/collections/posts/records/:id'],
      ['create', 'POST', '/api/collections/posts/records'],
      ['update', 'PATCH', '/api/collections/posts/records/:id'],
      ['delete', 'DELETE', '/api/collections/posts/records/:id'],
      ['realtime', 'SSE', '/api/realtime'],
    ]);
    expect(tab(tabs, 'view').pathParams.map((p) => p.name)).toEqual(['id']);
  });

  it('gives each auth endpoint its method and path', () => {
    const tabs = apiDocTabs(auth({ allowEmailAuth: true, allowOAuth2Auth: true }), BASE_URL);
    const paths = Object.fromEntries(tabs.map((t) => [t.id, `${t.method} ${t.path}`]));
    expect(paths['auth-with-password']).toBe('POST /api/collections/users/auth-with-password');
    expect(paths['auth-with-oauth2']).toBe('POST /api/collections/users/auth-with-oauth2');
    expect(paths['auth-refresh']).toBe('POST /api/collections/users/auth-refresh');
    expect(paths['request-verification']).toBe('POST /api/collections/users/request-verification');
    expect(paths['confirm-verification']).toBe('POST /api/collections/users/confirm-verification');
    expect(paths['request-password-reset']).toBe('POST /api/collections/users/request-password-reset');
    expect(paths['confirm-password-reset']).toBe('POST /api/collections/users/confirm-password-reset');
    expect(paths['request-email-change']).toBe('POST /api/collections/users/request-email-change');
    expect(paths['confirm-email-change']).toBe('POST /api/collections/users/confirm-email-change');
    expect(paths['auth-methods']).toBe('GET /api/collections/users/auth-methods');
    expect(paths['list-external-auths']).toBe('GET /api/collections/users/records/:id/external-auths');
    expect(paths['unlink-external-auth']).toBe(
      'DELETE /api/collections/users/records/:id/external-auths/:provider',
    );
    expect(tab(tabs, 'unlink-external-auth').pathParams.map((p) => p.name)).toEqual(['id', 'provider']);
  });

  it('maps every CRUD tab to its rule, keeping null (admins only) and empty (everyone) apart', () => {
    const tabs = apiDocTabs(base(), BASE_URL);
    expect(tab(tabs, 'list').rule).toEqual({ label: 'List rule', value: '' });
    expect(tab(tabs, 'view').rule).toEqual({ label: 'View rule', value: 'author = @request.auth.id' });
    expect(tab(tabs, 'create').rule).toEqual({ label: 'Create rule', value: null });
    expect(tab(tabs, 'update').rule).toEqual({ label: 'Update rule', value: null });
    expect(tab(tabs, 'delete').rule).toEqual({ label: 'Delete rule', value: null });
    expect(tab(tabs, 'realtime').rule).toEqual({ label: 'List rule', value: '' });
  });

  it('answers 403 only when the rule is null', () => {
    const tabs = apiDocTabs(base(), BASE_URL);
    const statuses = (id: string) => tab(tabs, id).responses.map((r) => r.status);
    expect(statuses('view')).toEqual([200, 404]);
    expect(statuses('create')).toEqual([200, 400, 403]);
    expect(statuses('update')).toEqual([200, 400, 403, 404]);
    expect(statuses('delete')).toEqual([204, 400, 403, 404]);
    expect(JSON.parse(tab(tabs, 'create').responses[2].body)).toEqual({
      code: 403,
      message: 'Only admins can perform this action.',
      data: {},
    });
    expect(JSON.parse(tab(tabs, 'view').responses[1].body).message).toBe(
      "The requested resource wasn't found.",
    );
  });

  it('gives each response status once per tab (the status tabs)', () => {
    for (const t of apiDocTabs(auth({ allowEmailAuth: true, allowOAuth2Auth: true }), BASE_URL)) {
      const statuses = t.responses.map((r) => r.status);
      expect(new Set(statuses).size).toBe(statuses.length);
      for (const r of t.responses) expect(() => JSON.parse(r.body)).not.toThrow();
    }
  });

  it('uses the Go source messages for the list errors', () => {
    const open = tab(apiDocTabs(base(), BASE_URL), 'list').responses.map((r) => JSON.parse(r.body));
    expect(open[1]).toEqual({ code: 400, message: 'Invalid filter parameters.', data: {} });
    expect(open[2].message).toBe('Only admins can filter by @collection and @request query params.');
    const closed = tab(apiDocTabs(view, BASE_URL), 'list').responses.map((r) => JSON.parse(r.body));
    expect(closed[2].message).toBe('Only admins can perform this action.');
  });

  it("answers 403 'You are not allowed to perform this request.' for another record's OAuth2 accounts", () => {
    const tabs = apiDocTabs(auth({ allowOAuth2Auth: true }), BASE_URL);
    const bodies = tab(tabs, 'list-external-auths').responses.map((r) => [r.status, JSON.parse(r.body)]);
    expect(bodies.map(([status]) => status)).toEqual([200, 401, 403, 404]);
    expect(bodies[2][1].message).toBe('You are not allowed to perform this request.');
  });
});

describe('apiDocTabs: parameters', () => {
  it('lists the query params 0.15.3 supports, with the file thumb note in the description', () => {
    const list = tab(apiDocTabs(base(), BASE_URL), 'list');
    expect(list.queryParams.map((p) => p.name)).toEqual(['page', 'perPage', 'sort', 'filter', 'expand']);
    expect(list.description).toContain('?thumb=100x100');
    expect(byName(list.queryParams, 'sort')?.description).toContain('@random, id, created, updated, title');
    expect(byName(list.queryParams, 'expand')?.description).toContain('?expand=author,related');
  });

  it('builds the create body from the schema with types and required flags', () => {
    const create = tab(apiDocTabs(base(), BASE_URL), 'create');
    const params = create.bodyParams;
    expect(params.map((p) => p.name)).toEqual(['id', ...base().schema.map((f) => f.name)]);
    expect(byName(params, 'title')).toMatchObject({ type: 'String', required: true });
    expect(byName(params, 'views')).toMatchObject({ type: 'Number', required: false });
    expect(byName(params, 'public')?.type).toBe('Boolean');
    expect(byName(params, 'status')?.type).toBe('String');
    expect(byName(params, 'tags')?.type).toBe('Array<String>');
    expect(byName(params, 'cover')?.type).toBe('File');
    expect(byName(params, 'gallery')?.type).toBe('Array<File>');
    expect(byName(params, 'cover')?.description).toContain('multipart/form-data');
    expect(byName(params, 'author')?.type).toBe('String');
    expect(byName(params, 'related')?.type).toBe('Array<String>');
    expect(byName(params, 'status')?.description).toBe('One of: draft, live.');
    expect(create.queryParams.map((p) => p.name)).toEqual(['expand']);
  });

  it('makes every update param optional and explains the modifiers', () => {
    const update = tab(apiDocTabs(base(), BASE_URL), 'update');
    expect(update.bodyParams.some((p) => p.required)).toBe(false);
    expect(byName(update.bodyParams, 'id')).toBeUndefined();
    expect(byName(update.bodyParams, 'views')?.description).toContain('views+');
    expect(byName(update.bodyParams, 'gallery')?.description).toContain('gallery-');
  });

  it('adds the auth fields on create and oldPassword on update', () => {
    const tabs = apiDocTabs(auth({ allowEmailAuth: true, requireEmail: true }), BASE_URL);
    const create = tab(tabs, 'create').bodyParams;
    expect(create.map((p) => p.name)).toEqual([
      'id',
      'username',
      'email',
      'emailVisibility',
      'password',
      'passwordConfirm',
      'verified',
      'name',
    ]);
    expect(byName(create, 'email')?.required).toBe(true);
    expect(byName(create, 'password')?.required).toBe(true);
    expect(byName(create, 'passwordConfirm')?.required).toBe(true);
    expect(byName(create, 'oldPassword')).toBeUndefined();
    const update = tab(tabs, 'update').bodyParams.map((p) => p.name);
    expect(update).toContain('oldPassword');
    expect(update).not.toContain('id');
  });

  it('documents the auth form bodies', () => {
    const tabs = apiDocTabs(
      auth({ allowEmailAuth: true, allowUsernameAuth: true, allowOAuth2Auth: true }),
      BASE_URL,
    );
    const body = (id: string) => tab(tabs, id).bodyParams.map((p) => p.name);
    expect(body('auth-with-password')).toEqual(['identity', 'password']);
    expect(body('auth-with-oauth2')).toEqual([
      'provider',
      'code',
      'codeVerifier',
      'redirectUrl',
      'createData',
    ]);
    expect(body('request-verification')).toEqual(['email']);
    expect(body('confirm-verification')).toEqual(['token']);
    expect(body('request-password-reset')).toEqual(['email']);
    expect(body('confirm-password-reset')).toEqual(['token', 'password', 'passwordConfirm']);
    expect(body('request-email-change')).toEqual(['newEmail']);
    expect(body('confirm-email-change')).toEqual(['token', 'password']);
    expect(tab(tabs, 'auth-with-password').bodyParams[0].description).toContain('username or email');
  });

  it('gives the 400 examples field error data', () => {
    const create = tab(apiDocTabs(base(), BASE_URL), 'create');
    expect(JSON.parse(create.responses[1].body)).toEqual({
      code: 400,
      message: 'Something went wrong while processing your request.',
      data: { title: { code: 'validation_required', message: 'Cannot be blank.' } },
    });
  });
});

describe('apiDocTabs: examples', () => {
  it('gives a JavaScript and a Dart example per tab, with the base URL', () => {
    for (const t of apiDocTabs(auth({ allowEmailAuth: true, allowOAuth2Auth: true }), BASE_URL)) {
      expect(t.examples.map((e) => [e.label, e.language])).toEqual([
        ['JavaScript', 'javascript'],
        ['Dart', 'dart'],
      ]);
      expect(t.examples[0].code).toContain(`const pb = new PocketBase('${BASE_URL}');`);
      expect(t.examples[1].code).toContain(`final pb = PocketBase('${BASE_URL}');`);
    }
  });

  it('calls the SDK method of each endpoint', () => {
    const tabs = apiDocTabs(base(), BASE_URL);
    expect(tab(tabs, 'list').examples[0].code).toContain("pb.collection('posts').getList(1, 50, {");
    expect(tab(tabs, 'view').examples[0].code).toContain("pb.collection('posts').getOne('RECORD_ID'");
    expect(tab(tabs, 'create').examples[0].code).toContain("pb.collection('posts').create(data)");
    expect(tab(tabs, 'update').examples[1].code).toContain(
      "pb.collection('posts').update('RECORD_ID', body: body",
    );
    expect(tab(tabs, 'delete').examples[1].code).toContain(
      "await pb.collection('posts').delete('RECORD_ID');",
    );
    expect(tab(tabs, 'realtime').examples[0].code).toContain("pb.collection('posts').subscribe('*'");
    expect(tab(tabs, 'create').examples[1].code).toContain("http.MultipartFile.fromString('gallery'");
  });

  it('escapes $ in Dart strings', () => {
    const priced = base({
      schema: [{ name: 'price', type: 'select', options: { maxSelect: 1, values: ['$5'] } }],
    });
    expect(tab(apiDocTabs(priced, BASE_URL), 'create').examples[1].code).toContain('"price": "\\$5"');
  });
});

describe('exampleRecord', () => {
  it('fills the system fields and a sample value per field type', () => {
    expect(exampleRecord(base())).toEqual({
      id: 'RECORD_ID',
      collectionId: 'postsid00000001',
      collectionName: 'posts',
      created: '2022-01-01 10:00:00.123Z',
      updated: '2022-01-01 10:00:00.123Z',
      title: 'test',
      views: 123,
      public: true,
      contact: 'test@example.com',
      site: 'https://example.com',
      body: '<p>test</p>',
      published: '2022-01-01 10:00:00.123Z',
      status: 'draft',
      tags: ['a'],
      meta: 'JSON',
      cover: 'filename.jpg',
      gallery: ['filename.jpg'],
      author: 'RELATION_RECORD_ID',
      related: ['RELATION_RECORD_ID'],
    });
  });

  it('adds the auth fields to auth records', () => {
    expect(exampleRecord(auth({}))).toMatchObject({
      username: 'username123',
      email: 'test@example.com',
      emailVisibility: true,
      verified: true,
      name: 'test',
    });
  });

  it('leaves created and updated out of view records', () => {
    expect(exampleRecord(view)).toEqual({
      id: 'RECORD_ID',
      collectionId: 'viewid000000001',
      collectionName: 'stats',
      total: 123,
    });
  });

  it('is the record of the success responses', () => {
    const tabs = apiDocTabs(base(), BASE_URL);
    expect(JSON.parse(tab(tabs, 'view').responses[0].body)).toEqual(exampleRecord(base()));
    expect(JSON.parse(tab(tabs, 'list').responses[0].body).items[0]).toEqual(exampleRecord(base()));
    expect(tab(tabs, 'delete').responses[0]).toEqual({ status: 204, body: 'null' });
  });
});
