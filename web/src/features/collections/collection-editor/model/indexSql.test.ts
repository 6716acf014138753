import {
  buildIndex,
  indexesUsingColumn,
  indexLabel,
  parseIndex,
  randomIndexName,
  renameIndexColumn,
  renameIndexesForCopy,
  renameIndexTable,
  type IndexColumn,
  type IndexDefinition,
} from './indexSql';

function col(name: string, collate = '', sort: IndexColumn['sort'] = ''): IndexColumn {
  return { name, collate, sort };
}

function def(overrides: Partial<IndexDefinition>): IndexDefinition {
  return {
    unique: false,
    optional: false,
    schemaName: '',
    indexName: 'idx_a',
    tableName: 'posts',
    columns: [col('title')],
    where: '',
    ...overrides,
  };
}

describe('parseIndex', () => {
  it('reads a minimal index with bare names', () => {
    expect(parseIndex('CREATE INDEX idx_a ON posts (title)')).toEqual(def({}));
  });

  it('reads keywords in any case and any whitespace between them', () => {
    expect(parseIndex('create\tUnique\n  InDeX\r\n  iF  nOt\texists idx_a\n on\n posts\n (title)')).toEqual(
      def({ unique: true, optional: true }),
    );
  });

  it('reads UNIQUE and IF NOT EXISTS independently', () => {
    expect(parseIndex('CREATE UNIQUE INDEX idx_a ON posts (title)')).toEqual(def({ unique: true }));
    expect(parseIndex('CREATE INDEX IF NOT EXISTS idx_a ON posts (title)')).toEqual(def({ optional: true }));
  });

  it.each([
    ['backticks', 'CREATE INDEX `idx_a` ON `posts` (`title`)'],
    ['double quotes', 'CREATE INDEX "idx_a" ON "posts" ("title")'],
    ['brackets', 'CREATE INDEX [idx_a] ON [posts] ([title])'],
    ['single quotes (accepted by the server too)', "CREATE INDEX 'idx_a' ON 'posts' ('title')"],
    ['mixed styles', 'CREATE INDEX [idx_a] ON "posts" (`title`)'],
  ])('unquotes names written with %s', (_style, sql) => {
    expect(parseIndex(sql)).toEqual(def({}));
  });

  it.each([
    ['main.idx_a', 'main'],
    ['`main`.`idx_a`', 'main'],
    ['"main".[idx_a]', 'main'],
    ['[my_schema].idx_a', 'my_schema'],
  ])('splits the schema from the index name in %s', (name, schemaName) => {
    expect(parseIndex(`CREATE INDEX ${name} ON posts (title)`)).toEqual(def({ schemaName }));
  });

  it('keeps a dot inside a quoted name as part of the name', () => {
    expect(parseIndex('CREATE INDEX "a.b" ON posts (title)')).toEqual(def({ indexName: 'a.b' }));
  });

  it('reads COLLATE and the sort order of each column', () => {
    const parsed = parseIndex(
      'CREATE INDEX idx_a ON posts (a COLLATE NOCASE, b collate binary DESC, `c` Collate RTRIM asc, d desc, e)',
    );
    expect(parsed?.columns).toEqual([
      col('a', 'NOCASE'),
      col('b', 'binary', 'DESC'),
      col('c', 'RTRIM', 'ASC'),
      col('d', '', 'DESC'),
      col('e'),
    ]);
  });

  it('keeps expression columns as written, like the server', () => {
    const parsed = parseIndex(
      'CREATE INDEX idx_a ON posts (lower(title) DESC, json_extract("data", \'$.a, b\') COLLATE NOCASE)',
    );
    expect(parsed?.columns).toEqual([
      col('lower(title)', '', 'DESC'),
      col('json_extract("data", \'$.a, b\')', 'NOCASE'),
    ]);
  });

  it('parses the server test fixture the same way the server does', () => {
    const sql = `CREATE UNIQUE INDEX IF NOT EXISTS "schemaname".[indexname] on 'tablename' (
				col0,
				\`col1\`,
				json_extract("col2", "$.a") asc,
				"col3" collate NOCASE,
				"col4" collate RTRIM desc
			) where test = 1`;
    expect(parseIndex(sql)).toEqual({
      unique: true,
      optional: true,
      schemaName: 'schemaname',
      indexName: 'indexname',
      tableName: 'tablename',
      columns: [
        col('col0'),
        col('col1'),
        col('json_extract("col2", "$.a")', '', 'ASC'),
        col('col3', 'NOCASE'),
        col('col4', 'RTRIM', 'DESC'),
      ],
      where: 'test = 1',
    });
  });

  it('reads multiline input with tabs', () => {
    const sql = 'CREATE UNIQUE INDEX `idx_a`\nON `posts` (\n\t`title` COLLATE NOCASE DESC,\n\t`created`\n)\n';
    expect(parseIndex(sql)).toEqual(
      def({ unique: true, columns: [col('title', 'NOCASE', 'DESC'), col('created')] }),
    );
  });

  it('reads a column like the server when COLLATE or the sort is followed by a space', () => {
    // the server only sees COLLATE/ASC/DESC at the very end of a column (or of its first line)
    expect(parseIndex('CREATE INDEX idx_a ON posts (\n  title DESC \n)')?.columns).toEqual([
      col('title DESC'),
    ]);
    expect(parseIndex('CREATE INDEX idx_a ON posts (title DESC , b)')?.columns).toEqual([
      col('title DESC'),
      col('b'),
    ]);
  });

  it('rejects columns on CRLF lines, like the server', () => {
    expect(parseIndex('CREATE INDEX `idx_a` ON `posts` (\r\n  `title`,\r\n  `created`\r\n)')).toBeNull();
  });

  it('skips empty entries of the column list', () => {
    expect(parseIndex('CREATE INDEX idx_a ON posts (a, , b,)')?.columns).toEqual([col('a'), col('b')]);
  });

  it.each([
    ['a = 1', 'a = 1'],
    ['a > 0 AND (b = 1 OR (c = 2 AND d IS NOT NULL))', 'a > 0 AND (b = 1 OR (c = 2 AND d IS NOT NULL))'],
    ["title != ')' OR note = 'a (b'", "title != ')' OR note = 'a (b'"],
    ['status IN (\'a)\', "b")', 'status IN (\'a)\', "b")'],
    ['(a = 1)', '(a = 1)'],
    ['\n  a = 1\n  OR b = 2\n', 'a = 1\n  OR b = 2'],
    ['a = 1;', 'a = 1'],
    ["a = ';'", "a = ';'"],
  ])('takes everything after WHERE as the condition: %j', (condition, where) => {
    expect(parseIndex(`CREATE INDEX idx_a ON posts (title) WHERE ${condition}`)).toEqual(def({ where }));
  });

  it('finds the end of the column list past parentheses and quotes inside it', () => {
    expect(parseIndex("CREATE INDEX idx_a ON posts (coalesce(a, ')'), [b)]) WHERE (c)")).toEqual(
      def({ columns: [col("coalesce(a, ')')"), col('b)')], where: '(c)' }),
    );
  });

  it('allows a trailing semicolon', () => {
    expect(parseIndex('CREATE INDEX idx_a ON posts (title);')).toEqual(def({}));
    expect(parseIndex('  CREATE INDEX idx_a ON posts (title) ;\n')).toEqual(def({}));
  });

  it.each([
    ['empty text', ''],
    ['plain text', 'invalid'],
    ['another statement', 'CREATE TABLE posts (title TEXT)'],
    ['a view', 'CREATE VIEW v AS SELECT 1'],
    ['a drop', 'DROP INDEX idx_a'],
    ['a missing index name', 'CREATE INDEX ON posts (title)'],
    ['an empty quoted index name', 'CREATE INDEX `` ON posts (title)'],
    ['a missing table', 'CREATE INDEX idx_a ON (title)'],
    ['an empty quoted table', 'CREATE INDEX idx_a ON "" (title)'],
    ['no column list', 'CREATE INDEX idx_a ON posts'],
    ['an empty column list', 'CREATE INDEX idx_a ON posts ()'],
    ['a column list of blanks', 'CREATE INDEX idx_a ON posts ( , ``)'],
    ['an unclosed column list', 'CREATE INDEX idx_a ON posts (title'],
    ['an unclosed quote', 'CREATE INDEX idx_a ON posts ("title)'],
    ['an unbalanced parenthesis', 'CREATE INDEX idx_a ON posts (lower(title)'],
    ['text after the column list', 'CREATE INDEX idx_a ON posts (title) extra'],
    ['WHERE without a condition separator', 'CREATE INDEX idx_a ON posts (title) WHERE'],
    ['text before CREATE', 'SELECT 1; CREATE INDEX idx_a ON posts (title)'],
    ['a three-part name', 'CREATE INDEX a.b.c ON posts (title)'],
    ['a quoted name with spaces (the server rejects it too)', 'CREATE INDEX "my idx" ON posts (title)'],
    ['no space before the column list (the server rejects it too)', 'CREATE INDEX idx_a ON posts(title)'],
    ['INDEX glued to the name', 'CREATE INDEXidx_a ON posts (title)'],
  ])('returns null for %s', (_case, sql) => {
    expect(parseIndex(sql)).toBeNull();
  });
});

