import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { applyLayout, DEFAULT_LAYOUT, moveColumn, type ColumnLayout } from './columnLayout';
import type { RecordColumn } from './columns';
import { ColumnsMenu } from './ColumnsMenu';

const COLUMNS: RecordColumn[] = [
  { key: 'id', kind: 'id', width: 190 },
  { key: 'title', kind: 'field', width: 230 },
  { key: 'n', kind: 'field', width: 130 },
  { key: 'note', kind: 'field', width: 230 },
];

interface Spies {
  onPin: (count: number) => void;
  onRowHeight: (height: string) => void;
  onReset: () => void;
}

/** The menu over a layout kept in state, as the records view keeps it. */
function Harness({ hidden = [], pinned = 1, spies }: { hidden?: string[]; pinned?: number; spies: Spies }) {
  const [layout, setLayout] = useState<ColumnLayout>(DEFAULT_LAYOUT);
  const ordered = applyLayout(COLUMNS, layout);
  return (
    <ColumnsMenu
      columns={ordered}
      hidden={hidden}
      onChange={() => {}}
      pinned={pinned}
      onPin={spies.onPin}
      onMove={(key, to) => setLayout((l) => moveColumn(l, applyLayout(COLUMNS, l), key, to))}
      rowHeight="comfortable"
      onRowHeight={spies.onRowHeight}
      onReset={spies.onReset}
    />
  );
}

const spies = (): Spies => ({ onPin: vi.fn(), onRowHeight: vi.fn(), onReset: vi.fn() });
const listed = () => screen.getAllByRole('checkbox').map((box) => box.closest('li')?.textContent);

async function open(props: Partial<Parameters<typeof Harness>[0]> = {}) {
  const user = userEvent.setup();
  const s = spies();
  render(<Harness spies={s} {...props} />);
  await user.click(screen.getByRole('button', { name: 'Toggle columns' }));
  // the open menu's code is a chunk of its own
  await screen.findByRole('group', { name: 'Columns' });
  return { user, spies: s };
}

describe('ColumnsMenu', () => {
  it('moves a column down by keyboard, the focus staying on the button pressed', async () => {
    const { user } = await open();
    const down = screen.getByRole('button', { name: 'Move title down' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(listed()).toEqual(['idPin', 'nPin', 'titlePin', 'notePin']);
    expect(screen.getByRole('button', { name: 'Move title down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(listed()).toEqual(['idPin', 'nPin', 'notePin', 'titlePin']);
    expect(screen.getByRole('button', { name: 'Move title down' })).toHaveFocus();
    // the last place: the button says it cannot, keeps the focus and does nothing
    expect(screen.getByRole('button', { name: 'Move title down' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(listed()).toEqual(['idPin', 'nPin', 'notePin', 'titlePin']);
  });

  it('keeps the id column first: no move buttons, and nothing goes up past it', async () => {
    const { user } = await open();
    expect(screen.queryByRole('button', { name: 'Move id down' })).toBeNull();
    const up = screen.getByRole('button', { name: 'Move title up' });
    expect(up).toHaveAttribute('aria-disabled', 'true');
    await user.click(up);
    expect(listed()).toEqual(['idPin', 'titlePin', 'nPin', 'notePin']);
  });

  it('pins the visible columns up to the one pressed, and unpins from a pinned one', async () => {
    const { user, spies: s } = await open({ hidden: ['title'], pinned: 2 });
    // title is hidden: it has no pin, and n is the second visible column
    expect(screen.queryByRole('button', { name: 'Pin columns up to title' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pin columns up to id' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Pin columns up to n' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Pin columns up to note' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Pin columns up to note' }));
    expect(s.onPin).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Pin columns up to n' }));
    expect(s.onPin).toHaveBeenLastCalledWith(1);
  });

  it('offers the row heights and the reset', async () => {
    const { user, spies: s } = await open();
    expect(screen.getByRole('radio', { name: 'Comfortable' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Compact' }));
    expect(s.onRowHeight).toHaveBeenCalledWith('compact');
    await user.click(screen.getByRole('button', { name: 'Reset columns' }));
    expect(s.onReset).toHaveBeenCalledTimes(1);
  });
});
