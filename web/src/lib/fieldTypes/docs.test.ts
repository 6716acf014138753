import { describe, expect, it } from 'vitest';
import { FIELD_TYPE_NAMES, type FieldLike } from '../schema';
import { EXAMPLE_DATE, FIELD_DOCS, paramDescription, paramType, sampleValue } from './docs';

const field = (type: string, options: FieldLike['options'] = {}): FieldLike => ({ name: 'f', type, options });

describe('FIELD_DOCS', () => {
  it('documents every type', () => {
    expect(Object.keys(FIELD_DOCS).sort()).toEqual([...FIELD_TYPE_NAMES].sort());
  });

  // type, options, sample value, param type, create description
  it.each<[string, FieldLike['options'], unknown, string, string]>([
    ['text', {}, 'test', 'String', 'Plain text value.'],
    ['editor', {}, '<p>test</p>', 'String', 'HTML formatted text.'],
    ['number', {}, 123, 'Number', 'Number value.'],
    ['bool', {}, true, 'Boolean', 'Boolean value.'],
    ['email', {}, 'test@example.com', 'String', 'Email address.'],
    ['url', {}, 'https://example.com', 'String', 'URL address.'],
    ['date', {}, EXAMPLE_DATE, 'String', `Datetime string in UTC, e.g. ${EXAMPLE_DATE}.`],
    ['select', { maxSelect: 1, values: ['a', 'b'] }, 'a', 'String', 'One of: a, b.'],
    ['select', { maxSelect: 2, values: ['a', 'b'] }, ['a'], 'Array<String>', 'Up to 2 of: a, b.'],
    ['json', {}, 'JSON', 'JSON', 'JSON array, object or value.'],
    ['file', { maxSelect: 1 }, 'filename.jpg', 'File', 'A file, sent as multipart/form-data.'],
    [
      'file',
      { maxSelect: 3 },
      ['filename.jpg'],
      'Array<File>',
      'Up to 3 files, sent as multipart/form-data.',
    ],
    ['relation', { maxSelect: 1 }, 'RELATION_RECORD_ID', 'String', 'Id of the related record.'],
    ['relation', { maxSelect: 0 }, 'RELATION_RECORD_ID', 'String', 'Id of the related record.'],
    ['relation', { maxSelect: null }, ['RELATION_RECORD_ID'], 'Array<String>', 'Ids of the related records.'],
    [
      'relation',
      { maxSelect: 4 },
      ['RELATION_RECORD_ID'],
      'Array<String>',
      'Ids of the related records (up to 4).',
    ],
    ['geo', {}, 'test', 'String', 'Plain text value.'],
  ])('%s %o: %o, %s, %s', (type, options, sample, typeName, description) => {
    expect(sampleValue(field(type, options))).toEqual(sample);
    expect(paramType(field(type, options))).toBe(typeName);
    expect(paramDescription(field(type, options), false)).toBe(description);
  });

  it('tells an update how to add and remove list values', () => {
    expect(paramDescription(field('number'), true)).toBe(
      'Number value. Send f+ or f- to add to or subtract from it.',
    );
    expect(paramDescription(field('relation', { maxSelect: null }), true)).toBe(
      'Ids of the related records. Send f+ or f- to add or remove ids.',
    );
    expect(paramDescription(field('file', { maxSelect: 1 }), true)).toBe(
      'A file, sent as multipart/form-data. Send null to delete the file.',
    );
  });
});
