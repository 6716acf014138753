import { Collection } from 'pocketbase';
import type { CollectionForm } from './collectionForm';
import { collectionToForm, newCollectionForm, newField } from './toForm';
import { removeField, renameCollection, renameField, restoreField, setMultiple } from './transitions';
import { collectionChanges, collectionPayload, isFormChanged, needsConfirm } from './saving';
import { INDEX_TITLE, posts, users, withField, baseForm } from './collectionForm.fixtures';

describe('collectionChanges / needsConfirm', () => {
  const original = posts();
  const form = () => collectionToForm(original);

  it('a new collection has nothing to confirm', () => {
    const changes = collectionChanges(null, newCollectionForm());
    expect(changes).toEqual({ renamed: null, removedFields: [], renamedFields: [], multipleToSingle: [] });
    expect(needsConfirm(changes)).toBe(false);
  });

  it('plain edits (options, rules, new fields, indexes) need no confirmation', () => {
    let f = form();
    f.schema[0].options.max = 5;
    f = { ...f, listRule: null, indexes: [] };
    f = withField(f, newField('bool', []));
    const changes = collectionChanges(original, f);
    expect(needsConfirm(changes)).toBe(false);
  });

  it('a collection rename', () => {
    const changes = collectionChanges(original, renameCollection(form(), 'articles'));
    expect(changes.renamed).toEqual({ from: 'posts', to: 'articles' });
    expect(needsConfirm(changes)).toBe(true);
  });

  it('a removed field', () => {
    const changes = collectionChanges(original, removeField(form(), 1));
    expect(changes).toMatchObject({ removedFields: ['views'], renamedFields: [], multipleToSingle: [] });
    expect(needsConfirm(changes)).toBe(true);
  });

  it('a field dropped from the list counts as removed', () => {
    const f = form();
    const changes = collectionChanges(original, { ...f, schema: f.schema.slice(1) });
    expect(changes.removedFields).toEqual(['title']);
  });

  it('a renamed field', () => {
    const changes = collectionChanges(original, renameField(form(), 0, 'headline'));
    expect(changes).toMatchObject({ removedFields: [], renamedFields: [{ from: 'title', to: 'headline' }] });
    expect(needsConfirm(changes)).toBe(true);
  });

  it('a field from multiple to single (select and relation)', () => {
    const f = form();
    const schema = f.schema.map((x) =>
      x.name === 'tags' || x.name === 'author' ? setMultiple(x, false) : x,
    );
    const changes = collectionChanges(original, { ...f, schema });
    expect(changes).toMatchObject({
      removedFields: [],
      renamedFields: [],
      multipleToSingle: ['tags', 'author'],
    });
    expect(needsConfirm(changes)).toBe(true);
  });

  it('single to multiple needs no confirmation', () => {
    const f = collectionToForm(users);
    const schema = f.schema.map((x) => (x.name === 'avatar' ? setMultiple(x, true) : x));
    expect(needsConfirm(collectionChanges(users, { ...f, schema }))).toBe(false);
  });
});

