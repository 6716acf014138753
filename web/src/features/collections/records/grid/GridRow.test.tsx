import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Record as PbRecord } from 'pocketbase';
import { useState } from 'react';
import type { RecordColumn } from '../columns';
import { GridRow } from './GridRow';
import type { GridActions, GridContext } from './gridTypes';

const record = { id: 'r1', title: 'hello', collectionId: 'c1' } as unknown as PbRecord;
const columns: RecordColumn[] = [
  { key: 'id', kind: 'id', width: 190 },
  {
    key: 'title',
    kind: 'field',
    field: { name: 'title', type: 'text' } as RecordColumn['field'],
    width: 200,
  },
];

/** One grid row whose focus follows the clicks, as the grid's controller moves it. */
function renderRow() {
  const actions = {
    press: vi.fn(),
    focus: vi.fn(),
    click: vi.fn(),
    doubleClick: vi.fn(),
    commit: vi.fn(),
    cancel: vi.fn(),
    abandon: vi.fn(),
    open: vi.fn(),
  } satisfies GridActions;
  function Row() {
    const [focusCol, setFocusCol] = useState(-1);
    const grid: GridContext = {
      Row: GridRow,
      saves: new Map(),
      isView: false,
      actions: {
        ...actions,
        click: (cell, extend) => {
          actions.click(cell, extend);
          setFocusCol(cell.col);
        },
      },
    };
    return (
      <table>
        <tbody>
          <GridRow
            record={record}
            rowIndex={2}
            columns={columns}
            pins={[]}
            isAuth={false}
            canSelect
            isSelected={false}
            onToggle={() => {}}
            onOpen={() => {}}
            grid={grid}
            focusCol={focusCol}
            rangeFirst={-1}
            rangeLast={-1}
            editing={null}
          />
        </tbody>
      </table>
    );
  }
  render(<Row />);
  const title = screen.getAllByRole('gridcell')[2];
  return { actions, title };
}

describe('GridRow presses', () => {
  it('reports a finger, and whether the cell held the focus before the tap', async () => {
    const user = userEvent.setup();
    const { actions, title } = renderRow();
    await user.pointer({ keys: '[TouchA]', target: title });
    expect(actions.press).toHaveBeenLastCalledWith({ row: 0, col: 2 }, true, false);
    expect(actions.click).toHaveBeenLastCalledWith({ row: 0, col: 2 }, false);
    expect(title).toHaveFocus();
    // the focused cell shows it, however it was focused
    expect(title.className).toMatch(/focused/);

    await user.pointer({ keys: '[TouchA]', target: title });
    expect(actions.press).toHaveBeenLastCalledWith({ row: 0, col: 2 }, true, true);
    expect(actions.click).toHaveBeenCalledTimes(2);
  });

  it('reports a mouse as no finger', async () => {
    const user = userEvent.setup();
    const { actions, title } = renderRow();
    await user.click(title);
    expect(actions.press).toHaveBeenLastCalledWith({ row: 0, col: 2 }, false, false);
    await user.dblClick(title);
    expect(actions.press).toHaveBeenLastCalledWith({ row: 0, col: 2 }, false, true);
    expect(actions.doubleClick).toHaveBeenCalledWith({ row: 0, col: 2 });
  });
});
