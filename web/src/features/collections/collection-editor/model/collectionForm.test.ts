import { Collection } from 'pocketbase';
import {
  changeRelationTarget,
  collectionChanges,
  collectionPayload,
  collectionToForm,
  type CollectionForm,
  duplicateForm,
  errorTab,
  FIELD_TYPES,
  isFormChanged,
  isMultipleMode,
  needsConfirm,
  newCollectionForm,
  newField,
  removeField,
  renameCollection,
  renameField,
  restoreField,
  type SchemaFieldForm,
  setCollectionType,
  setMultiple,
  setRequired,
  slugify,
  validateCollectionForm,
} from './collectionForm';
import { goRegexpError } from '../../../../lib/goRegexp';
import type { FieldType } from '../../../../lib/schema';
import { parseIndex } from './indexSql';

const INDEX_TITLE = 'CREATE INDEX `idx_title` ON `posts` (`title`)';
const INDEX_PAIR = 'CREATE UNIQUE INDEX `idx_pair` ON `posts` (\n  `title`,\n  `views`\n)';

function posts(extra: { [key: string]: unknown } = {}): Collection {
  return new Collection({
    id: 'posts_id_000001',
    name: 'posts',
    type: 'base',
    system: false,
    schema: [
      {
        id: 'f_title',
        name: 'title',
        type: 'text',
        required: true,
        options: { min: null, max: 100, pattern: '' },
      },
      { id: 'f_views', name: 'views', type: 'number', options: { min: null, max: null } },
      { id: 'f_tags', name: 'tags', type: 'select', options: { maxSelect: 3, values: ['a', 'b', 'c'] } },
      {
        id: 'f_author',
        name: 'author',
        type: 'relation',
        options: {
          collectionId: 'users_id_000001',
          cascadeDelete: false,
          minSelect: null,
          maxSelect: null,
          displayFields: [],
        },
      },
    ],
    indexes: [INDEX_TITLE, INDEX_PAIR],
    listRule: '',
    viewRule: null,
    createRule: '@request.auth.id != ""',
    updateRule: null,
    deleteRule: null,
    options: {},
    ...extra,
  });
}

const users = new Collection({
  id: 'users_id_000001',
  name: 'users',
  type: 'auth',
  schema: [
    { id: 'u_name', name: 'name', type: 'text', options: {} },
    {
      id: 'u_avatar',
      name: 'avatar',
      type: 'file',
      options: { maxSelect: 1, maxSize: 100, thumbs: [], mimeTypes: [] },
    },
  ],
  options: {
    allowEmailAuth: true,
    allowOAuth2Auth: true,
    allowUsernameAuth: true,
    exceptEmailDomains: null,
    manageRule: null,
    minPasswordLength: 8,
    onlyEmailDomains: null,
    requireEmail: false,
  },
});

const tags = new Collection({
  id: 'tags_id_0000001',
  name: 'tags',
  type: 'base',
  schema: [{ id: 't1', name: 'label', type: 'text' }],
});

const ALL = [posts(), users, tags];

