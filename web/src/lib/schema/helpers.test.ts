import { describe, expect, it } from 'vitest';
import {
  AUTH_SYSTEM_FIELDS,
  AUTH_TABLE_COLUMNS,
  BASE_SYSTEM_FIELDS,
  displayFieldsOf,
  fieldTypeOf,
  FIELD_TYPE_NAMES,
  isFieldType,
  isMultiple,
  maxSelectOf,
  relationTargetId,
  selectionLimit,
  systemFieldNames,
  type FieldLike,
} from '.';

const field = (type: string, options?: FieldLike['options']): FieldLike => ({ name: 'f', type, options });

describe('field types', () => {
  it('knows the 11 types of PocketBase 0.15.3 and nothing else', () => {
    expect(FIELD_TYPE_NAMES).toHaveLength(11);
    for (const type of FIELD_TYPE_NAMES) expect(isFieldType(type)).toBe(true);
    expect(isFieldType('user')).toBe(false);
    expect(isFieldType('__proto__')).toBe(false);
    expect(isFieldType(undefined)).toBe(false);
    expect(fieldTypeOf(field('relation'))).toBe('relation');
    expect(fieldTypeOf(field('geo'))).toBeNull();
  });
});

describe('maxSelectOf', () => {
  it.each<[unknown, number | null]>([
    [2, 2],
    [0, 0],
    ['1', 1],
    ['0', 0],
    [' 3 ', 3],
    ['', null],
    ['1e', null],
    ['0x10', null],
    [null, null],
    [undefined, null],
    [NaN, null],
    [Infinity, null],
    [true, null],
  ])('%o → %o', (value, expected) => {
    expect(maxSelectOf(field('select', { maxSelect: value }))).toBe(expected);
  });

  it('is null without options or without the key', () => {
    expect(maxSelectOf(field('relation'))).toBeNull();
    expect(maxSelectOf(field('relation', null))).toBeNull();
    expect(maxSelectOf(field('relation', {}))).toBeNull();
  });
});

// One table for every reader of "is this field multiple": the server's IsMultiple() and
// PrepareValue (models/schema/schema_field.go).
describe('isMultiple and selectionLimit', () => {
  it.each<[string, FieldLike['options'], boolean, number]>([
    // relation: MaxSelect is *int, nil (no limit) or above 1 is multiple
    ['relation', { maxSelect: null }, true, Infinity],
    ['relation', {}, true, Infinity],
    ['relation', undefined, true, Infinity],
    ['relation', { maxSelect: 0 }, false, 1],
    ['relation', { maxSelect: 1 }, false, 1],
    ['relation', { maxSelect: 2 }, true, 2],
    ['relation', { maxSelect: 5 }, true, 5],
    ['relation', { maxSelect: '1' }, false, 1],
    ['relation', { maxSelect: '0' }, false, 1],
    ['relation', { maxSelect: '4' }, true, 4],
    ['relation', { maxSelect: 'x' }, true, Infinity],
    // select and file: MaxSelect is an int, only above 1 is multiple (0 and missing are single)
    ['select', { maxSelect: 1 }, false, 1],
    ['select', { maxSelect: 0 }, false, 1],
    ['select', {}, false, 1],
    ['select', { maxSelect: null }, false, 1],
    ['select', { maxSelect: 2 }, true, 2],
    ['select', { maxSelect: '0' }, false, 1],
    ['select', { maxSelect: '1' }, false, 1],
    ['select', { maxSelect: '2' }, true, 2],
    ['file', { maxSelect: 99 }, true, 99],
    ['file', { maxSelect: 0 }, false, 1],
    ['file', { maxSelect: '3' }, true, 3],
    ['file', { maxSelect: 1 }, false, 1],
    // the other types never hold a list, whatever their options say
    ['text', { maxSelect: 5 }, false, 1],
    ['json', { maxSelect: null }, false, 1],
    ['geo', { maxSelect: 5 }, false, 1],
  ])('%s %o: multiple %s, limit %s', (type, options, multiple, limit) => {
    expect(isMultiple(field(type, options))).toBe(multiple);
    expect(selectionLimit(field(type, options))).toBe(limit);
  });
});

describe('relation options', () => {
  it('reads the target collection id', () => {
    expect(relationTargetId(field('relation', { collectionId: 'abc' }))).toBe('abc');
    expect(relationTargetId(field('relation', { collectionId: 5 }))).toBe('');
    expect(relationTargetId(field('relation'))).toBe('');
  });

  it('reads the display fields: non-empty strings only, [] when not a list', () => {
    expect(displayFieldsOf(field('relation', { displayFields: ['name', '', 3, 'title'] }))).toEqual([
      'name',
      'title',
    ]);
    expect(displayFieldsOf(field('relation', { displayFields: null }))).toEqual([]);
    expect(displayFieldsOf(field('relation'))).toEqual([]);
  });

  it('never reads an inherited option', () => {
    const options = Object.create({ displayFields: ['inherited'] }) as { [key: string]: unknown };
    expect(displayFieldsOf(field('relation', options))).toEqual([]);
  });
});

describe('system fields', () => {
  it('lists the base and auth fields once', () => {
    expect(BASE_SYSTEM_FIELDS).toEqual(['id', 'created', 'updated']);
    expect(AUTH_SYSTEM_FIELDS).toEqual(['username', 'email', 'emailVisibility', 'verified']);
    expect(AUTH_TABLE_COLUMNS).toEqual([
      'username',
      'email',
      'emailVisibility',
      'verified',
      'tokenKey',
      'passwordHash',
      'lastResetSentAt',
      'lastVerificationSentAt',
    ]);
    expect(systemFieldNames('base')).toEqual(['id', 'created', 'updated']);
    expect(systemFieldNames('view')).toEqual(['id', 'created', 'updated']);
    expect(systemFieldNames('auth')).toEqual([
      'id',
      'created',
      'updated',
      'username',
      'email',
      'emailVisibility',
      'verified',
    ]);
  });
});
