import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ClientResponseError, Collection, Record as PbRecord, SchemaField } from 'pocketbase';
import { useState, type ReactNode } from 'react';
import { confirmQueue } from '../../../lib/confirm';
const UNSAVED_CLOSE_MESSAGE = 'You have unsaved changes. Do you really want to close the panel?';
import { ConfirmHost } from '../../../ui/ConfirmHost';
import { RelationFieldInput } from './RelationFieldInput';
import { RelationPicker, type RelationPickerProps } from './RelationPicker';

// A unit-test stand-in for the one SDK client: GET …/records answered from `server.records`.
const server = vi.hoisted(() => ({
  records: [] as Array<{ [key: string]: unknown }>,
  fail: null as unknown,
  hold: false,
  calls: [] as Array<{
    collection: string;
    page: number;
    perPage: number;
    params: { [key: string]: unknown };
  }>,
}));

vi.mock('../../../api/client', () => {
  const getList = async (
    collection: string,
    page: number,
    perPage: number,
    params: { filter?: string; [key: string]: unknown },
  ) => {
    server.calls.push({ collection, page, perPage, params });
    if (server.hold) await new Promise(() => {});
    if (server.fail) throw server.fail;
    const filter = params.filter ?? '';
    let items = server.records;
    if (filter.startsWith('id=')) {
      const ids = [...filter.matchAll(/id="([^"]*)"/g)].map((m) => m[1]);
      items = items.filter((r) => ids.includes(r.id as string));
    } else if (filter) {
      const term = /~"([^"]*)"/.exec(filter)?.[1] ?? '';
      items = items.filter((r) => String(r.title ?? '').includes(term));
    }
    const { Record } = await import('pocketbase');
    return {
      page,
      perPage,
      totalItems: items.length,
      totalPages: Math.ceil(items.length / perPage),
      items: items.slice((page - 1) * perPage, page * perPage).map((r) => new Record(r)),
    };
  };
  return {
    pb: {
      collection: (name: string) => ({
        getList: (page: number, perPage: number, params: { [key: string]: unknown }) =>
          getList(name, page, perPage, params),
      }),
      cancelRequest: () => {},
      health: { check: () => Promise.reject(new Error('down')) },
    },
    queryCancelKey: (key: readonly unknown[], _signal?: AbortSignal, page?: number) =>
      `${JSON.stringify(key)}#${page ?? ''}`,
    NO_AUTO_CANCEL: { $autoCancel: false },
  };
});

const posts = new Collection({
  id: 'postscollection1',
  name: 'posts',
  type: 'base',
  schema: [{ name: 'title', type: 'text', options: {} }],
});

function relationField(maxSelect: number | null = null, displayFields = ['title']) {
  return new SchemaField({
    name: 'post',
    type: 'relation',
    options: { collectionId: posts.id, maxSelect, displayFields, cascadeDelete: false, minSelect: null },
  });
}

const row = (id: string, title: string) => ({
  id,
  collectionId: posts.id,
  collectionName: 'posts',
  title,
  created: '2024-01-01 10:00:00.000Z',
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      {children}
      <ConfirmHost />
    </QueryClientProvider>
  );
}

function renderPicker(props: Partial<RelationPickerProps> = {}) {
  const onSet = vi.fn();
  const onClose = vi.fn();
  const all: RelationPickerProps = {
    open: true,
    onClose,
    field: relationField(),
    collection: posts,
    value: [],
    onSet,
    ...props,
  };
  const view = render(<RelationPicker {...all} />, { wrapper });
  return { ...view, onSet, onClose };
}

const listCalls = () => server.calls.filter((c) => !String(c.params.filter ?? '').startsWith('id='));
const byIdCalls = () => server.calls.filter((c) => String(c.params.filter ?? '').startsWith('id='));

beforeEach(() => {
  server.records = [
    row('aaaaaaaaaaaaaaa', 'Alpha'),
    row('bbbbbbbbbbbbbbb', 'Beta'),
    row('ccccccccccccccc', 'Gamma'),
  ];
  server.fail = null;
  server.hold = false;
  server.calls = [];
});

afterEach(() => {
  act(() => confirmQueue.get().forEach((r) => r.resolve(false)));
});

