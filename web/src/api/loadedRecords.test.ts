import { QueryClient } from '@tanstack/react-query';
import { Record as PbRecord } from 'pocketbase';
import {
  BUSY_BATCH_MS,
  BUSY_WINDOW_MS,
  EXPAND_BATCH_MS,
  EXPAND_BATCH_SIZE,
  ROW_BATCH_MS,
  flushLoadedRecords,
  isBetterCopy,
  markBare,
  newestCopy,
  queueExpandedFetch,
  queueLoadedRecord,
  removeLoadedRecord,
  replaceLoadedRecord,
  type RecordPages,
} from './loadedRecords';

// The one SDK client, reduced to the list request the grouped refetch sends, each call recorded.
const server = vi.hoisted(() => ({
  lists: [] as Array<{ collection: string; perPage: number; filter: string; expand: string }>,
}));

vi.mock('./client', () => ({
  NO_AUTO_CANCEL: { $autoCancel: false },
  pb: {
    collection: (collection: string) => ({
      getList: async (_page: number, perPage: number, options: { filter: string; expand: string }) => {
        server.lists.push({ collection, perPage, filter: options.filter, expand: options.expand });
        const { Record } = await import('pocketbase');
        const ids = [...options.filter.matchAll(/id="([^"]+)"/g)].map((m) => m[1]);
        return {
          page: 1,
          perPage,
          totalItems: ids.length,
          totalPages: 1,
          items: ids.map(
            (id) => new Record({ id, updated: LATER, title: 'full', expand: { owner: { id: 'o' } } }),
          ),
        };
      },
    }),
  },
}));

const STAMP = '2026-01-31 12:00:00.123Z';
const LATER = '2026-01-31 12:00:01.000Z';
const key = ['records', 'c1', 'list', { filter: '', sort: '' }];

const record = (id: string, title: string, updated = STAMP) => new PbRecord({ id, title, updated });

function loaded(queryClient: QueryClient, ...pages: PbRecord[][]) {
  queryClient.setQueryData<RecordPages>(key, {
    pages: pages.map((items, i) => ({ page: i + 1, perPage: 30, totalItems: 60, totalPages: 2, items })),
    pageParams: pages.map((_, i) => i + 1),
  });
}
const shown = (queryClient: QueryClient) =>
  queryClient.getQueryData<RecordPages>(key)!.pages.flatMap((page) => page.items);

beforeEach(() => {
  vi.useFakeTimers();
  server.lists = [];
});
afterEach(() => vi.useRealTimers());

describe('isBetterCopy', () => {
  it('takes a newer copy, never an older one', () => {
    expect(isBetterCopy(record('a', 'new', LATER), record('a', 'old'))).toBe(true);
    expect(isBetterCopy(record('a', 'old'), record('a', 'new', LATER))).toBe(false);
  });
  it('never lets a bare realtime copy replace the expanded copy of the same version', () => {
    const expanded = record('a', 'x');
    expect(isBetterCopy(markBare(record('a', 'x')), expanded)).toBe(false);
    // the other way round: the expanded answer replaces the bare event
    expect(isBetterCopy(expanded, markBare(record('a', 'x')))).toBe(true);
    // a bare copy of a later version is taken
    expect(isBetterCopy(markBare(record('a', 'y', LATER)), expanded)).toBe(true);
  });
});

describe('queued copies', () => {
  it('wait about a frame and are put in place together, untouched pages keeping their identity', () => {
    const queryClient = new QueryClient();
    loaded(queryClient, [record('a', 'a0'), record('b', 'b0')], [record('c', 'c0')]);
    const before = queryClient.getQueryData<RecordPages>(key)!;
    queueLoadedRecord(queryClient, 'c1', record('a', 'a1', LATER));
    queueLoadedRecord(queryClient, 'c1', record('b', 'b1', LATER));
    expect(shown(queryClient).map((r) => r.title)).toEqual(['a0', 'b0', 'c0']);
    vi.advanceTimersByTime(ROW_BATCH_MS);
    const after = queryClient.getQueryData<RecordPages>(key)!;
    expect(shown(queryClient).map((r) => r.title)).toEqual(['a1', 'b1', 'c0']);
    expect(after.pages[0]).not.toBe(before.pages[0]);
    expect(after.pages[1]).toBe(before.pages[1]);
  });

  it('coming in a stream, are put in place at most every BUSY_BATCH_MS', () => {
    const queryClient = new QueryClient();
    loaded(queryClient, [record('a', 'a0'), record('b', 'b0')]);
    queueLoadedRecord(queryClient, 'c1', record('a', 'a1', LATER));
    vi.advanceTimersByTime(ROW_BATCH_MS);
    expect(shown(queryClient)[0].title).toBe('a1');
    // the next copy comes soon after: part of a stream, it waits longer
    vi.advanceTimersByTime(BUSY_WINDOW_MS - ROW_BATCH_MS - 1);
    queueLoadedRecord(queryClient, 'c1', record('b', 'b1', LATER));
    vi.advanceTimersByTime(BUSY_BATCH_MS - 1);
    expect(shown(queryClient)[1].title).toBe('b0');
    vi.advanceTimersByTime(1);
    expect(shown(queryClient)[1].title).toBe('b1');
    // a copy after a quiet spell is put in place within a frame again
    vi.advanceTimersByTime(BUSY_WINDOW_MS);
    queueLoadedRecord(queryClient, 'c1', record('a', 'a2', '2026-01-31 12:00:02.000Z'));
    vi.advanceTimersByTime(ROW_BATCH_MS);
    expect(shown(queryClient)[0].title).toBe('a2');
  });

  it('keep the newest copy of a record when several come within the frame', () => {
    const queryClient = new QueryClient();
    loaded(queryClient, [record('a', 'a0')]);
    queueLoadedRecord(queryClient, 'c1', record('a', 'later', LATER));
    queueLoadedRecord(queryClient, 'c1', record('a', 'late answer'));
    flushLoadedRecords(queryClient);
    expect(shown(queryClient)[0].title).toBe('later');
  });

  it('go first when a copy is put in place at once, so none lands over it afterwards', () => {
    const queryClient = new QueryClient();
    loaded(queryClient, [record('a', 'a0'), record('b', 'b0')]);
    queueLoadedRecord(queryClient, 'c1', record('b', 'b1', LATER));
    replaceLoadedRecord(queryClient, 'c1', record('a', 'a1', LATER));
    expect(shown(queryClient).map((r) => r.title)).toEqual(['a1', 'b1']);
  });

  it('of a deleted record are dropped with it', () => {
    const queryClient = new QueryClient();
    loaded(queryClient, [record('a', 'a0'), record('b', 'b0')]);
    queueLoadedRecord(queryClient, 'c1', record('a', 'a1', LATER));
    removeLoadedRecord(queryClient, 'c1', 'a');
    vi.advanceTimersByTime(ROW_BATCH_MS);
    expect(shown(queryClient).map((r) => r.title)).toEqual(['b0']);
    expect(queryClient.getQueryData<RecordPages>(key)!.pages[0].totalItems).toBe(59);
  });
});

