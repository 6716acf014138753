import type { CollectionForm, SchemaFieldForm } from './collectionForm';
import { collectionToForm, newCollectionForm, newField } from './toForm';
import {
  changeRelationTarget,
  duplicateForm,
  isMultipleMode,
  removeField,
  renameCollection,
  renameField,
  restoreField,
  setCollectionType,
  setMultiple,
  setRequired,
  slugify,
} from './transitions';
import { parseIndex } from './indexSql';
import {
  INDEX_TITLE,
  INDEX_PAIR,
  posts,
  users,
  tags,
  field,
  indexOf,
  withField,
  deepFreeze,
} from './collectionForm.fixtures';

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
