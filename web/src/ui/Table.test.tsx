import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { SpacerRow, Table, TableRow, VirtualTableScroll } from './Table';

describe('Table parts', () => {
  it('opens a row on click and on Enter, and keeps the caller’s class and attributes', () => {
    const onOpen = vi.fn();
    render(
      <Table>
        <tbody>
          <TableRow data-testid="row" aria-rowindex={2} className="extra" onOpen={onOpen}>
            <td>cell</td>
          </TableRow>
        </tbody>
      </Table>,
    );
    const row = screen.getByTestId('row');
    expect(row).toHaveAttribute('tabindex', '0');
    expect(row).toHaveAttribute('aria-rowindex', '2');
    expect(row.className).toMatch(/^\S+ extra$/);

    fireEvent.click(row);
    fireEvent.keyDown(row, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('hands its ref to the scroll box, which only a script can focus', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <VirtualTableScroll ref={ref} data-testid="scroll">
        <Table>
          <tbody>
            <SpacerRow span={3} height={90} />
          </tbody>
        </Table>
      </VirtualTableScroll>,
    );
    expect(ref.current).toBe(screen.getByTestId('scroll'));
    expect(ref.current).toHaveAttribute('tabindex', '-1');
    const spacer = ref.current!.querySelector('tr[aria-hidden="true"] td');
    expect(spacer).toHaveAttribute('colspan', '3');
    expect(spacer).toHaveStyle({ height: '90px' });
  });
});
