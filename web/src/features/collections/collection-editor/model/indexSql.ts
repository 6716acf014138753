/** One column of a collection index: an identifier (or an expression), its collation and sort order. */
export interface IndexColumn {
  name: string;
  collate: string;
  sort: '' | 'ASC' | 'DESC';
}

/** A collection index, split into the parts the index editor shows. */
export interface IndexDefinition {
  unique: boolean;
  /** IF NOT EXISTS */
  optional: boolean;
  /** '' when absent */
  schemaName: string;
  indexName: string;
  tableName: string;
  columns: IndexColumn[];
  /** '' when absent, without the WHERE keyword */
  where: string;
}

// The server's whitespace class (Go's \s) and the characters it strips around names.
const WS = '[\\t\\n\\f\\r ]';
const NOT_WS = '[^\\t\\n\\f\\r ]';
const NAME_TRIM = '`"\'[]\r\n\t\f\v ';

const HEAD_RE = new RegExp(
  `^${WS}*create${WS}+(unique${WS}+)?index${WS}+(if${WS}+not${WS}+exists${WS}+)?(${NOT_WS}+)${WS}+on${WS}+(${NOT_WS}+)${WS}+\\(`,
  'i',
);
const END_RE = new RegExp(`^${WS}*(?:;${WS}*)?$`);
const WHERE_RE = new RegExp(`^${WS}*where${WS}+([\\s\\S]*)$`, 'i');
// Same as the server's column regexp; `(?=\n|$)` stands for its multiline `$`.
const COLUMN_RE = new RegExp(
  `^([\\s\\S]+?)(?:${WS}+collate${WS}+(\\w+))?(?:${WS}+(asc|desc))?(?=\\n|$)`,
  'i',
);

function trimName(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && NAME_TRIM.includes(value[start])) start++;
  while (end > start && NAME_TRIM.includes(value[end - 1])) end--;
  return value.slice(start, end);
}

/** Splits like the server's tokenizer: quotes and parentheses protect the separator; null when unbalanced. */
function tokenize(text: string, separator: string): string[] | null {
  const tokens: string[] = [];
  let i = 0;
  const skipSeparators = () => {
    while (i < text.length && text[i] === separator) i++;
  };
  while (i < text.length) {
    if (text[i] === ' ' || text[i] === '\t' || text[i] === '\n') {
      i++;
      skipSeparators();
    }
    let token = '';
    let depth = 0;
    let quote = '';
    let prev = '';
    while (i < text.length) {
      const ch = text[i++];
      if (prev !== '\\') {
        if (ch === '(' && quote === '') depth++;
        else if (ch === ')' && depth > 0 && quote === '') depth--;
        else if (ch === "'" || ch === '"' || ch === '`') {
          if (quote === ch) quote = '';
          else if (quote === '') quote = ch;
        }
      }
      if (ch === separator && depth === 0 && quote === '') break;
      prev = ch;
      token += ch;
    }
    if (depth > 0 || quote !== '') return null;
    tokens.push(token);
    skipSeparators();
  }
  return tokens;
}

/** Position of the parenthesis closing the column list that starts at `from`; -1 when it never closes. */
function findColumnsEnd(sql: string, from: number): number {
  let depth = 1;
  let quote = '';
  for (let i = from; i < sql.length; i++) {
    const ch = sql[i];
    if (sql[i - 1] === '\\') continue; // escaped, as the server's tokenizer treats it
    if (quote !== '') {
      if (ch === quote) quote = '';
    } else if (ch === "'" || ch === '"' || ch === '`') {
      quote = ch;
    } else if (ch === '[') {
      quote = ']';
    } else if (ch === '(') {
      depth++;
    } else if (ch === ')' && --depth === 0) {
      return i;
    }
  }
  return -1;
}

function parseColumn(raw: string): IndexColumn | null {
  const match = COLUMN_RE.exec(raw);
  if (!match) return null;
  const name = trimName(match[1]);
  if (name === '') return null;
  const sort = (match[3] ?? '').toUpperCase();
  return {
    name,
    collate: (match[2] ?? '').trim(),
    sort: sort === 'ASC' || sort === 'DESC' ? sort : '',
  };
}