describe('newestCopy', () => {
  it('is the best of the drawn copy, the one in the lists and the one waiting', () => {
    const queryClient = new QueryClient();
    const drawn = record('a', 'drawn');
    loaded(queryClient, [drawn]);
    expect(newestCopy(queryClient, 'c1', drawn)).toBe(drawn);
    // a save answered since the last render is in the lists already
    const answered = record('a', 'answered', LATER);
    replaceLoadedRecord(queryClient, 'c1', answered);
    expect(newestCopy(queryClient, 'c1', drawn).title).toBe('answered');
    // a realtime copy of the last frame is newer still
    queueLoadedRecord(queryClient, 'c1', record('a', 'realtime', '2026-01-31 12:00:02.000Z'));
    expect(newestCopy(queryClient, 'c1', drawn).title).toBe('realtime');
    flushLoadedRecords(queryClient);
  });
});

describe('queueExpandedFetch', () => {
  it('fetches the records still shown bare, grouped, and none whose expanded copy came meanwhile', async () => {
    const queryClient = new QueryClient();
    loaded(queryClient, [record('a', 'a0'), record('b', 'b0'), record('c', 'c0')]);
    for (const id of ['a', 'b', 'c']) {
      queueLoadedRecord(queryClient, 'c1', markBare(record(id, 'bare', LATER)));
      queueExpandedFetch(queryClient, 'c1', 'owner', id, () => true);
    }
    // our own save's answer for b, with its relations
    replaceLoadedRecord(queryClient, 'c1', record('b', 'answer', LATER));
    await vi.advanceTimersByTimeAsync(EXPAND_BATCH_MS);
    expect(server.lists).toEqual([
      { collection: 'c1', perPage: 2, filter: 'id="a"||id="c"', expand: 'owner' },
    ]);
    await vi.advanceTimersByTimeAsync(BUSY_BATCH_MS);
    expect(shown(queryClient).map((r) => r.title)).toEqual(['full', 'answer', 'full']);
  });

  it(`asks for at most ${EXPAND_BATCH_SIZE} records per request`, async () => {
    const queryClient = new QueryClient();
    const ids = Array.from({ length: EXPAND_BATCH_SIZE + 3 }, (_, i) => `r${i}`);
    loaded(
      queryClient,
      ids.map((id) => record(id, 'old')),
    );
    for (const id of ids) {
      queueLoadedRecord(queryClient, 'c1', markBare(record(id, 'bare', LATER)));
      queueExpandedFetch(queryClient, 'c1', 'owner', id, () => true);
    }
    // the answers come soon after the bare copies were put in place: a stream, put in place together
    await vi.advanceTimersByTimeAsync(EXPAND_BATCH_MS + BUSY_BATCH_MS);
    expect(server.lists.map((l) => l.perPage)).toEqual([EXPAND_BATCH_SIZE, 3]);
    expect(shown(queryClient).every((r) => r.title === 'full')).toBe(true);
  });

  it('puts nothing in place for a screen that stopped following the collection', async () => {
    const queryClient = new QueryClient();
    loaded(queryClient, [record('a', 'a0')]);
    queueLoadedRecord(queryClient, 'c1', markBare(record('a', 'bare', LATER)));
    queueExpandedFetch(queryClient, 'c1', 'owner', 'a', () => false);
    await vi.advanceTimersByTimeAsync(EXPAND_BATCH_MS + ROW_BATCH_MS);
    expect(server.lists).toHaveLength(1);
    expect(shown(queryClient)[0].title).toBe('bare');
  });
});
