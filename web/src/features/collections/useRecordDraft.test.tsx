import { act, renderHook } from '@testing-library/react';
import { Collection, Record as PbRecord } from 'pocketbase';
import { readDraft, writeDraft, writeOpenDrafts } from '../../lib/drafts';
import { recordToFormValues, type RecordDraft, type RecordFormValues } from '../../lib/recordForm';
import { useAppForm } from '../../ui/form/useAppForm';
import { useRecordDraft } from './useRecordDraft';

const collection = new Collection({
  id: 'c1',
  name: 'posts',
  type: 'base',
  schema: [{ id: 'x', name: 'title', type: 'text', system: false, required: false, options: {} }],
});
const base = recordToFormValues(collection, new PbRecord({ id: 'r1', title: 'saved title' }));
const KEY = 'larder_record_draft_c1_r1';

function renderRecordDraft(owner: string) {
  return renderHook(() => {
    const form = useAppForm<RecordFormValues>({ defaultValues: base });
    const draft = useRecordDraft(form, collection, KEY, owner, base);
    return { form, draft };
  });
}

const storedTitle = (owner: string) => readDraft<RecordDraft>(KEY, owner)?.values.fields.title;

describe('useRecordDraft when the session ends (writeOpenDrafts)', () => {
  it('stores the changed record once more for its admin', () => {
    const { result } = renderRecordDraft('admin1');
    act(() => result.current.form.setValue('fields.title', 'typed, not saved'));
    expect(storedTitle('admin1')).toBe('typed, not saved');
    localStorage.clear();
    writeOpenDrafts();
    expect(storedTitle('admin1')).toBe('typed, not saved');
  });

  it('leaves an earlier draft on offer alone while the form is untouched', () => {
    writeDraft(KEY, 'admin1', { id: 'r1', fields: { title: 'earlier' }, files: {} });
    const { result } = renderRecordDraft('admin1');
    expect(result.current.draft.draft?.values.fields.title).toBe('earlier');
    writeOpenDrafts();
    expect(storedTitle('admin1')).toBe('earlier');
  });

  it('brings back no draft the admin forgot, and stores nothing for a form of no admin', () => {
    const { result } = renderRecordDraft('admin1');
    act(() => result.current.form.setValue('fields.title', 'typed'));
    act(() => result.current.draft.discard());
    writeOpenDrafts();
    expect(localStorage.getItem(KEY)).toBeNull();

    const nobody = renderRecordDraft('');
    act(() => nobody.result.current.form.setValue('fields.title', 'typed'));
    writeOpenDrafts();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
