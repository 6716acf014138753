import type { Collection, SchemaField } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { columnDirection, recordColumns } from '../columns';
import { fieldDirection } from './directions';

const field = (type: string, name = type) =>
  ({ id: name, name, type, options: {} }) as unknown as SchemaField;

describe('cell directions', () => {
  it('machine text reads left to right, what people write takes its own, the rest follows the page', () => {
    expect(['email', 'url', 'json'].map((t) => fieldDirection(field(t)))).toEqual(['ltr', 'ltr', 'ltr']);
    expect(['text', 'editor'].map((t) => fieldDirection(field(t)))).toEqual(['auto', 'auto']);
    for (const type of ['number', 'bool', 'date', 'select', 'file', 'relation'])
      expect(fieldDirection(field(type)), type).toBeUndefined();
    // a type this dashboard does not know shows its JSON
    expect(fieldDirection(field('geo'))).toBe('ltr');
  });

  it("each column of the records table takes its values' direction", () => {
    const collection = {
      type: 'auth',
      schema: [field('text', 'title'), field('url', 'site'), field('number', 'count')],
    } as unknown as Collection;
    const columns = recordColumns(collection, { created: '2024-01-01', updated: '2024-01-01' });
    expect(columns.map((c) => [c.key, columnDirection(c)])).toEqual([
      ['id', 'ltr'],
      ['username', 'ltr'],
      ['email', 'ltr'],
      ['title', 'auto'],
      ['site', 'ltr'],
      ['count', undefined],
      ['created', undefined],
      ['updated', undefined],
    ]);
  });
});
