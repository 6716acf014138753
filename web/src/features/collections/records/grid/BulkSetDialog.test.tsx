import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Collection, Record as PbRecord } from 'pocketbase';
import { recordColumns } from '../columns';
import { BulkSetButton, type BulkSetProps } from './BulkSetDialog';
import type { PasteCell } from './pastePlan';
import type { CellSaves } from './useCellSaves';

const collection = {
  id: 'c1',
  name: 'posts',
  type: 'base',
  schema: [
    { id: 'f1', name: 'title', type: 'text', options: {}, required: false, system: false },
    { id: 'f2', name: 'n', type: 'number', options: {}, required: false, system: false },
    { id: 'f3', name: 'data', type: 'json', options: {}, required: false, system: false },
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
    setup({ columns: recordColumns({ ...collection, schema: [collection.schema[2]] } as Collection, null) });
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
    ).toEqual(['title', 'n']);
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
});
