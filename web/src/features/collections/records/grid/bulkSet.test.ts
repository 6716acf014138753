import type { SchemaField } from 'pocketbase';
import type { RecordColumn } from '../columns';
import { bulkSetEditors, bulkSetValue, initialBulkText } from './bulkSet';

const fieldColumn = (name: string, type: string, options: Record<string, unknown> = {}): RecordColumn => ({
  key: name,
  kind: 'field',
  field: { id: name, name, type, options, required: false, system: false } as unknown as SchemaField,
  width: 100,
});

const columns: RecordColumn[] = [
  { key: 'id', kind: 'id', width: 190 },
  { key: 'username', kind: 'username', width: 170 },
  { key: 'email', kind: 'email', width: 230 },
  fieldColumn('title', 'text'),
  fieldColumn('n', 'number'),
  fieldColumn('flag', 'bool'),
  fieldColumn('status', 'select', { maxSelect: 1, values: ['draft', 'live'] }),
  fieldColumn('tags', 'select', { maxSelect: 3, values: ['a', 'b'] }),
  fieldColumn('body', 'editor'),
  fieldColumn('data', 'json'),
  fieldColumn('photo', 'file'),
  fieldColumn('owner', 'relation'),
  fieldColumn('when', 'date'),
  { key: 'created', kind: 'created', width: 200 },
];

describe('the fields a bulk set offers', () => {
  it('are the fields edited in place in a cell, without the unique username and email', () => {
    const editors = bulkSetEditors(columns);
    expect(editors.map((e) => [e.field.name, e.kind])).toEqual([
      ['title', 'text'],
      ['n', 'text'],
      ['flag', 'bool'],
      ['status', 'select'],
      ['tags', 'multiselect'],
      ['data', 'json'],
      ['owner', 'relation'],
      ['when', 'text'],
    ]);
  });

  it('are none for a collection without such fields (rich text and files need the record panel)', () => {
    expect(bulkSetEditors([columns[0], fieldColumn('body', 'editor'), fieldColumn('photo', 'file')])).toEqual(
      [],
    );
  });
});

describe('the value a bulk set writes', () => {
  const [title, n, flag, status] = bulkSetEditors(columns);

  it('is read as a cell reads it', () => {
    expect(bulkSetValue(title, ' Hello ')).toEqual({ ok: true, value: ' Hello ' });
    expect(bulkSetValue(n, '12.5')).toEqual({ ok: true, value: 12.5 });
    expect(bulkSetValue(status, 'live')).toEqual({ ok: true, value: 'live' });
    expect(bulkSetValue(status, '')).toEqual({ ok: true, value: '' });
  });

  it('starts empty, a switch off', () => {
    expect(initialBulkText(title)).toBe('');
    expect(bulkSetValue(flag, initialBulkText(flag))).toEqual({ ok: true, value: false });
    expect(bulkSetValue(flag, 'true')).toEqual({ ok: true, value: true });
  });

  it('is read for several values, related records and JSON as their cells read them', () => {
    const [, , , , tags, data] = bulkSetEditors(columns);
    const owner = bulkSetEditors([fieldColumn('owner', 'relation', { maxSelect: 2 })])[0];
    expect(initialBulkText(tags)).toBe('');
    expect(bulkSetValue(tags, 'a, b')).toEqual({ ok: true, value: ['a', 'b'] });
    expect(bulkSetValue(tags, '')).toEqual({ ok: true, value: [] });
    expect(bulkSetValue(owner, 'r1, r2')).toEqual({ ok: true, value: ['r1', 'r2'] });
    expect(bulkSetValue(owner, 'r1, r2, r3')).toEqual({ ok: false, message: 'Select up to 2 items.' });
    expect(bulkSetValue(data, '{"a": [1, 2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
    expect(bulkSetValue(data, '')).toEqual({ ok: true, value: null });
    const inexact = bulkSetValue(data, '{"a": 1e400}');
    expect(inexact.ok ? '' : inexact.message).toMatch(/^The number 1e400 cannot be stored exactly/);
  });

  it('is refused with the reason for a text the type cannot read', () => {
    const result = bulkSetValue(n, '12abc');
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toBe('Not a valid number.');
  });
});