describe('buildIndex', () => {
  it('writes a single column on one line', () => {
    expect(buildIndex(def({}))).toBe('CREATE INDEX `idx_a` ON `posts` (`title`)');
  });

  it('writes several columns one per line, like the server normalizes them', () => {
    expect(
      buildIndex(
        def({
          unique: true,
          columns: [col('title', 'NOCASE', 'DESC'), col('created')],
          where: "status = 'draft'",
        }),
      ),
    ).toBe(
      "CREATE UNIQUE INDEX `idx_a` ON `posts` (\n  `title` COLLATE NOCASE DESC,\n  `created`\n) WHERE status = 'draft'",
    );
  });

  it('writes the same text as the server for its own test fixture', () => {
    expect(
      buildIndex({
        optional: true,
        unique: true,
        schemaName: 'schema',
        indexName: 'index',
        tableName: 'table',
        columns: [
          col('col1', 'NOCASE', 'ASC'),
          col('col2', '', 'DESC'),
          col('json_extract("col3", "$.a")', 'NOCASE'),
        ],
        where: 'test = 1 OR test = 2',
      }),
    ).toBe(
      'CREATE UNIQUE INDEX IF NOT EXISTS `schema`.`index` ON `table` (\n  `col1` COLLATE NOCASE ASC,\n  `col2` DESC,\n  ' +
        'json_extract("col3", "$.a") COLLATE NOCASE\n) WHERE test = 1 OR test = 2',
    );
  });

  it('leaves out columns without a name', () => {
    expect(buildIndex(def({ columns: [col(' '), col('title')] }))).toBe(
      'CREATE INDEX `idx_a` ON `posts` (\n  `title`\n)',
    );
  });

  it('keeps empty names as empty quotes so a half-filled form still shows its text', () => {
    expect(buildIndex(def({ indexName: '', tableName: '', columns: [] }))).toBe('CREATE INDEX `` ON `` ()');
  });
});

