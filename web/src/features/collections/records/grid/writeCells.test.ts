import type { Collection, Record as PbRecord } from 'pocketbase';
import type { FieldLike } from '../../../../lib/schema';
import { createOverwriteWatches } from './overwriteWatches';
import type { PasteCell } from './pastePlan';
import { writeCells, type WriteCellsContext } from './writeCells';

const realtime = vi.hoisted(() => ({
  session: 'client-1' as string | null,
  listener: null as ((collectionId: string, copy: PbRecord) => void) | null,
  fetchRecord: vi.fn(),
}));

vi.mock('../../../../api/records', () => ({
  realtimeSession: () => realtime.session,
  fetchRecord: (_collection: Collection, recordId: string) => realtime.fetchRecord(recordId),
  listenToUpdates: (listener: typeof realtime.listener) => void (realtime.listener = listener),
}));

const collection = { id: 'posts', name: 'posts', type: 'base', schema: [] } as unknown as Collection;
const title: FieldLike = { name: 'title', type: 'text', options: {} } as FieldLike;
const record = (id: string, text: string, updated = '2026-01-01 00:00:00.000Z') =>
  ({ id, title: text, updated }) as unknown as PbRecord;
/** Seven loaded records r0…r6: one more than the writes in flight at once. */
const seven = () => Array.from({ length: 7 }, (_, i) => record(`r${i}`, `old ${i}`));
const FIRST_SIX = ['r0', 'r1', 'r2', 'r3', 'r4', 'r5'];

function setup(loaded: PbRecord[]) {
  const rows = new Map(loaded.map((r) => [r.id, r]));
  const overwrites = createOverwriteWatches();
  overwrites.listen(collection.id);
  const sent: string[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const ctx: WriteCellsContext = {
    collection,
    // the writes are held until released, as a slow server would hold them: six are in flight and
    // the others wait for a free place
    patch: async ({ recordId, body }) => {
      sent.push(recordId);
      await held;
      return record(recordId, String(body.title), '2026-01-02 00:00:00.000Z');
    },
    flushRows: () => {},
    newestCopy: (shown) => rows.get(shown.id) ?? shown,
    history: null,
    overwrites,
  };
  const cells: PasteCell[] = loaded.map((r) => ({
    recordId: r.id,
    field: title,
    value: 'ours',
    before: r.title,
  }));
  const run = () =>
    writeCells(ctx, cells, 'Set title', (id) => rows.get(id), {
      signal: new AbortController().signal,
      onProgress: () => {},
      total: cells.length,
    });
  const runOn = (source: AsyncIterable<PasteCell>, total: number) =>
    writeCells(ctx, source, 'Set title', (id) => rows.get(id), {
      signal: new AbortController().signal,
      onProgress: () => {},
      total,
    });
  return { sent, release, run, runOn };
}

describe('writeCells', () => {
  beforeEach(() => {
    realtime.session = 'client-1';
    realtime.fetchRecord.mockReset();
  });

  it('skips a record someone changed while the run was on, as realtime tells, without reading it', async () => {
    const { sent, release, run } = setup(seven());
    const done = run();
    // while six writes are on their way, realtime brings someone else's value for the seventh record
    await vi.waitFor(() => expect(sent).toEqual(FIRST_SIX));
    realtime.listener?.('posts', record('r6', 'theirs', '2026-01-01 00:00:05.000Z'));
    release();
    const { outcome, changed } = await done;
    expect(sent).toEqual(FIRST_SIX);
    expect(outcome.saved).toHaveLength(6);
    expect(outcome.failed).toEqual([]);
    expect(changed.map((c) => c.recordId)).toEqual(['r6']);
    expect(realtime.fetchRecord).not.toHaveBeenCalled();
  });

  it('writes a record whose only new copy is the value being written', async () => {
    const { sent, release, run } = setup(seven());
    const done = run();
    await vi.waitFor(() => expect(sent).toEqual(FIRST_SIX));
    realtime.listener?.('posts', record('r6', 'ours', '2026-01-01 00:00:05.000Z'));
    release();
    const { changed } = await done;
    expect(sent).toEqual([...FIRST_SIX, 'r6']);
    expect(changed).toEqual([]);
  });

  it('without realtime, reads each record before writing it and skips one that changed', async () => {
    realtime.session = null;
    realtime.fetchRecord.mockImplementation(async (id: string) =>
      id === 'r1' ? record('r1', 'theirs', '2026-01-01 00:00:05.000Z') : record(id, `old ${id.slice(1)}`),
    );
    const { sent, release, run } = setup(seven());
    release();
    const { outcome, changed } = await run();
    expect(realtime.fetchRecord.mock.calls.map(([id]) => id).sort()).toEqual([...FIRST_SIX, 'r6']);
    expect(sent.sort()).toEqual(['r0', 'r2', 'r3', 'r4', 'r5', 'r6']);
    expect(outcome.failed).toEqual([]);
    expect(changed.map((c) => c.recordId)).toEqual(['r1']);
  });

  it('reads the records again once the realtime connection is not the one the run began with', async () => {
    realtime.fetchRecord.mockImplementation(async (id: string) => record(id, `old ${id.slice(1)}`));
    const { sent, release, run } = setup(seven());
    const done = run();
    await vi.waitFor(() => expect(sent).toEqual(FIRST_SIX));
    realtime.session = 'client-2'; // reconnected: what happened in between was not seen
    release();
    await done;
    expect(realtime.fetchRecord.mock.calls.map(([id]) => id)).toEqual(['r6']);
    expect(sent).toEqual([...FIRST_SIX, 'r6']);
  });

  it('with every matching record, skips one not loaded here that changed after its page was read', async () => {
    // nothing is loaded: the records come from the server page by page while writing
    const { sent, release, runOn } = setup([]);
    const read = '2026-01-01 00:00:00.000Z';
    async function* matching() {
      for (let i = 0; i < 7; i++)
        yield { recordId: `m${i}`, field: title, value: 'ours', before: `old ${i}`, updated: read };
    }
    const done = runOn(matching(), 7);
    await vi.waitFor(() => expect(sent).toEqual(['m0', 'm1', 'm2', 'm3', 'm4', 'm5']));
    realtime.listener?.('posts', record('m6', 'theirs', '2026-01-01 00:00:05.000Z'));
    release();
    const { outcome, changed } = await done;
    expect(sent).toHaveLength(6);
    expect(outcome.saved).toHaveLength(6);
    expect(changed.map((c) => c.recordId)).toEqual(['m6']);
    expect(realtime.fetchRecord).not.toHaveBeenCalled();
  });
});