/** Parses a CREATE [UNIQUE] INDEX [IF NOT EXISTS] [schema.]name ON table (col [COLLATE x] [ASC|DESC], ...) [WHERE expr] statement. Returns null when it is not a valid one. */
export function parseIndex(sql: string): IndexDefinition | null {
  const head = HEAD_RE.exec(sql);
  if (!head) return null;

  const nameParts = tokenize(head[3], '.');
  if (!nameParts || nameParts.length > 2) return null;
  const indexName = trimName(nameParts[nameParts.length - 1]);
  const schemaName = nameParts.length === 2 ? trimName(nameParts[0]) : '';
  const tableName = trimName(head[4]);
  if (indexName === '' || tableName === '') return null;

  const columnsStart = head[0].length;
  const columnsEnd = findColumnsEnd(sql, columnsStart);
  if (columnsEnd < 0) return null;
  const rawColumns = tokenize(sql.slice(columnsStart, columnsEnd), ',');
  if (!rawColumns) return null;
  const columns = rawColumns.map(parseColumn).filter((column) => column !== null);
  if (columns.length === 0) return null;

  const rest = sql.slice(columnsEnd + 1);
  let where = '';
  if (!END_RE.test(rest)) {
    const match = WHERE_RE.exec(rest);
    if (!match) return null;
    where = match[1].trim().replace(/;$/, '').trim();
  }

  return {
    unique: head[1] !== undefined,
    optional: head[2] !== undefined,
    schemaName,
    indexName,
    tableName,
    columns,
    where,
  };
}

/** True when the server writes the column name as it is (an expression) rather than quoted. */
function isExpression(name: string): boolean {
  return name.includes('(') || name.includes(' ');
}

function buildColumn(column: IndexColumn): string {
  const name = column.name.trim();
  let sql = isExpression(column.name) ? name : '`' + name + '`';
  if (column.collate !== '') sql += ' COLLATE ' + column.collate;
  if (column.sort !== '') sql += ' ' + column.sort.toUpperCase();
  return sql;
}

/** Builds the SQL text exactly as the server normalizes it on save (names quoted with backticks, one column per line when there are several). */
export function buildIndex(def: IndexDefinition): string {
  let sql = 'CREATE ' + (def.unique ? 'UNIQUE ' : '') + 'INDEX ' + (def.optional ? 'IF NOT EXISTS ' : '');
  if (def.schemaName !== '') sql += '`' + def.schemaName + '`.';
  sql += '`' + def.indexName + '` ON `' + def.tableName + '` (';
  const several = def.columns.length > 1;
  const columns = def.columns.filter((column) => column.name.trim() !== '').map(buildColumn);
  if (several) sql += '\n  ';
  sql += columns.join(',\n  ');
  if (several && columns.length > 0) sql += '\n';
  sql += ')';
  if (def.where !== '') sql += ' WHERE ' + def.where;
  return sql;
}

const ALPHANUMERICS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A new random index name: 'idx_' + 7 random alphanumerics. */
export function randomIndexName(): string {
  const bytes = new Uint8Array(16);
  let suffix = '';
  while (suffix.length < 7) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      // 248 = 4 * 62: larger bytes are skipped so every character is equally likely
      if (byte < 248 && suffix.length < 7) suffix += ALPHANUMERICS[byte % ALPHANUMERICS.length];
    }
  }
  return 'idx_' + suffix;
}

// Words of SQL expressions that are never column references when written bare.
const KEYWORDS = new Set(
  (
    'and or not null is isnull notnull in like glob match regexp between case when then else end escape ' +
    'collate nocase binary rtrim exists cast as true false current_date current_time current_timestamp'
  ).split(' '),
);

const IDENT_START = /[A-Za-z_\u0080-\uffff]/;
const IDENT_PART = /[A-Za-z0-9_$\u0080-\uffff]/;

function quoteIdentifier(name: string, quote: string): string {
  if (quote === '' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !KEYWORDS.has(name.toLowerCase())) return name;
  if (quote === '[' && !name.includes(']')) return '[' + name + ']';
  const q = quote === '"' ? '"' : '`';
  return q + name.split(q).join(q + q) + q;
}

/**
 * Finds the column references of an SQL expression (outside string literals) and, when `newName` is given,
 * renames them. `found` tells whether the column is referenced.
 */
