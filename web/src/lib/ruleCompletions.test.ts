import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { ruleCompletions, ruleIdentifiers, type RuleCollection } from './ruleCompletions';

const POSTS: RuleCollection = {
  id: 'p1',
  name: 'posts',
  type: 'base',
  schema: [
    { name: 'title', type: 'text', options: {} },
    { name: 'author', type: 'relation', options: { collectionId: 'u1', maxSelect: 1 } },
    { name: 'tags', type: 'select', options: { maxSelect: 3, values: ['a', 'b'] } },
    { name: 'status', type: 'select', options: { maxSelect: 1, values: ['draft'] } },
    { name: 'files', type: 'file', options: { maxSelect: 5 } },
    { name: 'meta', type: 'json', options: {} },
  ],
};

const USERS: RuleCollection = {
  id: 'u1',
  name: 'users',
  type: 'auth',
  schema: [
    { name: 'name', type: 'text', options: {} },
    { name: 'role', type: 'select', options: { maxSelect: 1, values: ['admin'] } },
  ],
};

const ADMINS: RuleCollection = {
  id: 'a1',
  name: 'staff',
  type: 'auth',
  schema: [
    { name: 'name', type: 'text', options: {} },
    { name: 'level', type: 'number', options: {} },
  ],
};

const NOTES: RuleCollection = {
  id: 'n1',
  name: 'notes',
  type: 'base',
  schema: [
    { name: 'body', type: 'editor', options: {} },
    { name: 'posts', type: 'relation', options: { collectionId: 'p1', maxSelect: null } },
  ],
};

const ALL = [POSTS, USERS, ADMINS, NOTES];

