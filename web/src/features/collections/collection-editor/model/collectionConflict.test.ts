import { Collection } from 'pocketbase';
import {
  asNewCollection,
  fieldsNotInForm,
  mergeCollectionForm,
  summarizeServerChanges,
} from './collectionConflict';
import type { CollectionForm, SchemaFieldForm } from './collectionForm';
import { collectionToForm, newField } from './toForm';
import { removeField, renameCollection, renameField, setRequired } from './transitions';
import { collectionPayload } from './saving';

const INDEX_TITLE = 'CREATE INDEX `idx_title` ON `posts` (`title`)';

/** The version both admins opened. */
function opened(extra: { [key: string]: unknown } = {}): Collection {
  return new Collection({
    id: 'posts_id_000001',
    name: 'posts',
    type: 'base',
    system: false,
    updated: '2024-05-01 10:00:00.000Z',
    schema: [
      { id: 'f_title', name: 'title', type: 'text', options: { min: null, max: 100, pattern: '' } },
      { id: 'f_views', name: 'views', type: 'number', options: { min: null, max: null } },
    ],
    indexes: [INDEX_TITLE],
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    options: {},
    ...extra,
  });
}

const NOTES = { id: 'f_notes', name: 'field', type: 'text', options: { min: null, max: null, pattern: '' } };

/** The version on the server after another admin saved it: `change` rewrites the opened one's JSON. */
function saved(change: (json: { [key: string]: unknown }) => void): Collection {
  const json = JSON.parse(JSON.stringify(opened())) as { [key: string]: unknown };
  json.updated = '2024-05-01 10:05:00.000Z';
  change(json);
  return new Collection(json);
}

function schemaOf(json: { [key: string]: unknown }) {
  return json.schema as Array<{ [key: string]: unknown }>;
}

