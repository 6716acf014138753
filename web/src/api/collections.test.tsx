import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Collection } from 'pocketbase';
import type { ReactNode } from 'react';
import { pb } from './client';
import { useSaveCollection } from './collections';
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