function field(form: CollectionForm, name: string): SchemaFieldForm {
  const found = form.schema.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

function indexOf(form: CollectionForm, name: string): number {
  return form.schema.findIndex((f) => f.name === name);
}

function withField(form: CollectionForm, f: SchemaFieldForm): CollectionForm {
  return { ...form, schema: [...form.schema, f] };
}

function baseForm(...types: FieldType[]): CollectionForm {
  let form = { ...newCollectionForm('base'), name: 'things' };
  for (const type of types)
    form = withField(
      form,
      newField(
        type,
        form.schema.map((f) => f.name),
      ),
    );
  return form;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe('FIELD_TYPES', () => {
  it('lists the add-field menu in order with the labels it shows', () => {
    expect(FIELD_TYPES.map((t) => `${t.type}:${t.label}`)).toEqual([
      'text:Plain text',
      'editor:Rich editor',
      'number:Number',
      'bool:Bool',
      'email:Email',
      'url:Url',
      'date:DateTime',
      'select:Select',
      'file:File',
      'relation:Relation',
      'json:Json',
    ]);
  });
});

describe('slugify', () => {
  it.each([
    ['Hello World', 'Hello_World'],
    ['crème-brûlée', 'creme_brulee'],
    ['a.b/c!d', 'abcd'],
    ['My Field ', 'My_Field_'],
    ['__x__', '__x__'],
    ['日本', ''],
    ['Ünïcödé 42', 'Unicode_42'],
  ])('%s → %s', (input, output) => {
    expect(slugify(input)).toBe(output);
  });
});

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

describe('single / multiple', () => {
  const select = (options: { [key: string]: unknown }) => ({ ...newField('select', []), options });
  const file = (options: { [key: string]: unknown }) => ({ ...newField('file', []), options });
  const relation = (options: { [key: string]: unknown }) => ({ ...newField('relation', []), options });

  it('isMultipleMode: select and file above 1, relation null (unlimited) or above 1, others never', () => {
    expect(isMultipleMode(select({ maxSelect: 1 }))).toBe(false);
    expect(isMultipleMode(select({ maxSelect: 2 }))).toBe(true);
    expect(isMultipleMode(file({ maxSelect: 99 }))).toBe(true);
    expect(isMultipleMode(file({ maxSelect: '3' }))).toBe(true);
    expect(isMultipleMode(relation({ maxSelect: 1 }))).toBe(false);
    expect(isMultipleMode(relation({ maxSelect: null }))).toBe(true);
    expect(isMultipleMode(relation({}))).toBe(true);
    expect(isMultipleMode(relation({ maxSelect: 5 }))).toBe(true);
    // 0 is not nil and not above 1: the server keeps a single id (lib/schema isMultiple)
    expect(isMultipleMode(relation({ maxSelect: 0 }))).toBe(false);
    expect(isMultipleMode({ type: 'text', options: { maxSelect: 5 } })).toBe(false);
  });

  it('isMultipleMode: text typed into the max select that is no number (yet) keeps the multiple mode', () => {
    expect(isMultipleMode(select({ maxSelect: '1e' }))).toBe(true);
    expect(isMultipleMode(file({ maxSelect: '1e309' }))).toBe(true);
    expect(isMultipleMode(relation({ maxSelect: '-' }))).toBe(true);
    expect(isMultipleMode(select({ maxSelect: '' }))).toBe(false);
    expect(isMultipleMode(select({ maxSelect: '0x10' }))).toBe(true); // not read as 16
    expect(isMultipleMode({ type: 'text', options: { maxSelect: 'x' } })).toBe(false);
  });

  it('select: multiple = number of choices, at least 2; single = 1', () => {
    expect(setMultiple(select({ maxSelect: 1, values: ['a', 'b', 'c'] }), true).options.maxSelect).toBe(3);
    expect(setMultiple(select({ maxSelect: 1, values: [] }), true).options.maxSelect).toBe(2);
    expect(setMultiple(select({ maxSelect: 1, values: ['a'] }), true).options.maxSelect).toBe(2);
    expect(setMultiple(select({ maxSelect: 3, values: ['a', 'b', 'c'] }), false).options.maxSelect).toBe(1);
  });

  it('file: multiple = 99 (no choices), single = 1', () => {
    expect(
      setMultiple(file({ maxSelect: 1, mimeTypes: ['image/png', 'image/jpeg'] }), true).options.maxSelect,
    ).toBe(99);
    expect(setMultiple(file({ maxSelect: 99 }), false).options.maxSelect).toBe(1);
  });

  it('relation: single sets minSelect null and maxSelect 1; multiple sets maxSelect null', () => {
    expect(setMultiple(relation({ minSelect: 2, maxSelect: 5 }), false).options).toMatchObject({
      minSelect: null,
      maxSelect: 1,
    });
    expect(setMultiple(relation({ minSelect: null, maxSelect: 1 }), true).options).toMatchObject({
      maxSelect: null,
    });
  });

  it('switching to the current mode keeps the value; other types are untouched', () => {
    expect(setMultiple(select({ maxSelect: 2, values: ['a', 'b', 'c'] }), true).options.maxSelect).toBe(2);
    expect(setMultiple(relation({ maxSelect: 4 }), true).options.maxSelect).toBe(4);
    const text = newField('text', []);
    expect(setMultiple(text, true)).toEqual(text);
  });

  it('never mutates the field', () => {
    const f = deepFreeze(select({ maxSelect: 1, values: ['a', 'b'] }));
    expect(() => setMultiple(f, true)).not.toThrow();
  });
});

describe('setRequired', () => {
  it('sets the flag and forces nullable off where the key exists', () => {
    const f = { ...newField('number', []), options: { min: null, max: null, nullable: true } };
    const on = setRequired(f, true);
    expect(on.required).toBe(true);
    expect(on.options.nullable).toBe(false);
    expect(f.options.nullable).toBe(true);
    expect(setRequired(on, false).options.nullable).toBe(false);
    expect('nullable' in setRequired(newField('text', []), true).options).toBe(false);
  });

  it('forces a field-level nullable off too', () => {
    const f = { ...newField('text', []), nullable: true } as SchemaFieldForm;
    expect((setRequired(f, true) as SchemaFieldForm & { nullable: boolean }).nullable).toBe(false);
  });
});

describe('changeRelationTarget', () => {
  const rel = {
    ...newField('relation', []),
    options: {
      collectionId: 'tags_id_0000001',
      maxSelect: 1,
      displayFields: ['label', 'name', 'id', 'created', 'email', 'username', 'updated'],
    },
  };

  it('keeps the display fields the new target has, with its system names', () => {
    expect(changeRelationTarget(rel, users).options).toMatchObject({
      collectionId: 'users_id_000001',
      displayFields: ['name', 'id', 'created', 'email', 'username', 'updated'],
    });
    expect(changeRelationTarget(rel, tags).options.displayFields).toEqual([
      'label',
      'id',
      'created',
      'updated',
    ]);
  });

  it('keeps the auth names when the target type is unknown (the server accepts them)', () => {
    expect(changeRelationTarget(rel, { id: 'x', schema: [] }).options.displayFields).toEqual([
      'id',
      'created',
      'email',
      'username',
      'updated',
    ]);
  });

  it("clears the target with null ('')", () => {
    expect(changeRelationTarget(rel, null).options).toMatchObject({ collectionId: '', displayFields: [] });
  });
});

describe('remove and restore', () => {
  it('marks a saved field toDelete and leaves the indexes', () => {
    const form = collectionToForm(posts());
    const next = removeField(form, indexOf(form, 'title'));
    expect(field(next, 'title').toDelete).toBe(true);
    expect(next.schema).toHaveLength(4);
    expect(next.indexes).toEqual(form.indexes);
    expect(form.schema[0].toDelete).toBe(false);
  });

  it('drops an unsaved field outright', () => {
    const form = withField(collectionToForm(posts()), newField('bool', ['title']));
    const next = removeField(form, 4);
    expect(next.schema.map((f) => f.name)).toEqual(['title', 'views', 'tags', 'author']);
  });

  it('restores the saved name and clears toDelete; index columns follow back', () => {
    let form = collectionToForm(posts());
    form = renameField(form, 0, 'headline');
    form = removeField(form, 0);
    expect(form.indexes[0]).toContain('`headline`');
    form = restoreField(form, 0);
    expect(form.schema[0]).toMatchObject({ name: 'title', toDelete: false });
    expect(parseIndex(form.indexes[0])?.columns.map((c) => c.name)).toEqual(['title']);
  });

  it('does nothing out of range or when not marked', () => {
    const form = collectionToForm(posts());
    expect(removeField(form, 9)).toEqual(form);
    expect(restoreField(form, 0)).toEqual(form);
  });
});

describe('renameField', () => {
  it('slugifies and renames the index columns using the previous name', () => {
    const form = collectionToForm(posts());
    const next = renameField(form, 0, 'Head line');
    expect(next.schema[0].name).toBe('Head_line');
    expect(next.schema[0].originalName).toBe('title');
    expect(parseIndex(next.indexes[0])?.columns.map((c) => c.name)).toEqual(['Head_line']);
    expect(parseIndex(next.indexes[1])?.columns.map((c) => c.name)).toEqual(['Head_line', 'views']);
    expect(form.indexes).toEqual([INDEX_TITLE, INDEX_PAIR]);
  });

  it('leaves the indexes while the name is empty or is another column', () => {
    const form = collectionToForm(posts());
    expect(renameField(form, 0, '').indexes).toEqual(form.indexes);
    expect(renameField(form, 0, 'views').indexes).toEqual(form.indexes);
    expect(renameField(form, 0, 'created').indexes).toEqual(form.indexes);
    const dup = { ...form, schema: form.schema.map((f, i) => (i === 0 ? { ...f, name: 'views' } : f)) };
    expect(renameField(dup, 0, 'views2').indexes).toEqual(form.indexes);
  });

  it('does not touch the indexes when the name is unchanged', () => {
    const form = collectionToForm(posts());
    expect(renameField(form, 0, 'title').indexes).toEqual(form.indexes);
  });
});

describe('renameCollection', () => {
  it("slugifies and moves the indexes' table", () => {
    const form = renameCollection(collectionToForm(posts()), 'blog posts');
    expect(form.name).toBe('blog_posts');
    expect(form.indexes.map((sql) => parseIndex(sql)?.tableName)).toEqual(['blog_posts', 'blog_posts']);
  });

  it('keeps the indexes while the name is empty, and catches up afterwards', () => {
    const empty = renameCollection(collectionToForm(posts()), '');
    expect(empty.indexes).toEqual([INDEX_TITLE, INDEX_PAIR]);
    const next = renameCollection(empty, 'articles');
    expect(next.indexes.map((sql) => parseIndex(sql)?.tableName)).toEqual(['articles', 'articles']);
  });

  it("locks a saved system collection's name", () => {
    const form = { ...collectionToForm(posts()), system: true };
    expect(renameCollection(form, 'other').name).toBe('posts');
  });
});

describe('setCollectionType', () => {
  const filled = (): CollectionForm => ({
    ...newCollectionForm('base'),
    name: 'posts',
    indexes: [INDEX_TITLE],
    listRule: '',
    viewRule: '',
    createRule: 'a = 1',
    updateRule: '',
    deleteRule: '',
  });

  it('View clears the create/update/delete rules and the indexes', () => {
    const form = setCollectionType(filled(), 'view');
    expect(form).toMatchObject({
      type: 'view',
      indexes: [],
      listRule: '',
      viewRule: '',
      createRule: null,
      updateRule: null,
      deleteRule: null,
    });
  });

  it('Auth applies the auth defaults', () => {
    const base = filled();
    base.options = { ...base.options, allowEmailAuth: false, minPasswordLength: 20, manageRule: 'x' };
    const form = setCollectionType(base, 'auth');
    expect(form.options).toMatchObject({ allowEmailAuth: true, minPasswordLength: 8, manageRule: null });
    expect(form.indexes).toEqual([INDEX_TITLE]);
  });

  it('the same type changes nothing', () => {
    const form = filled();
    expect(setCollectionType(form, 'base')).toEqual(form);
  });
});

describe('duplicateForm', () => {
  it('copies as a new collection: suffixed name, no ids, not system, new keys, fresh indexes', () => {
    let form = { ...collectionToForm(posts()), system: true };
    form = removeField(form, indexOf(form, 'views'));
    const copy = duplicateForm(form);
    expect(copy).toMatchObject({ id: '', name: 'posts_duplicate', system: false });
    expect(copy.schema.map((f) => f.name)).toEqual(['title', 'tags', 'author']);
    for (const f of copy.schema) {
      expect(f).toMatchObject({ id: '', originalName: '', toDelete: false });
      expect(f.key).toMatch(/^new_/);
    }
    const defs = copy.indexes.map((sql) => parseIndex(sql));
    expect(defs.map((d) => d?.tableName)).toEqual(['posts_duplicate', 'posts_duplicate']);
    expect(defs.map((d) => d?.indexName)).not.toContain('idx_title');
    expect(defs[0]?.indexName).not.toBe(defs[1]?.indexName);
    expect(copy.listRule).toBe(form.listRule);
    (copy.schema[1].options.values as string[]).push('z');
    expect(field(form, 'tags').options.values).toEqual(['a', 'b', 'c']);
  });
});

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

describe('errorTab', () => {
  it.each([
    ['name', 'fields'],
    ['type', 'fields'],
    ['schema', 'fields'],
    ['schema.2.options.max', 'fields'],
    ['indexes.0', 'fields'],
    ['options.query', 'fields'],
    ['listRule', 'rules'],
    ['deleteRule', 'rules'],
    ['options.manageRule', 'rules'],
    ['options.minPasswordLength', 'options'],
    ['options.onlyEmailDomains', 'options'],
  ] as const)('%s → %s', (path, tab) => {
    expect(errorTab(path)).toBe(tab);
  });
});

describe('validateCollectionForm', () => {
  const validate = (form: CollectionForm) => validateCollectionForm(form, ALL);

  it('an untouched saved collection is valid', () => {
    expect(validate(collectionToForm(posts()))).toEqual({});
    expect(validate(collectionToForm(users))).toEqual({});
  });

  it('collection name: required, pattern, unique (case-insensitive), not another id', () => {
    const form = baseForm('text');
    expect(validate({ ...form, name: '' }).name).toBe('Cannot be blank.');
    expect(validate({ ...form, name: '_x' }).name).toMatch(/starting with a letter or digit/);
    expect(validate({ ...form, name: 'POSTS' }).name).toBe('A collection with this name already exists.');
    expect(validate({ ...form, name: 'tags_id_0000001' }).name).toBe(
      'Must not match an existing collection id.',
    );
    expect(validate({ ...collectionToForm(posts()), name: 'posts' }).name).toBeUndefined();
  });

  it('a base collection needs at least one field (the server refuses an empty schema)', () => {
    expect(validate(baseForm()).schema).toBe('Cannot be blank.');
    expect(validate(removeField(baseForm('text'), 0)).schema).toBe('Cannot be blank.');
    const onlyRemoved = collectionToForm(tags);
    expect(validate(removeField(onlyRemoved, 0)).schema).toBe('Cannot be blank.');
    expect(validate({ ...newCollectionForm('auth'), name: 'members' })).toEqual({});
  });

  it('field names: required, word characters, reserved names, unique among kept fields', () => {
    const form = baseForm('text', 'text', 'text', 'text', 'text');
    const names = ['', 'a-b', 'Created', 'dup', 'DUP'];
    form.schema = form.schema.map((f, i) => ({ ...f, name: names[i] }));
    const errors = validate(form);
    expect(errors['schema.0.name']).toBe('Cannot be blank.');
    expect(errors['schema.1.name']).toBe('Use only letters, digits and _.');
    expect(errors['schema.2.name']).toBe('"Created" is a reserved name.');
    expect(errors['schema.3.name']).toBeUndefined();
    expect(errors['schema.4.name']).toBe('Another field has this name.');
  });

  it.each(['id', 'updated', 'collectionId', 'collectionName', 'expand', 'null', 'true'])(
    '%s is reserved',
    (name) => {
      const form = baseForm('text');
      form.schema[0].name = name;
      expect(validate(form)['schema.0.name']).toMatch(/reserved/);
    },
  );

  it('auth names are reserved in auth collections only', () => {
    for (const name of [
      'username',
      'email',
      'emailVisibility',
      'verified',
      'tokenKey',
      'passwordHash',
      'password',
      'oldPassword',
    ]) {
      const auth = {
        ...newCollectionForm('auth'),
        name: 'members',
        schema: [{ ...newField('text', []), name }],
      };
      expect(validate(auth)['schema.0.name']).toMatch(/reserved/);
      const base = { ...baseForm(), schema: [{ ...newField('text', []), name }] };
      expect(validate(base)['schema.0.name']).toBeUndefined();
    }
  });

  it('a removed field frees its name', () => {
    let form = collectionToForm(posts());
    form = removeField(form, 0);
    form = withField(form, { ...newField('text', []), name: 'title' });
    const errors = validate(form);
    expect(errors['schema.4.name']).toBeUndefined();
  });

  it('text: min integer >= 0, max 0 or >= min, pattern a Go regexp', () => {
    const check = (options: { [key: string]: unknown }) => {
      const form = baseForm('text');
      form.schema[0].options = { min: null, max: null, pattern: '', ...options };
      return validate(form);
    };
    expect(check({ min: -1 })['schema.0.options.min']).toBe('Must be an integer >= 0.');
    expect(check({ min: 1.5 })['schema.0.options.min']).toBe('Must be an integer >= 0.');
    expect(check({ min: 5, max: 3 })['schema.0.options.max']).toBe('Must be 0 (no limit) or at least 5.');
    expect(check({ min: 5, max: 0 })).toEqual({});
    expect(check({ min: 5, max: 5 })).toEqual({});
    expect(check({ max: -2 })['schema.0.options.max']).toBe('Must be an integer >= 0.');
    expect(check({ min: '', max: NaN })).toEqual({});
    expect(check({ pattern: '(?i)^[a-z]+$' })).toEqual({});
    expect(check({ pattern: '(?=a)' })['schema.0.options.pattern']).toBe(
      'Invalid regular expression: lookarounds are not supported.',
    );
  });

  it('number: max >= min', () => {
    const form = baseForm('number');
    form.schema[0].options = { min: 10, max: 2 };
    expect(validate(form)['schema.0.options.max']).toBe('Must be at least 10.');
    form.schema[0].options = { min: -1.5, max: -1.5 };
    expect(validate(form)).toEqual({});
    form.schema[0].options = { min: 'abc', max: null };
    expect(validate(form)['schema.0.options.min']).toBe('Not a valid number.');
  });

  it.each([
    ['number', 'min'],
    ['number', 'max'],
    ['text', 'min'],
    ['text', 'max'],
    ['select', 'maxSelect'],
    ['file', 'maxSelect'],
    ['file', 'maxSize'],
    ['relation', 'minSelect'],
    ['relation', 'maxSelect'],
  ] as const)("%s %s: text the server would not store as typed is 'Not a valid number.'", (type, key) => {
    const form = baseForm(type);
    for (const typed of ['1e309', '1e-400', '0x10', 'Infinity', 'ten']) {
      form.schema[0].options = { ...form.schema[0].options, values: ['a', 'b'], [key]: typed };
      expect(validate(form)[`schema.0.options.${key}`]).toBe('Not a valid number.');
    }
  });

  it('number options typed as text are sent as the numbers they are', () => {
    const form = baseForm('number');
    form.schema[0].options = { min: ' 1.5e1 ', max: '' };
    expect(validate(form)).toEqual({});
    const schema = collectionPayload(form).schema as { options: { [key: string]: unknown } }[];
    expect(schema[0].options).toEqual({ min: 15, max: null });
  });

  it('email / url: valid domains, not both lists', () => {
    const form = baseForm('email', 'url');
    form.schema[0].options = { onlyDomains: ['a.com'], exceptDomains: ['b.com'] };
    form.schema[1].options = { onlyDomains: ['not a domain'], exceptDomains: [] };
    const errors = validate(form);
    expect(errors['schema.0.options.exceptDomains']).toBe('Leave empty when only some domains are allowed.');
    expect(errors['schema.0.options.onlyDomains']).toBeUndefined();
    expect(errors['schema.1.options.onlyDomains']).toBe('Invalid domain "not a domain".');
  });

  it('date: max not before min', () => {
    const form = baseForm('date');
    form.schema[0].options = { min: '2024-01-02 00:00:00.000Z', max: '2024-01-01 00:00:00.000Z' };
    expect(validate(form)['schema.0.options.max']).toBe('Must not be before the min date.');
    form.schema[0].options = { min: '2024-01-01 00:00:00.000Z', max: '' };
    expect(validate(form)).toEqual({});
    form.schema[0].options = { min: 'soon', max: '' };
    expect(validate(form)['schema.0.options.min']).toBe('Not a valid date.');
  });

  it("date: an impossible date is 'Not a valid date.', typed or with the server's milliseconds", () => {
    const form = baseForm('date');
    for (const bad of [
      '2024-02-30 10:00:00',
      '2024-02-30 10:00:00.000Z',
      '2024-13-45 10:00:00',
      'not a date',
      '2024-05-01 10:00',
      '2024-05-01 25:00:00.000Z',
    ]) {
      form.schema[0].options = { min: bad, max: bad };
      expect(validate(form)).toEqual({
        'schema.0.options.min': 'Not a valid date.',
        'schema.0.options.max': 'Not a valid date.',
      });
    }
    form.schema[0].options = { min: '2024-02-29 10:00:00', max: '2024-03-01 00:00:00.123Z' };
    expect(validate(form)).toEqual({});
  });

  it('select: choices required, multiple maxSelect integer >= 2 and at most the choices', () => {
    const form = baseForm('select');
    expect(validate(form)['schema.0.options.values']).toBe('Cannot be blank.');
    const check = (maxSelect: unknown) => {
      form.schema[0].options = { values: ['a', 'b', 'c'], maxSelect };
      return validate(form)['schema.0.options.maxSelect'];
    };
    expect(check(1)).toBeUndefined();
    expect(check(3)).toBeUndefined();
    expect(check(0)).toBe('Must be an integer >= 2.');
    expect(check(2.5)).toBe('Must be an integer >= 2.');
    expect(check(null)).toBe('Cannot be blank.');
    expect(check(4)).toBe('Must be at most 3 (the number of choices).');
  });

  it('file: maxSelect required, integer >= 2 when multiple; maxSize integer > 0; thumb sizes', () => {
    const check = (options: { [key: string]: unknown }) => {
      const form = baseForm('file');
      form.schema[0].options = { ...form.schema[0].options, ...options };
      return validate(form);
    };
    expect(check({})).toEqual({});
    expect(check({ maxSelect: 99 })).toEqual({});
    expect(check({ maxSelect: '' })['schema.0.options.maxSelect']).toBe('Cannot be blank.');
    expect(check({ maxSelect: 0 })['schema.0.options.maxSelect']).toBe('Must be an integer >= 2.');
    expect(check({ maxSize: null })['schema.0.options.maxSize']).toBe('Cannot be blank.');
    expect(check({ maxSize: -1 })['schema.0.options.maxSize']).toBe('Must be an integer >= 0.');
    expect(check({ maxSize: 0 })['schema.0.options.maxSize']).toBe('Must be greater than 0 bytes.');
    expect(check({ thumbs: ['100x100', '100x100t', '100x100b', '100x100f', '0x50', '50x0'] })).toEqual({});
    for (const bad of ['0x0', '100', '100x100x', 'axb', '10x10z']) {
      expect(check({ thumbs: ['10x10', bad] })['schema.0.options.thumbs']).toContain(`"${bad}"`);
    }
  });

  it("relation: collection required ('Required') and existing, minSelect >= 1, maxSelect >= minSelect or 2", () => {
    const check = (options: { [key: string]: unknown }) => {
      const form = baseForm('relation');
      form.schema[0].options = { ...form.schema[0].options, collectionId: 'tags_id_0000001', ...options };
      return validate(form);
    };
    expect(check({})).toEqual({});
    expect(check({ collectionId: '' })['schema.0.options.collectionId']).toBe('Required');
    expect(check({ collectionId: 'missing' })['schema.0.options.collectionId']).toBe(
      'The collection does not exist.',
    );
    expect(check({ minSelect: 0, maxSelect: null })['schema.0.options.minSelect']).toBe(
      'Must be an integer >= 1.',
    );
    expect(check({ minSelect: 2, maxSelect: null })).toEqual({});
    expect(check({ minSelect: 3, maxSelect: 2 })['schema.0.options.maxSelect']).toBe('Must be at least 3.');
    expect(check({ minSelect: 2, maxSelect: 1 })['schema.0.options.maxSelect']).toBe('Must be at least 2.');
    expect(check({ maxSelect: 0 })['schema.0.options.maxSelect']).toBe('Must be at least 2.');
    expect(check({ maxSelect: 5 })).toEqual({});
    expect(check({ displayFields: ['label', 'id'] })).toEqual({});
    expect(check({ displayFields: ['nope'] })['schema.0.options.displayFields']).toBe(
      '"nope" is not a field of tags.',
    );
  });

  it('indexes: removed or unknown columns and invalid texts', () => {
    let form = removeField(collectionToForm(posts()), 1);
    expect(validate(form)).toEqual({ 'indexes.1': 'Uses the removed field "views".' });
    form = { ...collectionToForm(posts()), indexes: ['CREATE INDEX `i` ON `posts` (`ghost`)', 'nonsense'] };
    expect(validate(form)).toEqual({
      'indexes.0': 'Unknown column "ghost".',
      'indexes.1': 'Invalid CREATE INDEX expression.',
    });
    form = { ...collectionToForm(posts()), indexes: ['CREATE INDEX `i` ON `posts` (`created`, `id`)'] };
    expect(validate(form)).toEqual({});
  });

  it('auth options: min password length 6 to 72, domain lists not both, manage rule not empty', () => {
    const form = (options: Partial<CollectionForm['options']>): CollectionForm => ({
      ...newCollectionForm('auth'),
      name: 'members',
      options: { ...newCollectionForm('auth').options, ...options },
    });
    expect(validate(form({}))).toEqual({});
    for (const bad of [5, 73, 7.5]) {
      expect(validate(form({ minPasswordLength: bad }))['options.minPasswordLength']).toBe(
        'Must be an integer from 6 to 72.',
      );
    }
    for (const typed of ['1e309', '0x10', 'six'])
      expect(
        validate(form({ minPasswordLength: typed as unknown as number }))['options.minPasswordLength'],
      ).toBe('Not a valid number.');
    expect(validate(form({ minPasswordLength: 6 }))).toEqual({});
    expect(validate(form({ minPasswordLength: 72 }))).toEqual({});
    expect(validate(form({ minPasswordLength: 0 }))['options.minPasswordLength']).toBe('Cannot be blank.');
    expect(validate(form({ minPasswordLength: 0, allowEmailAuth: false, allowUsernameAuth: false }))).toEqual(
      {},
    );
    expect(
      validate(form({ onlyEmailDomains: ['a.com'], exceptEmailDomains: ['b.com'] }))[
        'options.exceptEmailDomains'
      ],
    ).toBe('Leave empty when only some domains are allowed.');
    expect(validate(form({ manageRule: '' }))['options.manageRule']).toMatch(/Cannot be empty/);
    expect(validate(form({ manageRule: '@request.auth.id != ""' }))).toEqual({});
  });

  it('view: query required; schema and indexes are not checked', () => {
    const view = { ...newCollectionForm('view'), name: 'v' };
    expect(validate(view)).toEqual({ 'options.query': 'Cannot be blank.' });
    expect(validate({ ...view, options: { ...view.options, query: 'select id from posts' } })).toEqual({});
  });

  it('does not mutate the form', () => {
    const form = deepFreeze(removeField(collectionToForm(posts()), 1));
    expect(() => validate(form)).not.toThrow();
  });
});

describe('goRegexpError (expectations from Go 1.26 regexp.Compile)', () => {
  it.each([
    '',
    'abc',
    '^[a-z]+$',
    '(?i)abc',
    '(?i:abc)',
    '(?is)a.b',
    '(?i-s)a',
    '(?-i)a',
    '(?)a',
    '(?U)a+',
    'a(?i)b',
    '(?P<name>a)',
    '(?<name>a)',
    '(?P<n>a)(?P<n>b)',
    '(?P<1a>x)',
    '\\Aabc\\z',
    '\\Qa.b*\\E',
    '\\Qunterminated',
    '\\pL+',
    '\\p{Greek}',
    '\\p{^L}',
    '\\PL',
    '[[:alpha:]]+',
    '[[:^digit:]]',
    '[]a]',
    '[^]a]',
    '[\\d-z]',
    'a{1000}',
    'a{,3}',
    'a{',
    'a}',
    ']',
    'a*?',
    'a??',
    'a|',
    '|',
    '\\x41',
    '\\x{41}',
    '\\012',
    '\\0',
    '\\_',
    '\\b',
    '\\v\\a\\f',
    '[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}',
  ])('accepts %s', (pattern) => {
    expect(goRegexpError(pattern)).toBeNull();
  });

  it.each([
    '(?-)a',
    '(?i-)a',
    '(?=a)',
    '(?!a)',
    '(?<=a)b',
    '(?<!a)b',
    '(?P<>x)',
    '(a)\\1',
    '\\k<n>',
    '\\p{',
    '[[:foo:]]',
    '[]',
    '[a-',
    '[z-a]',
    '[[:alpha:]',
    '[\\b]',
    '[\\Q]',
    'a{2,1}',
    'a{1001}',
    'a**',
    'x{2}{3}',
    '*a',
    '(',
    ')',
    '(a|b',
    '\\x4',
    '\\xg',
    '\\x{110000}',
    '\\8',
    '\\q',
    '\\C',
    '\\e',
    '\\é',
    '(?i)*',
  ])('refuses %s', (pattern) => {
    expect(goRegexpError(pattern)).not.toBeNull();
  });
});