function field(form: CollectionForm, name: string): SchemaFieldForm {
  const found = form.schema.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

function withField(form: CollectionForm, name: string, change: (f: SchemaFieldForm) => SchemaFieldForm) {
  return { ...form, schema: form.schema.map((f) => (f.name === name ? change(f) : f)) };
}

/** Adds a new text field named as the editor names it (here: 'field', the first free default). */
function addNewField(form: CollectionForm, name?: string): CollectionForm {
  const added = newField(
    'text',
    form.schema.map((f) => f.name),
  );
  return { ...form, schema: [...form.schema, { ...added, name: name ?? added.name }] };
}

const base = collectionToForm(opened());
const sent = (form: CollectionForm) => collectionPayload(form).schema as Array<{ id: string; name: string }>;

const NAME_TAKEN = 'A field on the server has this name now: rename yours.';
describe('summarizeServerChanges', () => {
  it('says nothing when the collection was only saved again as it was', () => {
    expect(summarizeServerChanges(base, collectionToForm(saved(() => {})))).toEqual([]);
  });

  it('lists fields added, removed, renamed and changed (by id, with the options named), and a reorder', () => {
    const server = saved((json) => {
      const [title, views] = schemaOf(json);
      title.name = 'headline';
      title.required = true;
      (title.options as { max: number }).max = 200;
      json.schema = [NOTES, title];
      void views;
    });
    expect(summarizeServerChanges(base, collectionToForm(server))).toEqual([
      'Field "field" added (Plain text).',
      'Field "title" renamed to "headline".',
      'Field "headline" changed: required, max.',
      'Field "views" removed.',
    ]);
    const labels = (type: string, key: string) => `${type}:${key}`;
    expect(summarizeServerChanges(base, collectionToForm(server), labels)).toContain(
      'Field "headline" changed: text:required, text:max.',
    );
    const reordered = saved((json) => void schemaOf(json).reverse());
    expect(summarizeServerChanges(base, collectionToForm(reordered))).toEqual(['Fields reordered.']);
  });

  it('does not count a number typed as text, or option defaults, as a change', () => {
    const typed = withField(base, 'title', (f) => ({ ...f, options: { ...f.options, max: '100' } }));
    expect(summarizeServerChanges(typed, base)).toEqual([]);
    const bare = saved((json) => {
      schemaOf(json)[1].options = {};
    });
    expect(summarizeServerChanges(base, collectionToForm(bare))).toEqual([]);
  });

  it('lists the name, indexes by name, and rules with both texts', () => {
    const server = saved((json) => {
      json.name = 'articles';
      json.indexes = [
        'CREATE UNIQUE INDEX `idx_title` ON `articles` (`title`)',
        'CREATE INDEX `idx_views` ON `articles` (`views`)',
      ];
      json.listRule = '';
      json.viewRule = 'views > 10';
    });
    expect(summarizeServerChanges(base, collectionToForm(server))).toEqual([
      'Collection renamed from "posts" to "articles".',
      'Index "idx_title" changed.',
      'Index "idx_views" added.',
      'List/Search rule: Admins only → everyone.',
      'View rule: Admins only → "views > 10".',
    ]);
    const dropped = saved((json) => {
      json.indexes = [];
    });
    expect(summarizeServerChanges(base, collectionToForm(dropped))).toEqual(['Index "idx_title" removed.']);
  });

  it('cuts long rule texts, and lists auth options and the manage rule by their labels', () => {
    const long = 'x'.repeat(100);
    const server = saved((json) => {
      json.createRule = long;
    });
    const [line] = summarizeServerChanges(base, collectionToForm(server));
    expect(line).toBe(`Create rule: Admins only → "${'x'.repeat(59)}…".`);

    const auth = opened({
      type: 'auth',
      options: { allowEmailAuth: true, minPasswordLength: 8, manageRule: null, onlyEmailDomains: [] },
    });
    const authNow = new Collection({
      ...JSON.parse(JSON.stringify(auth)),
      options: {
        allowEmailAuth: false,
        minPasswordLength: 10,
        manageRule: 'id = @request.auth.id',
        onlyEmailDomains: ['example.com'],
      },
    });
    expect(summarizeServerChanges(collectionToForm(auth), collectionToForm(authNow))).toEqual([
      'Email/Password: on → off.',
      'Only domains: none → "example.com".',
      'Minimum password length: 8 → 10.',
      'Manage rule: Admins only → "id = @request.auth.id".',
    ]);
  });

  it('names a changed view query', () => {
    const view = opened({
      type: 'view',
      schema: [],
      indexes: [],
      options: { query: 'select id from posts' },
    });
    const now = new Collection({ ...JSON.parse(JSON.stringify(view)), options: { query: 'select 1 as id' } });
    expect(summarizeServerChanges(collectionToForm(view), collectionToForm(now))).toEqual([
      'View query changed.',
    ]);
  });
});

describe('mergeCollectionForm', () => {
  /** Another admin added the field 'field' (id f_notes) at the end. */
  const withNotes = collectionToForm(
    saved((json) => {
      schemaOf(json).push(NOTES);
    }),
  );

  it('keeps a field added on the server when the admin changed another one (nothing of theirs lost)', () => {
    const mine = withField(base, 'views', (f) => setRequired(f, true));
    const { values, kept, errors } = mergeCollectionForm(base, mine, withNotes);
    expect(sent(values).map((f) => [f.id, f.name])).toEqual([
      ['f_title', 'title'],
      ['f_views', 'views'],
      ['f_notes', 'field'],
    ]);
    expect(field(values, 'views').required).toBe(true);
    expect(field(values, 'field')).toMatchObject({ id: 'f_notes', originalName: 'field', toDelete: false });
    expect(kept).toEqual([]);
    expect(errors).toEqual({});
  });

  it('a new field of the admin with the name a server field took is flagged, never merged into or replacing it', () => {
    const mine = addNewField(base); // named 'field', like the server's
    expect(field(mine, 'field').id).toBe('');
    const { values, errors } = mergeCollectionForm(base, mine, withNotes);
    expect(values.schema.map((f) => [f.id, f.name])).toEqual([
      ['f_title', 'title'],
      ['f_views', 'views'],
      ['f_notes', 'field'],
      ['', 'field'],
    ]);
    expect(errors).toEqual({ 'schema.3.name': NAME_TAKEN });
    // any case counts, as the server compares names
    const upper = mergeCollectionForm(base, addNewField(base, 'FIELD'), withNotes);
    expect(upper.errors).toEqual({ 'schema.3.name': NAME_TAKEN });
  });

  it("places the server's new fields after the field before them there, in the admin's order", () => {
    const server = collectionToForm(
      saved((json) => {
        const [title, views] = schemaOf(json);
        json.schema = [title, NOTES, views];
      }),
    );
    const reordered = { ...base, schema: [base.schema[1], base.schema[0]] };
    const { values } = mergeCollectionForm(base, reordered, server);
    expect(values.schema.map((f) => f.name)).toEqual(['views', 'title', 'field']);
    const first = collectionToForm(saved((json) => void schemaOf(json).unshift(NOTES)));
    expect(mergeCollectionForm(base, base, first).values.schema.map((f) => f.name)).toEqual([
      'field',
      'title',
      'views',
    ]);
  });

  it("applies the admin's removals, renames and option changes by id onto the server's fields", () => {
    const server = collectionToForm(
      saved((json) => {
        const [title] = schemaOf(json);
        title.required = true; // the other admin ticked Nonempty
        schemaOf(json).push(NOTES);
      }),
    );
    let mine = removeField(base, 1); // views
    mine = renameField(mine, 0, 'headline');
    mine = withField(mine, 'headline', (f) => ({ ...f, options: { ...f.options, max: '50' } }));
    const { values, kept } = mergeCollectionForm(base, mine, server);
    expect(values.schema.map((f) => [f.id, f.name, f.toDelete])).toEqual([
      ['f_title', 'headline', false],
      ['f_views', 'views', true],
      ['f_notes', 'field', false],
    ]);
    expect(field(values, 'headline')).toMatchObject({
      required: true,
      originalName: 'title',
      options: { max: '50' },
    });
    expect(kept).toEqual([]);
    // the index text follows the admin's rename, as the editor rewrote it
    expect(values.indexes).toEqual(['CREATE INDEX `idx_title` ON `posts` (`headline`)']);
    expect(sent(values).map((f) => f.id)).toEqual(['f_title', 'f_notes']);
  });

  it("when both changed the same property, keeps the admin's value and says so", () => {
    const server = collectionToForm(
      saved((json) => {
        (schemaOf(json)[0].options as { max: number }).max = 200;
        schemaOf(json)[1].name = 'count';
        json.listRule = '';
      }),
    );
    let mine = withField(base, 'title', (f) => ({ ...f, options: { ...f.options, max: 50 } }));
    mine = renameField(mine, 1, 'hits');
    mine = { ...mine, listRule: 'views > 1' };
    const label = (_type: string, key: string) => (key === 'max' ? 'Max length' : key);
    const { values, kept } = mergeCollectionForm(base, mine, server, label);
    expect(field(values, 'title').options.max).toBe(50);
    expect(field(values, 'hits').originalName).toBe('count');
    expect(values.listRule).toBe('views > 1');
    expect(kept).toEqual(['Field "title": Max length', 'Field "hits": name', 'List/Search rule']);
  });

  it('a change both made alike, or a number typed as text, is no conflict', () => {
    const server = collectionToForm(
      saved((json) => {
        (schemaOf(json)[0].options as { max: number }).max = 50;
        json.listRule = '';
      }),
    );
    let mine = withField(base, 'title', (f) => ({ ...f, options: { ...f.options, max: '50' } }));
    mine = { ...mine, listRule: '' };
    expect(mergeCollectionForm(base, mine, server).kept).toEqual([]);
    const untouched = withField(base, 'title', (f) => ({ ...f, options: { ...f.options, max: '100' } }));
    const merged = mergeCollectionForm(base, untouched, server);
    expect(field(merged.values, 'title').options.max).toBe(50);
    expect(merged.kept).toEqual([]);
  });

  it('a field removed on the server goes, unless the admin changed it: then it comes back as a new field', () => {
    const server = collectionToForm(
      saved((json) => {
        json.schema = [schemaOf(json)[0]];
      }),
    );
    expect(mergeCollectionForm(base, base, server).values.schema.map((f) => f.name)).toEqual(['title']);
    const mine = withField(base, 'views', (f) => setRequired(f, true));
    const { values, kept } = mergeCollectionForm(base, mine, server);
    expect(values.schema.map((f) => [f.id, f.name, f.required])).toEqual([
      ['f_title', 'title', false],
      ['', 'views', true],
    ]);
    expect(field(values, 'views').key).not.toBe('f_views');
    expect(kept).toEqual([
      'Field "views": removed on the server; yours is kept as a new field, without its data',
    ]);
    // removed on both sides: gone, nothing to say
    const both = mergeCollectionForm(base, removeField(base, 1), server);
    expect(both.values.schema.map((f) => f.name)).toEqual(['title']);
    expect(both.kept).toEqual([]);
  });

  it('a field the admin removes that the server changed stays removed, and says so', () => {
    const server = collectionToForm(saved((json) => void (schemaOf(json)[1].required = true)));
    const { values, kept } = mergeCollectionForm(base, removeField(base, 1), server);
    expect(field(values, 'views')).toMatchObject({ id: 'f_views', toDelete: true, required: true });
    expect(kept).toEqual(['Field "views": you remove it; it was changed on the server']);
  });

  it("keeps every server field a restored draft lacked, and takes the server's name, rules and indexes the admin left", () => {
    const server = collectionToForm(
      saved((json) => {
        json.name = 'articles';
        json.indexes = [
          'CREATE INDEX `idx_title` ON `articles` (`title`)',
          'CREATE INDEX `idx_views` ON `articles` (`views`)',
        ];
        json.viewRule = '';
        schemaOf(json).push(NOTES);
      }),
    );
    // a draft typed on the opened version, without the views field (lost in the draft)
    const draft = { ...base, schema: [base.schema[0]], createRule: 'title != ""' };
    const { values, kept } = mergeCollectionForm(base, draft, server);
    expect(values.schema.map((f) => f.id)).toEqual(['f_title', 'f_views', 'f_notes']);
    expect(values).toMatchObject({ name: 'articles', viewRule: '', createRule: 'title != ""' });
    expect(values.indexes).toEqual(server.indexes);
    expect(kept).toEqual([]);
  });

  it("keeps the admin's new index and collection rename, with every index on the merged name", () => {
    const server = collectionToForm(
      saved((json) => {
        json.indexes = [INDEX_TITLE, 'CREATE INDEX `idx_views` ON `posts` (`views`)'];
      }),
    );
    let mine = renameCollection(base, 'articles');
    mine = {
      ...mine,
      indexes: [...mine.indexes, 'CREATE INDEX `idx_both` ON `articles` (`title`, `views`)'],
    };
    const { values, kept } = mergeCollectionForm(base, mine, server);
    expect(values.name).toBe('articles');
    expect(values.indexes).toEqual([
      'CREATE INDEX `idx_title` ON `articles` (`title`)',
      'CREATE INDEX `idx_views` ON `articles` (`views`)',
      'CREATE INDEX `idx_both` ON `articles` (`title`, `views`)',
    ]);
    expect(kept).toEqual([]);
    // an index the server changed and the admin removed: removed, and said
    const changed = collectionToForm(
      saved((json) => {
        json.indexes = ['CREATE UNIQUE INDEX `idx_title` ON `posts` (`title`)'];
      }),
    );
    const dropped = mergeCollectionForm(base, { ...base, indexes: [] }, changed);
    expect(dropped.values.indexes).toEqual([]);
    expect(dropped.kept).toEqual(['Index "idx_title"']);
  });

  it('merges auth options one by one, numbers judged as sent', () => {
    const auth = opened({ type: 'auth', options: { allowEmailAuth: true, minPasswordLength: 8 } });
    const authNow = new Collection({
      ...JSON.parse(JSON.stringify(auth)),
      options: { allowEmailAuth: false, minPasswordLength: 8 },
    });
    const b = collectionToForm(auth);
    const mine = { ...b, options: { ...b.options, minPasswordLength: '12' as unknown as number } };
    const { values, kept } = mergeCollectionForm(b, mine, collectionToForm(authNow));
    expect(values.options).toMatchObject({ allowEmailAuth: false, minPasswordLength: '12' });
    expect(kept).toEqual([]);
    const same = { ...b, options: { ...b.options, minPasswordLength: '8' as unknown as number } };
    expect(mergeCollectionForm(b, same, collectionToForm(authNow)).values.options.minPasswordLength).toBe(8);
  });

  it('keeps every field id of the server in the result, active or marked for removal by the admin', () => {
    const server = collectionToForm(saved((json) => void schemaOf(json).push(NOTES)));
    const cases: CollectionForm[] = [
      base,
      removeField(base, 0),
      { ...base, schema: [] },
      addNewField(addNewField(base)),
      { ...base, schema: [...base.schema].reverse() },
    ];
    for (const mine of cases) {
      const { values } = mergeCollectionForm(base, mine, server);
      const ids = values.schema.map((f) => f.id);
      for (const f of server.schema) expect(ids).toContain(f.id);
      const removed = values.schema.filter((f) => f.toDelete).map((f) => f.id);
      const removedByAdmin = mine.schema.filter((f) => f.toDelete).map((f) => f.id);
      expect(removed).toEqual(removedByAdmin);
    }
  });
});

describe('fieldsNotInForm', () => {
  it("names the server's fields a form does not hold, shown or marked for removal", () => {
    const server = saved((json) => void schemaOf(json).push(NOTES));
    expect(fieldsNotInForm(base, server)).toEqual(['field']);
    expect(fieldsNotInForm(removeField(base, 1), opened())).toEqual([]);
    expect(fieldsNotInForm({ ...base, schema: [] }, opened())).toEqual(['title', 'views']);
    expect(fieldsNotInForm(collectionToForm(server), server)).toEqual([]);
  });
});

describe('asNewCollection', () => {
  it('drops the fields marked for removal and unsaves the others; name, rules and indexes stay', () => {
    const form = { ...removeField(base, 1), system: true, listRule: '' };
    const copy = asNewCollection(form);
    expect(copy).toMatchObject({
      id: '',
      system: false,
      name: 'posts',
      listRule: '',
      indexes: [INDEX_TITLE],
    });
    expect(copy.schema).toHaveLength(1);
    expect(copy.schema[0]).toMatchObject({ id: '', name: 'title', originalName: '', toDelete: false });
    expect(copy.schema[0].key).toMatch(/^new_/);
    expect(form.schema[0].id).toBe('f_title');
  });
});
