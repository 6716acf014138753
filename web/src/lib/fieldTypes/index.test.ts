import { describe, expect, it } from 'vitest';
import { FIELD_TYPE_NAMES, type FieldLike, type FieldType } from '../schema';
import { FIELD_TYPE_SPECS, fieldTypeSpec } from '.';
import { FIELD_FILTERS, isSearchable } from './filters';

const field = (type: FieldType, options: FieldLike['options'] = {}): FieldLike => ({
  name: 'f',
  type,
  options,
});

describe('FIELD_TYPE_SPECS', () => {
  it('has one spec per field type, under its own name', () => {
    expect(Object.keys(FIELD_TYPE_SPECS).sort()).toEqual([...FIELD_TYPE_NAMES].sort());
    for (const type of FIELD_TYPE_NAMES) expect(FIELD_TYPE_SPECS[type].type).toBe(type);
  });

  it('finds the spec of a field, null for an unknown type', () => {
    expect(fieldTypeSpec({ type: 'select' })).toBe(FIELD_TYPE_SPECS.select);
    expect(fieldTypeSpec({ type: 'geo' })).toBeNull();
    expect(fieldTypeSpec({ type: 'toString' })).toBeNull();
  });
});

describe('record editor values', () => {
  // type, options, a record value, the input's value for it, what is sent for that input value
  it.each<[FieldType, FieldLike['options'], unknown, unknown, string[]]>([
    ['text', {}, 'hi', 'hi', ['hi']],
    ['editor', {}, '<p>x</p>', '<p>x</p>', ['<p>x</p>']],
    ['email', {}, 'a@b.co', 'a@b.co', ['a@b.co']],
    ['url', {}, 'https://x.io', 'https://x.io', ['https://x.io']],
    ['number', {}, 1.5, '1.5', ['1.5']],
    ['bool', {}, true, true, ['true']],
    ['date', {}, '2024-01-02 03:04:05.678Z', '2024-01-02 03:04:05', ['2024-01-02 03:04:05']],
    ['json', {}, { a: 1 }, '{\n  "a": 1\n}', ['{\n  "a": 1\n}']],
    ['select', { maxSelect: 1, values: ['a', 'b'] }, 'b', ['b'], ['b']],
    ['select', { maxSelect: 2, values: ['a', 'b'] }, ['a', 'b'], ['a', 'b'], ['a', 'b']],
    ['relation', { maxSelect: null }, ['r1', 'r2'], ['r1', 'r2'], ['r1', 'r2']],
    ['relation', { maxSelect: 1 }, ['r1', 'r2'], ['r2'], ['r2']],
    ['relation', { maxSelect: 0 }, ['r1', 'r2'], ['r2'], ['r2']],
  ])('%s %o: %o reads as %o and is sent as %o', (type, options, raw, value, sent) => {
    const codec = FIELD_TYPE_SPECS[type].formValue;
    if (codec === 'file') throw new Error('no codec');
    expect(codec.fromRecord(field(type, options), raw)).toEqual(value);
    expect(codec.toApi(field(type, options), codec.read(value)!)).toEqual(sent);
  });

  it.each<[FieldType, unknown, string[]]>([
    ['text', '', ['']],
    ['number', ' 7 ', ['7']],
    ['number', '', ['']],
    ['date', ' ', ['']],
    ['json', '', ['null']],
    ['json', 'hello', ['"hello"']],
    ['select', [], ['']],
    ['relation', ['a', 'a', ''], ['a']],
  ])('%s sends %o as %o', (type, value, sent) => {
    const codec = FIELD_TYPE_SPECS[type].formValue;
    if (codec === 'file') throw new Error('no codec');
    expect(codec.toApi(field(type), value as never)).toEqual(sent);
  });

  it.each<[FieldType, unknown]>([
    ['text', ''],
    ['editor', ''],
    ['email', ''],
    ['url', ''],
    ['number', ''],
    ['bool', false],
    ['date', ''],
    ['json', ''],
    ['select', []],
    ['relation', []],
    ['file', undefined],
  ])('%s: an empty input holds %o', (type, empty) => {
    const codec = FIELD_TYPE_SPECS[type].formValue;
    expect(codec === 'file' ? undefined : codec.empty).toEqual(empty);
  });

  it('only number and date check their text before saving', () => {
    const checked = FIELD_TYPE_NAMES.filter((type) => {
      const codec = FIELD_TYPE_SPECS[type].formValue;
      return codec !== 'file' && codec.check !== undefined;
    });
    expect(checked).toEqual(['number', 'date']);
  });

  it('a draft keeps a select value only while it is a choice, within the limit', () => {
    const codec = FIELD_TYPE_SPECS.select.formValue;
    if (codec === 'file') throw new Error('no codec');
    const tags = field('select', { maxSelect: 2, values: ['a', 'b', 'c'] });
    expect(codec.fromDraft(tags, ['a', 'gone', 'b', 'c'])).toEqual(['b', 'c']);
    expect(codec.fromDraft(tags, 'a')).toBeUndefined();
  });
});

