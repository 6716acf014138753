import { compareWithServer, type FieldConflict, isNewerOnServer, mergeTheirs } from './recordConflict';
import { isFormDirty, recordToFormValues, type RecordFormValues, type RecordLike } from './recordForm';
import { type CollectionLike, type FieldLike } from './schema';

const field = (name: string, type: string, options: FieldLike['options'] = {}): FieldLike => ({
  name,
  type,
  options,
});

const posts: CollectionLike = {
  type: 'base',
  schema: [
    field('title', 'text'),
    field('body', 'editor'),
    field('views', 'number'),
    field('published', 'bool'),
    field('when', 'date'),
    field('status', 'select', { values: ['draft', 'live', 'old'], maxSelect: 1 }),
    field('tags', 'select', { values: ['a', 'b', 'c', 'd'], maxSelect: 3 }),
    field('author', 'relation', { collectionId: 'users', maxSelect: 1 }),
    field('related', 'relation', { collectionId: 'posts', maxSelect: null }),
    field('meta', 'json'),
    field('cover', 'file', { maxSelect: 1 }),
    field('gallery', 'file', { maxSelect: 3 }),
    field('location', 'geoPoint'),
  ],
};

const users: CollectionLike = {
  type: 'auth',
  schema: [field('name', 'text'), field('avatar', 'file', { maxSelect: 1 })],
};

const post: RecordLike = {
  id: 'post1234567890a',
  collectionId: 'posts_id',
  collectionName: 'posts',
  created: '2024-01-01 10:00:00.123Z',
  updated: '2024-01-02 10:00:00.123Z',
  title: 'Hello',
  body: '<p>Hi</p>',
  views: 12.5,
  published: false,
  when: '2024-01-01 10:00:00.123Z',
  status: 'draft',
  tags: ['a', 'c'],
  author: 'user12345678901',
  related: ['p1', 'p2'],
  meta: { a: 1, list: [true, null] },
  cover: 'cover_abc.png',
  gallery: ['g1.png', 'g2.png'],
  location: { lat: 1, lon: 2 },
};

const user: RecordLike = {
  id: 'user12345678901',
  collectionId: 'users_id',
  collectionName: 'users',
  created: '2024-01-01 10:00:00.123Z',
  updated: '2024-01-02 10:00:00.123Z',
  username: 'alice',
  email: 'alice@example.com',
  emailVisibility: false,
  verified: false,
  name: 'Alice',
  avatar: 'alice.png',
};

const file = (name: string): File => new File(['x'], name, { type: 'image/png' });

/** The form of the loaded record and a copy the test edits ("mine"). */
function load(
  collection: CollectionLike,
  record: RecordLike,
): { base: RecordFormValues; mine: RecordFormValues } {
  return { base: recordToFormValues(collection, record), mine: recordToFormValues(collection, record) };
}

const labels = (conflicts: FieldConflict[]): string[] => conflicts.map((conflict) => conflict.field);

