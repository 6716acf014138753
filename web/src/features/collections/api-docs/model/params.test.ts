import { apiDocTabs } from './apiDocs';
import { BASE_URL, base, auth, tab, byName } from './apiDocs.fixtures';

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
});
