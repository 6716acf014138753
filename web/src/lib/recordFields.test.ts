import { Collection } from 'pocketbase';
import {
  filterFieldNames,
  nextSort,
  readHiddenColumns,
  sortDirection,
  writeHiddenColumns,
} from './recordColumns';
import {
  defaultRecordsSort,
  hasCreatedColumn,
  hasUpdatedColumn,
  recordsApiSort,
  recordsSearchFilter,
  relationExpand,
  searchFieldNames,
} from './recordFields';
import { AUTH_SYSTEM_FIELDS, type CollectionLike } from './schema';
import { STORAGE_KEYS } from './storageKeys';

type Field = CollectionLike['schema'][number];

const field = (name: string, type: string, options: Field['options'] = {}): Field => ({
  name,
  type,
  options,
});

const users: CollectionLike = {
  type: 'auth',
  schema: [field('name', 'text'), field('avatar', 'file'), field('age', 'number')],
};
const categories: CollectionLike = { type: 'base', schema: [field('title', 'text')] };
const stats: CollectionLike = { type: 'view', schema: [field('total', 'number'), field('label', 'text')] };

const posts: CollectionLike = {
  type: 'base',
  schema: [
    field('title', 'text'),
    field('body', 'editor'),
    field('contact', 'email'),
    field('link', 'url'),
    field('status', 'select', { values: ['draft', 'live'], maxSelect: 1 }),
    field('meta', 'json'),
    field('views', 'number'),
    field('published', 'bool'),
    field('when', 'date'),
    field('cover', 'file'),
    field('author', 'relation', { collectionId: 'users_id', displayFields: ['name', 'email'] }),
    field('category', 'relation', { collectionId: 'cats_id', displayFields: [] }),
    field('summary', 'relation', { collectionId: 'stats_id' }),
    field('ghost', 'relation', { collectionId: 'missing_id' }),
  ],
};

const byId = new Map<string, CollectionLike>([
  ['users_id', users],
  ['cats_id', categories],
  ['stats_id', stats],
]);

describe('filterFieldNames', () => {
  it('lists id, created, updated and the schema fields of a base collection', () => {
    expect(filterFieldNames(categories, byId)).toEqual(['id', 'created', 'updated', 'title']);
  });

  it('adds the auth system fields for an auth collection', () => {
    expect(filterFieldNames(users, byId)).toEqual([
      'id',
      'created',
      'updated',
      ...AUTH_SYSTEM_FIELDS,
      'name',
      'avatar',
      'age',
    ]);
    expect(AUTH_SYSTEM_FIELDS).toEqual(['username', 'email', 'emailVisibility', 'verified']);
  });

  it('lists only id and the schema fields of a view', () => {
    expect(filterFieldNames(stats, byId)).toEqual(['id', 'total', 'label']);
  });

  it('adds one level of sub-fields for relations to known collections', () => {
    const keys = filterFieldNames(posts, byId);
    const own = ['id', 'created', 'updated', ...posts.schema.map((f) => f.name)];
    expect(keys.slice(0, own.length)).toEqual(own);
    expect(keys.slice(own.length)).toEqual([
      'author.id',
      'author.created',
      'author.updated',
      'author.username',
      'author.email',
      'author.emailVisibility',
      'author.verified',
      'author.name',
      'author.avatar',
      'author.age',
      'category.id',
      'category.created',
      'category.updated',
      'category.title',
      'summary.id',
      'summary.total',
      'summary.label',
    ]);
  });

  it('skips relations whose target is unknown or unset, and never goes two levels deep', () => {
    const nested: CollectionLike = {
      type: 'base',
      schema: [field('parent', 'relation', { collectionId: 'posts_id' }), field('nothing', 'relation', {})],
    };
    const keys = filterFieldNames(nested, new Map([['posts_id', posts]]));
    expect(keys).toContain('parent.author');
    expect(keys.some((k) => k.startsWith('parent.author.'))).toBe(false);
    expect(keys.some((k) => k.startsWith('nothing.'))).toBe(false);
    expect(filterFieldNames(posts, byId).some((k) => k.startsWith('ghost.'))).toBe(false);
  });

  it('accepts collections by id as a plain object (own keys only)', () => {
    expect(filterFieldNames(posts, { cats_id: categories })).toContain('category.title');
    const proto: CollectionLike = {
      type: 'base',
      schema: [field('rel', 'relation', { collectionId: 'toString' })],
    };
    expect(filterFieldNames(proto, {})).toEqual(['id', 'created', 'updated', 'rel']);
  });

  it('accepts SDK Collection models', () => {
    const authors = new Collection({
      id: 'a1',
      name: 'authors',
      type: 'auth',
      schema: [{ name: 'bio', type: 'text' }],
    });
    const books = new Collection({
      id: 'b1',
      name: 'books',
      type: 'base',
      schema: [{ name: 'by', type: 'relation', options: { collectionId: 'a1' } }],
    });
    expect(filterFieldNames(books, new Map([[authors.id, authors]]))).toContain('by.bio');
    expect(searchFieldNames(authors)).toEqual(['id', 'username', 'email', 'bio']);
  });

  it('has no duplicates', () => {
    const dup: CollectionLike = {
      type: 'base',
      schema: [field('a', 'text'), field('a', 'text'), field('r', 'relation', { collectionId: 'x' })],
    };
    const target: CollectionLike = { type: 'base', schema: [field('b', 'text'), field('b', 'text')] };
    const keys = filterFieldNames(dup, { x: target });
    expect(keys).toEqual(['id', 'created', 'updated', 'a', 'r', 'r.id', 'r.created', 'r.updated', 'r.b']);
  });
});