describe('compareWithServer', () => {
  it('finds nothing when the server holds the loaded record', () => {
    const { base, mine } = load(posts, post);
    expect(compareWithServer(posts, base, mine, { ...post, updated: '2024-01-03 10:00:00.000Z' })).toEqual(
      [],
    );
  });

  it('finds nothing for fields only the admin changed', () => {
    const { base, mine } = load(posts, post);
    mine.fields.title = 'Mine';
    mine.fields.tags = ['b'];
    mine.files.gallery.deleted = ['g1.png'];
    mine.files.cover.added = [{ key: 'file-1', file: file('new.png') }];
    expect(compareWithServer(posts, base, mine, post)).toEqual([]);
  });

  it("reports a field only the server changed as 'theirs' with the three values", () => {
    const { base, mine } = load(posts, post);
    expect(compareWithServer(posts, base, mine, { ...post, title: 'Server' })).toEqual([
      { field: 'title', base: 'Hello', mine: 'Hello', theirs: 'Server', kind: 'theirs' },
    ]);
  });

  it("reports a field both changed to different values as 'both'", () => {
    const { base, mine } = load(posts, post);
    mine.fields.title = 'Mine';
    expect(compareWithServer(posts, base, mine, { ...post, title: 'Server' })).toEqual([
      { field: 'title', base: 'Hello', mine: 'Mine', theirs: 'Server', kind: 'both' },
    ]);
  });

  it('does not report a field both changed to the same value', () => {
    const { base, mine } = load(posts, post);
    mine.fields.title = 'Same';
    mine.fields.published = true;
    expect(compareWithServer(posts, base, mine, { ...post, title: 'Same', published: true })).toEqual([]);
  });

  it('compares text exactly (case and spaces count)', () => {
    const { base, mine } = load(posts, post);
    mine.fields.title = 'hello ';
    expect(compareWithServer(posts, base, mine, { ...post, title: 'HELLO' })).toEqual([
      { field: 'title', base: 'Hello', mine: 'hello ', theirs: 'HELLO', kind: 'both' },
    ]);
  });

  it('compares numbers by value, as the input text', () => {
    const { base, mine } = load(posts, post);
    mine.fields.views = ' 12.50 ';
    // the admin's '12.50' is no change from 12.5, so the server's 13 is safe to take
    expect(compareWithServer(posts, base, mine, { ...post, views: 13 })).toEqual([
      { field: 'views', base: '12.5', mine: ' 12.50 ', theirs: '13', kind: 'theirs' },
    ]);
    mine.fields.views = '14';
    expect(compareWithServer(posts, base, mine, { ...post, views: 13 })[0]).toMatchObject({ kind: 'both' });
    expect(compareWithServer(posts, base, mine, { ...post, views: 14.0 })).toEqual([]);
    mine.fields.views = '';
    expect(compareWithServer(posts, base, mine, { ...post, views: 0 })).toEqual([
      { field: 'views', base: '12.5', mine: '', theirs: '0', kind: 'both' },
    ]);
  });

  it('compares booleans', () => {
    const { base, mine } = load(posts, post);
    expect(compareWithServer(posts, base, mine, { ...post, published: true })).toEqual([
      { field: 'published', base: false, mine: false, theirs: true, kind: 'theirs' },
    ]);
  });

  it("compares dates to the second (the form's precision)", () => {
    const { base, mine } = load(posts, post);
    expect(compareWithServer(posts, base, mine, { ...post, when: '2024-01-01 10:00:00.999Z' })).toEqual([]);
    expect(compareWithServer(posts, base, mine, { ...post, when: '2024-01-01 10:00:01.123Z' })).toEqual([
      {
        field: 'when',
        base: '2024-01-01 10:00:00',
        mine: '2024-01-01 10:00:00',
        theirs: '2024-01-01 10:00:01',
        kind: 'theirs',
      },
    ]);
    expect(compareWithServer(posts, base, mine, { ...post, when: '' })[0]).toMatchObject({
      field: 'when',
      theirs: '',
    });
  });

  it('compares single and multiple select and relation values as ordered lists', () => {
    const { base, mine } = load(posts, post);
    expect(
      compareWithServer(posts, base, mine, { ...post, tags: ['c', 'a'], status: 'live', author: 'other' }),
    ).toEqual([
      { field: 'status', base: ['draft'], mine: ['draft'], theirs: ['live'], kind: 'theirs' },
      { field: 'tags', base: ['a', 'c'], mine: ['a', 'c'], theirs: ['c', 'a'], kind: 'theirs' },
      {
        field: 'author',
        base: ['user12345678901'],
        mine: ['user12345678901'],
        theirs: ['other'],
        kind: 'theirs',
      },
    ]);
    mine.fields.tags = ['a', 'c', 'b'];
    mine.fields.related = ['p2'];
    expect(compareWithServer(posts, base, mine, { ...post, tags: ['c'], related: ['p2'] })).toEqual([
      { field: 'tags', base: ['a', 'c'], mine: ['a', 'c', 'b'], theirs: ['c'], kind: 'both' },
    ]);
  });

  it('compares json as the saved value: layout outside strings does not count', () => {
    const { base, mine } = load(posts, post);
    mine.fields.meta = '{"a":1,"list":[true,null]}';
    expect(compareWithServer(posts, base, mine, post)).toEqual([]);
    expect(compareWithServer(posts, base, mine, { ...post, meta: { a: 2, list: [true, null] } })).toEqual([
      {
        field: 'meta',
        base: '{\n  "a": 1,\n  "list": [\n    true,\n    null\n  ]\n}',
        mine: '{"a":1,"list":[true,null]}',
        theirs: '{\n  "a": 2,\n  "list": [\n    true,\n    null\n  ]\n}',
        kind: 'theirs',
      },
    ]);
    mine.fields.meta = '{"a": 3}';
    expect(compareWithServer(posts, base, mine, { ...post, meta: { a: 2 } })[0]).toMatchObject({
      kind: 'both',
    });
    // spaces inside strings count
    mine.fields.meta = '"a b"';
    expect(compareWithServer(posts, base, mine, { ...post, meta: 'ab' })[0]).toMatchObject({
      kind: 'both',
      mine: '"a b"',
      theirs: '"ab"',
    });
    // plain text is saved quoted, so it equals the same string on the server
    mine.fields.meta = 'hello';
    expect(compareWithServer(posts, base, mine, { ...post, meta: 'hello' })).toEqual([]);
    // an emptied field equals null on the server
    mine.fields.meta = '  ';
    expect(compareWithServer(posts, base, mine, { ...post, meta: null })).toEqual([]);
  });

  it("reports file fields by name lists: the server's names against the loaded ones", () => {
    const { base, mine } = load(posts, post);
    expect(
      compareWithServer(posts, base, mine, { ...post, gallery: ['g1.png', 'g2.png', 'g3.png'] }),
    ).toEqual([
      {
        field: 'gallery',
        base: ['g1.png', 'g2.png'],
        mine: ['g1.png', 'g2.png'],
        theirs: ['g1.png', 'g2.png', 'g3.png'],
        kind: 'theirs',
      },
    ]);
    expect(compareWithServer(posts, base, mine, { ...post, cover: '' })).toEqual([
      { field: 'cover', base: ['cover_abc.png'], mine: ['cover_abc.png'], theirs: [], kind: 'theirs' },
    ]);
  });

  it("counts the admin's deletions and uploads as their change of a file field", () => {
    const { base, mine } = load(posts, post);
    mine.files.gallery.deleted = ['g1.png'];
    const server = { ...post, gallery: ['g1.png', 'g2.png', 'g3.png'] };
    expect(compareWithServer(posts, base, mine, server)).toEqual([
      {
        field: 'gallery',
        base: ['g1.png', 'g2.png'],
        mine: ['g2.png'],
        theirs: ['g1.png', 'g2.png', 'g3.png'],
        kind: 'both',
      },
    ]);
    // the server deleted the same file: nothing to resolve
    expect(compareWithServer(posts, base, mine, { ...post, gallery: ['g2.png'] })).toEqual([]);
    // an upload always differs from what the server has
    mine.files.gallery.added = [{ key: 'file-1', file: file('upload.png') }];
    expect(compareWithServer(posts, base, mine, { ...post, gallery: ['g2.png'] })).toEqual([
      {
        field: 'gallery',
        base: ['g1.png', 'g2.png'],
        mine: ['g2.png', 'upload.png'],
        theirs: ['g2.png'],
        kind: 'both',
      },
    ]);
    // a deletion of a name the form does not hold is no change
    const other = load(posts, post);
    other.mine.files.gallery.deleted = ['nope.png'];
    expect(compareWithServer(posts, other.base, other.mine, server)[0]).toMatchObject({ kind: 'theirs' });
  });

  it('lists conflicts in the editor order and skips fields of an unknown type', () => {
    const { base, mine } = load(posts, post);
    mine.fields.title = 'Mine';
    const server = {
      ...post,
      gallery: [],
      title: 'Server',
      published: true,
      location: { lat: 5, lon: 6 },
    };
    expect(labels(compareWithServer(posts, base, mine, server))).toEqual(['title', 'published', 'gallery']);
    expect(compareWithServer(posts, base, mine, server).map((conflict) => conflict.kind)).toEqual([
      'both',
      'theirs',
      'theirs',
    ]);
  });

  it('treats a field missing from the form as unchanged and one missing from the base as empty', () => {
    const { base, mine } = load(posts, post);
    delete mine.fields.title;
    delete mine.files.gallery;
    expect(
      compareWithServer(posts, base, mine, { ...post, title: 'Server', gallery: ['g1.png'] }).map(
        (conflict) => [conflict.field, conflict.kind],
      ),
    ).toEqual([
      ['title', 'theirs'],
      ['gallery', 'theirs'],
    ]);
    delete base.fields.body;
    delete mine.fields.body;
    expect(compareWithServer(posts, base, mine, post)).toEqual([
      { field: 'body', base: '', mine: '', theirs: '<p>Hi</p>', kind: 'theirs' },
    ]);
  });

  it('reports a different id', () => {
    const { base, mine } = load(posts, post);
    expect(compareWithServer(posts, base, mine, { ...post, id: 'other1234567890' })).toEqual([
      {
        field: 'id',
        base: 'post1234567890a',
        mine: 'post1234567890a',
        theirs: 'other1234567890',
        kind: 'theirs',
      },
    ]);
  });

  it('compares the auth fields (never passwords) before the schema fields', () => {
    const { base, mine } = load(users, user);
    mine.auth = {
      ...mine.auth!,
      email: 'mine@example.com',
      password: 'secret123',
      passwordConfirm: 'secret123',
    };
    mine.auth.changePassword = true;
    const server = {
      ...user,
      name: 'Server',
      username: 'alice2',
      email: 'server@example.com',
      emailVisibility: true,
      verified: true,
      password: 'ignored',
      passwordConfirm: 'ignored',
    };
    expect(compareWithServer(users, base, mine, server)).toEqual([
      { field: 'username', base: 'alice', mine: 'alice', theirs: 'alice2', kind: 'theirs' },
      {
        field: 'email',
        base: 'alice@example.com',
        mine: 'mine@example.com',
        theirs: 'server@example.com',
        kind: 'both',
      },
      { field: 'emailVisibility', base: false, mine: false, theirs: true, kind: 'theirs' },
      { field: 'verified', base: false, mine: false, theirs: true, kind: 'theirs' },
      { field: 'name', base: 'Alice', mine: 'Alice', theirs: 'Server', kind: 'theirs' },
    ]);
    expect(compareWithServer(users, base, mine, user)).toEqual([]);
  });

  it('reads auth fields of a form without them as the loaded ones', () => {
    const { base, mine } = load(users, user);
    delete mine.auth;
    expect(compareWithServer(users, base, mine, { ...user, verified: true })).toEqual([
      { field: 'verified', base: false, mine: false, theirs: true, kind: 'theirs' },
    ]);
  });

  it("handles a field named '__proto__'", () => {
    const odd: CollectionLike = { type: 'base', schema: [field('__proto__', 'text')] };
    const loaded = JSON.parse('{"id":"r1","__proto__":"a"}') as RecordLike;
    const server = JSON.parse('{"id":"r1","__proto__":"b"}') as RecordLike;
    const { base, mine } = load(odd, loaded);
    expect(compareWithServer(odd, base, mine, server)).toEqual([
      { field: '__proto__', base: 'a', mine: 'a', theirs: 'b', kind: 'theirs' },
    ]);
    const { values } = mergeTheirs(odd, base, mine, server, { take: 'theirs' });
    expect(Object.getOwnPropertyDescriptor(values.fields, '__proto__')?.value).toBe('b');
    expect(Object.getPrototypeOf(values.fields)).toBe(Object.prototype);
  });
});

