import type { SchemaField } from 'pocketbase';
import type { RecordColumn } from '../columns';
import { hasCalendar, inlineEditor, multiChoices, selectChoices } from './inlineEditors';

const fieldColumn = (type: string, options: Record<string, unknown> = {}): RecordColumn => ({
  key: `f_${type}`,
  kind: 'field',
  field: {
    id: 'x',
    name: `f_${type}`,
    type,
    options,
    required: false,
    system: false,
  } as unknown as SchemaField,
  width: 100,
});

describe('the inline editor of a grid column', () => {
  it.each([
    ['text', 'text'],
    ['number', 'text'],
    ['email', 'text'],
    ['url', 'text'],
    ['date', 'text'],
    ['bool', 'bool'],
    ['editor', 'panel'],
    ['json', 'json'],
    ['file', 'panel'],
    ['relation', 'relation'],
  ])('edits a %s field as %s', (type, kind) => {
    expect(inlineEditor(fieldColumn(type), false)?.kind).toBe(kind);
  });

  it('offers a single select its values, and a multiple select a list to tick', () => {
    const single = fieldColumn('select', { maxSelect: 1, values: ['a', 'b'] });
    expect(inlineEditor(single, false)?.kind).toBe('select');
    expect(selectChoices(single.field!)).toEqual(['', 'a', 'b']);
    expect(inlineEditor(fieldColumn('select', { maxSelect: 3, values: ['a'] }), false)?.kind).toBe(
      'multiselect',
    );
  });

  it("ticks a multiple select's values that the cell holds, keeping one the field no longer offers", () => {
    const field = fieldColumn('select', { maxSelect: 3, values: ['red', 'green', 'blue'] }).field!;
    expect(multiChoices(field, 'blue, red')).toEqual([
      { value: 'red', isChecked: true },
      { value: 'green', isChecked: false },
      { value: 'blue', isChecked: true },
    ]);
    expect(multiChoices(field, '')).toEqual([
      { value: 'red', isChecked: false },
      { value: 'green', isChecked: false },
      { value: 'blue', isChecked: false },
    ]);
    expect(multiChoices(field, 'gone, green').map((c) => [c.value, c.isChecked])).toEqual([
      ['red', false],
      ['green', true],
      ['blue', false],
      ['gone', true],
    ]);
  });

  it("edits an auth record's username and email as text, and never the id or the server's dates", () => {
    expect(inlineEditor({ key: 'username', kind: 'username', width: 1 }, false)?.field).toEqual({
      name: 'username',
      type: 'text',
    });
    expect(inlineEditor({ key: 'email', kind: 'email', width: 1 }, false)?.field.type).toBe('email');
    for (const kind of ['id', 'created', 'updated'] as const)
      expect(inlineEditor({ key: kind, kind, width: 1 }, false)).toBeNull();
  });

  it('leaves every cell of a view read-only', () => {
    expect(inlineEditor(fieldColumn('text'), true)).toBeNull();
    expect(inlineEditor({ key: 'email', kind: 'email', width: 1 }, true)).toBeNull();
  });
});

describe('hasCalendar', () => {
  it('gives a date cell, and only a date cell, a calendar beside its typed text', () => {
    const withCalendar = ['text', 'number', 'email', 'url', 'date', 'bool', 'json', 'relation'].filter(
      (type) => {
        const editor = inlineEditor(fieldColumn(type), false);
        return editor !== null && hasCalendar(editor);
      },
    );
    expect(withCalendar).toEqual(['date']);
  });
});
