import { pb } from '../api/client';
import {
  COLLECTIONS_LIST_PREFETCH,
  firstLogsPagePrefetch,
  firstRecordsPagePrefetch,
  logsStatsPrefetch,
  recordsPageQuery,
} from '../api/listRequests';
import { clearPrefetched, takePrefetched } from '../api/prefetch';
import { logsFilterFromAddress } from '../lib/logsFilter';
import { recordsListArgs } from '../lib/recordFields';
import { prefetchCollectionsScreen, prefetchLogsScreen } from './screenPrefetch';

const schemaField = (name: string, type: string, options: object = {}) => ({
  id: name,
  name,
  type,
  system: false,
  required: false,
  options,
});
const authors = { id: 'authors_id', name: 'authors', type: 'base', schema: [schemaField('name', 'text')] };
const posts = {
  id: 'posts_id',
  name: 'posts',
  type: 'base',
  schema: [
    schemaField('title', 'text'),
    schemaField('author', 'relation', { collectionId: 'authors_id', maxSelect: 1, displayFields: ['name'] }),
  ],
};
const users = { id: 'users_id', name: 'users', type: 'auth', schema: [] };

let sent: URL[];
let failCollections: boolean;

beforeEach(() => {
  sent = [];
  failCollections = false;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://h/');
    sent.push(url);
    if (/\/api\/collections$/.test(url.pathname)) {
      if (failCollections) return Response.json({ code: 500, message: 'down', data: {} }, { status: 500 });
      return Response.json({
        page: 1,
        perPage: 200,
        totalItems: 3,
        totalPages: 1,
        items: [posts, users, authors],
      });
    }
    return Response.json({ page: 1, perPage: 30, totalItems: 0, totalPages: 0, items: [] });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  clearPrefetched();
});

const recordRequests = () => sent.filter((u) => u.pathname.endsWith('/records'));

/** The key RecordsView's query would take the first page under, for the address `query`. */
function pageKeyFor(collection: typeof posts, query: URLSearchParams): string {
  const args = recordsListArgs(collection as never, query);
  return firstRecordsPagePrefetch(
    collection.id,
    recordsPageQuery(collection as never, args.filter, args.listSort),
  );
}

describe('prefetchCollectionsScreen', () => {
  it('asks for the collections, then the first records page of the collection the address names, by name too', async () => {
    const query = new URLSearchParams({ collectionId: 'posts', filter: 'hello', sort: 'author' });
    prefetchCollectionsScreen(query);
    const list = await takePrefetched<Array<{ name: string }>>(COLLECTIONS_LIST_PREFETCH);
    // sidebar order: auth first, then base by name
    expect(list?.map((c) => c.name)).toEqual(['users', 'authors', 'posts']);
    await vi.waitFor(() => expect(recordRequests()).toHaveLength(1));
    const request = recordRequests()[0];
    expect(request.pathname).toMatch(/\/api\/collections\/posts_id\/records$/);
    expect(request.searchParams.get('page')).toBe('1');
    expect(request.searchParams.get('perPage')).toBe('30');
    // the same filter, sort (a relation by its displayFields) and expand the records table asks for
    expect(request.searchParams.get('filter')).toBe(recordsListArgs(posts as never, query).filter);
    expect(request.searchParams.get('filter')).toContain('title~"hello"');
    expect(request.searchParams.get('sort')).toBe('author.name');
    expect(request.searchParams.get('expand')).toBe('author');
    await expect(takePrefetched(pageKeyFor(posts, query))).resolves.toMatchObject({ page: 1 });
  });

  it('without a collection in the address, prefetches the first one the sidebar lists, newest first', async () => {
    const query = new URLSearchParams();
    prefetchCollectionsScreen(query);
    await vi.waitFor(() => expect(recordRequests()).toHaveLength(1));
    expect(recordRequests()[0].pathname).toMatch(/\/users_id\/records$/);
    expect(recordRequests()[0].searchParams.get('sort')).toBe('-created');
    expect(takePrefetched(pageKeyFor(users as never, query))).not.toBeNull();
  });

  it('asks for no records when the named collection does not exist or the list fails', async () => {
    prefetchCollectionsScreen(new URLSearchParams({ collectionId: 'nope' }));
    await takePrefetched(COLLECTIONS_LIST_PREFETCH);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(recordRequests()).toHaveLength(0);

    failCollections = true;
    prefetchCollectionsScreen(new URLSearchParams());
    await expect(takePrefetched(COLLECTIONS_LIST_PREFETCH)).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(recordRequests()).toHaveLength(0);
  });

  it('sends the stored admin token, and is never auto-cancelled by the page asking the same path', async () => {
    pb.authStore.save('admin-token', null);
    const headers: Array<string | null> = [];
    vi.mocked(globalThis.fetch).mockImplementation(async (_input, init) => {
      headers.push(new Headers(init?.headers).get('Authorization'));
      return Response.json({ page: 1, perPage: 200, totalItems: 0, totalPages: 1, items: [] });
    });
    prefetchCollectionsScreen(new URLSearchParams());
    // the page's own request for the same path (a key not taken) does not abort the prefetch
    const own = pb.collections.getFullList(200, { sort: '+name' });
    await expect(takePrefetched(COLLECTIONS_LIST_PREFETCH)).resolves.toEqual([]);
    await own;
    expect(headers[0]).toBe('admin-token');
    pb.authStore.clear();
  });
});

describe('prefetchLogsScreen', () => {
  it("asks for the first logs page and the chart's stats with the filter the logs screen builds", async () => {
    localStorage.setItem('larder_logs_include_admins', 'true');
    const query = new URLSearchParams({
      filter: 'status >= 400',
      from: '2026-01-01 10:00:00',
      to: '2026-01-01 12:00:00',
    });
    prefetchLogsScreen(query);
    const filter = logsFilterFromAddress(query, true);
    expect(filter).toContain('status >= 400');
    expect(filter).toContain('created >= "2026-01-01 10:00:00"');
    await expect(takePrefetched(firstLogsPagePrefetch(filter))).resolves.toMatchObject({ page: 1 });
    expect(takePrefetched(logsStatsPrefetch(filter))).not.toBeNull();
    const list = sent.find((u) => u.pathname.endsWith('/api/logs/requests'));
    expect(list?.searchParams.get('filter')).toBe(filter);
    expect(list?.searchParams.get('sort')).toBe('-rowid');
    expect(list?.searchParams.get('perPage')).toBe('30');
    expect(
      sent.find((u) => u.pathname.endsWith('/api/logs/requests/stats'))?.searchParams.get('filter'),
    ).toBe(filter);
    localStorage.removeItem('larder_logs_include_admins');
  });

  it('hides admin requests unless the admin chose to see them', async () => {
    prefetchLogsScreen(new URLSearchParams());
    const filter = logsFilterFromAddress(new URLSearchParams(), false);
    expect(filter).toBe('auth!="admin"');
    await expect(takePrefetched(firstLogsPagePrefetch(filter))).resolves.toBeTruthy();
  });
});
