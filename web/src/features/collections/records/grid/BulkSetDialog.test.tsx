import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Collection, Record as PbRecord } from 'pocketbase';
import { recordColumns } from '../columns';
import { BulkSetButton, type BulkSetProps } from './BulkSetDialog';
import type { PasteCell } from './pastePlan';
import type { CellSaves } from './useCellSaves';

// The code editor and the relation picker are chunks of their own with tests of their own: here
// they stand in as a plain textarea and a picker that chooses two records at a click.
vi.mock('../../../../ui/CodeEditor', () => ({
  CodeEditor: (props: {
    labelId?: string;
    value: string;
    onChange: (value: string) => void;
    'aria-invalid'?: boolean;
    'aria-describedby'?: string;
  }) => (
    <textarea
      aria-labelledby={props.labelId}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      aria-invalid={props['aria-invalid']}
      aria-describedby={props['aria-describedby']}
    />
  ),
}));
vi.mock('../../record-editor', () => ({
  RelationPickerPopup: (props: {
    value: string[];
    onSet: (ids: string[], records: PbRecord[]) => void;
    onClose: () => void;
  }) => (
    <div role="dialog" aria-label="Picker">
      <span>was {props.value.join('+') || 'empty'}</span>
      <button
        type="button"
        onClick={() => {
          props.onSet(['u1', 'u2'], [{ id: 'u1', name: 'Ada' } as unknown as PbRecord]);
          props.onClose();
        }}
      >
        Pick two
      </button>
    </div>
  ),
}));
vi.mock('../../../../api/collections', () => ({
  useCollectionsById: () => new Map([['users', { id: 'users', name: 'users', type: 'auth', schema: [] }]]),
}));

const collection = {
  id: 'c1',
  name: 'posts',
  type: 'base',
  schema: [
    { id: 'f1', name: 'title', type: 'text', options: {}, required: false, system: false },
    { id: 'f2', name: 'n', type: 'number', options: {}, required: false, system: false },
    { id: 'f3', name: 'data', type: 'json', options: {}, required: false, system: false },
    {
      id: 'f4',
      name: 'tags',
      type: 'select',
      options: { maxSelect: 2, values: ['a', 'b', 'c'] },
      required: false,
      system: false,
    },
    {
      id: 'f5',
      name: 'owners',
      type: 'relation',
      options: { collectionId: 'users', maxSelect: null, displayFields: ['name'] },
      required: false,
      system: false,
    },
    { id: 'f6', name: 'body', type: 'editor', options: {}, required: false, system: false },
  ],
} as unknown as Collection;

const records = [
  { id: 'r1', title: 'one', n: 1, updated: '2026-01-01 00:00:00.000Z' },
  { id: 'r2', title: 'two', n: 2, updated: '2026-01-01 00:00:00.000Z' },
  { id: 'r3', title: 'three', n: 3, updated: '2026-01-01 00:00:00.000Z' },
] as unknown as PbRecord[];

function setup(overrides: Partial<BulkSetProps> = {}) {
  const writeCells = vi.fn(async (cells: readonly PasteCell[] | AsyncIterable<PasteCell>) => ({
    outcome: {
      saved: Array.isArray(cells)
        ? cells.slice(1).map((c: PasteCell) => ({ key: c.recordId, result: {} }))
        : [],
      failed: Array.isArray(cells) ? [{ key: cells[0].recordId, error: new Error('Refused here.') }] : [],
      cancelled: [],
    },
    changed: [],
  }));
  const props: BulkSetProps = {
    collection,
    columns: recordColumns(collection, null),
    selected: new Set(['r1', 'r3']),
    records,
    totalItems: 1234,
    filter: 'n > 0',
    saves: { writeCells } as unknown as CellSaves,
    ...overrides,
  };
  render(<BulkSetButton {...props} />);
  return { writeCells };
}

async function open() {
  await userEvent.click(screen.getByRole('button', { name: 'Set field' }));
  return screen.getByRole('dialog', { name: 'Set a field on many records' });
}

