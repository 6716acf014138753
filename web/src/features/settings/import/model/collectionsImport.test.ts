import {
  alignKeys,
  analyseImport,
  analysisSteps,
  collectionsOf,
  countChanges,
  deletionsOf,
  detectChanges,
  effectiveCollection,
  findOriginalIds,
  hasOriginalIds,
  importErrorsOf,
  normaliseCollection,
  parseImport,
  prettyJson,
  replaceWithOriginalIds,
  runSteps,
  stableStringify,
  type ImportCollection,
  type JsonObject,
} from './collectionsImport';

/** A collection as GET /api/collections gives it (created and updated included). */
function serverCollection(
  id: string,
  name: string,
  fields: JsonObject[],
  extra: JsonObject = {},
): JsonObject {
  return {
    id,
    created: '2024-01-01 10:00:00.000Z',
    updated: '2024-01-02 10:00:00.000Z',
    name,
    type: 'base',
    system: false,
    schema: fields.map((f) => ({
      system: false,
      required: false,
      unique: false,
      type: 'text',
      options: { min: null, max: null, pattern: '' },
      ...f,
    })),
    indexes: [],
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    options: {},
    ...extra,
  };
}

const POSTS = serverCollection('posts_id_000001', 'posts', [
  { id: 'f_title', name: 'title' },
  { id: 'f_body', name: 'body' },
]);
const TAGS = serverCollection('tags_id_0000001', 'tags', [{ id: 'f_label', name: 'label' }]);
const EXISTING = [POSTS, TAGS];

const clone = <T>(value: T): T => structuredClone(value);
const text = (value: unknown) => JSON.stringify(value, null, 2);

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

describe('replace with original ids', () => {
  const existing = EXISTING.map(normaliseCollection);

  /** posts and tags exported from another server: same names, other ids, a relation from posts to tags. */
  function fromElsewhere(): ImportCollection[] {
    return [
      normaliseCollection(
        serverCollection('other_posts_001', 'posts', [
          { id: 'o_title', name: 'title' },
          { id: 'f_body', name: 'body' },
          {
            id: 'o_tags',
            name: 'tags',
            type: 'relation',
            options: { collectionId: 'other_tags_0001', maxSelect: null },
          },
          { id: 'o_extra', name: 'extra' },
        ]),
      ),
      normaliseCollection(serverCollection('other_tags_0001', 'tags', [{ id: 'o_label', name: 'label' }])),
      normaliseCollection(serverCollection('other_new_00001', 'fresh', [{ id: 'o_x', name: 'x' }])),
    ];
  }

  it('finds the collections and fields whose names match existing ones under other ids', () => {
    const ids = findOriginalIds(fromElsewhere(), existing);
    expect(hasOriginalIds(ids)).toBe(true);
    expect([...ids.collections]).toEqual([
      ['other_posts_001', 'posts_id_000001'],
      ['other_tags_0001', 'tags_id_0000001'],
    ]);
    expect([...(ids.fields.get('other_posts_001') ?? [])]).toEqual([['o_title', 'f_title']]);
    expect([...(ids.fields.get('other_tags_0001') ?? [])]).toEqual([['o_label', 'f_label']]);
    expect(ids.fields.has('other_new_00001')).toBe(false);
  });

  it('remaps collection ids, field ids and relation collectionId references', () => {
    const imported = fromElsewhere();
    const replaced = replaceWithOriginalIds(imported, findOriginalIds(imported, existing));
    expect(replaced.map((c) => c.id)).toEqual(['posts_id_000001', 'tags_id_0000001', 'other_new_00001']);
    expect(replaced[0].schema.map((f) => f.id)).toEqual(['f_title', 'f_body', 'o_tags', 'o_extra']);
    expect(replaced[0].schema[2].options).toEqual({ collectionId: 'tags_id_0000001', maxSelect: null });
    expect(replaced[1].schema[0].id).toBe('f_label');
    // the input is left as it was
    expect(imported[0].id).toBe('other_posts_001');
    // afterwards nothing is left to replace, and only the real differences remain
    expect(hasOriginalIds(findOriginalIds(replaced, existing))).toBe(false);
    const changes = detectChanges(replaced, existing, true);
    expect(changes.added.map((c) => c.name)).toEqual(['fresh']);
    expect(changes.changed.map((c) => c.name)).toEqual(['posts']);
    expect(changes.changed[0].fields.map((f) => `${f.kind} ${f.name}`)).toEqual([
      'added tags',
      'added extra',
    ]);
  });

  it('nothing to replace when the ids already match (no alert)', () => {
    expect(hasOriginalIds(findOriginalIds(existing, existing))).toBe(false);
    expect(analyseImport(text(EXISTING), EXISTING, true).hasIdMismatches).toBe(false);
    expect(analyseImport(text(fromElsewhere()), EXISTING, true).hasIdMismatches).toBe(true);
  });

  it('never takes an id another imported collection or field already uses', () => {
    const imported = [
      normaliseCollection(
        serverCollection('other_posts_001', 'posts', [
          { id: 'o_title', name: 'title' },
          { id: 'f_title', name: 'subtitle' },
        ]),
      ),
      // keeps the id of the existing posts under another name (a rename)
      normaliseCollection(serverCollection('posts_id_000001', 'articles', [{ id: 'f_x', name: 'x' }])),
    ];
    const ids = findOriginalIds(imported, existing);
    expect(ids.collections.has('other_posts_001')).toBe(false);
    expect(ids.fields.get('other_posts_001')).toBeUndefined();
  });
});

