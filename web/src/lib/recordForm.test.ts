import { Collection, Record as PbRecord } from 'pocketbase';
import {
  addFiles,
  buildRecordFormData,
  canAddFiles,
  canSave,
  draftFromValues,
  duplicateValues,
  type FileFieldState,
  isDraftDifferent,
  isFormDirty,
  isJsonText,
  limitSelection,
  newFileKey,
  normalizeJsonValue,
  recordToFormValues,
  type RecordFormValues,
  validateRecordValues,
  valuesFromDraft,
} from './recordForm';
import { isMultiple, selectionLimit, type CollectionLike, type FieldLike } from './schema';

let fieldCounter = 0;
const field = (name: string, type: string, options: FieldLike['options'] = {}): FieldLike => ({
  id: `f${++fieldCounter}`,
  name,
  type,
  options,
  required: false,
});

const posts: CollectionLike = {
  type: 'base',
  schema: [
    field('title', 'text'),
    field('body', 'editor'),
    field('contact', 'email'),
    field('link', 'url'),
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
  ],
};

const users: CollectionLike = {
  type: 'auth',
  schema: [field('name', 'text'), field('avatar', 'file', { maxSelect: 1 })],
};

const fullRecord = {
  id: 'post1234567890a',
  collectionId: 'posts_id',
  collectionName: 'posts',
  created: '2022-01-01 10:00:00.123Z',
  updated: '2022-01-02 10:00:00.123Z',
  title: 'Hello',
  body: '<p>Hi</p>',
  contact: 'a@example.com',
  link: 'https://example.com',
  views: 12.5,
  published: true,
  when: '2022-01-01 10:00:00.123Z',
  status: 'live',
  tags: ['a', 'c'],
  author: 'user12345678901',
  related: ['p1', 'p2'],
  meta: { a: 1, list: [true, null] },
  cover: 'cover_abc.png',
  gallery: ['g1.png', 'g2.png'],
};

/** The FormData entries as [key, value] with files shown as 'file:{name}'. */
function entries(data: FormData): [string, string][] {
  return [...data.entries()].map(([key, value]) => [
    key,
    typeof value === 'string' ? value : `file:${value.name}`,
  ]);
}

const file = (name: string, content = 'x'): File => new File([content], name, { type: 'text/plain' });

describe('selectionLimit and isMultiple', () => {
  it('follow the server: select and file are multiple above 1, a relation also without maxSelect', () => {
    expect(selectionLimit(field('s', 'select', { maxSelect: 1 }))).toBe(1);
    expect(selectionLimit(field('s', 'select', { maxSelect: 4 }))).toBe(4);
    expect(selectionLimit(field('s', 'select', {}))).toBe(1);
    expect(selectionLimit(field('f', 'file', { maxSelect: 99 }))).toBe(99);
    expect(selectionLimit(field('f', 'file', { maxSelect: 0 }))).toBe(1);
    expect(selectionLimit(field('r', 'relation', { maxSelect: null }))).toBe(Infinity);
    expect(selectionLimit(field('r', 'relation', {}))).toBe(Infinity);
    expect(selectionLimit(field('r', 'relation', { maxSelect: 1 }))).toBe(1);
    expect(selectionLimit(field('r', 'relation', { maxSelect: 5 }))).toBe(5);
    expect(isMultiple(field('r', 'relation', { maxSelect: null }))).toBe(true);
    expect(isMultiple(field('s', 'select', { maxSelect: 1 }))).toBe(false);
    expect(isMultiple(field('s', 'select', { maxSelect: 2 }))).toBe(true);
    // text in maxSelect counts as the number the collection editor sends for it (lib/schema)
    expect(isMultiple(field('f', 'file', { maxSelect: '3' }))).toBe(true);
  });
});