describe('mergeTheirs', () => {
  /** The loaded post, an admin who edited title, views, tags and deleted g1, and a server version. */
  function scenario() {
    const { base, mine } = load(posts, post);
    mine.fields.title = 'Mine';
    mine.fields.views = '20';
    mine.fields.tags = ['a', 'b'];
    mine.files.gallery.deleted = ['g1.png'];
    const server: RecordLike = {
      ...post,
      updated: '2024-01-03 10:00:00.000Z',
      title: 'Server',
      published: true,
      tags: ['a', 'c', 'd'],
      status: 'old',
    };
    return { base, mine, server };
  }

  it("'theirs' takes every field the server changed and keeps the admin's other edits", () => {
    const { base, mine, server } = scenario();
    const { values, base: newBase } = mergeTheirs(posts, base, mine, server, { take: 'theirs' });
    expect(values.fields.title).toBe('Server');
    expect(values.fields.tags).toEqual(['a', 'c', 'd']);
    expect(values.fields.published).toBe(true);
    expect(values.fields.status).toEqual(['old']);
    expect(values.fields.views).toBe('20');
    expect(values.files.gallery).toEqual({ existing: ['g1.png', 'g2.png'], deleted: ['g1.png'], added: [] });
    expect(newBase).toEqual(recordToFormValues(posts, server));
    expect(compareWithServer(posts, newBase, values, server)).toEqual([]);
    expect(isFormDirty(newBase, values)).toBe(true);
  });

  it("'mine' keeps the admin's value for real conflicts and takes the server's where only it changed", () => {
    const { base, mine, server } = scenario();
    const { values, base: newBase } = mergeTheirs(posts, base, mine, server, { take: 'mine' });
    expect(values.fields.title).toBe('Mine');
    expect(values.fields.tags).toEqual(['a', 'b']);
    expect(values.fields.published).toBe(true);
    expect(values.fields.status).toEqual(['old']);
    expect(values.fields.views).toBe('20');
    expect(newBase.fields.title).toBe('Server');
    // saving now is judged against the server's version: the admin's values are changes
    expect(labels(compareWithServer(posts, newBase, values, server))).toEqual([]);
    expect(isFormDirty(newBase, values)).toBe(true);
  });

  it('a list takes the server value for exactly those fields', () => {
    const { base, mine, server } = scenario();
    const { values } = mergeTheirs(posts, base, mine, server, { take: ['tags', 'status', 'views'] });
    expect(values.fields.tags).toEqual(['a', 'c', 'd']);
    expect(values.fields.status).toEqual(['old']);
    // views: the server did not change it, so its value is the loaded one
    expect(values.fields.views).toBe('12.5');
    expect(values.fields.title).toBe('Mine');
    // published only changed on the server and was not taken: the loaded value is kept
    expect(values.fields.published).toBe(false);
    expect(mergeTheirs(posts, base, mine, server, { take: [] }).values.fields.status).toEqual(['draft']);
  });

  it('leaves the form clean when nothing changed on either side', () => {
    const { base, mine } = load(posts, post);
    for (const take of ['theirs', 'mine', []] as const) {
      const result = mergeTheirs(posts, base, mine, post, { take });
      expect(isFormDirty(result.base, result.values)).toBe(false);
      expect(result.values).toEqual(mine);
    }
  });

  it('counts json key order as a change, so a reordered object is taken from the server', () => {
    const { base, mine } = load(posts, post);
    const server = { ...post, meta: { list: [true, null], a: 1 } };
    expect(compareWithServer(posts, base, mine, server)).toMatchObject([{ field: 'meta', kind: 'theirs' }]);
    const { values, base: newBase } = mergeTheirs(posts, base, mine, server, { take: 'mine' });
    expect(values.fields.meta).toBe(newBase.fields.meta);
    expect(isFormDirty(newBase, values)).toBe(false);
  });

  it("takes the server's file names and drops the admin's deletions and uploads with 'theirs'", () => {
    const { base, mine } = load(posts, post);
    mine.files.gallery.deleted = ['g1.png'];
    mine.files.gallery.added = [{ key: 'file-1', file: file('up.png') }];
    const server = { ...post, gallery: ['g1.png', 'g2.png', 'g3.png'] };
    const { values } = mergeTheirs(posts, base, mine, server, { take: 'theirs' });
    expect(values.files.gallery).toEqual({
      existing: ['g1.png', 'g2.png', 'g3.png'],
      deleted: [],
      added: [],
    });
    expect(values.files.cover).toEqual({ existing: ['cover_abc.png'], deleted: [], added: [] });
  });

  it("keeps exactly the admin's files with 'mine': other server files are marked for deletion", () => {
    const { base, mine } = load(posts, post);
    mine.files.gallery.deleted = ['g1.png'];
    const upload = { key: 'file-1', file: file('up.png') };
    mine.files.gallery.added = [upload];
    const server = { ...post, gallery: ['g1.png', 'g2.png', 'g3.png'] };
    const { values } = mergeTheirs(posts, base, mine, server, { take: 'mine' });
    expect(values.files.gallery).toEqual({
      existing: ['g1.png', 'g2.png', 'g3.png'],
      deleted: ['g1.png', 'g3.png'],
      added: [upload],
    });
    expect(values.files.gallery.added[0]).not.toBe(upload);
    expect(values.files.gallery.added[0].file).toBe(upload.file);
  });

  it("keeps the admin's new single file over the one the server put in", () => {
    const { base, mine } = load(posts, post);
    mine.files.cover.deleted = ['cover_abc.png'];
    mine.files.cover.added = [{ key: 'file-2', file: file('mine.png') }];
    const server = { ...post, cover: 'cover_server.png' };
    expect(compareWithServer(posts, base, mine, server)).toEqual([
      {
        field: 'cover',
        base: ['cover_abc.png'],
        mine: ['mine.png'],
        theirs: ['cover_server.png'],
        kind: 'both',
      },
    ]);
    const { values } = mergeTheirs(posts, base, mine, server, { take: 'mine' });
    expect(values.files.cover).toMatchObject({
      existing: ['cover_server.png'],
      deleted: ['cover_server.png'],
    });
    expect(values.files.cover.added).toHaveLength(1);
  });

  it("keeps the admin's deletions of files the server still has when it did not change the field", () => {
    const { base, mine } = load(posts, post);
    mine.files.gallery.deleted = ['g2.png'];
    const server = { ...post, title: 'Server' };
    for (const take of ['theirs', 'mine'] as const) {
      expect(mergeTheirs(posts, base, mine, server, { take }).values.files.gallery).toEqual({
        existing: ['g1.png', 'g2.png'],
        deleted: ['g2.png'],
        added: [],
      });
    }
    // taken from the server by name: the deletion is dropped
    expect(
      mergeTheirs(posts, base, mine, server, { take: ['gallery'] }).values.files.gallery.deleted,
    ).toEqual([]);
  });

  it('takes auth fields by the same rules and always keeps the typed passwords', () => {
    const { base, mine } = load(users, user);
    mine.auth = {
      ...mine.auth!,
      email: 'mine@example.com',
      password: 'secret123',
      passwordConfirm: 'secret123',
      changePassword: true,
    };
    const server = { ...user, username: 'alice2', email: 'server@example.com', verified: true };
    const theirs = mergeTheirs(users, base, mine, server, { take: 'theirs' }).values.auth;
    expect(theirs).toEqual({
      username: 'alice2',
      email: 'server@example.com',
      emailVisibility: false,
      verified: true,
      password: 'secret123',
      passwordConfirm: 'secret123',
      changePassword: true,
    });
    const kept = mergeTheirs(users, base, mine, server, { take: 'mine' }).values.auth;
    expect(kept).toMatchObject({ username: 'alice2', email: 'mine@example.com', verified: true });
    const picked = mergeTheirs(users, base, mine, server, { take: ['email'] }).values.auth;
    expect(picked).toMatchObject({ username: 'alice', email: 'server@example.com', verified: false });
    expect(picked?.password).toBe('secret123');
  });

  it('does not change its inputs and returns fresh objects', () => {
    const { base, mine, server } = scenario();
    const before = { base: structuredClone(base), mine: structuredClone(mine) };
    const result = mergeTheirs(posts, base, mine, server, { take: 'mine' });
    expect(base).toEqual(before.base);
    expect(mine).toEqual(before.mine);
    expect(result.values.fields).not.toBe(mine.fields);
    expect(result.values.fields.tags).not.toBe(mine.fields.tags);
    expect(result.values.fields.tags).not.toBe(result.base.fields.tags);
    result.values.files.gallery.deleted.push('x');
    expect(result.base.files.gallery.deleted).toEqual([]);
  });

  it('drops form entries that are no longer in the schema', () => {
    const { base, mine } = load(posts, post);
    mine.fields.gone = 'x';
    mine.files.oldFiles = { existing: ['a.png'], deleted: [], added: [] };
    const { values, base: newBase } = mergeTheirs(posts, base, mine, post, { take: 'mine' });
    expect(Object.keys(values.fields)).not.toContain('gone');
    expect(Object.keys(values.files)).not.toContain('oldFiles');
    expect(isFormDirty(newBase, values)).toBe(false);
  });
});