describe('analysis', () => {
  it('analyses a valid paste against the raw server collections', () => {
    const analysis = analyseImport(text([{ ...POSTS, listRule: '' }]), EXISTING, true);
    expect(analysis.status).toBe('valid');
    expect(analysis.changes.deleted.map((c) => c.name)).toEqual(['tags']);
    expect(analysis.changes.changed.map((c) => c.name)).toEqual(['posts']);
    expect(analysis.collections[0]).not.toHaveProperty('created');
  });

  it('an invalid paste has no changes', () => {
    expect(analyseImport('{', EXISTING, true)).toMatchObject({ status: 'invalid', hasIdMismatches: false });
    expect(countChanges(analyseImport('[]', EXISTING, true).changes)).toBe(0);
  });

  it('runSteps gives the browser a turn between slices and gives the same result', async () => {
    const config = text([{ ...POSTS, listRule: '' }, TAGS]);
    const sync = analyseImport(config, EXISTING, true);
    let turns = 0;
    const timer = setInterval(() => (turns += 1), 0);
    const sliced = await runSteps(analysisSteps(config, EXISTING, true), { sliceMs: 0 });
    clearInterval(timer);
    expect(sliced).toEqual(sync);
    expect(turns).toBeGreaterThan(0);
  });

  it('runSteps stops once its signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      runSteps(analysisSteps(text([POSTS]), EXISTING, true), { signal: controller.signal }),
    ).rejects.toThrow('cancelled');
  });
});