describe('BulkSetButton', () => {
  it('shows nothing for a collection without a field a cell edits', () => {
    setup({ columns: recordColumns({ ...collection, schema: [collection.schema[5]] } as Collection, null) });
    expect(screen.queryByRole('button', { name: 'Set field' })).not.toBeInTheDocument();
  });

  it('keeps a text the field cannot read, with the reason, and writes nothing', async () => {
    const { writeCells } = setup();
    const dialog = await open();
    const field = within(dialog).getByRole('combobox', { name: 'Field' });
    expect(
      within(field)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['title', 'n', 'data', 'tags', 'owners']);
    await userEvent.selectOptions(field, 'n');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Value' }), '12abc{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Not a valid number.');
    expect(within(dialog).getByRole('textbox', { name: 'Value' })).toHaveAttribute('aria-invalid', 'true');
    expect(writeCells).not.toHaveBeenCalled();
    // what was typed stays with its field
    await userEvent.selectOptions(field, 'title');
    expect(within(dialog).getByRole('textbox', { name: 'Value' })).toHaveValue('');
    await userEvent.selectOptions(field, 'n');
    expect(within(dialog).getByRole('textbox', { name: 'Value' })).toHaveValue('12abc');
  });

  it('writes the value into the selected records and lists what the server refused', async () => {
    const { writeCells } = setup();
    const dialog = await open();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Value' }), 'New');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set title on 2 records' }));
    await waitFor(() => expect(within(dialog).getByText('1 record saved.')).toBeInTheDocument());
    expect(within(dialog).getByText('1 record refused the value:')).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('r1: Refused here.');
    const [cells, label] = writeCells.mock.calls[0] as unknown as [PasteCell[], string];
    expect(label).toBe('Set title on 2 records');
    expect(cells.map((c) => [c.recordId, c.field.name, c.value, c.before])).toEqual([
      ['r1', 'title', 'New', 'one'],
      ['r3', 'title', 'New', 'three'],
    ]);
  });

  it('writes every record matching the filter as a sequence read while writing', async () => {
    const { writeCells } = setup();
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'All 1,234 matching the filter' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Value' }), 'All');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set title on 1,234 records' }));
    await waitFor(() => expect(within(dialog).getByText('0 records saved.')).toBeInTheDocument());
    const [cells, , , options] = writeCells.mock.calls[0] as unknown as [
      unknown,
      string,
      unknown,
      { total: number },
    ];
    expect(Array.isArray(cells)).toBe(false);
    expect(Symbol.asyncIterator in (cells as object)).toBe(true);
    expect(options.total).toBe(1234);
  });

  it('ticks several values in a list of boxes, refusing more than the field takes as its cell does', async () => {
    const { writeCells } = setup();
    const dialog = await open();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Field' }), 'tags');
    const boxes = within(dialog).getByRole('group', { name: 'Value' });
    expect(
      within(boxes)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['a', 'b', 'c']);
    await userEvent.click(within(boxes).getByRole('checkbox', { name: 'c' }));
    await userEvent.click(within(boxes).getByRole('checkbox', { name: 'a' }));
    await userEvent.click(within(boxes).getByRole('checkbox', { name: 'b' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set tags on 2 records' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Select up to 2 items.');
    expect(boxes).toHaveAccessibleDescription('Select up to 2 items.');
    expect(within(boxes).getByRole('checkbox', { name: 'a' })).toHaveFocus();
    expect(writeCells).not.toHaveBeenCalled();

    await userEvent.click(within(boxes).getByRole('checkbox', { name: 'b' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set tags on 2 records' }));
    await waitFor(() => expect(writeCells).toHaveBeenCalled());
    const [cells] = writeCells.mock.calls[0] as unknown as [PasteCell[]];
    // in the list's order, as the cell writes them
    expect(cells.map((c) => [c.recordId, c.value])).toEqual([
      ['r1', ['a', 'c']],
      ['r3', ['a', 'c']],
    ]);
  });

  it('sets the records chosen in the relation picker, listed by their display fields', async () => {
    const { writeCells } = setup();
    const dialog = await open();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Field' }), 'owners');
    expect(within(dialog).getByText('None chosen: the field is emptied.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose records' }));
    const picker = await screen.findByRole('dialog', { name: 'Picker' });
    expect(picker).toHaveTextContent('was empty');
    await userEvent.click(within(picker).getByRole('button', { name: 'Pick two' }));
    expect(screen.queryByRole('dialog', { name: 'Picker' })).not.toBeInTheDocument();
    // a record the picker did not load shows as its id
    expect(
      within(within(dialog).getByRole('list', { name: 'Value' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ada', 'u2']);
    // the picker starts from the records chosen
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose records' }));
    expect(await screen.findByRole('dialog', { name: 'Picker' })).toHaveTextContent('was u1+u2');
    await userEvent.click(screen.getByRole('button', { name: 'Pick two' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Set owners on 2 records' }));
    await waitFor(() => expect(writeCells).toHaveBeenCalled());
    const [cells] = writeCells.mock.calls[0] as unknown as [PasteCell[]];
    expect(cells.map((c) => [c.recordId, c.field.name, c.value])).toEqual([
      ['r1', 'owners', ['u1', 'u2']],
      ['r3', 'owners', ['u1', 'u2']],
    ]);
  });

  it('reads JSON as the cell does, keeping a text it cannot store with the reason', async () => {
    const { writeCells } = setup();
    const dialog = await open();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Field' }), 'data');
    const code = within(dialog).getByRole('textbox', { name: 'Value' });
    await userEvent.type(code, '{{"big": 1e400}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set data on 2 records' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The number 1e400 cannot be stored exactly; put it in quotes to keep it as text.',
    );
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    expect(code).toHaveValue('{"big": 1e400}');
    expect(writeCells).not.toHaveBeenCalled();

    await userEvent.clear(code);
    await userEvent.type(code, '{{"big": "1e400"}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set data on 2 records' }));
    await waitFor(() => expect(writeCells).toHaveBeenCalled());
    const [cells] = writeCells.mock.calls[0] as unknown as [PasteCell[]];
    expect(cells.map((c) => c.value)).toEqual([{ big: '1e400' }, { big: '1e400' }]);
  });
});
