import { normaliseCollection, parseImport, type JsonObject } from './collectionsImport';
import {
  countChanges,
  deletionsOf,
  detectChanges,
  effectiveCollection,
  stableStringify,
} from './importChanges';
import { serverCollection, POSTS, TAGS, EXISTING, clone, text } from './collectionsImport.fixtures';

describe('detectChanges', () => {
  const existing = EXISTING.map(normaliseCollection);
  const imported = (list: JsonObject[]) => parseImport(text(list)).collections;

  it('the same configuration (created and updated aside) has no changes', () => {
    const same = [
      { ...clone(POSTS), created: '2030-01-01 00:00:00.000Z', updated: '2031-01-01 00:00:00.000Z' },
      TAGS,
    ];
    const changes = detectChanges(imported(same), existing, true);
    expect(countChanges(changes)).toBe(0);
  });

  it('key order never counts as a change', () => {
    const reordered = clone(POSTS) as JsonObject & { schema: JsonObject[] };
    reordered.schema[0] = Object.fromEntries(Object.entries(reordered.schema[0]).reverse());
    reordered.schema[0].options = { pattern: '', max: null, min: null };
    expect(countChanges(detectChanges(imported([reordered, TAGS]), existing, true))).toBe(0);
  });

  it('lists deleted, changed and added collections with the fields within', () => {
    const posts = clone(POSTS) as JsonObject & { schema: JsonObject[] };
    posts.schema = [
      { ...posts.schema[0], name: 'headline' }, // renamed
      { id: 'f_views', name: 'views', type: 'number', options: {} }, // added; f_body dropped
    ];
    const added = serverCollection('new_id_00000001', 'comments', [{ id: 'f_msg', name: 'message' }]);
    const changes = detectChanges(imported([posts, added]), existing, true);
    expect(changes.deleted.map((c) => c.name)).toEqual(['tags']);
    expect(changes.added.map((c) => c.name)).toEqual(['comments']);
    expect(changes.changed).toHaveLength(1);
    expect(changes.changed[0].name).toBe('posts');
    expect(changes.changed[0].fields).toEqual([
      { kind: 'deleted', id: 'f_body', name: 'body' },
      { kind: 'changed', id: 'f_title', name: 'headline', oldName: 'title' },
      { kind: 'added', id: 'f_views', name: 'views' },
    ]);
  });

  it('a renamed collection is changed, with its current name kept', () => {
    const changes = detectChanges(imported([{ ...POSTS, name: 'articles' }, TAGS]), existing, true);
    expect(changes.changed.map((c) => [c.name, c.oldName])).toEqual([['articles', 'posts']]);
  });

  it('a changed rule or option changes the collection but no field', () => {
    const changes = detectChanges(imported([{ ...POSTS, listRule: '' }, TAGS]), existing, true);
    expect(changes.changed).toHaveLength(1);
    expect(changes.changed[0].fields).toEqual([]);
  });

  it('with Delete missing off nothing is deleted: other collections and unmentioned fields stay', () => {
    const posts = clone(POSTS) as JsonObject & { schema: JsonObject[] };
    posts.schema = [{ id: 'f_views', name: 'views', type: 'number', options: {} }];
    const changes = detectChanges(imported([posts]), existing, false);
    expect(changes.deleted).toEqual([]);
    expect(changes.changed[0].fields).toEqual([{ kind: 'added', id: 'f_views', name: 'views' }]);
    // what the server will store: the current fields, then the new one
    expect(changes.changed[0].new?.schema.map((f) => f.name)).toEqual(['title', 'body', 'views']);
  });

  it('with Delete missing off an import of the current fields only is up to date', () => {
    const posts = clone(POSTS) as JsonObject & { schema: JsonObject[] };
    posts.schema = posts.schema.slice(0, 1);
    expect(countChanges(detectChanges(imported([posts]), existing, false))).toBe(0);
    expect(countChanges(detectChanges(imported([posts, TAGS]), existing, true))).toBe(1);
  });

  it('effectiveCollection replaces fields by id and appends new ones (id or not)', () => {
    const [old] = existing;
    const next = normaliseCollection({
      ...POSTS,
      schema: [{ id: 'f_body', name: 'content' }, { name: 'no_id' }],
    });
    const merged = effectiveCollection(next, old, false);
    expect(merged.schema.map((f) => f.name)).toEqual(['title', 'content', 'no_id']);
    expect(effectiveCollection(next, old, true)).toBe(next);
    expect(effectiveCollection(next, undefined, false)).toBe(next);
  });
});

describe('deletionsOf (the confirmation before an import)', () => {
  it('lists deleted collections as collection.* and dropped fields as collection.field (id)', () => {
    const existing = EXISTING.map(normaliseCollection);
    const posts = normaliseCollection({
      ...POSTS,
      name: 'articles',
      schema: [POSTS.schema as JsonObject[]][0].slice(0, 1),
    });
    const changes = detectChanges([posts], existing, true);
    expect(deletionsOf(changes)).toEqual(['tags.*', 'posts.body (f_body)']);
  });

  it('is empty when nothing would be dropped', () => {
    const existing = EXISTING.map(normaliseCollection);
    expect(deletionsOf(detectChanges(existing.slice(0, 1), existing, false))).toEqual([]);
  });
});

describe('display helpers', () => {
  it('stableStringify ignores key order', () => {
    expect(stableStringify({ b: 1, a: [{ d: 1, c: 2 }] })).toBe(
      stableStringify({ a: [{ c: 2, d: 1 }], b: 1 }),
    );
  });
});