describe('ruleIdentifiers', () => {
  it('starts with the system and schema fields of a base collection, then its relation sub-fields', () => {
    const ids = ruleIdentifiers(POSTS, ALL);
    const own = ids.slice(0, ids.indexOf('@request.method'));
    expect(own).toEqual([
      'id',
      'created',
      'updated',
      'title',
      'author',
      'tags',
      'tags:each',
      'tags:length',
      'status',
      'files',
      'files:length',
      'meta',
      'author.id',
      'author.created',
      'author.updated',
      'author.username',
      'author.email',
      'author.emailVisibility',
      'author.verified',
      'author.name',
      'author.role',
    ]);
  });

  it('adds the auth system fields of an auth collection after id, created, updated', () => {
    const ids = ruleIdentifiers(USERS, ALL);
    expect(ids.slice(0, 9)).toEqual([
      'id',
      'created',
      'updated',
      'username',
      'email',
      'emailVisibility',
      'verified',
      'name',
      'role',
    ]);
    expect(ids).not.toContain('collectionId');
    expect(ids).toContain('@request.data.password');
    expect(ids).toContain('@request.data.passwordConfirm:isset');
    expect(ids).toContain('@request.data.oldPassword');
  });

  it('offers modifiers only on multi-value select, file and relation fields', () => {
    const ids = ruleIdentifiers(POSTS, ALL);
    expect(ids).not.toContain('status:each');
    expect(ids).not.toContain('status:length');
    expect(ids).not.toContain('author:length');
    expect(ids).not.toContain('files:each');
    expect(ids).not.toContain('title:length');
    // a relation without maxSelect is unlimited
    expect(ruleIdentifiers(NOTES, ALL)).toContain('posts:length');
  });

  it('has the static @request fields and the submitted data with its modifiers', () => {
    const ids = ruleIdentifiers(POSTS, ALL);
    const start = ids.indexOf('@request.method');
    expect(ids.slice(start, start + 3)).toEqual(['@request.method', '@request.headers.', '@request.query.']);
    expect(ids).toEqual(
      expect.arrayContaining([
        '@request.data.id',
        '@request.data.id:isset',
        '@request.data.title',
        '@request.data.title:isset',
        '@request.data.tags:each',
        '@request.data.tags:length',
        '@request.data.files:length',
        '@request.data.author.name',
      ]),
    );
    expect(ids).not.toContain('@request.data.created');
    expect(ids).not.toContain('@request.data.password');
    expect(ids).not.toContain('@request.data.status:each');
  });

  it('has the plain @request.auth fields and the fields of every auth collection', () => {
    const ids = ruleIdentifiers(POSTS, ALL);
    const auth = ids.filter((id) => id.startsWith('@request.auth.'));
    expect(auth).toEqual([
      '@request.auth.id',
      '@request.auth.collectionId',
      '@request.auth.collectionName',
      '@request.auth.username',
      '@request.auth.email',
      '@request.auth.emailVisibility',
      '@request.auth.verified',
      '@request.auth.created',
      '@request.auth.updated',
      '@request.auth.name',
      '@request.auth.role',
      '@request.auth.level',
    ]);
  });

  it('reaches every other collection through @collection, with its relation sub-fields', () => {
    const ids = ruleIdentifiers(POSTS, ALL);
    expect(ids).toEqual(
      expect.arrayContaining([
        '@collection.users.id',
        '@collection.users.username',
        '@collection.users.name',
        '@collection.staff.level',
        '@collection.notes.body',
        '@collection.notes.posts',
        '@collection.notes.posts:length',
        '@collection.notes.posts.title',
        '@collection.notes.posts.tags:each',
      ]),
    );
    expect(ids.some((id) => id.startsWith('@collection.posts.'))).toBe(false);
    // the order of `all` is kept
    const firstOf = (name: string) => ids.findIndex((id) => id.startsWith(`@collection.${name}.`));
    expect(firstOf('users')).toBeLessThan(firstOf('staff'));
    expect(firstOf('staff')).toBeLessThan(firstOf('notes'));
  });

  it('follows a self relation one level only, without duplicates', () => {
    const tree: RuleCollection = {
      id: 't1',
      name: 'tree',
      type: 'base',
      schema: [
        { name: 'label', type: 'text', options: {} },
        { name: 'parent', type: 'relation', options: { collectionId: 't1', maxSelect: 1 } },
        { name: 'parent2', type: 'relation', options: { collectionId: 'tree', maxSelect: 1 } },
      ],
    };
    const ids = ruleIdentifiers(tree, [tree, tree, USERS]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['parent.label', 'parent.parent', 'parent.parent2']));
    expect(ids).toContain('parent2.label');
    expect(ids.some((id) => id.startsWith('parent.parent.'))).toBe(false);
    expect(ids.some((id) => id.startsWith('@collection.tree.'))).toBe(false);
  });

  it('uses the edited draft instead of its saved copy', () => {
    const draft: RuleCollection = {
      ...POSTS,
      name: 'articles',
      schema: [...POSTS.schema, { name: 'slug', type: 'text', options: {} }],
    };
    const ids = ruleIdentifiers(draft, ALL);
    expect(ids).toContain('slug');
    expect(ids).toContain('@collection.notes.posts.slug');
    expect(ids.some((id) => id.startsWith('@collection.posts.'))).toBe(false);
    expect(ids.some((id) => id.startsWith('@collection.articles.'))).toBe(false);
  });

  it('counts an unsaved auth draft among the auth collections', () => {
    const draft: RuleCollection = {
      id: '',
      name: 'members',
      type: 'auth',
      schema: [{ name: 'nickname', type: 'text', options: {} }],
    };
    const ids = ruleIdentifiers(draft, ALL);
    expect(ids).toContain('@request.auth.nickname');
    expect(ids).toContain('@collection.posts.title');
  });

  it('skips the sub-fields of a relation to an unknown collection', () => {
    const orphan: RuleCollection = {
      id: 'o1',
      name: 'orphan',
      type: 'base',
      schema: [{ name: 'ref', type: 'relation', options: { collectionId: 'missing', maxSelect: 1 } }],
    };
    const ids = ruleIdentifiers(orphan, [orphan]);
    expect(ids).toContain('ref');
    expect(ids.some((id) => id.startsWith('ref.'))).toBe(false);
  });

  it('is deduplicated', () => {
    for (const c of ALL) {
      const ids = ruleIdentifiers(c, ALL);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe('ruleCompletions', () => {
  const IDS = ['id', 'title', 'tags:each', '@request.auth.id', '@request.query.', '@collection.users.name'];

  function complete(doc: string, explicit = false, pos = doc.length): CompletionResult | null {
    const state = EditorState.create({ doc });
    return ruleCompletions(IDS)(new CompletionContext(state, pos, explicit));
  }

  const labels = (result: CompletionResult | null) => result?.options.map((o) => o.label);

  it('completes identifiers from the start of the word, including @ . and :', () => {
    const result = complete('title = "x" && @request.au');
    expect(result?.from).toBe('title = "x" && '.length);
    expect(labels(result)).toEqual(IDS);
    expect(result?.validFor).toBeInstanceOf(RegExp);
    const valid = result?.validFor as RegExp;
    expect(valid.test('@request.auth.id')).toBe(true);
    expect(valid.test('tags:each')).toBe(true);
    expect(valid.test('a b')).toBe(false);
    expect(complete('tags:e')?.from).toBe(0);
  });

  it('marks @ identifiers as variables and fields as properties', () => {
    const options = complete('t')?.options ?? [];
    expect(options.find((o) => o.label === 'title')?.type).toBe('property');
    expect(options.find((o) => o.label === '@request.auth.id')?.type).toBe('variable');
  });

  it('completes an operator being typed, including the any-of operators', () => {
    const result = complete('tags:each ?');
    expect(result?.from).toBe('tags:each '.length);
    expect(labels(result)).toEqual([
      '=',
      '!=',
      '>',
      '>=',
      '<',
      '<=',
      '~',
      '!~',
      '?=',
      '?!=',
      '?>',
      '?>=',
      '?<',
      '?<=',
      '?~',
      '?!~',
      '&&',
      '||',
    ]);
    expect((result?.validFor as RegExp).test('?!=')).toBe(true);
  });

  it('offers the operators after a known identifier and a space', () => {
    expect(labels(complete('title '))).toContain('?=');
    expect(complete('title ')?.from).toBe(6);
    // any key after an open-ended identifier
    expect(labels(complete('@request.query.page '))).toContain('=');
    expect(complete('unknown ')).toBeNull();
  });

  it('offers nothing inside a quoted string', () => {
    expect(complete('title = "hel')).toBeNull();
    expect(complete("title = 'it\\'s ti")).toBeNull();
    expect(complete('title = "a" || id = \'x', true)).toBeNull();
  });

  it('completes again after a closed string', () => {
    expect(labels(complete('title = "a b" && ti'))).toEqual(IDS);
  });

  it('offers everything on an explicit request in empty space, nothing otherwise', () => {
    const result = complete('', true);
    expect(result?.from).toBe(0);
    expect(labels(result)).toEqual([...IDS, ...(labels(complete('id ')) ?? [])]);
    expect(complete('')).toBeNull();
    expect(complete('title = 1 && ')).toBeNull();
  });

  it('works at a position inside the text', () => {
    const doc = 'id = 1 && ti = 2';
    const result = complete(doc, false, 'id = 1 && ti'.length);
    expect(result?.from).toBe('id = 1 && '.length);
  });
});