describe('searchFieldNames', () => {
  it('uses id and the text, editor, email, url and select fields', () => {
    expect(searchFieldNames(posts)).toEqual(['id', 'title', 'body', 'contact', 'link', 'status']);
  });

  it('adds username and email for auth collections', () => {
    expect(searchFieldNames(users)).toEqual(['id', 'username', 'email', 'name']);
  });

  it('uses id and the text fields of a view', () => {
    expect(searchFieldNames(stats)).toEqual(['id', 'label']);
  });
});

describe('recordsSearchFilter', () => {
  it('turns plain text into a contains match over the search fields', () => {
    expect(recordsSearchFilter(' john ', users)).toBe(
      'id~"john" || username~"john" || email~"john" || name~"john"',
    );
  });

  it('keeps a filter with an operator as typed and gives empty for blank text', () => {
    expect(recordsSearchFilter('age > 20', users)).toBe('age > 20');
    expect(recordsSearchFilter('   ', users)).toBe('');
  });
});

describe('created/updated columns and the default sort', () => {
  it('base and auth collections always have them and sort newest first', () => {
    for (const collection of [categories, users]) {
      expect(hasCreatedColumn(collection)).toBe(true);
      expect(hasUpdatedColumn(collection)).toBe(true);
      expect(defaultRecordsSort(collection)).toBe('-created');
    }
  });

  it('a view without a created column has no default sort', () => {
    expect(hasCreatedColumn(stats)).toBe(false);
    expect(hasUpdatedColumn(stats)).toBe(false);
    expect(defaultRecordsSort(stats)).toBe('');
  });

  it('a view with a created schema field has the column and sorts newest first', () => {
    const view: CollectionLike = { type: 'view', schema: [field('created', 'date')] };
    expect(hasCreatedColumn(view)).toBe(true);
    expect(hasUpdatedColumn(view)).toBe(false);
    expect(defaultRecordsSort(view)).toBe('-created');
  });

  it("a view's loaded record tells whether its query selects created/updated", () => {
    const sample = { created: '2026-01-02 03:04:05.000Z', updated: '' };
    expect(hasCreatedColumn(stats, sample)).toBe(true);
    expect(hasUpdatedColumn(stats, sample)).toBe(false);
    expect(hasCreatedColumn(stats, { created: '' })).toBe(false);
    expect(hasCreatedColumn(stats, null)).toBe(false);
  });
});

