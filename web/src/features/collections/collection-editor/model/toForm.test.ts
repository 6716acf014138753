import { Collection } from 'pocketbase';
import type { FieldType } from '../../../../lib/schema';
import { collectionToForm, newCollectionForm, newField } from './toForm';
import { isMultipleMode } from './transitions';
import { INDEX_TITLE, INDEX_PAIR, posts, users, tags, field } from './collectionForm.fixtures';

describe('newCollectionForm', () => {
  it('starts empty with every rule null (admins only)', () => {
    const form = newCollectionForm();
    expect(form).toMatchObject({ id: '', name: '', type: 'base', system: false, schema: [], indexes: [] });
    expect([form.listRule, form.viewRule, form.createRule, form.updateRule, form.deleteRule]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('gives a new auth collection email, username and OAuth2 auth and a minimum password length of 8', () => {
    expect(newCollectionForm('auth').options).toEqual({
      query: '',
      allowEmailAuth: true,
      allowUsernameAuth: true,
      allowOAuth2Auth: true,
      requireEmail: false,
      minPasswordLength: 8,
      onlyEmailDomains: [],
      exceptEmailDomains: [],
      manageRule: null,
    });
  });

  it('never shares option arrays between forms', () => {
    const a = newCollectionForm('auth');
    a.options.onlyEmailDomains.push('x.com');
    expect(newCollectionForm('auth').options.onlyEmailDomains).toEqual([]);
  });
});

describe('newField', () => {
  it("names fields 'field', then 'field2', 'field3'… (case-insensitive)", () => {
    expect(newField('text', []).name).toBe('field');
    expect(newField('text', ['field']).name).toBe('field2');
    expect(newField('text', ['FIELD', 'field2']).name).toBe('field3');
    expect(newField('text', ['field2']).name).toBe('field');
  });

  it('is unsaved with a local key', () => {
    const f = newField('bool', []);
    expect(f).toMatchObject({
      id: '',
      required: false,
      system: false,
      unique: false,
      toDelete: false,
      originalName: '',
    });
    expect(f.key).toMatch(/^new_[a-z0-9]{5}$/);
    expect(newField('bool', []).key).not.toBe(f.key);
  });

  it.each<[FieldType, { [key: string]: unknown }]>([
    ['text', { min: null, max: null, pattern: '' }],
    ['editor', {}],
    ['number', { min: null, max: null }],
    ['bool', {}],
    ['email', { exceptDomains: [], onlyDomains: [] }],
    ['url', { exceptDomains: [], onlyDomains: [] }],
    ['date', { min: '', max: '' }],
    ['select', { maxSelect: 1, values: [] }],
    ['json', {}],
    ['file', { maxSelect: 1, maxSize: 5242880, mimeTypes: [], thumbs: [], protected: false }],
    [
      'relation',
      { collectionId: '', cascadeDelete: false, minSelect: null, maxSelect: 1, displayFields: [] },
    ],
  ])('%s defaults', (type, options) => {
    expect(newField(type, []).options).toEqual(options);
  });
});

describe('collectionToForm', () => {
  it('maps a saved collection, keys = field ids, originalName = saved name', () => {
    const form = collectionToForm(posts());
    expect(form).toMatchObject({
      id: 'posts_id_000001',
      name: 'posts',
      type: 'base',
      listRule: '',
      viewRule: null,
    });
    expect(form.schema.map((f) => [f.key, f.id, f.name, f.originalName, f.toDelete])).toEqual([
      ['f_title', 'f_title', 'title', 'title', false],
      ['f_views', 'f_views', 'views', 'views', false],
      ['f_tags', 'f_tags', 'tags', 'tags', false],
      ['f_author', 'f_author', 'author', 'author', false],
    ]);
    expect(form.indexes).toEqual([INDEX_TITLE, INDEX_PAIR]);
    expect(form.options.query).toBe('');
  });

  it('fills missing option keys and turns null lists into []', () => {
    const form = collectionToForm(users);
    expect(field(form, 'name').options).toEqual({ min: null, max: null, pattern: '' });
    expect(field(form, 'avatar').options).toMatchObject({ maxSize: 100, protected: false, thumbs: [] });
    expect(form.options.onlyEmailDomains).toEqual([]);
    expect(form.options.exceptEmailDomains).toEqual([]);
  });

  it("keeps the server's zero values for keys an auth collection lacks, the defaults for other types", () => {
    const bare = collectionToForm(new Collection({ id: 'x', name: 'x', type: 'auth', options: {} }));
    expect(bare.options).toMatchObject({ allowEmailAuth: false, minPasswordLength: 0, manageRule: null });
    expect(collectionToForm(tags).options).toMatchObject({ allowEmailAuth: true, minPasswordLength: 8 });
  });

  it('reads a relation without maxSelect as unlimited, like the server', () => {
    const form = collectionToForm(
      new Collection({ id: 'r', name: 'r', schema: [{ id: 'x', name: 'x', type: 'relation', options: {} }] }),
    );
    expect(form.schema[0].options).toMatchObject({ minSelect: null, maxSelect: null, displayFields: [] });
    expect(isMultipleMode(form.schema[0])).toBe(true);
  });

  it('keeps the unique flag as sent', () => {
    const form = collectionToForm({
      ...posts(),
      schema: [
        { id: 'u', name: 'code', type: 'text', system: false, required: false, unique: true, options: {} },
      ],
    } as unknown as Collection);
    expect(form.schema[0].unique).toBe(true);
  });

  it('does not mutate the collection', () => {
    const c = posts();
    const before = JSON.stringify(c);
    const form = collectionToForm(c);
    (form.schema[2].options.values as string[]).push('d');
    expect(JSON.stringify(c)).toBe(before);
  });
});
