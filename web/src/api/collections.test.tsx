import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Collection } from 'pocketbase';
import type { ReactNode } from 'react';
import { pb } from './client';
import { collectionKeys, useCollectionsById, useSaveCollection } from './collections';
import { recordKeys } from './records';

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

const posts = new Collection({ id: 'postscollection1', name: 'posts', type: 'base', schema: [] });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useSaveCollection', () => {
  it('marks the records of the saved collection stale, and only those', async () => {
    const { queryClient, wrapper } = setup();
    vi.spyOn(pb.collections, 'update').mockResolvedValue(posts);
    const ownList = recordKeys.list(posts.id, '', '-created');
    const otherList = recordKeys.list('otherscollection', '', '-created');
    queryClient.setQueryData(ownList, { pages: [], pageParams: [] });
    queryClient.setQueryData(otherList, { pages: [], pageParams: [] });

    const { result } = renderHook(() => useSaveCollection(), { wrapper });
    await act(() => result.current.mutateAsync({ id: posts.id, data: { name: 'posts' } }));

    await waitFor(() => expect(queryClient.getQueryState(ownList)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(otherList)?.isInvalidated).toBe(false);
  });
});

describe('useCollectionsById', () => {
  const users = new Collection({ id: 'userscollection1', name: 'users', type: 'auth', schema: [] });

  it('reads the cached list by id without loading it again', () => {
    const { queryClient, wrapper } = setup();
    const getFullList = vi.spyOn(pb.collections, 'getFullList');
    queryClient.setQueryData(collectionKeys.list(), [users, posts]);

    const { result } = renderHook(() => useCollectionsById(), { wrapper });

    expect([...result.current.keys()]).toEqual([users.id, posts.id]);
    expect(result.current.get(posts.id)).toBe(posts);
    expect(getFullList).not.toHaveBeenCalled();
  });

  it('is empty when the list failed to load', async () => {
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(collectionKeys.list(), [posts]);
    vi.spyOn(pb.collections, 'getFullList').mockRejectedValue(new Error('offline'));

    const { result } = renderHook(() => useCollectionsById(), { wrapper });
    expect(result.current.size).toBe(1);
    await act(() => queryClient.refetchQueries({ queryKey: collectionKeys.list() }));

    await waitFor(() => expect(result.current.size).toBe(0));
  });
});
