import { useSyncExternalStore } from 'react';
import { act, renderHook } from '@testing-library/react';
import {
  createUndoStack,
  staleChanges,
  UNDO_LIMIT,
  type CellChange,
  type UndoEntry,
  type UndoStack,
} from './undoStack';

/** An entry of one cell change, named by its label. */
const edit = (label: string, recordId = 'r1', updatedAfter?: string): UndoEntry => ({
  label,
  changes: [{ recordId, field: 'status', before: `${label}-before`, after: label, updatedAfter }],
});

type Step = 'undo' | 'redo' | `push ${string}`;

/** Runs the steps and returns what each undo/redo returned (its label, or null). */
function play(stack: UndoStack, steps: Step[]): (string | null)[] {
  const returned: (string | null)[] = [];
  for (const step of steps) {
    if (step === 'undo') returned.push(stack.undo()?.label ?? null);
    else if (step === 'redo') returned.push(stack.redo()?.label ?? null);
    else stack.push(edit(step.slice('push '.length)));
  }
  return returned;
}

describe('createUndoStack: undo and redo', () => {
  it.each<{ name: string; steps: Step[]; returned: (string | null)[]; can: [boolean, boolean] }>([
    { name: 'an empty stack', steps: ['undo', 'redo'], returned: [null, null], can: [false, false] },
    { name: 'one push', steps: ['push a'], returned: [], can: [true, false] },
    {
      name: 'undo takes the latest step first',
      steps: ['push a', 'push b', 'undo', 'undo', 'undo'],
      returned: ['b', 'a', null],
      can: [false, true],
    },
    {
      name: 'redo takes the step last undone',
      steps: ['push a', 'push b', 'undo', 'undo', 'redo', 'redo', 'redo'],
      returned: ['b', 'a', 'a', 'b', null],
      can: [true, false],
    },
    {
      name: 'undo after redo',
      steps: ['push a', 'undo', 'redo', 'undo'],
      returned: ['a', 'a', 'a'],
      can: [false, true],
    },
    {
      name: 'a push after an undo drops the redo branch',
      steps: ['push a', 'push b', 'push c', 'undo', 'undo', 'push d', 'redo', 'undo', 'undo'],
      returned: ['c', 'b', null, 'd', 'a'],
      can: [false, true],
    },
    {
      name: 'a push with nothing undone keeps the whole history',
      steps: ['push a', 'push b', 'undo', 'redo', 'push c', 'undo', 'undo', 'undo'],
      returned: ['b', 'b', 'c', 'b', 'a'],
      can: [false, true],
    },
  ])('$name', ({ steps, returned, can }) => {
    const stack = createUndoStack();
    expect(play(stack, steps)).toEqual(returned);
    expect([stack.canUndo, stack.canRedo]).toEqual(can);
  });

  it('returns the entry with its label and every change, for the caller to send', () => {
    const stack = createUndoStack();
    const bulk: UndoEntry = {
      label: 'Set status on 3 records',
      changes: ['r1', 'r2', 'r3'].map((recordId) => ({
        recordId,
        field: 'status',
        before: 'draft',
        after: 'live',
        updatedAfter: `u-${recordId}`,
      })),
    };
    stack.push(bulk);
    expect(stack.undo()).toEqual(bulk);
    expect(stack.canUndo).toBe(false);
    expect(stack.redo()).toEqual(bulk);
  });

  it('undoes a bulk change as one entry', () => {
    const stack = createUndoStack();
    stack.push(edit('before'));
    const changes = Array.from({ length: 1000 }, (_, i) => ({
      recordId: `r${i}`,
      field: 'status',
      before: null,
      after: 'x',
    }));
    stack.push({ label: 'bulk', changes });
    expect(stack.undo()!.changes).toHaveLength(1000);
    expect(stack.undo()!.label).toBe('before');
  });

  it('does not record an entry without changes, nor drop the redo branch for it', () => {
    const stack = createUndoStack();
    stack.push(edit('a'));
    stack.undo();
    stack.push({ label: 'nothing', changes: [] });
    expect(stack.canUndo).toBe(false);
    expect(stack.redo()!.label).toBe('a');
  });

  it('keeps its own copy of an entry', () => {
    const stack = createUndoStack();
    const entry = edit('a');
    stack.push(entry);
    entry.changes[0].after = 'changed later';
    entry.changes.push({ recordId: 'r2', field: 'x', before: 1, after: 2 });
    const undone = stack.undo()!;
    expect(undone.changes).toEqual([edit('a').changes[0]]);
    undone.changes[0].before = 'changed by the caller';
    expect(stack.redo()!.changes[0].before).toBe('a-before');
  });

  it('clear forgets both sides', () => {
    const stack = createUndoStack();
    play(stack, ['push a', 'push b', 'undo']);
    stack.clear();
    expect([stack.canUndo, stack.canRedo]).toEqual([false, false]);
    expect(stack.undo()).toBeNull();
    expect(stack.redo()).toBeNull();
  });
});

