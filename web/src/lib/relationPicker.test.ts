import {
  addToSelection,
  idBatches,
  idLiteral,
  idsFilter,
  initialSelection,
  isSendableId,
  orderByIds,
  PICKER_PAGE_SIZE,
  RELATED_ID_BATCH,
  RELATION_SKELETON_MAX,
  relatedIdsFilters,
  removeFromSelection,
  sameSelection,
  selectionLimitMessage,
  toggleSelection,
} from './relationPicker';
import { displayFieldsOf as relationDisplayFields } from './schema';

const ids = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => `id${String(i + from).padStart(13, '0')}`);

describe('constants', () => {
  it('keep their fixed values', () => {
    expect([PICKER_PAGE_SIZE, RELATED_ID_BATCH, RELATION_SKELETON_MAX]).toEqual([100, 100, 10]);
  });
});

describe('idBatches', () => {
  it('cuts ids into batches of exactly 100', () => {
    const batches = idBatches(ids(250));
    expect(batches.map((b) => b.length)).toEqual([100, 100, 50]);
    expect(batches.flat()).toEqual(ids(250));
  });

  it('makes one batch of 100 for 100 ids and none for none', () => {
    expect(idBatches(ids(100))).toHaveLength(1);
    expect(idBatches(ids(101)).map((b) => b.length)).toEqual([100, 1]);
    expect(idBatches([])).toEqual([]);
  });

  it('drops repeats, empty ids and ids that cannot exist', () => {
    expect(idBatches(['a', '', 'b', 'a', 'x"y', 'c\\', 'd e'])).toEqual([['a', 'b']]);
  });

  it('counts 100 distinct ids per batch after dropping repeats', () => {
    const list = [...ids(100), ...ids(100), ...ids(1, 100)];
    expect(idBatches(list).map((b) => b.length)).toEqual([100, 1]);
  });
});

describe('idsFilter / relatedIdsFilters', () => {
  it('joins quoted id matches with ||', () => {
    expect(idsFilter(['abc', 'def'])).toBe('id="abc" || id="def"');
    expect(idsFilter([])).toBe('');
  });

  it('makes one filter per batch', () => {
    const filters = relatedIdsFilters(ids(201));
    expect(filters).toHaveLength(3);
    expect(filters[0].split(' || ')).toHaveLength(100);
    expect(filters[2]).toBe(`id="${ids(1, 200)[0]}"`);
  });

  it('escapes quotes and backslashes in a literal', () => {
    expect(idLiteral('a"b')).toBe('"a\\"b"');
    expect(idLiteral('a\\b')).toBe('"a\\\\b"');
    expect(idLiteral('plain15charsid0')).toBe('"plain15charsid0"');
  });

  it('never lets an odd id break out of its quotes', () => {
    const filter = relatedIdsFilters(['ok', '" || id!="', 'end\\'])[0];
    expect(filter).toBe('id="ok"');
  });

  it('tells which ids can be sent', () => {
    expect(isSendableId('abc123DEF_-')).toBe(true);
    expect(['', 'a b', 'a"b', 'a\\b', 'a\nb'].map(isSendableId)).toEqual([false, false, false, false, false]);
  });
});

describe('orderByIds', () => {
  it('returns the records in the order of the ids and the missing ids', () => {
    const records = [{ id: 'c' }, { id: 'a' }, { id: 'x' }];
    expect(orderByIds(['a', 'b', 'c', 'a'], records)).toEqual({
      records: [{ id: 'a' }, { id: 'c' }],
      missing: ['b'],
    });
  });

  it('handles nothing loaded', () => {
    expect(orderByIds(['a'], [])).toEqual({ records: [], missing: ['a'] });
  });
});

describe('toggleSelection', () => {
  it('appends in multiple mode', () => {
    expect(toggleSelection(['a'], 'b', Infinity)).toEqual({ selected: ['a', 'b'], message: null });
  });

  it('removes a selected id in multiple mode, keeping the order', () => {
    expect(toggleSelection(['a', 'b', 'c'], 'b', 5)).toEqual({ selected: ['a', 'c'], message: null });
  });

  it('refuses beyond the limit with a message naming it', () => {
    expect(toggleSelection(['a', 'b'], 'c', 2)).toEqual({
      selected: ['a', 'b'],
      message: 'Select up to 2 items.',
    });
    // removing still works at the limit
    expect(toggleSelection(['a', 'b'], 'a', 2)).toEqual({ selected: ['b'], message: null });
  });

  it('replaces in single mode', () => {
    expect(toggleSelection(['a'], 'b', 1)).toEqual({ selected: ['b'], message: null });
    expect(toggleSelection([], 'b', 1)).toEqual({ selected: ['b'], message: null });
    // choosing the chosen one keeps it (a radio)
    expect(toggleSelection(['a'], 'a', 1)).toEqual({ selected: ['a'], message: null });
  });

  it('does not change the given list', () => {
    const selected = ['a'];
    toggleSelection(selected, 'b', 3);
    toggleSelection(selected, 'a', 3);
    expect(selected).toEqual(['a']);
  });
});

describe('addToSelection / removeFromSelection', () => {
  it('adds once, refuses past the limit, replaces in single mode', () => {
    expect(addToSelection(['a'], 'a', 3)).toEqual({ selected: ['a'], message: null });
    expect(addToSelection(['a', 'b', 'c'], 'd', 3).message).toBe('Select up to 3 items.');
    expect(addToSelection(['a'], 'd', 1)).toEqual({ selected: ['d'], message: null });
  });

  it('removes', () => {
    expect(removeFromSelection(['a', 'b'], 'a')).toEqual(['b']);
    expect(removeFromSelection(['a'], 'z')).toEqual(['a']);
  });
});

describe('initialSelection / sameSelection / messages', () => {
  it('normalises a field value', () => {
    expect(initialSelection(['a', '', 'b', 'a'], Infinity)).toEqual(['a', 'b']);
    expect(initialSelection(['a', 'b'], 1)).toEqual(['b']);
    expect(initialSelection([], 1)).toEqual([]);
  });

  it('compares in order', () => {
    expect(sameSelection(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameSelection(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameSelection([], ['a'])).toBe(false);
  });

  it('words the limit as the number of items', () => {
    expect(selectionLimitMessage(4)).toBe('Select up to 4 items.');
  });
});

describe('relationDisplayFields', () => {
  it('reads the option, ignoring junk', () => {
    const field = (displayFields: unknown) => ({ name: 'r', type: 'relation', options: { displayFields } });
    expect(relationDisplayFields(field(['title', '', 3, 'name']))).toEqual(['title', 'name']);
    expect(relationDisplayFields(field(null))).toEqual([]);
    expect(relationDisplayFields({ name: 'r', type: 'relation', options: {} })).toEqual([]);
  });
});