describe('round trips', () => {
  const defs: IndexDefinition[] = [
    def({}),
    def({ unique: true }),
    def({ optional: true }),
    def({ unique: true, optional: true, schemaName: 'main' }),
    def({ indexName: 'idx_Ab3xY9z', tableName: 'Users_2' }),
    def({ columns: [col('title', 'NOCASE')] }),
    def({ columns: [col('title', 'BINARY', 'ASC')] }),
    def({ columns: [col('title', 'RTRIM', 'DESC')] }),
    def({ columns: [col('a'), col('b', '', 'DESC'), col('c', 'nocase', 'ASC')] }),
    def({ columns: [col('lower(title)', '', 'DESC'), col("json_extract(data, '$.tags')")] }),
    def({ where: 'a = 1' }),
    def({ where: "a > 0 AND (b = ')' OR (c IS NULL))" }),
    def({ where: "deleted = '' OR \"status\" <> 'x'" }),
    def({
      unique: true,
      optional: true,
      schemaName: 's',
      indexName: 'i',
      tableName: 't',
      columns: [col('x', 'NOCASE', 'DESC'), col('y')],
      where: "(x != '')\n  AND y > 0",
    }),
  ];

  it.each(defs.map((d) => [buildIndex(d), d] as const))('parse(build(def)) gives def back: %s', (sql, d) => {
    expect(parseIndex(sql)).toEqual(d);
  });

  const canonical = [
    'CREATE INDEX `idx_a` ON `posts` (`title`)',
    'CREATE UNIQUE INDEX IF NOT EXISTS `main`.`idx_a` ON `posts` (`title` COLLATE NOCASE DESC)',
    'CREATE INDEX `idx_a` ON `posts` (\n  `a`,\n  `b` ASC,\n  lower(c) COLLATE RTRIM\n) WHERE a = 1 AND (b = 2)',
    "CREATE UNIQUE INDEX `idx_a` ON `posts` (`title`) WHERE title != ')'",
  ];

  it.each(canonical)('build(parse(text)) is a fixed point: %s', (sql) => {
    const parsed = parseIndex(sql);
    expect(parsed).not.toBeNull();
    if (parsed) expect(buildIndex(parsed)).toBe(sql);
  });

  it('normalizes any accepted text to a canonical one', () => {
    const messy =
      'create unique index if not exists [s].\'i\' on "t" (\n a collate nocase desc, lower(b) ) where x=1 ;';
    const once = parseIndex(messy);
    expect(once).not.toBeNull();
    if (!once) return;
    const text = buildIndex(once);
    expect(text).toBe(
      'CREATE UNIQUE INDEX IF NOT EXISTS `s`.`i` ON `t` (\n  `a` COLLATE nocase DESC,\n  lower(b)\n) WHERE x=1',
    );
    expect(parseIndex(text)).toEqual(once);
  });
});