describe('createUndoStack: limit', () => {
  it('keeps the last 50 entries by default, dropping the oldest', () => {
    expect(UNDO_LIMIT).toBe(50);
    const stack = createUndoStack();
    for (let i = 1; i <= 60; i += 1) stack.push(edit(`e${i}`));
    const labels: string[] = [];
    for (let entry = stack.undo(); entry; entry = stack.undo()) labels.push(entry.label);
    expect(labels).toHaveLength(50);
    expect(labels[0]).toBe('e60');
    expect(labels.at(-1)).toBe('e11');
  });

  it.each([1, 3])('keeps the last %i entries with a custom limit', (limit) => {
    const stack = createUndoStack(limit);
    play(stack, ['push a', 'push b', 'push c', 'push d']);
    const expected = ['d', 'c', 'b'].slice(0, limit);
    expect(play(stack, Array<Step>(limit + 1).fill('undo'))).toEqual([...expected, null]);
    // every undone entry can be redone: the limit counts the undo side only
    expect(play(stack, Array<Step>(limit).fill('redo'))).toEqual([...expected].reverse());
  });

  it('drops the redo branch before counting the limit', () => {
    const stack = createUndoStack(2);
    expect(play(stack, ['push a', 'push b', 'undo', 'push c', 'undo', 'undo', 'undo'])).toEqual([
      'b',
      'c',
      'a',
      null,
    ]);
  });

  it.each([0, -1, 2.5, Number.NaN])('rejects a limit of %s', (limit) => {
    expect(() => createUndoStack(limit)).toThrow(RangeError);
  });
});

describe('createUndoStack: snapshot and subscribe', () => {
  it('describes what undo and redo would do', () => {
    const stack = createUndoStack();
    expect(stack.get()).toEqual({ canUndo: false, canRedo: false, undoLabel: null, redoLabel: null });
    play(stack, ['push Edit title', 'push Set status on 240 records', 'undo']);
    expect(stack.get()).toEqual({
      canUndo: true,
      canRedo: true,
      undoLabel: 'Edit title',
      redoLabel: 'Set status on 240 records',
    });
  });

  it('returns the same snapshot until something in it changes', () => {
    const stack = createUndoStack();
    const empty = stack.get();
    expect(stack.get()).toBe(empty);
    stack.undo();
    stack.clear();
    expect(stack.get()).toBe(empty);
    stack.push(edit('a'));
    const one = stack.get();
    expect(one).not.toBe(empty);
    expect(stack.get()).toBe(one);
    // another step with the same label: nothing a menu shows has changed
    stack.push(edit('a'));
    expect(stack.get()).toBe(one);
    expect(Object.isFrozen(one)).toBe(true);
  });

  it('notifies on a change of the snapshot only, until unsubscribed', () => {
    const stack = createUndoStack();
    const listener = vi.fn();
    const other = vi.fn();
    const unsubscribe = stack.subscribe(listener);
    stack.subscribe(other);
    stack.undo(); // nothing to undo
    expect(listener).not.toHaveBeenCalled();
    stack.push(edit('a'));
    expect(listener).toHaveBeenCalledTimes(1);
    stack.push(edit('b'));
    stack.undo();
    expect(listener).toHaveBeenCalledTimes(3);
    stack.stamp([['r1', 'u9']]);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    stack.clear();
    expect(listener).toHaveBeenCalledTimes(3);
    expect(other).toHaveBeenCalledTimes(4);
  });

  it('works with useSyncExternalStore', () => {
    const stack = createUndoStack();
    const { result } = renderHook(() => useSyncExternalStore(stack.subscribe, stack.get));
    expect(result.current.canUndo).toBe(false);
    act(() => stack.push(edit('Paste 4 cells')));
    expect(result.current).toEqual({
      canUndo: true,
      canRedo: false,
      undoLabel: 'Paste 4 cells',
      redoLabel: null,
    });
    act(() => void stack.undo());
    expect(result.current.redoLabel).toBe('Paste 4 cells');
  });
});

