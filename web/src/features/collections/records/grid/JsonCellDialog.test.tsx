import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Record as PbRecord } from 'pocketbase';
import type { FieldLike } from '../../../../lib/schema';
import { JsonCellDialog } from './JsonCellDialog';

// The code editor is a chunk of its own with tests of its own: here it stands in as a component
// that hands its change callback to the test, which types through it as the editor would.
const editor = vi.hoisted(() => ({ onChange: (_value: string) => {} }));
vi.mock('../../../../ui/CodeEditor', () => ({
  CodeEditor: (props: { value: string; onChange: (value: string) => void }) => {
    editor.onChange = props.onChange;
    return <textarea aria-label="data" value={props.value} readOnly />;
  },
}));

const record = { id: 'rec1', data: null } as unknown as PbRecord;
const field = { name: 'data', type: 'json', options: {} } as FieldLike;

describe('JsonCellDialog', () => {
  it('saves what was typed last even when the save comes before the screen drew it', async () => {
    const commit = vi.fn(async () => ({ ok: true as const }));
    render(<JsonCellDialog record={record} field={field} startText="" commit={commit} onClose={() => {}} />);
    const save = screen.getByRole('button', { name: 'Save' });
    // the last key and the save in one go, with no drawing in between, as on a busy page
    act(() => {
      editor.onChange('{"k": [1, 2]}');
      fireEvent.click(save);
    });
    expect(commit).toHaveBeenCalledWith(record, field, '{"k": [1, 2]}', '');
  });
});