describe('randomIndexName', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("is 'idx_' and 7 alphanumerics", () => {
    for (let i = 0; i < 50; i++) expect(randomIndexName()).toMatch(/^idx_[A-Za-z0-9]{7}$/);
  });

  it('does not repeat itself', () => {
    const names = new Set(Array.from({ length: 1000 }, () => randomIndexName()));
    expect(names.size).toBe(1000);
  });

  it('draws from crypto.getRandomValues and skips bytes that would bias the choice', () => {
    const bytes = [255, 0, 248, 1, 25, 26, 51, 52, 61, 249, 247, 250];
    const spy = vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      if (array instanceof Uint8Array)
        array.set([...bytes, ...new Array<number>(array.length).fill(0)].slice(0, array.length));
      return array;
    });
    expect(randomIndexName()).toBe('idx_abzAZ09');
    expect(spy).toHaveBeenCalled();
  });
});

describe('renameIndexTable', () => {
  it('retargets only the indexes of the old table, matching case-insensitively', () => {
    const indexes = [
      'CREATE INDEX `idx_a` ON `posts` (`title`)',
      "create unique index idx_b on [POSTS] (slug) where slug != ''",
      'CREATE INDEX `idx_c` ON `posts_archive` (`title`)',
      'not an index',
    ];
    const result = renameIndexTable(indexes, 'Posts', 'articles');
    expect(result).toEqual([
      'CREATE INDEX `idx_a` ON `articles` (`title`)',
      "CREATE UNIQUE INDEX `idx_b` ON `articles` (`slug`) WHERE slug != ''",
      'CREATE INDEX `idx_c` ON `posts_archive` (`title`)',
      'not an index',
    ]);
    expect(result[2]).toBe(indexes[2]);
    expect(result).not.toBe(indexes);
  });
});

describe('renameIndexColumn', () => {
  it('renames the column wherever an index lists it, case-insensitively', () => {
    expect(
      renameIndexColumn(
        [
          'CREATE INDEX `idx_a` ON `posts` (`title`)',
          'CREATE UNIQUE INDEX `idx_b` ON `posts` (\n  `created`,\n  `Title` COLLATE NOCASE DESC\n)',
        ],
        'title',
        'headline',
      ),
    ).toEqual([
      'CREATE INDEX `idx_a` ON `posts` (`headline`)',
      'CREATE UNIQUE INDEX `idx_b` ON `posts` (\n  `created`,\n  `headline` COLLATE NOCASE DESC\n)',
    ]);
  });

  it('leaves columns that only contain the name, and the texts without it, untouched', () => {
    const indexes = [
      'create index idx_a on posts (title2, subtitle)',
      'CREATE INDEX `idx_b` ON `posts` (`title_x`) WHERE title2 = 1',
      'not an index with title',
    ];
    const result = renameIndexColumn(indexes, 'title', 'headline');
    expect(result).toEqual(indexes);
    result.forEach((sql, i) => expect(sql).toBe(indexes[i]));
  });

  it('renames references in expression columns and the WHERE clause, but not in string literals', () => {
    expect(
      renameIndexColumn(
        [
          "CREATE INDEX `idx_a` ON `posts` (lower(title), `title2`) WHERE title != '' AND \"TITLE\" <> 'title' AND posts.title > 0 AND title2 = [title]",
        ],
        'title',
        'headline',
      ),
    ).toEqual([
      "CREATE INDEX `idx_a` ON `posts` (\n  lower(headline),\n  `title2`\n) WHERE headline != '' AND \"headline\" <> 'title' AND posts.headline > 0 AND title2 = [headline]",
    ]);
  });

  it('does not treat keywords, function names or qualifiers as the column', () => {
    const indexes = ["CREATE INDEX `idx_a` ON `posts` (`a`) WHERE lower(b) = 'x' AND b IS NOT NULL"];
    expect(renameIndexColumn(indexes, 'lower', 'x')[0]).toBe(indexes[0]);
    expect(renameIndexColumn(indexes, 'not', 'x')[0]).toBe(indexes[0]);
    expect(renameIndexColumn(['CREATE INDEX i ON t (a) WHERE b.c = 1'], 'b', 'x')).toEqual([
      'CREATE INDEX i ON t (a) WHERE b.c = 1',
    ]);
  });

  it('returns the texts unchanged when the name does not change', () => {
    const indexes = ['create index i on t (a)'];
    expect(renameIndexColumn(indexes, 'a', 'a')).toEqual(indexes);
  });
});