describe('createUndoStack: stamps of our own writes', () => {
  it('hands back the stamp of the step itself when nothing wrote its records since', () => {
    const stack = createUndoStack();
    stack.push(edit('a', 'r1', 'u1'));
    expect(stack.undo()!.changes[0].updatedAfter).toBe('u1');
  });

  it('compares a redo with the stamp of the undo write', () => {
    const stack = createUndoStack();
    stack.push(edit('a', 'r1', 'u1'));
    stack.undo();
    stack.stamp(new Map([['r1', 'u2']]));
    const redo = stack.redo()!;
    expect(redo.changes[0].updatedAfter).toBe('u2');
    expect(staleChanges(redo, () => 'u2')).toEqual([]);
  });

  it('compares an older step with the latest of our writes of the record', () => {
    const stack = createUndoStack();
    stack.push(edit('a', 'r1', 'u1'));
    stack.push(edit('b', 'r1', 'u2'));
    stack.push(edit('c', 'r2', 'u3'));
    // c and b are undone; the undo of b wrote r1 again
    stack.undo();
    stack.stamp([['r2', 'u4']]);
    expect(stack.undo()!.changes[0].updatedAfter).toBe('u2');
    stack.stamp([['r1', 'u5']]);
    const a = stack.undo()!;
    expect(a.changes[0].updatedAfter).toBe('u5');
    expect(staleChanges(a, (id) => ({ r1: 'u5', r2: 'u4' })[id])).toEqual([]);
  });

  it('takes a newer step of the same record as our latest write', () => {
    const stack = createUndoStack();
    stack.push(edit('a', 'r1', 'u1'));
    stack.push(edit('b', 'r1', 'u2'));
    stack.push(edit('c', 'r2', 'u3'));
    stack.undo();
    stack.undo();
    // b was undone but its writes were not stamped: a compares with b's own write
    expect(stack.undo()!.changes[0].updatedAfter).toBe('u2');
  });

  it('forgets the stamp when our latest write did not say', () => {
    const stack = createUndoStack();
    stack.push(edit('a', 'r1', 'u1'));
    stack.push(edit('b', 'r1'));
    stack.undo();
    const a = stack.undo()!;
    expect(a.changes[0].updatedAfter).toBeUndefined();
    expect(staleChanges(a, () => 'someone else')).toEqual([]);
  });

  it('starts again from a new step once the entries of a record were dropped', () => {
    const stack = createUndoStack(1);
    stack.stamp([['r1', 'u0']]);
    stack.push(edit('a', 'r1', 'u1'));
    stack.push(edit('b', 'r2', 'u2')); // a falls off, and with it what was known of r1
    stack.stamp([['r1', 'u3']]);
    stack.push(edit('c', 'r1', 'u4'));
    expect(stack.undo()!.changes[0].updatedAfter).toBe('u4');
  });
});

describe('staleChanges', () => {
  const change = (recordId: string, field: string, updatedAfter?: string): CellChange => ({
    recordId,
    field,
    before: 0,
    after: 1,
    updatedAfter,
  });
  const entry: UndoEntry = {
    label: 'Paste',
    changes: [
      change('r1', 'a', 'u1'),
      change('r1', 'b', 'u1'),
      change('r2', 'a', 'u2'),
      change('r3', 'a'),
      change('r4', 'a', 'u4'),
    ],
  };

  it.each<{ name: string; current: Record<string, string>; stale: [string, string][] }>([
    {
      name: 'nothing when every record is as we left it',
      current: { r1: 'u1', r2: 'u2', r3: 'x', r4: 'u4' },
      stale: [],
    },
    {
      name: 'every change of a record written since, whatever field it touched',
      current: { r1: 'later', r2: 'u2', r4: 'u4' },
      stale: [
        ['r1', 'a'],
        ['r1', 'b'],
      ],
    },
    {
      name: 'several records',
      current: { r1: 'u1', r2: 'later', r4: 'later' },
      stale: [
        ['r2', 'a'],
        ['r4', 'a'],
      ],
    },
    {
      name: 'not a record whose current value is unknown (not loaded)',
      current: { r1: 'u1', r2: 'u2' },
      stale: [],
    },
    {
      name: 'not a change whose own stamp is unknown',
      current: { r1: 'u1', r2: 'u2', r3: 'later', r4: 'u4' },
      stale: [],
    },
  ])('returns $name', ({ current, stale }) => {
    const result = staleChanges(entry, (id) => current[id]);
    expect(result.map((c) => [c.recordId, c.field])).toEqual(stale);
    // the changes themselves, for the caller to list or to leave out
    result.forEach((c) => expect(entry.changes).toContain(c));
  });

  it('counts every stamp of a record written twice in one step as ours', () => {
    const twice: UndoEntry = {
      label: 'Paste',
      changes: [change('r1', 'a', 'u1'), change('r1', 'b', 'u2')],
    };
    expect(staleChanges(twice, () => 'u1')).toEqual([]);
    expect(staleChanges(twice, () => 'u2')).toEqual([]);
    expect(staleChanges(twice, () => 'u3')).toHaveLength(2);
  });

  it('asks for each record once', () => {
    const currentUpdated = vi.fn(() => 'u1');
    staleChanges(entry, currentUpdated);
    expect(currentUpdated.mock.calls).toEqual([['r1'], ['r2'], ['r4']]);
  });
});
