import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BulkDeleteResult } from '../../../api/records';
import { activateLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import arabic from '../../../locales/ar';
import { BulkDeleteBar } from './BulkDeleteBar';
import type { RecordSelection } from './useRecordSelection';

const deletion = vi.hoisted(() => ({ result: { deleted: [], failed: [] } as BulkDeleteResult }));

vi.mock('../../../api/records', () => ({
  useDeleteRecords: () => ({ isPending: false, mutateAsync: () => Promise.resolve(deletion.result) }),
}));
vi.mock('../../../lib/confirm', () => ({ confirm: () => Promise.resolve(true) }));

const selectionOf = (count: number): RecordSelection => ({
  selected: new Set(Array.from({ length: count }, (_, i) => `r${i}`)),
  failures: [],
  toggle: () => {},
  toggleAll: () => {},
  reset: () => {},
  afterDelete: () => {},
});

const bar = () => screen.getByRole('region', { name: /./ });

afterEach(() => act(() => activateLanguage('en')));

describe('BulkDeleteBar', () => {
  it('counts the selected records with a real plural, the number in bold', () => {
    const { rerender } = render(<BulkDeleteBar collectionId="c1" selection={selectionOf(1)} />);
    expect(bar()).toHaveAccessibleName('Selected records');
    expect(bar()).toHaveTextContent('Selected 1 record');
    expect(bar().querySelector('strong')).toHaveTextContent('1');
    rerender(<BulkDeleteBar collectionId="c1" selection={selectionOf(2)} />);
    expect(bar()).toHaveTextContent(/^Selected 2 records/);
  });

  it("uses each of Arabic's forms for 1, 2 and 5", () => {
    act(() => activateLanguage('ar', arabic));
    const { rerender } = render(<BulkDeleteBar collectionId="c1" selection={selectionOf(1)} />);
    expect(bar()).toHaveTextContent('تم تحديد سجل واحد');
    rerender(<BulkDeleteBar collectionId="c1" selection={selectionOf(2)} />);
    expect(bar()).toHaveTextContent('تم تحديد سجلين');
    rerender(<BulkDeleteBar collectionId="c1" selection={selectionOf(5)} />);
    const five = new Intl.NumberFormat('ar').format(5);
    expect(bar()).toHaveTextContent(`تم تحديد ${five} سجلات`);
    expect(bar().querySelector('strong')).toHaveTextContent(five);
  });

  it('says how many were refused and how many got no answer', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error').mockImplementation(() => 0);
    deletion.result = {
      deleted: ['r2'],
      failed: [
        { id: 'r0', message: 'Refused.', isUnanswered: false },
        { id: 'r1', message: '', isUnanswered: true },
      ],
    };
    render(<BulkDeleteBar collectionId="c1" selection={selectionOf(3)} />);
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(error).toHaveBeenCalledWith(
      'Could not delete 1 of the 3 selected records. The server did not answer for 1 more: it may or may not have been deleted.',
    );
    error.mockRestore();
  });
});