describe('nextSort / sortDirection', () => {
  it('cycles ascending → descending → none → ascending', () => {
    expect(nextSort('', 'title')).toBe('title');
    expect(nextSort('title', 'title')).toBe('-title');
    expect(nextSort('-title', 'title')).toBe('');
    expect(nextSort('+title', 'title')).toBe('-title');
  });

  it('starts ascending when another column is sorted', () => {
    expect(nextSort('-created', 'title')).toBe('title');
    expect(nextSort('titles', 'title')).toBe('title');
    expect(nextSort('-created,title', 'title')).toBe('title');
  });

  it('reports the direction of a column', () => {
    expect(sortDirection('title', 'title')).toBe('ascending');
    expect(sortDirection('+title', 'title')).toBe('ascending');
    expect(sortDirection('-title', 'title')).toBe('descending');
    expect(sortDirection('-created', 'title')).toBe('none');
    expect(sortDirection('', 'title')).toBe('none');
  });
});

describe('recordsApiSort', () => {
  it('sorts a relation by its display fields, keeping the direction', () => {
    expect(recordsApiSort('-author', posts)).toBe('-author.name,-author.email');
    expect(recordsApiSort('author', posts)).toBe('author.name,author.email');
    expect(recordsApiSort('+author', posts)).toBe('+author.name,+author.email');
  });

  it('keeps a relation without display fields (sorted by id) and other fields as they are', () => {
    expect(recordsApiSort('-category', posts)).toBe('-category');
    expect(recordsApiSort('summary', posts)).toBe('summary');
    expect(recordsApiSort('-created', posts)).toBe('-created');
    expect(recordsApiSort('title', posts)).toBe('title');
  });

  it('maps each part of a multi-field sort and leaves empty empty', () => {
    expect(recordsApiSort('title,-author', posts)).toBe('title,-author.name,-author.email');
    expect(recordsApiSort('', posts)).toBe('');
    expect(recordsApiSort('  ', posts)).toBe('');
  });

  it('ignores a non-relation field that happens to have display fields', () => {
    const odd: CollectionLike = { type: 'base', schema: [field('x', 'text', { displayFields: ['a'] })] };
    expect(recordsApiSort('-x', odd)).toBe('-x');
  });
});

describe('relationExpand', () => {
  it('joins every relation field name', () => {
    expect(relationExpand(posts)).toBe('author,category,summary,ghost');
  });

  it('is empty without relations', () => {
    expect(relationExpand(users)).toBe('');
  });
});

describe('readHiddenColumns / writeHiddenColumns', () => {
  const key = STORAGE_KEYS.hiddenColumns('col1');

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('round-trips the names per collection', () => {
    writeHiddenColumns('col1', ['title', 'created']);
    expect(localStorage.getItem(key)).toBe('["title","created"]');
    expect(readHiddenColumns('col1')).toEqual(['title', 'created']);
    expect(readHiddenColumns('col2')).toEqual([]);
  });

  it('writing an empty list removes the entry', () => {
    writeHiddenColumns('col1', ['title']);
    writeHiddenColumns('col1', []);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('drops duplicates and empty names when writing', () => {
    writeHiddenColumns('col1', ['a', '', 'a', 'b']);
    expect(readHiddenColumns('col1')).toEqual(['a', 'b']);
  });

  it('returns [] for bad JSON or a non-list and keeps only string names', () => {
    localStorage.setItem(key, '{not json');
    expect(readHiddenColumns('col1')).toEqual([]);
    localStorage.setItem(key, '{"a":1}');
    expect(readHiddenColumns('col1')).toEqual([]);
    localStorage.setItem(key, 'null');
    expect(readHiddenColumns('col1')).toEqual([]);
    localStorage.setItem(key, '["a", 1, null, "", "b", "a"]');
    expect(readHiddenColumns('col1')).toEqual(['a', 'b']);
  });

  it('tolerates disabled storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(readHiddenColumns('col1')).toEqual([]);
    expect(() => writeHiddenColumns('col1', ['a'])).not.toThrow();
    expect(() => writeHiddenColumns('col1', [])).not.toThrow();
  });
});
