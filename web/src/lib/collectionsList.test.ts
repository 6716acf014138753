import {
  filterCollections,
  isCompactSidebar,
  requestedCollection,
  SIDEBAR_COMPACT_ABOVE,
  compareNames,
  sortCollections,
} from './collectionsList';

const c = (name: string, type: string) => ({ name, type });

describe('sortCollections', () => {
  it('puts auth first, then base, then view, each group by name', () => {
    const list = [
      c('zeta', 'view'),
      c('posts', 'base'),
      c('users', 'auth'),
      c('alpha', 'view'),
      c('admins_like', 'auth'),
      c('comments', 'base'),
    ];
    expect(sortCollections(list).map((x) => x.name)).toEqual([
      'admins_like',
      'users',
      'comments',
      'posts',
      'alpha',
      'zeta',
    ]);
  });

  it('compares names case-insensitively', () => {
    const list = [c('beta', 'base'), c('Alpha', 'base'), c('alpha2', 'base'), c('Gamma', 'base')];
    expect(sortCollections(list).map((x) => x.name)).toEqual(['Alpha', 'alpha2', 'beta', 'Gamma']);
  });

  it('orders names that differ only in case deterministically', () => {
    const a = sortCollections([c('Posts', 'base'), c('posts', 'base')]).map((x) => x.name);
    const b = sortCollections([c('posts', 'base'), c('Posts', 'base')]).map((x) => x.name);
    expect(a).toEqual(b);
  });

  it('puts unknown types last', () => {
    const list = [c('a', 'other'), c('b', 'view'), c('c', 'base')];
    expect(sortCollections(list).map((x) => x.type)).toEqual(['base', 'view', 'other']);
  });

  it('returns a new array, leaves the input alone and keeps the same objects', () => {
    const list = [c('b', 'base'), c('a', 'auth')];
    const copy = [...list];
    const sorted = sortCollections(list);
    expect(sorted).not.toBe(list);
    expect(list).toEqual(copy);
    expect(sorted[0]).toBe(list[1]);
  });

  it('handles an empty list', () => {
    expect(sortCollections([])).toEqual([]);
  });
});

describe('filterCollections', () => {
  const list = [c('users', 'auth'), c('posts', 'base'), c('user_stats', 'view'), c('Comments', 'base')];

  it('matches a substring of the name, case-insensitively', () => {
    expect(filterCollections(list, 'USER').map((x) => x.name)).toEqual(['users', 'user_stats']);
    expect(filterCollections(list, 'ment').map((x) => x.name)).toEqual(['Comments']);
  });

  it('trims the search text', () => {
    expect(filterCollections(list, '  posts  ').map((x) => x.name)).toEqual(['posts']);
  });

  it('returns all collections (as a new array) for an empty or blank search', () => {
    expect(filterCollections(list, '')).toEqual(list);
    expect(filterCollections(list, '   ')).toEqual(list);
    expect(filterCollections(list, '')).not.toBe(list);
  });

  it('returns nothing when no name matches', () => {
    expect(filterCollections(list, 'nope')).toEqual([]);
  });

  it('treats the search as plain text, not a pattern', () => {
    expect(filterCollections([c('a.b', 'base'), c('axb', 'base')], '.').map((x) => x.name)).toEqual(['a.b']);
  });
});

describe('isCompactSidebar', () => {
  it('is compact only above 20 collections', () => {
    expect(SIDEBAR_COMPACT_ABOVE).toBe(20);
    expect(isCompactSidebar(0)).toBe(false);
    expect(isCompactSidebar(20)).toBe(false);
    expect(isCompactSidebar(21)).toBe(true);
  });
});

describe('requestedCollection', () => {
  const list = [
    { id: 'u1', name: 'users' },
    { id: 'p1', name: 'posts' },
  ];
  it('finds the collection by id or by name, else the first; null for one not in the list', () => {
    expect(requestedCollection(list, 'p1')).toBe(list[1]);
    expect(requestedCollection(list, 'posts')).toBe(list[1]);
    expect(requestedCollection(list, null)).toBe(list[0]);
    expect(requestedCollection(list, 'nope')).toBeNull();
    expect(requestedCollection([], null)).toBeNull();
  });
});

describe('compareNames', () => {
  const caseless = new Intl.Collator(undefined, { sensitivity: 'base' });
  const exact = new Intl.Collator();
  const byLocale = (a: string, b: string) => caseless.compare(a, b) || exact.compare(a, b);

  it('orders the names the server allows exactly as the locale collation does', () => {
    const alphabet = '_0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
    // a fixed pseudo-random sequence, so a failure can be replayed
    let seed = 42;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const names: string[] = ['a', 'A', 'a_', 'a0', 'aB', 'Ab', 'ab', 'AB', '_', '0', 'z9', 'Z_'];
    for (let i = 0; i < 300; i++) {
      const length = 1 + next(4);
      let name = '';
      for (let j = 0; j < length; j++) name += alphabet[next(alphabet.length)];
      names.push(name);
    }
    for (const a of names)
      for (const b of names)
        expect(Math.sign(compareNames(a, b)), `${a} vs ${b}`).toBe(Math.sign(byLocale(a, b)));
  });

  it('falls back to the locale collation for other characters', () => {
    for (const [a, b] of [
      ['été', 'ete'],
      ['a-b', 'a_b'],
      ['ä', 'b'],
      ['a b', 'ab'],
    ])
      expect(Math.sign(compareNames(a, b))).toBe(Math.sign(byLocale(a, b)));
  });
});