describe('RelationPicker', () => {
  it('shows its title, the records of the page and an empty selection', async () => {
    renderPicker();
    expect(screen.getByRole('dialog', { name: 'Select posts records' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /Alpha/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Gamma/ })).toBeInTheDocument();
    expect(screen.getByText('No selected records.')).toBeInTheDocument();
    expect(listCalls()[0]).toMatchObject({
      collection: posts.id,
      page: 1,
      perPage: 100,
      params: { filter: '', sort: '-created' },
    });
  });

  it('keeps the selection across searches and sets the ids in order', async () => {
    const user = userEvent.setup();
    const { onSet, onClose } = renderPicker();
    await user.click(await screen.findByRole('checkbox', { name: /Gamma/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Search posts records' }), 'Alp{Enter}');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /Gamma/ })).not.toBeInTheDocument());
    expect(listCalls().at(-1)?.params.filter).toBe('id~"Alp" || title~"Alp"');
    // the chosen record that is not on this page keeps its label
    expect(screen.getByRole('button', { name: 'Remove Gamma' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Alpha/ }));
    await user.click(screen.getByRole('button', { name: 'Set selection' }));
    expect(onSet).toHaveBeenCalledTimes(1);
    const [ids, records] = onSet.mock.calls[0] as [string[], PbRecord[]];
    expect(ids).toEqual(['ccccccccccccccc', 'aaaaaaaaaaaaaaa']);
    expect(records.map((r) => r.title)).toEqual(['Gamma', 'Alpha']);
    expect(onClose).toHaveBeenCalled();
  });

  it('starts from the value, labels chosen records not on the page by loading them by id', async () => {
    server.records = Array.from({ length: 150 }, (_, i) =>
      row(`r${String(i).padStart(14, '0')}`, `Title ${i}`),
    );
    const far = 'r00000000000149';
    const user = userEvent.setup();
    const { onSet } = renderPicker({ value: [far] });
    expect(await screen.findByRole('button', { name: 'Remove Title 149' })).toBeInTheDocument();
    expect(byIdCalls()[0].params.filter).toBe(`id="${far}"`);
    expect(screen.getByText('Showing 100 of 150')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Title 3\b/ }));
    await user.click(screen.getByRole('button', { name: 'Set selection' }));
    expect(onSet.mock.calls[0][0]).toEqual([far, 'r00000000000003']);
  });

  it('loads the next page with Load more', async () => {
    server.records = Array.from({ length: 150 }, (_, i) =>
      row(`r${String(i).padStart(14, '0')}`, `Title ${i}`),
    );
    const user = userEvent.setup();
    renderPicker();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('checkbox', { name: /Title 149/ })).toBeInTheDocument();
    expect(listCalls().at(-1)).toMatchObject({ page: 2, perPage: 100 });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('replaces the selection in single mode (radios)', async () => {
    const user = userEvent.setup();
    const { onSet } = renderPicker({ field: relationField(1), value: ['aaaaaaaaaaaaaaa'] });
    expect(await screen.findByRole('radio', { name: /Alpha/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Beta/ }));
    expect(screen.getByRole('radio', { name: /Alpha/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Beta/ })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Remove Alpha' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set selection' }));
    expect(onSet.mock.calls[0][0]).toEqual(['bbbbbbbbbbbbbbb']);
  });

  it('refuses a pick beyond maxSelect with a message naming the limit', async () => {
    const user = userEvent.setup();
    renderPicker({ field: relationField(2) });
    await user.click(await screen.findByRole('checkbox', { name: /Alpha/ }));
    await user.click(screen.getByRole('checkbox', { name: /Beta/ }));
    await user.click(screen.getByRole('checkbox', { name: /Gamma/ }));
    expect(screen.getByRole('checkbox', { name: /Gamma/ })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Select up to 2 items.');
    expect(screen.getByRole('heading', { name: 'Selected (2 of 2)' })).toBeInTheDocument();
    // removing from the Selected list makes room again
    await user.click(screen.getByRole('button', { name: 'Remove Alpha' }));
    await user.click(screen.getByRole('checkbox', { name: /Gamma/ }));
    expect(screen.getByRole('checkbox', { name: /Gamma/ })).toBeChecked();
  });

  it('toggles a row with Space and Enter', async () => {
    const user = userEvent.setup();
    renderPicker();
    const alpha = await screen.findByRole('checkbox', { name: /Alpha/ });
    alpha.focus();
    await user.keyboard(' ');
    expect(alpha).toBeChecked();
    await user.keyboard('{Enter}');
    expect(alpha).not.toBeChecked();
  });

  it('shows the id next to the label, and only the id without display fields', async () => {
    renderPicker({ field: relationField(null, []) });
    const box = await screen.findByRole('checkbox', { name: 'aaaaaaaaaaaaaaa' });
    expect(box).toBeInTheDocument();
  });

  it('shows record text as text, never as markup', async () => {
    server.records = [row('xxxxxxxxxxxxxxx', '<img src=x onerror="alert(1)">')];
    const { baseElement } = renderPicker();
    expect(await screen.findByRole('checkbox', { name: /<img src=x/ })).toBeInTheDocument();
    expect(baseElement.querySelector('img')).toBeNull();
  });

  it('says No records found. with Clear filters for a search without matches', async () => {
    const user = userEvent.setup();
    renderPicker();
    await screen.findByRole('checkbox', { name: /Alpha/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search posts records' }), 'zzz{Enter}');
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('checkbox', { name: /Alpha/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('shows a failed load with Retry, not the empty text', async () => {
    server.fail = new ClientResponseError({ url: 'x', status: 500, data: { message: 'Boom.' } });
    const user = userEvent.setup();
    renderPicker();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the records.');
    expect(alert).toHaveTextContent('Boom.');
    expect(screen.queryByText('No records found.')).not.toBeInTheDocument();
    server.fail = null;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('checkbox', { name: /Alpha/ })).toBeInTheDocument();
  });

  it('selects a record created through New record and reloads the list', async () => {
    const user = userEvent.setup();
    let select: ((record: PbRecord) => void) | undefined;
    const onNewRecord = vi.fn((fn: (record: PbRecord) => void) => (select = fn));
    renderPicker({ onNewRecord, value: ['aaaaaaaaaaaaaaa'] });
    await screen.findByRole('checkbox', { name: /Alpha/ });
    await user.click(screen.getByRole('button', { name: 'New record' }));
    expect(onNewRecord).toHaveBeenCalledTimes(1);
    const created = row('ddddddddddddddd', 'Delta');
    server.records = [created, ...server.records];
    const before = listCalls().length;
    act(() => select!(new PbRecord(created)));
    expect(screen.getByRole('button', { name: 'Remove Delta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Alpha' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /Delta/ })).toBeChecked();
    expect(listCalls().length).toBeGreaterThan(before);
  });

  it('offers no New record for a view and does not sort a view', async () => {
    const view = new Collection({ ...posts, type: 'view' });
    renderPicker({ collection: view, onNewRecord: vi.fn() });
    await screen.findByRole('checkbox', { name: /Alpha/ });
    expect(screen.queryByRole('button', { name: 'New record' })).not.toBeInTheDocument();
    expect(listCalls()[0].params.sort).toBe('');
  });

  it('asks before closing with a changed selection', async () => {
    const user = userEvent.setup();
    const { onClose } = renderPicker();
    await user.click(await screen.findByRole('checkbox', { name: /Alpha/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(UNSAVED_CLOSE_MESSAGE)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes at once when nothing changed', async () => {
    const user = userEvent.setup();
    const { onClose } = renderPicker({ value: ['aaaaaaaaaaaaaaa'] });
    await screen.findByRole('checkbox', { name: /Alpha/ });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps its search submit from reaching an enclosing form', async () => {
    const user = userEvent.setup();
    const outer = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={outer}>
        <RelationPicker
          open
          onClose={() => {}}
          field={relationField()}
          collection={posts}
          value={[]}
          onSet={() => {}}
        />
      </form>,
      { wrapper },
    );
    await screen.findByRole('checkbox', { name: /Alpha/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search posts records' }), 'Beta{Enter}');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /Alpha/ })).not.toBeInTheDocument());
    expect(outer).not.toHaveBeenCalled();
  });

  it('starts over from the value each time it opens', async () => {
    const user = userEvent.setup();
    const props: RelationPickerProps = {
      open: true,
      onClose: () => {},
      field: relationField(),
      collection: posts,
      value: [],
      onSet: () => {},
    };
    const { rerender } = render(<RelationPicker {...props} />, { wrapper });
    await user.click(await screen.findByRole('checkbox', { name: /Alpha/ }));
    rerender(<RelationPicker {...props} open={false} />);
    rerender(<RelationPicker {...props} open />);
    expect(await screen.findByText('No selected records.')).toBeInTheDocument();
  });
});

function FieldHarness({
  initial,
  target = posts,
  maxSelect = null,
  onChange,
}: {
  initial: string[];
  /** null: the related collection is gone. */
  target?: Collection | null;
  maxSelect?: number | null;
  onChange?: (ids: string[]) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="field-post">post</label>
      <RelationFieldInput
        id="field-post"
        field={relationField(maxSelect)}
        target={target ?? undefined}
        value={value}
        onChange={(ids) => {
          onChange?.(ids);
          setValue(ids);
        }}
      />
    </>
  );
}

describe('RelationFieldInput', () => {
  it('shows the selected records as chips, a deleted one as missing, and removes them', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<FieldHarness initial={['bbbbbbbbbbbbbbb', 'gonegonegonegon']} onChange={onChange} />, {
      wrapper,
    });
    const chips = await screen.findByRole('list', { name: 'Selected post records' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Beta', 'gonegonegonegon missing']);
    await user.click(screen.getByRole('button', { name: 'Remove gonegonegonegon' }));
    expect(onChange).toHaveBeenLastCalledWith(['bbbbbbbbbbbbbbb']);
    expect(screen.queryByText('missing')).not.toBeInTheDocument();
  });

  it('keeps keyboard focus on the chips when one is removed', async () => {
    const user = userEvent.setup();
    render(<FieldHarness initial={['aaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbb']} />, { wrapper });
    const first = await screen.findByRole('button', { name: 'Remove Alpha' });
    first.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Beta' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'post: Select records' })).toHaveFocus());
  });

  it('shows at most 10 skeletons while the records load', async () => {
    server.hold = true;
    const ids = Array.from({ length: 12 }, (_, i) => `s${String(i).padStart(14, '0')}`);
    const { container } = render(<FieldHarness initial={ids} />, { wrapper });
    await waitFor(() => expect(container.querySelectorAll('.skeleton')).toHaveLength(10));
    expect(screen.getByText('Loading the related records…')).toBeInTheDocument();
  });

  it('loads a long value in batches of 100 ids, in parallel', async () => {
    const ids = Array.from({ length: 150 }, (_, i) => `b${String(i).padStart(14, '0')}`);
    server.records = ids.map((id, i) => row(id, `Title ${i}`));
    render(<FieldHarness initial={ids} />, { wrapper });
    expect(await screen.findByRole('button', { name: 'Remove Title 149' })).toBeInTheDocument();
    const calls = byIdCalls();
    expect(calls).toHaveLength(2);
    expect(calls.map((c) => String(c.params.filter).split(' || ').length).sort()).toEqual([100, 50]);
    expect(calls.every((c) => c.perPage === 100)).toBe(true);
    expect(new Set(calls.map((c) => c.params.$cancelKey)).size).toBe(2);
  });

  it('is named by its text with the field as context and opens the picker; Set selection updates the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<FieldHarness initial={['aaaaaaaaaaaaaaa']} onChange={onChange} />, { wrapper });
    const button = screen.getByRole('button', { name: 'post: Select records' });
    expect(button).toHaveTextContent('Select records');
    await user.click(button);
    await user.click(await screen.findByRole('checkbox', { name: /Beta/ }));
    await user.click(screen.getByRole('button', { name: 'Set selection' }));
    expect(onChange).toHaveBeenLastCalledWith(['aaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbb']);
    expect(await screen.findByRole('button', { name: 'Remove Beta' })).toBeInTheDocument();
  });

  it('shows one chip in single mode and the picker replaces it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<FieldHarness initial={['aaaaaaaaaaaaaaa']} maxSelect={1} onChange={onChange} />, { wrapper });
    expect(await screen.findByRole('button', { name: 'Remove Alpha' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'post: Select record' }));
    await user.click(await screen.findByRole('radio', { name: /Gamma/ }));
    await user.click(screen.getByRole('button', { name: 'Set selection' }));
    expect(onChange).toHaveBeenLastCalledWith(['ccccccccccccccc']);
    expect(await screen.findByRole('button', { name: 'Remove Gamma' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Alpha' })).not.toBeInTheDocument();
  });

  it('disables the picker when the related collection is gone', () => {
    render(<FieldHarness initial={['aaaaaaaaaaaaaaa']} target={null} />, { wrapper });
    expect(screen.getByRole('button', { name: 'post: Select records' })).toBeDisabled();
    expect(screen.getByText('The related collection no longer exists.')).toBeInTheDocument();
    // the ids stay visible and can be removed
    expect(screen.getByRole('button', { name: 'Remove aaaaaaaaaaaaaaa' })).toBeEnabled();
    expect(server.calls).toHaveLength(0);
  });

  it('says when the selected records could not be loaded', async () => {
    server.fail = new ClientResponseError({ url: 'x', status: 500, data: { message: 'Boom.' } });
    const user = userEvent.setup();
    render(<FieldHarness initial={['aaaaaaaaaaaaaaa']} />, { wrapper });
    expect(await screen.findByText('Could not load the selected records.')).toBeInTheDocument();
    server.fail = null;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Remove Alpha' })).toBeInTheDocument();
  });
});
