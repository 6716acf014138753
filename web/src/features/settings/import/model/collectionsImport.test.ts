import { collectionsOf, normaliseCollection, parseImport } from './collectionsImport';
import { serverCollection, POSTS, TAGS, clone, text } from './collectionsImport.fixtures';

describe('parseImport', () => {
  it('an empty or blank text is empty, not invalid', () => {
    expect(parseImport('').status).toBe('empty');
    expect(parseImport('  \n ').status).toBe('empty');
  });

  it('text that is not JSON is invalid with no collections', () => {
    expect(parseImport('[{"id": "a", ')).toEqual({ status: 'invalid', collections: [] });
  });

  it('anything but an array becomes no collections, so it is invalid', () => {
    for (const value of [{ id: 'a', name: 'b' }, 'x', 12, null, true])
      expect(parseImport(JSON.stringify(value))).toEqual({ status: 'invalid', collections: [] });
    expect(parseImport('[]')).toEqual({ status: 'invalid', collections: [] });
  });

  it('is valid only when every item is an object with an id and a name', () => {
    expect(parseImport(text([POSTS])).status).toBe('valid');
    expect(parseImport(text([POSTS, { name: 'no_id' }])).status).toBe('invalid');
    expect(parseImport(text([POSTS, { id: 'no_name_0000001' }])).status).toBe('invalid');
    expect(parseImport(text([POSTS, { id: '', name: 'x' }])).status).toBe('invalid');
    expect(parseImport(text([POSTS, { id: 5, name: 'x' }])).status).toBe('invalid');
    expect(parseImport(text([POSTS, 'posts'])).status).toBe('invalid');
  });

  it('removes a second collection with an id already seen (the first stays)', () => {
    const second = { ...clone(POSTS), name: 'posts_again' };
    const { collections, status } = parseImport(text([POSTS, TAGS, second]));
    expect(status).toBe('valid');
    expect(collections.map((c) => c.name)).toEqual(['posts', 'tags']);
  });

  it('removes a second schema field with an id already seen; fields without an id all stay', () => {
    const raw = serverCollection('c_id_000000001', 'c', [
      { id: 'f_a', name: 'a' },
      { id: 'f_a', name: 'a_again' },
      { name: 'new_one' },
      { name: 'new_two' },
    ]);
    const [c] = parseImport(text([raw])).collections;
    expect(c.schema.map((f) => f.name)).toEqual(['a', 'new_one', 'new_two']);
    expect(c.schema.map((f) => f.id)).toEqual(['f_a', '', '']);
  });

  it('strips created and updated, and keys the server does not store', () => {
    const [c] = parseImport(text([{ ...POSTS, extra: 1 }])).collections;
    expect(c).not.toHaveProperty('created');
    expect(c).not.toHaveProperty('updated');
    expect(c).not.toHaveProperty('extra');
    expect(Object.keys(c)).toEqual([
      'id',
      'name',
      'type',
      'system',
      'schema',
      'indexes',
      'listRule',
      'viewRule',
      'createRule',
      'updateRule',
      'deleteRule',
      'options',
    ]);
  });

  it("fills missing keys with the server's zero values (a bare {id, name} is a base collection)", () => {
    const [c] = parseImport(
      '[{"id": "bare_id_0000001", "name": "bare", "schema": [{"id": "f1", "name": "x"}]}]',
    ).collections;
    expect(c).toEqual({
      id: 'bare_id_0000001',
      name: 'bare',
      type: 'base',
      system: false,
      schema: [{ system: false, id: 'f1', name: 'x', type: '', required: false, unique: false, options: {} }],
      indexes: [],
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      options: {},
    });
  });

  it('a schema that is not an array becomes empty; non-object fields are dropped', () => {
    expect(normaliseCollection({ id: 'a', name: 'b', schema: 'x' }).schema).toEqual([]);
    expect(
      normaliseCollection({ id: 'a', name: 'b', schema: [1, null, { id: 'f', name: 'n' }] }).schema,
    ).toHaveLength(1);
  });

  it('collectionsOf reads parsed JSON the same way (a loaded file)', () => {
    expect(collectionsOf({ collections: [POSTS] }).collections).toEqual([]);
    expect(collectionsOf([POSTS]).collections).toHaveLength(1);
  });
});
