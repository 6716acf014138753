import { act, renderHook } from '@testing-library/react';
import { readDraft, writeDraft, writeOpenDrafts } from '../../lib/drafts';
import { useAppForm } from './useAppForm';
import { useFormDraft } from './useFormDraft';

interface Values {
  email: string;
  password: string;
}

const LOADED: Values = { email: 'saved@example.com', password: '' };

function renderDraftForm(owner: string) {
  return renderHook(() => {
    const form = useAppForm<Values>({ defaultValues: LOADED });
    const draft = useFormDraft(form, { storageKey: 'k', owner, exclude: ['password'] });
    return { form, draft };
  });
}

describe('useFormDraft when the session ends (writeOpenDrafts)', () => {
  it('stores what the open form holds for its admin once more, passwords left out', () => {
    const { result } = renderDraftForm('admin1');
    act(() => {
      result.current.form.reset(
        { email: 'typed@example.com', password: 'secret-1' },
        { keepDefaultValues: true },
      );
    });
    // whatever became of the copy stored as the admin typed (another tab's clean-up, say)
    localStorage.clear();
    writeOpenDrafts();
    expect(readDraft('k', 'admin1')?.values).toEqual({ email: 'typed@example.com' });
  });

  it('brings back no draft the admin forgot (a closed panel, Discard), until they type again', () => {
    const { result } = renderDraftForm('admin1');
    act(() => result.current.form.setValue('email', 'typed@example.com'));
    act(() => result.current.draft.discard());
    writeOpenDrafts();
    expect(localStorage.getItem('k')).toBeNull();
    act(() => result.current.form.setValue('email', 'typed again@example.com'));
    localStorage.clear();
    writeOpenDrafts();
    expect(readDraft('k', 'admin1')?.values).toEqual({ email: 'typed again@example.com' });
  });

  it('leaves an earlier draft on offer alone while the form still holds what it loaded', () => {
    writeDraft('k', 'admin1', { email: 'earlier@example.com' });
    const { result } = renderDraftForm('admin1');
    expect(result.current.draft.draft?.values).toEqual({ email: 'earlier@example.com' });
    writeOpenDrafts();
    expect(readDraft('k', 'admin1')?.values).toEqual({ email: 'earlier@example.com' });
  });

  it('stores nothing for a form of no admin, and nothing once the form is gone', () => {
    const { result, unmount } = renderDraftForm('');
    act(() => result.current.form.setValue('email', 'typed@example.com'));
    writeOpenDrafts();
    expect(localStorage.getItem('k')).toBeNull();

    const other = renderDraftForm('admin1');
    act(() => other.result.current.form.setValue('email', 'typed@example.com'));
    other.unmount();
    localStorage.clear();
    writeOpenDrafts();
    expect(localStorage.getItem('k')).toBeNull();
    unmount();
  });
});