describe('big configurations (performance sanity)', () => {
  /** `count` collections of 20 text fields each, as the server lists them. */
  function many(count: number, from = 1): JsonObject[] {
    return Array.from({ length: count }, (_, i) => {
      const n = String(from + i).padStart(3, '0');
      return serverCollection(
        `big_${n}_00000000`.slice(0, 15),
        `big_${n}`,
        Array.from({ length: 20 }, (_, f) => ({ id: `big${n}f${f}`, name: `field_${f}` })),
        { listRule: '@request.auth.id != ""' },
      );
    });
  }

  it('200 collections of 20 fields against 150 existing (100 changed) analyse quickly, in small steps', async () => {
    const existing = many(150);
    const config = many(200).map((c, i) => {
      if (i >= 100) return c;
      const changed = clone(c) as JsonObject & { schema: JsonObject[] };
      changed.schema[3] = { ...changed.schema[3], name: 'renamed' };
      return changed;
    });
    const pasted = text(config);
    const t0 = performance.now();
    const analysis = analyseImport(pasted, existing, true);
    const elapsed = performance.now() - t0;
    expect(analysis.changes.changed).toHaveLength(100);
    expect(analysis.changes.added).toHaveLength(50);
    expect(analysis.changes.deleted).toHaveLength(0);
    expect(elapsed).toBeLessThan(1500);

    // sliced: no slice runs much past its budget (parse is one slice; the rest step by collection)
    const slices: number[] = [];
    let start = performance.now();
    const steps = analysisSteps(pasted, existing, true);
    for (let step = steps.next(); !step.done; step = steps.next()) {
      const now = performance.now();
      slices.push(now - start);
      start = now;
    }
    slices.sort((a, b) => b - a);
    // the longest step is the JSON.parse of the whole text; a step per collection is far below it
    expect(slices[2]).toBeLessThan(50);
  });
});

describe('server errors (shown per collection)', () => {
  const sent = [normaliseCollection(POSTS), normaliseCollection(TAGS)];

  it('names the collection and its field errors from a validation failure', () => {
    const data = {
      collections: {
        code: 'collections_import_validate_failure',
        message:
          'Data validations failed for collection "posts" (posts_id_000001):\n{\n  "name": "must be in a valid format",\n  "schema": {\n    "1": {\n      "name": "Duplicated or invalid schema field name"\n    }\n  }\n}.',
      },
    };
    expect(importErrorsOf(data, sent)).toEqual([
      {
        collectionId: 'posts_id_000001',
        collectionName: 'posts',
        messages: [
          'name: must be in a valid format',
          'schema.1.name: Duplicated or invalid schema field name (field "body")',
        ],
      },
    ]);
  });

  it('reads a name the server quoted with escapes', () => {
    const data = {
      collections: {
        code: 'collections_import_validate_failure',
        message: 'Data validations failed for collection "a\\"b" (zzz_unknown_id1):\n{\n  "name": "bad"\n}.',
      },
    };
    expect(importErrorsOf(data, sent)[0]).toMatchObject({
      collectionId: 'zzz_unknown_id1',
      collectionName: 'a"b',
    });
  });

  it('an error about the whole import has no collection', () => {
    expect(
      importErrorsOf(
        {
          collections: {
            code: 'collections_import_failure',
            message: 'Failed to import the collections configuration.',
          },
        },
        sent,
      ),
    ).toEqual([
      {
        collectionId: null,
        collectionName: null,
        messages: ['Failed to import the collections configuration.'],
      },
    ]);
    expect(importErrorsOf(undefined, sent)).toEqual([]);
  });
});

describe('display helpers', () => {
  it('alignKeys orders keys like the reference, fields matched by id', () => {
    const reference = {
      a: 1,
      b: { x: 1, y: 2 },
      list: [
        { id: 'p', k1: 1, k2: 2 },
        { id: 'q', k1: 1 },
      ],
    };
    const value = {
      list: [
        { id: 'q', k1: 3 },
        { k2: 2, id: 'p', k1: 1 },
      ],
      b: { y: 2, x: 1, z: 0 },
      a: 2,
      c: 3,
    };
    expect(JSON.stringify(alignKeys(value, reference))).toBe(
      '{"a":2,"b":{"x":1,"y":2,"z":0},"list":[{"id":"q","k1":3},{"id":"p","k1":1,"k2":2}],"c":3}',
    );
  });

  it('stableStringify ignores key order', () => {
    expect(stableStringify({ b: 1, a: [{ d: 1, c: 2 }] })).toBe(
      stableStringify({ a: [{ c: 2, d: 1 }], b: 1 }),
    );
  });

  it('prettyJson indents 4 spaces and shows nothing for no collection', () => {
    expect(prettyJson({ a: 1 })).toBe('{\n    "a": 1\n}');
    expect(prettyJson(null)).toBe('');
  });
});
