import { combineFilters, hasFilterOperator, normalizeSearchFilter, quoteFilterValue } from './filter';

const FIELDS = ['id', 'email'] as const;

describe('normalizeSearchFilter', () => {
  it.each(['=', '!=', '~', '!~', '>', '>=', '<', '<='])(
    'returns text containing the %s operator as typed (trimmed)',
    (op) => {
      const typed = `  status ${op} 400  `;
      expect(normalizeSearchFilter(typed, FIELDS)).toBe(`status ${op} 400`);
    },
  );

  it('keeps an operator expression without spaces untouched', () => {
    expect(normalizeSearchFilter('email~"@acme.com" && created>"2022-01-01"', FIELDS)).toBe(
      'email~"@acme.com" && created>"2022-01-01"',
    );
  });

  it('turns plain text into a quoted contains match on every field joined by ||', () => {
    expect(normalizeSearchFilter('  john  ', FIELDS)).toBe('id~"john" || email~"john"');
  });

  it('keeps inner spaces of plain text inside the quotes', () => {
    expect(normalizeSearchFilter('john doe', ['name'])).toBe('name~"john doe"');
  });

  it.each(['42', '-7', '3.14', 'true', 'false'])('leaves the number/boolean %s unquoted', (value) => {
    expect(normalizeSearchFilter(value, FIELDS)).toBe(`id~${value} || email~${value}`);
  });

  it('quotes text that only looks partly numeric', () => {
    expect(normalizeSearchFilter('42abc', ['id'])).toBe('id~"42abc"');
    expect(normalizeSearchFilter('True', ['id'])).toBe('id~"True"');
  });

  it('escapes double quotes and backslashes in plain text', () => {
    expect(normalizeSearchFilter('say "hi" \\o/', ['name'])).toBe('name~"say \\"hi\\" \\\\o/"');
  });

  it('returns an empty string for empty or blank text', () => {
    expect(normalizeSearchFilter('', FIELDS)).toBe('');
    expect(normalizeSearchFilter('   ', FIELDS)).toBe('');
  });

  it('uses a single field without any || join', () => {
    expect(normalizeSearchFilter('abc', ['id'])).toBe('id~"abc"');
  });
});

describe('hasFilterOperator / quoteFilterValue', () => {
  it('detects operators and rejects plain words', () => {
    expect(hasFilterOperator('a!~b')).toBe(true);
    expect(hasFilterOperator('a<b')).toBe(true);
    expect(hasFilterOperator('plain words')).toBe(false);
  });

  it('quotes and escapes strings but not numbers or booleans', () => {
    expect(quoteFilterValue('a"b\\c')).toBe('"a\\"b\\\\c"');
    expect(quoteFilterValue('10')).toBe('10');
    expect(quoteFilterValue('false')).toBe('false');
  });
});

describe('combineFilters', () => {
  it('wraps each present part in parentheses and joins with &&', () => {
    expect(combineFilters('auth!="admin"', 'status>=400 || method="GET"')).toBe(
      '(auth!="admin") && (status>=400 || method="GET")',
    );
  });

  it('returns a single present part unwrapped and trimmed', () => {
    expect(combineFilters('  status>=400 ', '', null)).toBe('status>=400');
  });

  it('drops empty, null, undefined, false and blank parts', () => {
    expect(combineFilters(null, undefined, false, '  ', 'a=1', '', 'b=2')).toBe('(a=1) && (b=2)');
  });

  it('returns an empty string when nothing is present', () => {
    expect(combineFilters()).toBe('');
    expect(combineFilters('', null, false)).toBe('');
  });
});
