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
      ['when', 'text'],
    ]);
  });

  it('are none for a collection without such fields', () => {
    expect(bulkSetEditors([columns[0], fieldColumn('data', 'json')])).toEqual([]);
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

  it('is refused with the reason for a text the type cannot read', () => {
    const result = bulkSetValue(n, '12abc');
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toBe('Not a valid number.');
  });
});