describe('hints, search and rule modifiers', () => {
  it.each<[FieldType, FieldLike['options'], string[]]>([
    ['text', { min: 2, max: 9, pattern: '^a' }, ['Min 2 characters', 'Max 9 characters', 'Pattern: ^a']],
    ['editor', {}, []],
    ['number', { min: 0, max: 5 }, ['Min 0', 'Max 5']],
    ['bool', {}, []],
    ['email', { onlyDomains: ['a.io'], exceptDomains: [] }, ['Only domains: a.io']],
    ['url', { onlyDomains: [], exceptDomains: ['b.io'] }, ['Except domains: b.io']],
    ['date', { min: '2024-01-01 00:00:00.000Z', max: '' }, ['From 2024-01-01 00:00:00 UTC']],
    ['select', { maxSelect: 3 }, ['Up to 3 items']],
    ['json', {}, []],
    ['file', { maxSelect: 2, maxSize: 1024 }, ['Up to 2 files', 'Max 1 KB each']],
    ['relation', { maxSelect: null, minSelect: 2 }, ['At least 2']],
  ])('%s %o hints %o', (type, options, hint) => {
    expect(FIELD_TYPE_SPECS[type].rulesHint(field(type, options))).toEqual(hint);
  });

  it.each<[FieldType, 'false' | 'zero' | 'empty', boolean, string[]]>([
    ['text', 'empty', true, []],
    ['editor', 'empty', true, []],
    ['number', 'zero', false, []],
    ['bool', 'false', false, []],
    ['email', 'empty', true, []],
    ['url', 'empty', true, []],
    ['date', 'empty', false, []],
    ['select', 'empty', true, [':each', ':length']],
    ['json', 'empty', false, []],
    ['file', 'empty', false, [':length']],
    ['relation', 'empty', false, [':length']],
  ])('%s: required zero %s, searchable %s, list modifiers %o', (type, zero, searchable, modifiers) => {
    const spec = FIELD_TYPE_SPECS[type];
    expect(spec.requiredZero).toBe(zero);
    expect(FIELD_FILTERS[type].searchable).toBe(searchable);
    expect(isSearchable({ type })).toBe(searchable);
    expect(FIELD_FILTERS[type].listModifiers).toEqual(modifiers);
  });
});

describe('cell text', () => {
  it.each<[FieldType, unknown, string | undefined]>([
    ['text', 'hello', 'hello'],
    ['text', 5, ''],
    ['editor', '<p>a <b>b</b></p><script>x</script>', 'a b'],
    ['number', 0, '0'],
    ['number', null, ''],
    ['bool', true, 'True'],
    ['bool', false, 'False'],
    ['email', 'a@b.co', 'a@b.co'],
    ['url', 'https://x.io', 'https://x.io'],
    ['date', '2024-01-02 03:04:05.000Z', '2024-01-02 03:04:05 UTC'],
    ['date', '', ''],
    ['json', '"s"', '"\\"s\\""'],
    ['json', null, ''],
    ['select', ['a'], undefined],
    ['file', 'a.png', undefined],
    ['relation', 'id', undefined],
  ])('%s %o shows %o', (type, value, shown) => {
    expect(FIELD_TYPE_SPECS[type].cellText?.(value)).toBe(shown);
  });
});
