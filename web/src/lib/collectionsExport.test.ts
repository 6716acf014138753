import {
  exportText,
  selectAllState,
  selectedCollections,
  toggleAll,
  toggleCollection,
  withoutTimestamps,
  type CollectionJson,
} from './collectionsExport';

const users: CollectionJson = {
  id: 'u1',
  created: '2024-01-01 10:00:00.000Z',
  updated: '2024-01-02 10:00:00.000Z',
  name: 'users',
  type: 'auth',
  system: false,
  schema: [{ system: false, id: 'f1', name: 'name', type: 'text', required: false, unique: false }],
  indexes: [],
  listRule: '<img src=x onerror=alert(1)>',
  options: { minPasswordLength: 8 },
};
const posts: CollectionJson = {
  id: 'p1',
  created: '2024-01-03 10:00:00.000Z',
  updated: '2024-01-04 10:00:00.000Z',
  name: 'posts',
  type: 'base',
};

describe('withoutTimestamps', () => {
  it('drops created and updated and keeps every other key in the server order', () => {
    const stripped = withoutTimestamps(users);
    expect(Object.keys(stripped)).toEqual([
      'id',
      'name',
      'type',
      'system',
      'schema',
      'indexes',
      'listRule',
      'options',
    ]);
    expect(stripped.schema).toBe(users.schema);
    expect(users.created).toBeDefined(); // the original is left alone
  });
});

describe('exportText', () => {
  it('is the collections without dates, in the given order, indented 4 spaces', () => {
    const text = exportText([posts, users]);
    expect(text).toBe(
      JSON.stringify(
        [
          { id: 'p1', name: 'posts', type: 'base' },
          {
            id: 'u1',
            name: 'users',
            type: 'auth',
            system: false,
            schema: users.schema,
            indexes: [],
            listRule: '<img src=x onerror=alert(1)>',
            options: { minPasswordLength: 8 },
          },
        ],
        null,
        4,
      ),
    );
    expect(text.split('\n')[1]).toBe('    {');
    expect(text).not.toContain('created');
    expect(text).not.toContain('updated');
  });

  it('is an empty array when nothing is chosen', () => {
    expect(exportText([])).toBe('[]');
  });
});

describe('selection', () => {
  const all = [users, posts];

  it('chooses every collection by default, and one that appears later too', () => {
    const none = new Set<string>();
    expect(selectedCollections(all, none)).toEqual(all);
    expect(selectAllState(all, none)).toBe('all');
    const later: CollectionJson = { id: 'n1', name: 'notes' };
    expect(selectedCollections([...all, later], toggleCollection(none, 'u1'))).toEqual([posts, later]);
  });

  it('takes one collection out and puts it back, keeping the server order', () => {
    const out = toggleCollection(new Set(), 'u1');
    expect(selectedCollections(all, out)).toEqual([posts]);
    expect(selectAllState(all, out)).toBe('some');
    const back = toggleCollection(out, 'u1');
    expect(selectedCollections(all, back)).toEqual(all);
    expect(out.has('u1')).toBe(true); // a new set each time
  });

  it('select-all clears everything when all are chosen, else chooses all', () => {
    const cleared = toggleAll(all, new Set());
    expect(selectedCollections(all, cleared)).toEqual([]);
    expect(selectAllState(all, cleared)).toBe('none');
    expect(selectAllState(all, toggleAll(all, cleared))).toBe('all');
    expect(selectAllState(all, toggleAll(all, new Set(['p1'])))).toBe('all');
  });

  it('counts as all chosen when there are no collections', () => {
    expect(selectAllState([], new Set())).toBe('all');
  });
});