describe('limitSelection', () => {
  it('keeps the last maxSelect items with a message when more were chosen', () => {
    expect(limitSelection(['a', 'b', 'c', 'd'], 2)).toEqual({
      values: ['c', 'd'],
      message: 'Select up to 2 items.',
    });
    expect(limitSelection(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({
      values: ['c', 'd', 'e'],
      message: 'Select up to 3 items.',
    });
  });

  it('leaves a value within the limit alone', () => {
    expect(limitSelection(['a', 'b'], 2)).toEqual({ values: ['a', 'b'], message: null });
    expect(limitSelection([], 3)).toEqual({ values: [], message: null });
    expect(limitSelection(['a', 'b', 'c'], Infinity)).toEqual({ values: ['a', 'b', 'c'], message: null });
  });

  it('keeps only the last item in single mode, without a message', () => {
    expect(limitSelection(['a', 'b', 'c'], 1)).toEqual({ values: ['c'], message: null });
    expect(limitSelection(['a', 'b'], 0)).toEqual({ values: ['b'], message: null });
    expect(limitSelection(['a', 'b'], NaN)).toEqual({ values: ['b'], message: null });
    expect(limitSelection([], 1)).toEqual({ values: [], message: null });
  });

  it('drops empty entries and repeats before counting', () => {
    expect(limitSelection(['a', '', 'a', 'b'], 2)).toEqual({ values: ['a', 'b'], message: null });
    expect(limitSelection(['', ''], 1)).toEqual({ values: [], message: null });
  });

  it('does not change its input', () => {
    const input = ['a', 'b', 'c'];
    limitSelection(input, 1);
    expect(input).toEqual(['a', 'b', 'c']);
  });
});

describe('canAddFiles and addFiles', () => {
  const gallery = field('gallery', 'file', { maxSelect: 3 });
  const cover = field('cover', 'file', { maxSelect: 1 });
  const state = (existing: string[], deleted: string[] = [], added = 0): FileFieldState => ({
    existing,
    deleted,
    added: Array.from({ length: added }, (_, i) => ({ key: `k${i}`, file: file(`n${i}.txt`) })),
  });

  it('count existing plus new minus deleted against maxSelect', () => {
    expect(canAddFiles(gallery, state([]))).toEqual({ allowed: 3, message: null });
    expect(canAddFiles(gallery, state(['a', 'b']))).toEqual({ allowed: 1, message: null });
    expect(canAddFiles(gallery, state(['a', 'b'], [], 1))).toEqual({
      allowed: 0,
      message: 'Select up to 3 files.',
    });
    expect(canAddFiles(gallery, state(['a', 'b'], ['a'], 1))).toEqual({ allowed: 1, message: null });
    expect(canAddFiles(gallery, state(['a', 'b', 'c', 'd']))).toEqual({
      allowed: 0,
      message: 'Select up to 3 files.',
    });
  });

  it('block a second file in single mode until the current one is deleted', () => {
    expect(canAddFiles(cover, state(['a.png']))).toEqual({ allowed: 0, message: 'Select up to 1 file.' });
    expect(canAddFiles(cover, state(['a.png'], ['a.png']))).toEqual({ allowed: 1, message: null });
    expect(canAddFiles(cover, state([], [], 1))).toEqual({ allowed: 0, message: 'Select up to 1 file.' });
    // a deleted name that is not an existing file frees nothing
    expect(canAddFiles(cover, state(['a.png'], ['zzz.png'])).allowed).toBe(0);
  });

  it('addFiles adds what fits, with keys, and refuses the rest with a message', () => {
    let n = 0;
    const makeKey = () => `key${++n}`;
    const start = state(['a.png']);
    const { entry, message } = addFiles(
      gallery,
      start,
      [file('1.txt'), file('2.txt'), file('3.txt')],
      makeKey,
    );
    expect(entry.added.map((added) => [added.key, added.file.name])).toEqual([
      ['key1', '1.txt'],
      ['key2', '2.txt'],
    ]);
    expect(entry.existing).toEqual(['a.png']);
    expect(message).toBe('Select up to 3 files.');
    expect(start.added).toEqual([]);

    const fits = addFiles(gallery, state([]), [file('1.txt')], makeKey);
    expect(fits.message).toBeNull();
    expect(fits.entry.added.map((added) => added.key)).toEqual(['key3']);

    const blocked = addFiles(cover, state(['a.png']), [file('b.png')]);
    expect(blocked.entry.added).toEqual([]);
    expect(blocked.message).toBe('Select up to 1 file.');
  });

  it('newFileKey gives a different key each time', () => {
    const keys = new Set([newFileKey(), newFileKey(), newFileKey()]);
    expect(keys.size).toBe(3);
  });
});

describe('recordToFormValues', () => {
  it('gives a new record empty values by type and no files', () => {
    expect(recordToFormValues(posts, null)).toEqual({
      id: '',
      fields: {
        title: '',
        body: '',
        contact: '',
        link: '',
        views: '',
        published: false,
        when: '',
        status: [],
        tags: [],
        author: [],
        related: [],
        meta: '',
      },
      files: {
        cover: { existing: [], deleted: [], added: [] },
        gallery: { existing: [], deleted: [], added: [] },
      },
    });
  });

  it('gives a new auth record its defaults: visibility, verified and change password off', () => {
    expect(recordToFormValues(users, null)).toEqual({
      id: '',
      fields: { name: '' },
      auth: {
        username: '',
        email: '',
        emailVisibility: false,
        verified: false,
        password: '',
        passwordConfirm: '',
        changePassword: false,
      },
      files: { avatar: { existing: [], deleted: [], added: [] } },
    });
  });

  it('reads an existing record', () => {
    expect(recordToFormValues(posts, fullRecord)).toEqual({
      id: 'post1234567890a',
      fields: {
        title: 'Hello',
        body: '<p>Hi</p>',
        contact: 'a@example.com',
        link: 'https://example.com',
        views: '12.5',
        published: true,
        when: '2022-01-01 10:00:00',
        status: ['live'],
        tags: ['a', 'c'],
        author: ['user12345678901'],
        related: ['p1', 'p2'],
        meta: '{\n  "a": 1,\n  "list": [\n    true,\n    null\n  ]\n}',
      },
      files: {
        cover: { existing: ['cover_abc.png'], deleted: [], added: [] },
        gallery: { existing: ['g1.png', 'g2.png'], deleted: [], added: [] },
      },
    });
  });

  it('takes a SDK Record and Collection', () => {
    const collection = new Collection({
      id: 'c1',
      name: 'posts',
      type: 'base',
      schema: [{ id: 'x', name: 'title', type: 'text', system: false, required: false, options: {} }],
    });
    const record = new PbRecord({ id: 'r1234567890abcd', title: 'From SDK' });
    expect(recordToFormValues(collection, record)).toEqual({
      id: 'r1234567890abcd',
      fields: { title: 'From SDK' },
      files: {},
    });
  });

  it('treats the zero date and an empty date as empty, and cuts dates to 19 characters', () => {
    const dates: CollectionLike = { type: 'base', schema: [field('d', 'date')] };
    const read = (value: unknown) => recordToFormValues(dates, { id: 'r', d: value }).fields.d;
    expect(read('0001-01-01 00:00:00.000Z')).toBe('');
    expect(read('')).toBe('');
    expect(read(null)).toBe('');
    expect(read(undefined)).toBe('');
    expect(read('2022-01-01 10:00:00.123Z')).toBe('2022-01-01 10:00:00');
    expect(read('2022-01-01T10:00:00Z')).toBe('2022-01-01 10:00:00');
  });

  it('shows json as 2-space JSON text, null and missing as empty', () => {
    const json: CollectionLike = { type: 'base', schema: [field('j', 'json')] };
    const read = (value: unknown) => recordToFormValues(json, { id: 'r', j: value }).fields.j;
    expect(read(null)).toBe('');
    expect(read(undefined)).toBe('');
    expect(read(12)).toBe('12');
    expect(read(false)).toBe('false');
    expect(read('hello')).toBe('"hello"');
    expect(read([1, 2])).toBe('[\n  1,\n  2\n]');
    expect(read({})).toBe('{}');
  });

  it('reads numbers as text, empty when not a finite number', () => {
    const nums: CollectionLike = { type: 'base', schema: [field('n', 'number')] };
    const read = (value: unknown) => recordToFormValues(nums, { id: 'r', n: value }).fields.n;
    expect(read(0)).toBe('0');
    expect(read(-3.25)).toBe('-3.25');
    expect(read(null)).toBe('');
    expect(read(undefined)).toBe('');
    expect(read(NaN)).toBe('');
    expect(read(' 7 ')).toBe('7');
    expect(read('abc')).toBe('');
  });

  it('reads select, relation and file values through fieldValues; single mode keeps the last value', () => {
    const record = { ...fullRecord, status: ['draft', 'old'], tags: 'b', related: '', cover: ['a.png', ''] };
    const values = recordToFormValues(posts, record);
    expect(values.fields.status).toEqual(['old']);
    expect(values.fields.tags).toEqual(['b']);
    expect(values.fields.related).toEqual([]);
    expect(values.files.cover.existing).toEqual(['a.png']);
  });

  it('reads loose values safely (missing, wrong types)', () => {
    const values = recordToFormValues(posts, { id: 'r', title: 42, published: 'true', tags: [1, 'a'] });
    expect(values.fields.title).toBe('42');
    expect(values.fields.body).toBe('');
    expect(values.fields.published).toBe(false);
    expect(values.fields.tags).toEqual(['a']);
    expect(values.files.gallery.existing).toEqual([]);
  });

  it('reads the auth system fields, never a password', () => {
    const values = recordToFormValues(users, {
      id: 'u1234567890abcd',
      username: 'jo',
      email: 'jo@example.com',
      emailVisibility: true,
      verified: true,
      password: 'leaked?',
      name: 'Jo',
      avatar: 'jo.png',
    });
    expect(values.auth).toEqual({
      username: 'jo',
      email: 'jo@example.com',
      emailVisibility: true,
      verified: true,
      password: '',
      passwordConfirm: '',
      changePassword: false,
    });
    expect(values.fields).toEqual({ name: 'Jo' });
    expect(values.files.avatar.existing).toEqual(['jo.png']);
  });

  it('skips fields of unknown types and keeps a field named __proto__ as data', () => {
    const odd: CollectionLike = {
      type: 'base',
      schema: [field('geo', 'geoPoint'), field('__proto__', 'text')],
    };
    const values = recordToFormValues(odd, JSON.parse('{"id":"r","geo":{"lat":1},"__proto__":"x"}'));
    expect(Object.keys(values.fields)).toEqual(['__proto__']);
    expect(Object.getOwnPropertyDescriptor(values.fields, '__proto__')?.value).toBe('x');
    expect(Object.getPrototypeOf(values.fields)).toBe(Object.prototype);
  });
});

describe('isJsonText and normalizeJsonValue', () => {
  it.each([
    ['', 'null'],
    ['   ', 'null'],
    ['\n\t', 'null'],
    [' 12 ', '12'],
    ['12', '12'],
    ['-0', '-0'],
    ['1e400', '1e400'],
    ['12345678901234567890', '12345678901234567890'],
    ['{"a":1}', '{"a":1}'],
    ['{\n  "a": 1\n}', '{\n  "a": 1\n}'],
    ['[1, 2]', '[1, 2]'],
    ['null', 'null'],
    ['true', 'true'],
    ['false', 'false'],
    ['"quoted"', '"quoted"'],
    ['  "quoted"  ', '"quoted"'],
    ['""', '""'],
    ['hello', '"hello"'],
    [' hello world ', '"hello world"'],
    ['[1,2', '"[1,2"'],
    ['{a:1}', '"{a:1}"'],
    ['NaN', '"NaN"'],
    ['undefined', '"undefined"'],
    ['True', '"True"'],
    ["'single'", '"\'single\'"'],
    ['say "hi"', '"say \\"hi\\""'],
    ['back\\slash', '"back\\\\slash"'],
    ['1 2', '"1 2"'],
  ])('normalizeJsonValue(%j) is %j', (text, sent) => {
    expect(normalizeJsonValue(text)).toBe(sent);
    // what is sent is always JSON text
    expect(() => JSON.parse(sent) as unknown).not.toThrow();
  });

  it('quotes text that is not JSON so it round-trips to the same string', () => {
    for (const text of ['hello', '[1,2', 'NaN', 'a\nb']) {
      expect(JSON.parse(normalizeJsonValue(text))).toBe(text);
    }
  });

  it('isJsonText tells JSON from text to be quoted', () => {
    expect(isJsonText(' {"a": [1]} ')).toBe(true);
    expect(isJsonText('"x"')).toBe(true);
    expect(isJsonText('0')).toBe(true);
    expect(isJsonText('')).toBe(false);
    expect(isJsonText('hello')).toBe(false);
    expect(isJsonText('[1,2')).toBe(false);
  });
});

describe('buildRecordFormData', () => {
  it('sends every schema field of an existing record by type, and no id', () => {
    const values = recordToFormValues(posts, fullRecord);
    expect(entries(buildRecordFormData(posts, values, { isNew: false }))).toEqual([
      ['title', 'Hello'],
      ['body', '<p>Hi</p>'],
      ['contact', 'a@example.com'],
      ['link', 'https://example.com'],
      ['views', '12.5'],
      ['published', 'true'],
      ['when', '2022-01-01 10:00:00'],
      ['status', 'live'],
      ['tags', 'a'],
      ['tags', 'c'],
      ['author', 'user12345678901'],
      ['related', 'p1'],
      ['related', 'p2'],
      ['meta', '{\n  "a": 1,\n  "list": [\n    true,\n    null\n  ]\n}'],
    ]);
  });

  it('sends empty values so a cleared field is cleared', () => {
    const values = recordToFormValues(posts, null);
    expect(entries(buildRecordFormData(posts, values, { isNew: true }))).toEqual([
      ['title', ''],
      ['body', ''],
      ['contact', ''],
      ['link', ''],
      ['views', ''],
      ['published', 'false'],
      ['when', ''],
      ['status', ''],
      ['tags', ''],
      ['author', ''],
      ['related', ''],
      ['meta', 'null'],
    ]);
  });

  it('sends the id only for a new record that has one', () => {
    const values = { ...recordToFormValues(posts, null), id: 'custom123456789' };
    expect(buildRecordFormData(posts, values, { isNew: true }).getAll('id')).toEqual(['custom123456789']);
    expect(buildRecordFormData(posts, { ...values, id: ' x ' }, { isNew: true }).get('id')).toBe('x');
    expect(buildRecordFormData(posts, { ...values, id: '  ' }, { isNew: true }).has('id')).toBe(false);
    expect(buildRecordFormData(posts, values, { isNew: false }).has('id')).toBe(false);
  });

  it('trims numbers and dates, normalizes json, sends text as typed', () => {
    const values = recordToFormValues(posts, null);
    values.fields.title = '  spaced  ';
    values.fields.views = ' 42 ';
    values.fields.when = ' 2024-05-06 07:08:09 ';
    values.fields.meta = ' hello ';
    const data = buildRecordFormData(posts, values, { isNew: true });
    expect(data.get('title')).toBe('  spaced  ');
    expect(data.get('views')).toBe('42');
    expect(data.get('when')).toBe('2024-05-06 07:08:09');
    expect(data.get('meta')).toBe('"hello"');
    values.fields.meta = '[1, 2]';
    expect(buildRecordFormData(posts, values, { isNew: true }).get('meta')).toBe('[1, 2]');
  });

  it('sends the last value of a single select or relation, and a multiple value whole', () => {
    const values = recordToFormValues(posts, fullRecord);
    values.fields.status = ['draft', 'old'];
    values.fields.author = ['u1', '', 'u2'];
    values.fields.tags = ['a', 'b', 'a', '', 'c', 'd'];
    const data = buildRecordFormData(posts, values, { isNew: false });
    expect(data.getAll('status')).toEqual(['old']);
    expect(data.getAll('author')).toEqual(['u2']);
    // over maxSelect: sent as is (without repeats) so the server reports it; nothing is cut silently
    expect(data.getAll('tags')).toEqual(['a', 'b', 'c', 'd']);
    values.fields.related = [];
    expect(buildRecordFormData(posts, values, { isNew: false }).getAll('related')).toEqual(['']);
  });

  it('sends new files under the field name and deletions as field.filename with an empty value', () => {
    const values = recordToFormValues(posts, fullRecord);
    values.files.cover = { existing: ['cover_abc.png'], deleted: ['cover_abc.png'], added: [] };
    values.files.cover.added.push({ key: 'k1', file: file('new.png') });
    values.files.gallery.deleted = ['g2.png', 'g2.png', 'not-there.png'];
    values.files.gallery.added = [
      { key: 'k2', file: file('x.pdf') },
      { key: 'k3', file: file('y.pdf') },
    ];
    const data = buildRecordFormData(posts, values, { isNew: false });
    const fileEntries = entries(data).filter(([key]) => key.startsWith('cover') || key.startsWith('gallery'));
    expect(fileEntries).toEqual([
      ['cover.cover_abc.png', ''],
      ['cover', 'file:new.png'],
      ['gallery.g2.png', ''],
      ['gallery', 'file:x.pdf'],
      ['gallery', 'file:y.pdf'],
    ]);
    const sent = data.getAll('gallery')[0];
    expect(sent).toBeInstanceOf(File);
    expect(sent).toBe(values.files.gallery.added[0].file);
  });

  it('never sends existing file names (the server keeps them)', () => {
    const values = recordToFormValues(posts, fullRecord);
    const data = buildRecordFormData(posts, values, { isNew: false });
    expect(data.has('cover')).toBe(false);
    expect(data.has('gallery')).toBe(false);
  });

  it('leaves out fields missing from the values, of an unknown type or of the wrong shape', () => {
    const collection: CollectionLike = {
      type: 'base',
      schema: [
        field('title', 'text'),
        field('geo', 'geoPoint'),
        field('flag', 'bool'),
        field('gone', 'text'),
      ],
    };
    const values: RecordFormValues = {
      id: '',
      fields: { title: 'x', geo: 'ignored', flag: 'yes' },
      files: {},
    };
    expect(entries(buildRecordFormData(collection, values, { isNew: false }))).toEqual([['title', 'x']]);
  });

  it('ignores values of fields no longer in the schema', () => {
    const values = recordToFormValues(posts, null);
    values.fields.removed = 'x';
    values.files.oldFiles = { existing: ['a'], deleted: ['a'], added: [{ key: 'k', file: file('z') }] };
    const keys = entries(buildRecordFormData(posts, values, { isNew: true })).map(([key]) => key);
    expect(keys).not.toContain('removed');
    expect(keys.some((key) => key.startsWith('oldFiles'))).toBe(false);
  });

  describe('auth records', () => {
    const newUser = (): RecordFormValues => {
      const values = recordToFormValues(users, null);
      values.fields.name = 'Jo';
      values.auth = {
        username: '',
        email: 'jo@example.com',
        emailVisibility: true,
        verified: false,
        password: 'secret123',
        passwordConfirm: 'secret123',
        changePassword: false,
      };
      return values;
    };

    it('a new record sends email, flags and passwords; a blank username is left to the server', () => {
      expect(entries(buildRecordFormData(users, newUser(), { isNew: true }))).toEqual([
        ['email', 'jo@example.com'],
        ['emailVisibility', 'true'],
        ['verified', 'false'],
        ['password', 'secret123'],
        ['passwordConfirm', 'secret123'],
        ['name', 'Jo'],
      ]);
      const values = newUser();
      values.auth!.username = '   ';
      expect(buildRecordFormData(users, values, { isNew: true }).has('username')).toBe(false);
      values.auth!.username = 'jo';
      expect(buildRecordFormData(users, values, { isNew: true }).get('username')).toBe('jo');
    });

    it('a new record sends its passwords even when empty (the server says they are required)', () => {
      const values = newUser();
      values.auth!.password = '';
      values.auth!.passwordConfirm = '';
      const data = buildRecordFormData(users, values, { isNew: true });
      expect(data.get('password')).toBe('');
      expect(data.get('passwordConfirm')).toBe('');
    });

    it('an existing record sends its username (even blank) and passwords only with Change password', () => {
      const values = recordToFormValues(users, {
        id: 'u1234567890abcd',
        username: 'jo',
        email: 'jo@example.com',
        emailVisibility: false,
        verified: true,
        name: 'Jo',
      });
      values.auth!.password = 'typed-but-hidden';
      expect(entries(buildRecordFormData(users, values, { isNew: false }))).toEqual([
        ['username', 'jo'],
        ['email', 'jo@example.com'],
        ['emailVisibility', 'false'],
        ['verified', 'true'],
        ['name', 'Jo'],
      ]);
      values.auth!.changePassword = true;
      values.auth!.passwordConfirm = 'typed-but-hidden';
      const data = buildRecordFormData(users, values, { isNew: false });
      expect(data.get('password')).toBe('typed-but-hidden');
      expect(data.get('passwordConfirm')).toBe('typed-but-hidden');
      values.auth!.username = '';
      expect(buildRecordFormData(users, values, { isNew: false }).getAll('username')).toEqual(['']);
    });

    it('auth values on a non-auth collection are ignored', () => {
      const values = { ...recordToFormValues(posts, null), auth: newUser().auth };
      expect(buildRecordFormData(posts, values, { isNew: true }).has('email')).toBe(false);
    });
  });
});

describe('validateRecordValues', () => {
  const withFields = (fields: { [name: string]: unknown }) => {
    const values = recordToFormValues(posts, fullRecord);
    Object.assign(values.fields, fields);
    return values;
  };

  it('accepts a loaded record, a new one and empty numbers and dates', () => {
    expect(validateRecordValues(posts, recordToFormValues(posts, fullRecord))).toEqual({});
    expect(validateRecordValues(posts, recordToFormValues(posts, null))).toEqual({});
    expect(validateRecordValues(posts, withFields({ views: '  ', when: ' ' }))).toEqual({});
  });

  it('accepts numbers and dates as they are sent (trimmed)', () => {
    expect(
      validateRecordValues(posts, withFields({ views: ' -1.5e3 ', when: ' 2024-02-29 10:00:00 ' })),
    ).toEqual({});
  });

  it.each(['1e309', '1e-400', '0x10', 'Infinity', 'twelve'])(
    "refuses the number %j with 'Not a valid number.'",
    (text) => {
      expect(validateRecordValues(posts, withFields({ views: text }))).toEqual({
        'fields.views': 'Not a valid number.',
      });
    },
  );

  it.each(['2024-02-30 10:00:00', '2024-13-45 10:00:00', 'not a date', '2024-05-01 10:00'])(
    "refuses the date %j with 'Not a valid date.'",
    (text) => {
      expect(validateRecordValues(posts, withFields({ when: text }))).toEqual({
        'fields.when': 'Not a valid date.',
      });
    },
  );

  it('lists the errors in schema order and leaves other fields alone', () => {
    const errors = validateRecordValues(
      posts,
      withFields({ when: 'soon', views: '1e309', title: '1e309', meta: 'Infinity' }),
    );
    expect(Object.entries(errors)).toEqual([
      ['fields.views', 'Not a valid number.'],
      ['fields.when', 'Not a valid date.'],
    ]);
  });

  it('keys a field named __proto__ as an own entry', () => {
    const odd: CollectionLike = { type: 'base', schema: [field('__proto__', 'number')] };
    const values = recordToFormValues(odd, null);
    Object.defineProperty(values.fields, '__proto__', { value: 'x', enumerable: true });
    expect(Object.keys(validateRecordValues(odd, values))).toEqual(['fields.__proto__']);
  });
});

describe('isFormDirty and canSave', () => {
  const initial = () => recordToFormValues(posts, fullRecord);

  it('is clean for the same values (deep, not by reference)', () => {
    expect(isFormDirty(initial(), initial())).toBe(false);
    expect(canSave(false, initial(), initial())).toBe(false);
  });

  it('a new record can always be saved', () => {
    const fresh = recordToFormValues(posts, null);
    expect(canSave(true, fresh, recordToFormValues(posts, null))).toBe(true);
  });

  it.each<[string, (values: RecordFormValues) => void]>([
    ['text', (v) => (v.fields.title = 'Changed')],
    ['number text', (v) => (v.fields.views = '12.50')],
    ['bool', (v) => (v.fields.published = false)],
    ['date', (v) => (v.fields.when = '')],
    ['json', (v) => (v.fields.meta = '{}')],
    ['list item', (v) => (v.fields.tags = ['a', 'd'])],
    ['list order', (v) => (v.fields.related = ['p2', 'p1'])],
    ['list length', (v) => (v.fields.related = ['p1'])],
    ['id', (v) => (v.id = 'other')],
    ['a deleted file', (v) => (v.files.gallery.deleted = ['g1.png'])],
    ['an added file', (v) => v.files.cover.added.push({ key: 'k', file: file('a.png') })],
    ['a field that appeared', (v) => (v.fields.extra = '')],
    ['a field that went', (v) => delete v.fields.title],
  ])('notices a change of %s', (_label, change) => {
    const current = initial();
    change(current);
    expect(isFormDirty(initial(), current)).toBe(true);
    expect(canSave(false, initial(), current)).toBe(true);
  });

  it('treats deletions as a set and ignores deleted names that are not existing files', () => {
    const a = initial();
    a.files.gallery.deleted = ['g1.png', 'g2.png'];
    const b = initial();
    b.files.gallery.deleted = ['g2.png', 'g1.png', 'g1.png', 'unknown.png'];
    expect(isFormDirty(a, b)).toBe(false);
    const c = initial();
    c.files.gallery.deleted = ['unknown.png'];
    expect(isFormDirty(initial(), c)).toBe(false);
  });

  it('compares added files by key', () => {
    const a = initial();
    const b = initial();
    a.files.gallery.added = [{ key: 'k1', file: file('a') }];
    b.files.gallery.added = [{ key: 'k1', file: file('a') }];
    expect(isFormDirty(a, b)).toBe(false);
    b.files.gallery.added = [{ key: 'k2', file: file('a') }];
    expect(isFormDirty(a, b)).toBe(true);
  });

  it('counts auth fields and typed passwords, not the Change password toggle alone', () => {
    const record = { id: 'u1234567890abcd', username: 'jo', email: 'jo@example.com', verified: false };
    const base = () => recordToFormValues(users, record);
    const toggled = base();
    toggled.auth!.changePassword = true;
    expect(isFormDirty(base(), toggled)).toBe(false);
    toggled.auth!.password = 'x';
    expect(isFormDirty(base(), toggled)).toBe(true);
    for (const change of [
      (v: RecordFormValues) => (v.auth!.username = 'jo2'),
      (v: RecordFormValues) => (v.auth!.email = 'x@example.com'),
      (v: RecordFormValues) => (v.auth!.emailVisibility = true),
      (v: RecordFormValues) => (v.auth!.verified = true),
      (v: RecordFormValues) => (v.auth!.passwordConfirm = 'x'),
      (v: RecordFormValues) => delete v.auth,
    ]) {
      const current = base();
      change(current);
      expect(isFormDirty(base(), current)).toBe(true);
    }
  });
});

describe('drafts', () => {
  const userRecord = {
    id: 'u1234567890abcd',
    username: 'jo',
    email: 'jo@example.com',
    emailVisibility: false,
    verified: false,
    name: 'Jo',
    avatar: 'jo.png',
  };

  it('draftFromValues keeps values and deletions; drops passwords, the toggle and picked files', () => {
    const values = recordToFormValues(users, userRecord);
    values.fields.name = 'Joanna';
    values.auth = { ...values.auth!, password: 'p', passwordConfirm: 'p', changePassword: true };
    values.files.avatar.deleted = ['jo.png'];
    values.files.avatar.added = [{ key: 'k', file: file('new.png') }];
    const draft = draftFromValues(values);
    expect(draft).toEqual({
      id: 'u1234567890abcd',
      fields: { name: 'Joanna' },
      auth: { username: 'jo', email: 'jo@example.com', emailVisibility: false, verified: false },
      files: { avatar: { deleted: ['jo.png'] } },
    });
    // JSON-serialisable: survives a round trip through localStorage unchanged
    expect(JSON.parse(JSON.stringify(draft))).toEqual(draft);
    expect(JSON.stringify(draft)).not.toContain('"p"');
  });

  it('draftFromValues copies lists (later edits do not reach the draft)', () => {
    const values = recordToFormValues(posts, fullRecord);
    const draft = draftFromValues(values);
    (values.fields.tags as string[]).push('d');
    values.files.gallery.deleted.push('g1.png');
    expect(draft.fields.tags).toEqual(['a', 'c']);
    expect(draft.files.gallery.deleted).toEqual([]);
  });

  it('valuesFromDraft restores a draft onto the loaded record', () => {
    const base = recordToFormValues(posts, fullRecord);
    const edited = recordToFormValues(posts, fullRecord);
    edited.fields.title = 'Draft title';
    edited.fields.tags = ['b'];
    edited.fields.published = false;
    edited.files.gallery.deleted = ['g1.png'];
    const restored = valuesFromDraft(posts, JSON.parse(JSON.stringify(draftFromValues(edited))), base);
    expect(restored).toEqual(edited);
    expect(isFormDirty(base, restored)).toBe(true);
    // the base is not changed
    expect(base.fields.title).toBe('Hello');
  });

  it('valuesFromDraft drops passwords and keeps the base ones; keeps an existing record id', () => {
    const base = recordToFormValues(users, userRecord);
    const draft = {
      id: 'someone-else',
      fields: { name: 'New name' },
      auth: {
        username: 'jo2',
        email: 'jo2@example.com',
        emailVisibility: true,
        verified: true,
        password: 'should-not-return',
        passwordConfirm: 'should-not-return',
        changePassword: true,
      },
      files: {},
    };
    const restored = valuesFromDraft(users, draft, base);
    expect(restored.id).toBe('u1234567890abcd');
    expect(restored.auth).toEqual({
      username: 'jo2',
      email: 'jo2@example.com',
      emailVisibility: true,
      verified: true,
      password: '',
      passwordConfirm: '',
      changePassword: false,
    });
    expect(restored.fields.name).toBe('New name');
  });

  it('valuesFromDraft restores the typed id of a new record', () => {
    const base = recordToFormValues(posts, null);
    expect(valuesFromDraft(posts, { id: 'typed12345678901', fields: {}, files: {} }, base).id).toBe(
      'typed12345678901',
    );
  });

  it('valuesFromDraft tolerates a changed schema: unknown fields ignored, missing ones from the base', () => {
    const base = recordToFormValues(posts, fullRecord);
    const draft = {
      id: fullRecord.id,
      fields: {
        title: 'kept',
        removedField: 'ignored',
        published: 'not a boolean', // the field's type changed: the base value stays
        views: 7, // a number, not the input's text: the base value stays
        tags: ['a', 'gone-choice', 'b', 'c', 'd'], // cut to the choices, then the last 3
        status: ['draft', 'live'], // now single: the last one
        author: 'not-a-list',
      },
      files: {
        gallery: { deleted: ['g2.png', 'deleted-elsewhere.png', 3] },
        cover: 'broken',
        removedFiles: { deleted: ['x'] },
      },
      auth: { username: 'ignored: not an auth collection' },
    };
    const restored = valuesFromDraft(posts, draft, base);
    expect(restored.fields.title).toBe('kept');
    expect(restored.fields).not.toHaveProperty('removedField');
    expect(restored.fields.published).toBe(true);
    expect(restored.fields.views).toBe('12.5');
    expect(restored.fields.tags).toEqual(['b', 'c', 'd']);
    expect(restored.fields.status).toEqual(['live']);
    expect(restored.fields.author).toEqual(['user12345678901']);
    expect(restored.fields.body).toBe('<p>Hi</p>'); // missing from the draft
    expect(restored.files.gallery.deleted).toEqual(['g2.png']);
    expect(restored.files.cover).toEqual(base.files.cover);
    expect(restored.files).not.toHaveProperty('removedFiles');
    expect(restored).not.toHaveProperty('auth');
  });

  it('valuesFromDraft keeps relation values as they are (no choices to check)', () => {
    const base = recordToFormValues(posts, fullRecord);
    const restored = valuesFromDraft(posts, { fields: { related: ['x', 'y', 'z'] } }, base);
    expect(restored.fields.related).toEqual(['x', 'y', 'z']);
  });

  it('valuesFromDraft ignores unreadable drafts', () => {
    const base = recordToFormValues(users, userRecord);
    for (const draft of [null, undefined, 'text', 12, [], { fields: 'x', files: [], auth: 'y' }]) {
      expect(valuesFromDraft(users, draft, base)).toEqual(base);
    }
  });

  it('isDraftDifferent is true only when restoring would change something', () => {
    const base = recordToFormValues(posts, fullRecord);
    expect(isDraftDifferent(posts, draftFromValues(base), base)).toBe(false);
    expect(isDraftDifferent(posts, null, base)).toBe(false);
    expect(isDraftDifferent(posts, 'garbage', base)).toBe(false);

    const edited = recordToFormValues(posts, fullRecord);
    edited.fields.title = 'x';
    expect(isDraftDifferent(posts, draftFromValues(edited), base)).toBe(true);

    // only picked files: nothing a restore could bring back
    const uploadOnly = recordToFormValues(posts, fullRecord);
    uploadOnly.files.cover.added = [{ key: 'k', file: file('a.png') }];
    expect(isDraftDifferent(posts, draftFromValues(uploadOnly), base)).toBe(false);

    // only fields the schema no longer has
    expect(isDraftDifferent(posts, { ...draftFromValues(base), fields: { gone: 'x' } }, base)).toBe(false);
  });

  it('isDraftDifferent ignores passwords in a draft', () => {
    const base = recordToFormValues(users, userRecord);
    const draft = { ...draftFromValues(base), auth: { ...draftFromValues(base).auth, password: 'p' } };
    expect(isDraftDifferent(users, draft, base)).toBe(false);
  });
});

describe('duplicateValues', () => {
  it('clears the id and every file field, keeps the other values', () => {
    const values = recordToFormValues(posts, fullRecord);
    values.files.gallery.deleted = ['g1.png'];
    values.files.gallery.added = [{ key: 'k', file: file('a.png') }];
    const copy = duplicateValues(posts, values);
    expect(copy.id).toBe('');
    expect(copy.files).toEqual({
      cover: { existing: [], deleted: [], added: [] },
      gallery: { existing: [], deleted: [], added: [] },
    });
    expect(copy.fields).toEqual(values.fields);
    expect(copy.fields.tags).not.toBe(values.fields.tags);
    // the original is not changed
    expect(values.id).toBe(fullRecord.id);
    expect(values.files.gallery.existing).toEqual(['g1.png', 'g2.png']);
  });

  it('clears auth passwords and the Change password toggle, keeps the other auth fields', () => {
    const values = recordToFormValues(users, {
      id: 'u1234567890abcd',
      username: 'jo',
      email: 'jo@example.com',
      emailVisibility: true,
      verified: true,
      avatar: 'jo.png',
    });
    values.auth = { ...values.auth!, password: 'p', passwordConfirm: 'p', changePassword: true };
    const copy = duplicateValues(users, values);
    expect(copy.auth).toEqual({
      username: 'jo',
      email: 'jo@example.com',
      emailVisibility: true,
      verified: true,
      password: '',
      passwordConfirm: '',
      changePassword: false,
    });
    expect(copy.files.avatar).toEqual({ existing: [], deleted: [], added: [] });
    expect(values.auth.password).toBe('p');
  });

  it('gives a duplicate a body with no id and no file operations', () => {
    const copy = duplicateValues(posts, recordToFormValues(posts, fullRecord));
    const keys = entries(buildRecordFormData(posts, copy, { isNew: true })).map(([key]) => key);
    expect(keys).not.toContain('id');
    expect(keys.some((key) => key.startsWith('cover') || key.startsWith('gallery'))).toBe(false);
  });
});