function rewriteColumnRefs(
  sql: string,
  column: string,
  newName: string | null,
): { text: string; found: boolean } {
  const target = column.toLowerCase();
  let out = '';
  let found = false;
  let i = 0;
  const replace = (original: string, name: string, quote: string) => {
    if (name.toLowerCase() !== target) return original;
    found = true;
    return newName === null ? original : quoteIdentifier(newName, quote);
  };
  while (i < sql.length) {
    const ch = sql[i];
    if (ch === "'" || ch === '"' || ch === '`' || ch === '[') {
      const close = ch === '[' ? ']' : ch;
      let j = i + 1;
      let inner = '';
      for (; j < sql.length; j++) {
        if (sql[j] !== close) inner += sql[j];
        else if (close !== ']' && sql[j + 1] === close) inner += sql[++j];
        else break;
      }
      const original = sql.slice(i, j + 1);
      i = j + 1;
      out += ch === "'" || sql[i] === '.' ? original : replace(original, inner, ch);
    } else if (sql.startsWith('--', i) || sql.startsWith('/*', i)) {
      const end = ch === '-' ? sql.indexOf('\n', i) : sql.indexOf('*/', i + 2);
      const stop = end < 0 ? sql.length : ch === '-' ? end : end + 2;
      out += sql.slice(i, stop);
      i = stop;
    } else if (/[0-9]/.test(ch)) {
      let j = i + 1;
      while (j < sql.length && /[0-9A-Za-z_.]/.test(sql[j])) j++;
      out += sql.slice(i, j);
      i = j;
    } else if (IDENT_START.test(ch)) {
      let j = i + 1;
      while (j < sql.length && IDENT_PART.test(sql[j])) j++;
      const word = sql.slice(i, j);
      const before = sql[i - 1] ?? '';
      const after = sql.slice(j).match(/^\s*(.?)/)?.[1] ?? '';
      const skip =
        KEYWORDS.has(word.toLowerCase()) ||
        (before !== '' && ':@$'.includes(before)) ||
        after === '(' ||
        sql[j] === '.' ||
        (sql[j] === "'" && word.toLowerCase() === 'x');
      out += skip ? word : replace(word, word, '');
      i = j;
    } else {
      out += ch;
      i++;
    }
  }
  return { text: out, found };
}

function isSameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** Renames (or, with newName null, only looks for) a column in a parsed index; null when it is not used. */
function renameColumnIn(
  def: IndexDefinition,
  column: string,
  newName: string | null,
): IndexDefinition | null {
  let used = false;
  const columns = def.columns.map((col) => {
    if (isExpression(col.name)) {
      const result = rewriteColumnRefs(col.name, column, newName);
      used ||= result.found;
      return { ...col, name: result.text };
    }
    if (!isSameName(col.name, column)) return col;
    used = true;
    return newName === null ? col : { ...col, name: newName };
  });
  const where = rewriteColumnRefs(def.where, column, newName);
  used ||= where.found;
  return used ? { ...def, columns, where: where.text } : null;
}

/** Rewrites the table name of every index that targets oldTable (case-insensitive) to newTable; other texts unchanged. Unparseable texts returned as they are. */
export function renameIndexTable(indexes: readonly string[], oldTable: string, newTable: string): string[] {
  return indexes.map((sql) => {
    const def = parseIndex(sql);
    if (!def || !isSameName(def.tableName, oldTable)) return sql;
    return buildIndex({ ...def, tableName: newTable });
  });
}

/**
 * Renames a column in every index that uses it (exact column name, case-insensitive match), also inside
 * expression columns and the WHERE clause; unchanged texts returned as-is (same string).
 */
export function renameIndexColumn(indexes: readonly string[], oldName: string, newName: string): string[] {
  if (oldName === '' || oldName === newName) return [...indexes];
  return indexes.map((sql) => {
    const def = parseIndex(sql);
    const renamed = def && renameColumnIn(def, oldName, newName);
    return renamed ? buildIndex(renamed) : sql;
  });
}

/** Positions of the indexes that reference the column, in a column or the WHERE clause (for fields removed outright). */
export function indexesUsingColumn(indexes: readonly string[], column: string): number[] {
  const positions: number[] = [];
  indexes.forEach((sql, position) => {
    const def = parseIndex(sql);
    if (column !== '' && def && renameColumnIn(def, column, null)) positions.push(position);
  });
  return positions;
}

/** Gives each index a new random name (duplicate collection), and the given table name. */
export function renameIndexesForCopy(indexes: readonly string[], tableName: string): string[] {
  const used = new Set<string>();
  return indexes.map((sql) => {
    const def = parseIndex(sql);
    if (!def) return sql;
    let indexName = randomIndexName();
    while (used.has(indexName)) indexName = randomIndexName();
    used.add(indexName);
    return buildIndex({ ...def, indexName, tableName });
  });
}

/**
 * Short label for an index chip: the column names joined by ', ', worded by `unique` when the index
 * is unique (the interface's language says how); falls back to the raw text when unparseable.
 */
export function indexLabel(sql: string, unique: (columns: string) => string): string {
  let label = labels.get(sql);
  if (label === undefined) {
    const def = parseIndex(sql);
    const columns = def ? def.columns.map((column) => column.name).join(', ') : '';
    label = { text: def ? columns : sql, unique: !!def?.unique };
    // the chips of an open editor re-render often with the same indexes: parse each text once
    if (labels.size >= LABEL_CACHE_SIZE) labels.clear();
    labels.set(sql, label);
  }
  return label.unique ? unique(label.text) : label.text;
}
const LABEL_CACHE_SIZE = 500;
const labels = new Map<string, { text: string; unique: boolean }>();