describe('indexesUsingColumn', () => {
  const indexes = [
    'CREATE INDEX `idx_a` ON `posts` (`title`)',
    'CREATE INDEX `idx_b` ON `posts` (`title2`)',
    'CREATE INDEX `idx_c` ON `posts` (`created`, `TITLE` DESC)',
    'CREATE INDEX `idx_d` ON `posts` (`created`) WHERE title IS NOT NULL',
    'CREATE INDEX `idx_e` ON `posts` (lower(title))',
    "CREATE INDEX `idx_f` ON `posts` (`created`) WHERE note = 'title'",
    'title title title',
  ];

  it('lists the positions of the indexes that use the column anywhere', () => {
    expect(indexesUsingColumn(indexes, 'title')).toEqual([0, 2, 3, 4]);
  });

  it('matches whole names only', () => {
    expect(indexesUsingColumn(indexes, 'title2')).toEqual([1]);
    expect(indexesUsingColumn(indexes, 'titl')).toEqual([]);
    expect(indexesUsingColumn(indexes, 'note')).toEqual([5]);
    expect(indexesUsingColumn(indexes, '')).toEqual([]);
  });
});

describe('renameIndexesForCopy', () => {
  it('gives every index a fresh random name and the new table', () => {
    const indexes = [
      'CREATE INDEX `idx_a` ON `posts` (`title`)',
      "CREATE UNIQUE INDEX `idx_b` ON `posts` (`slug`) WHERE slug != ''",
      'broken',
    ];
    const result = renameIndexesForCopy(indexes, 'posts_copy');
    const parsed = result.map(parseIndex);
    expect(parsed[0]).toEqual(def({ indexName: parsed[0]?.indexName, tableName: 'posts_copy' }));
    expect(parsed[1]).toEqual(
      def({
        unique: true,
        indexName: parsed[1]?.indexName,
        tableName: 'posts_copy',
        columns: [col('slug')],
        where: "slug != ''",
      }),
    );
    expect(parsed[0]?.indexName).toMatch(/^idx_[A-Za-z0-9]{7}$/);
    expect(parsed[1]?.indexName).toMatch(/^idx_[A-Za-z0-9]{7}$/);
    expect(parsed[0]?.indexName).not.toBe(parsed[1]?.indexName);
    expect(result[2]).toBe('broken');
  });
});

describe('indexLabel', () => {
  const unique = (columns: string) => `Unique: ${columns}`;

  it('joins the column names', () => {
    expect(
      indexLabel('CREATE INDEX `idx_a` ON `posts` (\n  `title` COLLATE NOCASE,\n  `created` DESC\n)', unique),
    ).toBe('title, created');
  });

  it('marks unique indexes', () => {
    expect(indexLabel('CREATE UNIQUE INDEX idx_a ON posts (lower(email))', unique)).toBe(
      'Unique: lower(email)',
    );
  });

  it('words a cached label anew (the language may have changed)', () => {
    const sql = 'CREATE UNIQUE INDEX idx_b ON posts (slug)';
    expect(indexLabel(sql, unique)).toBe('Unique: slug');
    expect(indexLabel(sql, (columns) => `Eindeutig: ${columns}`)).toBe('Eindeutig: slug');
  });

  it('falls back to the raw text', () => {
    expect(indexLabel('CREATE INDEX broken', unique)).toBe('CREATE INDEX broken');
  });
});