describe('isNewerOnServer', () => {
  it('compares server dates as instants', () => {
    expect(isNewerOnServer('2024-01-02 10:00:00.123Z', '2024-01-02 10:00:00.124Z')).toBe(true);
    expect(isNewerOnServer('2024-01-02 10:00:00.123Z', '2024-01-02 10:00:01.000Z')).toBe(true);
    expect(isNewerOnServer('2024-12-31 23:59:59.999Z', '2025-01-01 00:00:00.000Z')).toBe(true);
    expect(isNewerOnServer('2024-01-02 10:00:00.123Z', '2024-01-02 10:00:00.123Z')).toBe(false);
    expect(isNewerOnServer('2024-01-02 10:00:00.124Z', '2024-01-02 10:00:00.123Z')).toBe(false);
    expect(isNewerOnServer('2024-01-03 00:00:00.000Z', '2024-01-02 23:59:59.999Z')).toBe(false);
  });

  it('reads other fraction lengths, a T separator and a missing Z', () => {
    expect(isNewerOnServer('2024-01-02 10:00:00.1Z', '2024-01-02 10:00:00.100001Z')).toBe(true);
    expect(isNewerOnServer('2024-01-02 10:00:00.10Z', '2024-01-02 10:00:00.1Z')).toBe(false);
    expect(isNewerOnServer('2024-01-02 10:00:00Z', '2024-01-02T10:00:00.001Z')).toBe(true);
    expect(isNewerOnServer('2024-01-02 10:00:00.000', '2024-01-02 10:00:00.500')).toBe(true);
    expect(isNewerOnServer(' 2024-01-02 10:00:00.000Z ', '2024-01-02 10:00:00.500Z')).toBe(true);
  });

  it('is false for empty, zero or unreadable dates', () => {
    const good = '2024-01-02 10:00:00.123Z';
    expect(isNewerOnServer('', good)).toBe(false);
    expect(isNewerOnServer(good, '')).toBe(false);
    expect(isNewerOnServer('0001-01-01 00:00:00.000Z', good)).toBe(false);
    expect(isNewerOnServer('not a date', good)).toBe(false);
    expect(isNewerOnServer('2024-01-01 10:00:00.000Z', '2024-13-01 10:00:00.000Z')).toBe(false);
    expect(isNewerOnServer('2024-01-01 10:00:00.000Z', '2024-02-30 10:00:00.000Z')).toBe(false);
    expect(isNewerOnServer('2024-01-01 10:00:00.000Z', '2024-01-02 24:00:00.000Z')).toBe(false);
    expect(isNewerOnServer('2024-01-01 10:00:00.000Z', '2024-01-02 10:00:00.000+02:00')).toBe(false);
    expect(isNewerOnServer(null as unknown as string, good)).toBe(false);
  });

  it('handles years below 100 without shifting them', () => {
    expect(isNewerOnServer('0050-01-01 00:00:00.000Z', '1950-01-01 00:00:00.000Z')).toBe(true);
  });
});