describe('collectionPayload', () => {
  it('base: drops toDelete fields, strips local keys, no options, no system flag', () => {
    let form = withField(collectionToForm(posts()), newField('bool', []));
    form = removeField(form, 1);
    const payload = collectionPayload(form);
    expect(Object.keys(payload).sort()).toEqual(
      [
        'id',
        'name',
        'type',
        'schema',
        'indexes',
        'listRule',
        'viewRule',
        'createRule',
        'updateRule',
        'deleteRule',
        'options',
      ].sort(),
    );
    expect(payload.options).toEqual({});
    const schema = payload.schema as { [key: string]: unknown }[];
    expect(schema.map((f) => f.name)).toEqual(['title', 'tags', 'author', 'field']);
    for (const f of schema)
      expect(Object.keys(f).sort()).toEqual([
        'id',
        'name',
        'options',
        'required',
        'system',
        'type',
        'unique',
      ]);
    expect(schema[3]).toMatchObject({ id: '', type: 'bool', required: false, unique: false, options: {} });
    expect(payload).toMatchObject({
      id: 'posts_id_000001',
      listRule: '',
      createRule: '@request.auth.id != ""',
    });
  });

  it('omits the id of a new collection', () => {
    expect('id' in collectionPayload(newCollectionForm())).toBe(false);
  });

  it('auth: exactly the 8 auth options', () => {
    const payload = collectionPayload(collectionToForm(users));
    expect(payload.options).toEqual({
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

  it('view: only the query, null create/update/delete rules, no indexes', () => {
    const form: CollectionForm = {
      ...newCollectionForm('view'),
      name: 'v',
      listRule: '',
      createRule: '',
      indexes: [INDEX_TITLE],
      options: { ...newCollectionForm('view').options, query: 'select id from posts' },
    };
    const payload = collectionPayload(form);
    expect(payload).toMatchObject({
      type: 'view',
      listRule: '',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      indexes: [],
      options: { query: 'select id from posts' },
    });
  });

  it('sends numbers typed as text as numbers and cleared number inputs as null', () => {
    const form = baseForm('text', 'relation');
    form.schema[0].options = { min: '2', max: '', pattern: '' };
    form.schema[1].options = { ...form.schema[1].options, minSelect: NaN, maxSelect: '3' };
    const schema = collectionPayload(form).schema as { options: { [key: string]: unknown } }[];
    expect(schema[0].options).toEqual({ min: 2, max: null, pattern: '' });
    expect(schema[1].options).toMatchObject({ minSelect: null, maxSelect: 3 });
  });

  it('does not share objects with the form', () => {
    const form = collectionToForm(posts());
    const payload = collectionPayload(form) as { schema: { options: { values: string[] } }[] };
    payload.schema[2].options.values.push('x');
    expect(form.schema[2].options.values).toEqual(['a', 'b', 'c']);
  });
});

describe('isFormChanged', () => {
  it('a new collection is always changed', () => {
    expect(isFormChanged(null, newCollectionForm())).toBe(true);
  });

  it.each([
    ['base', posts()],
    ['auth with null lists', users],
    [
      'auth missing option keys',
      new Collection({ id: 'a', name: 'a', type: 'auth', options: { allowEmailAuth: true } }),
    ],
    ['base with options from another type', posts({ options: { query: 'x', allowEmailAuth: true } })],
    ['view', new Collection({ id: 'v', name: 'v', type: 'view', options: { query: 'select 1 as id' } })],
    [
      'fields missing option keys',
      new Collection({
        id: 'b',
        name: 'b',
        type: 'base',
        schema: [{ id: 'x', name: 'x', type: 'file', options: {} }],
      }),
    ],
  ])('an untouched %s collection is unchanged', (_, collection) => {
    expect(isFormChanged(collection, collectionToForm(collection))).toBe(false);
  });

  it('detects option, rule, order and removal changes', () => {
    const original = posts();
    const form = collectionToForm(original);
    const changed = (f: CollectionForm) => isFormChanged(original, f);
    expect(changed({ ...form, viewRule: '' })).toBe(true);
    expect(changed({ ...form, schema: [...form.schema].reverse() })).toBe(true);
    expect(changed(removeField(form, 0))).toBe(true);
    expect(changed(restoreField(removeField(form, 0), 0))).toBe(false);
    const edited = collectionToForm(original);
    edited.schema[0].options.max = 50;
    expect(changed(edited)).toBe(true);
    expect(changed(renameField(renameField(form, 0, 'x'), 0, 'title'))).toBe(false);
  });

  it('ignores the options of other types', () => {
    const original = posts();
    const form = collectionToForm(original);
    expect(isFormChanged(original, { ...form, options: { ...form.options, minPasswordLength: 30 } })).toBe(
      false,
    );
  });
});
