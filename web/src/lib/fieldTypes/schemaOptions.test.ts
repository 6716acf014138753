import type { Collection } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { FIELD_TYPE_NAMES, type FieldType } from '../schema';
import { FIELD_TYPE_MENU, SCHEMA_OPTIONS, type EditedOptions } from './schemaOptions';

/** The problems `checkOptions` reports for `options`, by option key (first one kept). */
function problems(type: FieldType, options: EditedOptions, collections: readonly Collection[] = []) {
  const found: { [key: string]: string } = {};
  SCHEMA_OPTIONS[type].checkOptions(
    options,
    (key, message) => {
      if (message && !(key in found)) found[key] = message;
    },
    collections,
  );
  return found;
}

describe('SCHEMA_OPTIONS', () => {
  it('has every type once, and the menu lists each of them', () => {
    expect(Object.keys(SCHEMA_OPTIONS).sort()).toEqual([...FIELD_TYPE_NAMES].sort());
    expect([...FIELD_TYPE_MENU].sort()).toEqual([...FIELD_TYPE_NAMES].sort());
  });

  // type, label, the keys of the default options, numeric options, has the single/multiple switch
  it.each<[FieldType, string, string[], string[], boolean]>([
    ['text', 'Plain text', ['max', 'min', 'pattern'], ['min', 'max'], false],
    ['editor', 'Rich editor', [], [], false],
    ['number', 'Number', ['max', 'min'], ['min', 'max'], false],
    ['bool', 'Bool', [], [], false],
    ['email', 'Email', ['exceptDomains', 'onlyDomains'], [], false],
    ['url', 'Url', ['exceptDomains', 'onlyDomains'], [], false],
    ['date', 'DateTime', ['max', 'min'], [], false],
    ['select', 'Select', ['maxSelect', 'values'], ['maxSelect'], true],
    ['json', 'Json', [], [], false],
    [
      'file',
      'File',
      ['maxSelect', 'maxSize', 'mimeTypes', 'protected', 'thumbs'],
      ['maxSelect', 'maxSize'],
      true,
    ],
    [
      'relation',
      'Relation',
      ['cascadeDelete', 'collectionId', 'displayFields', 'maxSelect', 'minSelect'],
      ['minSelect', 'maxSelect'],
      true,
    ],
  ])('%s: "%s", options %o, numeric %o, switch %s', (type, label, keys, numeric, hasSwitch) => {
    const spec = SCHEMA_OPTIONS[type];
    expect(spec.label).toBe(label);
    expect(Object.keys(spec.defaultOptions()).sort()).toEqual(keys);
    expect(spec.defaultOptions()).not.toBe(spec.defaultOptions()); // each new field gets its own
    expect(spec.numericOptions).toEqual(numeric);
    expect(spec.setMultiple !== undefined).toBe(hasSwitch);
  });

  it.each<[FieldType, EditedOptions, EditedOptions]>([
    ['select', { maxSelect: 1, values: ['a', 'b', 'c'] }, { maxSelect: 3 }],
    ['select', { maxSelect: 1, values: [] }, { maxSelect: 2 }],
    ['file', { maxSelect: 1 }, { maxSelect: 99 }],
    ['relation', { maxSelect: 1, minSelect: null }, { maxSelect: null }],
  ])('%s %o switched to multiple becomes %o', (type, options, expected) => {
    const next = { ...options };
    SCHEMA_OPTIONS[type].setMultiple!(next, true);
    expect(next).toMatchObject(expected);
    SCHEMA_OPTIONS[type].setMultiple!(next, false);
    expect(next.maxSelect).toBe(1);
  });

  it('a saved relation without maxSelect is read as unlimited', () => {
    expect(SCHEMA_OPTIONS.relation.missingOptions).toEqual({ maxSelect: null });
  });

  it('the default options of every type pass its checks, except the choices a select needs', () => {
    for (const type of FIELD_TYPE_NAMES) {
      const found = problems(type, { ...SCHEMA_OPTIONS[type].defaultOptions() });
      if (type === 'select') expect(found).toEqual({ values: 'Cannot be blank.' });
      else if (type === 'relation') expect(found).toEqual({ collectionId: 'Required' });
      else expect(found).toEqual({});
    }
  });

  it.each<[FieldType, EditedOptions, { [key: string]: string }]>([
    [
      'text',
      { min: 5, max: 2, pattern: '(?=a)' },
      {
        max: 'Must be 0 (no limit) or at least 5.',
        pattern: 'Invalid regular expression: lookarounds are not supported.',
      },
    ],
    ['editor', { anything: 1 }, {}],
    ['number', { min: 5, max: 2 }, { max: 'Must be at least 5.' }],
    ['bool', {}, {}],
    [
      'email',
      { onlyDomains: ['a.io'], exceptDomains: ['b.io'] },
      {
        exceptDomains: 'Leave empty when only some domains are allowed.',
      },
    ],
    [
      'url',
      { onlyDomains: ['not a domain'], exceptDomains: [] },
      { onlyDomains: 'Invalid domain "not a domain".' },
    ],
    [
      'date',
      { min: '2024-02-02 00:00:00.000Z', max: '2024-01-01 00:00:00.000Z' },
      {
        max: 'Must not be before the min date.',
      },
    ],
    [
      'select',
      { maxSelect: 3, values: ['a', 'b'] },
      { maxSelect: 'Must be at most 2 (the number of choices).' },
    ],
    ['json', {}, {}],
    [
      'file',
      { maxSelect: 0, maxSize: 0, thumbs: ['0x0'] },
      {
        maxSelect: 'Must be an integer >= 2.',
        maxSize: 'Must be greater than 0 bytes.',
        thumbs: 'Invalid thumb size "0x0": use WxH, WxHt, WxHb, WxHf, 0xH or Wx0.',
      },
    ],
    [
      'relation',
      { collectionId: 'gone', minSelect: 3, maxSelect: 2 },
      {
        collectionId: 'The collection does not exist.',
        maxSelect: 'Must be at least 3.',
      },
    ],
  ])('%s %o is refused with %o', (type, options, expected) => {
    const other = { id: 'other', name: 'other', type: 'base', schema: [] } as unknown as Collection;
    expect(problems(type, options, [other])).toEqual(expected);
  });
});
