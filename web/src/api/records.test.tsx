import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Collection, Record as PbRecord } from 'pocketbase';
import type { ReactNode } from 'react';
import {
  isOlderCopy,
  recordKeys,
  useRecord,
  useRecordsInfinite,
  useReplaceLoadedRecord,
  useResetRecords,
} from './records';

// A stand-in for the one SDK client: GET one record and GET a page of records, counted.
const server = vi.hoisted(() => ({
  getOne: [] as string[],
  getList: [] as number[],
}));

vi.mock('./client', () => ({
  pb: {
    collection: () => ({
      getOne: async (id: string) => {
        server.getOne.push(id);
        const { Record } = await import('pocketbase');
        return new Record({ id });
      },
      getList: async (page: number, perPage: number) => {
        server.getList.push(page);
        return { page, perPage, totalItems: 0, totalPages: 0, items: [] };
      },
    }),
  },
  queryCancelKey: (key: readonly unknown[]) => JSON.stringify(key),
  NO_AUTO_CANCEL: { $autoCancel: false },
}));

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

const posts = new Collection({ id: 'postscollection1', name: 'posts', type: 'base', schema: [] });

beforeEach(() => {
  server.getOne = [];
  server.getList = [];
});

describe('useRecord', () => {
  it('asks for nothing while it is not enabled, or has no collection or record id', () => {
    const off = renderHook(() => useRecord(posts, 'record000000001', false), { wrapper });
    const noId = renderHook(() => useRecord(posts, null, true), { wrapper });
    const noCollection = renderHook(() => useRecord(null, 'record000000001', true), { wrapper });
    for (const { result } of [off, noId, noCollection]) {
      expect(result.current.fetchStatus).toBe('idle');
      expect(result.current.data).toBeUndefined();
    }
    expect(server.getOne).toEqual([]);
  });

  it('loads the record once it is enabled', async () => {
    const { result, rerender } = renderHook(
      ({ isEnabled }) => useRecord(posts, 'record000000001', isEnabled),
      { wrapper, initialProps: { isEnabled: false } },
    );
    rerender({ isEnabled: true });
    await waitFor(() => expect(result.current.data).toBeInstanceOf(PbRecord));
    expect(result.current.data?.id).toBe('record000000001');
    expect(server.getOne).toEqual(['record000000001']);
  });
});

describe('useRecordsInfinite', () => {
  it('asks for nothing without a collection, and for the first page with one', async () => {
    const { result, rerender } = renderHook(({ collection }) => useRecordsInfinite(collection, '', ''), {
      wrapper,
      initialProps: { collection: null as Collection | null },
    });
    expect(result.current.fetchStatus).toBe('idle');
    expect(server.getList).toEqual([]);
    rerender({ collection: posts });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(server.getList).toEqual([1]);
  });
});

describe('useResetRecords', () => {
  it('drops the loaded records of its collection, and only those', () => {
    const queryClient = new QueryClient();
    const own = recordKeys.one(posts.id, 'record000000001');
    const other = recordKeys.one('otherscollection', 'record000000001');
    queryClient.setQueryData(own, new PbRecord({ id: 'record000000001' }));
    queryClient.setQueryData(other, new PbRecord({ id: 'record000000001' }));
    const { result } = renderHook(() => useResetRecords(posts.id), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      ),
    });

    result.current();

    expect(queryClient.getQueryData(own)).toBeUndefined();
    expect(queryClient.getQueryData(other)).toBeDefined();
  });
});

describe('isOlderCopy', () => {
  const at = (updated: unknown) => new PbRecord({ id: 'record000000001', updated });
  it('compares the server stamps, to the millisecond', () => {
    expect(isOlderCopy(at('2026-01-31 12:00:00.122Z'), at('2026-01-31 12:00:00.123Z'))).toBe(true);
    expect(isOlderCopy(at('2026-01-31 12:00:00.124Z'), at('2026-01-31 12:00:00.123Z'))).toBe(false);
  });
  it('takes a copy of the same moment (the same change, expanded) as not older', () => {
    expect(isOlderCopy(at('2026-01-31 12:00:00.123Z'), at('2026-01-31 12:00:00.123Z'))).toBe(false);
  });
  it('never takes a record without a stamp (a view row) for older', () => {
    expect(isOlderCopy(at(undefined), at('2026-01-31 12:00:00.123Z'))).toBe(false);
    expect(isOlderCopy(at('2026-01-31 12:00:00.123Z'), at(''))).toBe(false);
  });
});

describe('useReplaceLoadedRecord', () => {
  it('keeps a newer loaded row when an older copy comes in late, and takes a newer one', async () => {
    const queryClient = new QueryClient();
    const listKey = recordKeys.list(posts.id, '', '');
    const row = (title: string, updated: string) => new PbRecord({ id: 'record000000001', title, updated });
    queryClient.setQueryData(listKey, {
      pageParams: [1],
      pages: [
        {
          page: 1,
          perPage: 50,
          totalItems: 1,
          totalPages: 1,
          items: [row('theirs', '2026-01-31 12:00:02.000Z')],
        },
      ],
    });
    const { result } = renderHook(() => useReplaceLoadedRecord(posts.id), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      ),
    });
    const shownTitle = () =>
      (queryClient.getQueryData(listKey) as { pages: { items: PbRecord[] }[] }).pages[0].items[0].title;

    // the code that puts rows in place is a chunk loaded on first use: the first copy waits for it
    result.current(row('mine', '2026-01-31 12:00:01.000Z'));
    result.current(row('later', '2026-01-31 12:00:03.000Z'));
    await vi.waitFor(() => expect(shownTitle()).toBe('later'));
    result.current(row('mine', '2026-01-31 12:00:01.000Z'));
    expect(shownTitle()).toBe('later');
  });
});
