import { Record as PbRecord, type SchemaField } from 'pocketbase';
import type { RecordColumn } from '../columns';
import { planPaste } from './pastePlan';

const field = (name: string, type: string, options: Record<string, unknown> = {}) =>
  ({ id: name, name, type, options, required: false, system: false }) as unknown as SchemaField;

const columns: RecordColumn[] = [
  { key: 'id', kind: 'id', width: 100 },
  { key: 'title', kind: 'field', field: field('title', 'text'), width: 100 },
  { key: 'n', kind: 'field', field: field('n', 'number'), width: 100 },
  { key: 'created', kind: 'created', width: 100 },
];
const records = [
  new PbRecord({ id: 'record000000001', title: 'a', n: 1 }),
  new PbRecord({ id: 'record000000002', title: '', n: 2 }),
];

describe('planPaste', () => {
  it('reads each value by its column, lists what cannot go in, and leaves out unchanged values', () => {
    const plan = planPaste([['x', 'nope'], ['', '2'], ['below']], records, columns, 0, 1, false);
    expect(plan.cells).toEqual([
      { recordId: 'record000000001', field: columns[1].field, value: 'x', before: 'a' },
    ]);
    expect(plan.problems.map((p) => [p.recordId, p.column, p.text])).toEqual([
      ['record000000001', 'n', 'nope'],
    ]);
    expect(plan.recordIds).toEqual(['record000000001']);
    expect(plan.rowsBelow).toBe(1);
  });

  it('lists a read-only column as skipped, unless told to pass over it (the clearing of a range)', () => {
    const rows = [['', '', '', '']];
    const listed = planPaste(rows, records, columns, 0, 0, false);
    expect(listed.problems.map((p) => p.column)).toEqual(['id', 'created']);
    const cleared = planPaste(rows, records, columns, 0, 0, false, { skipReadOnly: true });
    expect(cleared.problems).toEqual([]);
    expect(cleared.cells.map((c) => [c.field.name, c.value])).toEqual([
      ['title', ''],
      ['n', ''],
    ]);
  });

  it('writes nothing into a view', () => {
    const plan = planPaste([['x']], records, columns, 0, 1, true, { skipReadOnly: true });
    expect(plan.cells).toEqual([]);
    expect(plan.problems).toEqual([]);
  });
});
