import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { newCollectionForm, newField, type CollectionForm } from '../../../lib/collectionForm';
import { FieldsTab } from './FieldsTab';

function threeFields(): CollectionForm {
  const form = newCollectionForm();
  const names: string[] = [];
  for (const name of ['title', 'body', 'views']) {
    const field = { ...newField(name === 'views' ? 'number' : 'text', names), name };
    names.push(name);
    form.schema.push(field);
  }
  return form;
}

function Harness({ onForm }: { onForm: (form: UseFormReturn<CollectionForm>) => void }) {
  const form = useForm<CollectionForm>({ defaultValues: threeFields() });
  useEffect(() => {
    onForm(form);
  }, [form, onForm]);
  return (
    <FormProvider {...form}>
      <FieldsTab collections={[]} />
    </FormProvider>
  );
}

function renderTab() {
  let form: UseFormReturn<CollectionForm> | null = null;
  render(<Harness onForm={(f) => (form = f)} />);
  const handle = (name: string) => screen.getByRole('button', { name: `Drag to reorder field ${name}` });
  return { handle, form: () => form! };
}

describe('FieldsTab drag and drop binding', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the fields first and binds drag and drop once the browser is idle', () => {
    vi.useFakeTimers();
    const { handle } = renderTab();
    expect(
      screen.getAllByRole('textbox', { name: /^Name of the/ }).map((el) => (el as HTMLInputElement).value),
    ).toEqual(['title', 'body', 'views']);
    // not yet registered with dnd-kit: none of its attributes on the handles
    expect(handle('body')).not.toHaveAttribute('aria-roledescription');
    act(() => void vi.advanceTimersByTime(2000));
    for (const name of ['title', 'body', 'views']) {
      expect(handle(name)).toHaveAttribute('aria-roledescription', 'sortable');
      expect(handle(name).getAttribute('aria-describedby')).toMatch(/^DndDescribedBy/);
    }
  });

  it('binds at once when the focus comes to a handle, before any idle time', () => {
    vi.useFakeTimers();
    const { handle } = renderTab();
    expect(handle('views')).not.toHaveAttribute('aria-roledescription');
    act(() => handle('views').focus());
    expect(handle('views')).toHaveAttribute('aria-roledescription', 'sortable');
    expect(handle('title')).toHaveAttribute('aria-roledescription', 'sortable');
  });

  it('binds at once when a pointer comes over the list', () => {
    vi.useFakeTimers();
    const { handle } = renderTab();
    fireEvent.pointerOver(screen.getByRole('list', { name: 'Schema fields' }));
    expect(handle('title')).toHaveAttribute('aria-roledescription', 'sortable');
  });
});

describe('FieldsTab errors', () => {
  it('marks the field with an error and shows the error of its name', () => {
    const { form } = renderTab();
    act(() => form().setError('schema.1.name', { type: 'server', message: 'Invalid name.' }));
    const cards = screen.getAllByRole('listitem');
    expect(within(cards[1]).getByRole('alert')).toHaveTextContent('Invalid name.');
    expect(within(cards[1]).getByText('Has errors')).toBeInTheDocument();
    expect(within(cards[0]).queryByText('Has errors')).toBeNull();
    expect(within(cards[2]).queryByText('Has errors')).toBeNull();
    // an error deeper in a field marks it too, without a name error
    act(() => form().setError('schema.2.options.min', { type: 'server', message: 'Too small.' }));
    expect(within(cards[2]).getByText('Has errors')).toBeInTheDocument();
    expect(within(cards[2]).queryByRole('alert')).toBeNull();
  });
});
