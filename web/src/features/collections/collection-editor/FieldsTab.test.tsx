import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import type { CollectionForm } from './model/collectionForm';
import { newCollectionForm, newField } from './model/toForm';
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

function Harness({
  onForm,
  Tab = FieldsTab,
}: {
  onForm: (form: UseFormReturn<CollectionForm>) => void;
  Tab?: typeof FieldsTab;
}) {
  const form = useForm<CollectionForm>({ defaultValues: threeFields() });
  useEffect(() => {
    onForm(form);
  }, [form, onForm]);
  return (
    <FormProvider {...form}>
      <Tab collections={[]} />
    </FormProvider>
  );
}

function renderTab(Tab?: typeof FieldsTab) {
  let form: UseFormReturn<CollectionForm> | null = null;
  render(<Harness onForm={(f) => (form = f)} Tab={Tab} />);
  const handle = (name: string) => screen.getByRole('button', { name: `Drag to reorder field ${name}` });
  return { handle, form: () => form! };
}

describe('FieldsTab drag and drop binding', () => {
  // idle callbacks are held here and run by the test
  let idle: (() => void)[] = [];
  beforeEach(() => {
    idle = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    vi.stubGlobal('cancelIdleCallback', () => {});
  });
  afterEach(() => {
    cleanup(); // unmounting cancels the idle callback: before the stubs go
    vi.unstubAllGlobals();
  });

  const bound = (el: HTMLElement) => expect(el).toHaveAttribute('aria-roledescription', 'sortable');

  it('shows the fields first and binds drag and drop once the browser is idle', async () => {
    const { handle } = renderTab();
    expect(
      screen.getAllByRole('textbox', { name: /^Name of the/ }).map((el) => (el as HTMLInputElement).value),
    ).toEqual(['title', 'body', 'views']);
    // not yet registered with dnd-kit: none of its attributes on the handles
    expect(handle('body')).not.toHaveAttribute('aria-roledescription');
    expect(idle).toHaveLength(1);
    act(() => idle[0]());
    for (const name of ['title', 'body', 'views']) {
      await waitFor(() => bound(handle(name)));
      expect(handle(name).getAttribute('aria-describedby')).toMatch(/^DndDescribedBy/);
    }
  });

  it('binds when the focus comes to a handle, without waiting for idle time', async () => {
    const { handle } = renderTab();
    expect(handle('views')).not.toHaveAttribute('aria-roledescription');
    act(() => handle('views').focus());
    await waitFor(() => bound(handle('views')));
    bound(handle('title'));
    expect(idle).toHaveLength(1); // never run
  });

  it('picks a field up with a Space pressed before drag and drop had loaded, once it has', async () => {
    // a fresh copy of the modules: the drag-and-drop chunk not loaded yet
    vi.resetModules();
    const fresh = (await import('./FieldsTab')).FieldsTab;
    const { handle } = renderTab(fresh);
    act(() => handle('body').focus());
    expect(handle('body')).not.toHaveAttribute('aria-roledescription');
    fireEvent.keyDown(handle('body'), { key: ' ', code: 'Space' });
    await waitFor(() => expect(handle('body')).toHaveAttribute('aria-pressed', 'true'));
    expect(handle('title')).not.toHaveAttribute('aria-pressed');
  });

  it('binds when a pointer comes over the list', async () => {
    const { handle } = renderTab();
    fireEvent.pointerOver(screen.getByRole('list', { name: 'Schema fields' }));
    await waitFor(() => bound(handle('title')));
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

  it("shows an error about the schema itself (the server's 'Cannot be blank.') where the fields are", () => {
    const { form } = renderTab();
    act(() => form().setValue('schema', []));
    act(() => form().setError('schema', { type: 'server', message: 'Cannot be blank.' }));
    const list = screen.getByRole('list', { name: 'Schema fields' });
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot be blank.');
    expect(list).toHaveAccessibleDescription('Cannot be blank.');
    expect(screen.getByText('No fields yet: add the first one.')).toBeInTheDocument();
  });
});
