import {
  clampState,
  commitMove,
  gridKey,
  rangeOf,
  type Cell,
  type GridBounds,
  type GridKey,
  type GridState,
} from './gridNavigation';

/** A grid of 10 loaded rows and 5 columns, the selection checkboxes in column 0. */
const BOUNDS: GridBounds = { rowCount: 10, colCount: 5, pageRows: 4, hasMore: false, selectCol: 0 };

const bounds = (overrides: Partial<GridBounds> = {}): GridBounds => ({ ...BOUNDS, ...overrides });

/** A command or move without its `beyond` count, which the tables of moves leave to their own test. */
function withoutBeyond<T>(command: T): T {
  if (!command || typeof command !== 'object' || !('beyond' in command)) return command;
  const copy = { ...command };
  delete copy.beyond;
  return copy;
}

/** A key press; `mods` names the held modifiers, e.g. 'shift ctrl'. */
function press(key: string, mods = '', code?: string): GridKey {
  const held = new Set(mods.split(' ').filter(Boolean));
  return {
    key,
    code,
    ctrlKey: held.has('ctrl'),
    metaKey: held.has('meta'),
    shiftKey: held.has('shift'),
    altKey: held.has('alt'),
  };
}

const cell = (row: number, col: number): Cell => ({ row, col });

/** The focus on `row`, `col`, with a range from `anchor` when one is given. */
const at = (row: number, col: number, anchor: [number, number] | null = null): GridState => ({
  focus: cell(row, col),
  anchor: anchor && cell(...anchor),
});

/** A deterministic random source (mulberry32), so a failing property run can be replayed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('rangeOf', () => {
  it.each([
    ['a single cell', at(3, 2), { top: 3, firstCol: 2, bottom: 3, lastCol: 2 }],
    ['anchor above and before', at(5, 4, [2, 1]), { top: 2, firstCol: 1, bottom: 5, lastCol: 4 }],
    ['anchor below and after', at(2, 1, [5, 4]), { top: 2, firstCol: 1, bottom: 5, lastCol: 4 }],
    ['anchor above and after', at(5, 1, [2, 4]), { top: 2, firstCol: 1, bottom: 5, lastCol: 4 }],
    ['anchor below and before', at(2, 4, [5, 1]), { top: 2, firstCol: 1, bottom: 5, lastCol: 4 }],
    ['one row', at(3, 0, [3, 4]), { top: 3, firstCol: 0, bottom: 3, lastCol: 4 }],
  ])('covers %s', (_, state, expected) => {
    expect(rangeOf(state)).toEqual(expected);
  });
});

describe('clampState', () => {
  it.each([
    ['leaves a state inside alone', at(4, 2, [1, 3]), bounds(), at(4, 2, [1, 3])],
    ['moves the focus up to the last row', at(9, 2), bounds({ rowCount: 3 }), at(2, 2)],
    ['moves the focus in to the last column', at(1, 4), bounds({ colCount: 2 }), at(1, 1)],
    ['moves the anchor inside', at(1, 1, [9, 4]), bounds({ rowCount: 5, colCount: 3 }), at(1, 1, [4, 2])],
    ['drops an anchor that lands on the focus', at(2, 2, [8, 2]), bounds({ rowCount: 3 }), at(2, 2)],
    ['brings negative indexes to 0', at(-1, -3, [-2, 1]), bounds(), at(0, 0, [0, 1])],
    ['gives cell 0, 0 in a grid without rows', at(4, 2, [1, 1]), bounds({ rowCount: 0 }), at(0, 0)],
    ['gives cell 0, 0 in a grid without columns', at(4, 2), bounds({ colCount: 0 }), at(0, 0)],
  ])('%s', (_, state, within, expected) => {
    expect(clampState(state, within)).toEqual(expected);
  });
});

describe('gridKey: moves', () => {
  type Row = [string, string, 'ltr' | 'rtl', GridState, GridState, boolean?, Partial<GridBounds>?];
  const cases: Row[] = [
    // one cell at a time
    ['ArrowDown', '', 'ltr', at(3, 2), at(4, 2)],
    ['ArrowUp', '', 'ltr', at(3, 2), at(2, 2)],
    ['ArrowRight', '', 'ltr', at(3, 2), at(3, 3)],
    ['ArrowLeft', '', 'ltr', at(3, 2), at(3, 1)],
    ['ArrowDown', '', 'rtl', at(3, 2), at(4, 2)],
    ['ArrowUp', '', 'rtl', at(3, 2), at(2, 2)],
    ['ArrowRight', '', 'rtl', at(3, 2), at(3, 1)],
    ['ArrowLeft', '', 'rtl', at(3, 2), at(3, 3)],
    // onto the selection column, which is a cell like the others
    ['ArrowLeft', '', 'ltr', at(3, 1), at(3, 0)],
    ['ArrowRight', '', 'rtl', at(3, 1), at(3, 0)],
    // stopping at the edges, without wrapping
    ['ArrowUp', '', 'ltr', at(0, 2), at(0, 2)],
    ['ArrowDown', '', 'ltr', at(9, 2), at(9, 2)],
    ['ArrowLeft', '', 'ltr', at(3, 0), at(3, 0)],
    ['ArrowRight', '', 'ltr', at(3, 4), at(3, 4)],
    ['ArrowRight', '', 'rtl', at(3, 0), at(3, 0)],
    ['ArrowLeft', '', 'rtl', at(3, 4), at(3, 4)],
    ['ArrowRight', '', 'ltr', at(3, 0), at(3, 0), false, { colCount: 1 }],
    ['ArrowLeft', '', 'rtl', at(3, 0), at(3, 0), false, { colCount: 1 }],
    // past the loaded rows
    ['ArrowDown', '', 'ltr', at(9, 2), at(9, 2), true, { hasMore: true }],
    ['ArrowDown', '', 'ltr', at(8, 2), at(9, 2), false, { hasMore: true }],
    ['ArrowUp', '', 'ltr', at(0, 2), at(0, 2), false, { hasMore: true }],
    // a range is dropped by a plain move
    ['ArrowDown', '', 'ltr', at(3, 2, [1, 1]), at(4, 2)],
    ['ArrowUp', '', 'ltr', at(0, 2, [4, 4]), at(0, 2)],
    // Ctrl (Cmd) with an arrow: to the edge
    ['ArrowDown', 'ctrl', 'ltr', at(3, 2), at(9, 2)],
    ['ArrowUp', 'ctrl', 'ltr', at(3, 2), at(0, 2)],
    ['ArrowRight', 'ctrl', 'ltr', at(3, 2), at(3, 4)],
    ['ArrowLeft', 'ctrl', 'ltr', at(3, 2), at(3, 0)],
    ['ArrowRight', 'ctrl', 'rtl', at(3, 2), at(3, 0)],
    ['ArrowLeft', 'ctrl', 'rtl', at(3, 2), at(3, 4)],
    ['ArrowRight', 'meta', 'ltr', at(3, 2), at(3, 4)],
    ['ArrowLeft', 'meta', 'rtl', at(3, 2), at(3, 4)],
    ['ArrowDown', 'meta', 'ltr', at(3, 2), at(9, 2)],
    ['ArrowDown', 'ctrl', 'ltr', at(3, 2), at(9, 2), true, { hasMore: true }],
    ['ArrowUp', 'ctrl', 'ltr', at(3, 2), at(0, 2), false, { hasMore: true }],
    // Home and End follow the logical order in both directions
    ['Home', '', 'ltr', at(3, 2), at(3, 0)],
    ['End', '', 'ltr', at(3, 2), at(3, 4)],
    ['Home', '', 'rtl', at(3, 2), at(3, 0)],
    ['End', '', 'rtl', at(3, 2), at(3, 4)],
    ['End', '', 'ltr', at(9, 2), at(9, 4), false, { hasMore: true }],
    ['Home', 'ctrl', 'ltr', at(3, 2, [5, 3]), at(0, 0)],
    ['End', 'ctrl', 'ltr', at(3, 2), at(9, 4)],
    ['Home', 'meta', 'rtl', at(3, 2), at(0, 0)],
    ['End', 'meta', 'rtl', at(3, 2), at(9, 4)],
    ['End', 'ctrl', 'ltr', at(3, 2), at(9, 4), true, { hasMore: true }],
    ['End', 'ctrl', 'ltr', at(9, 4), at(9, 4), true, { hasMore: true }],
    ['Home', 'ctrl', 'ltr', at(3, 2), at(0, 0), false, { hasMore: true }],
    // by a page
    ['PageDown', '', 'ltr', at(3, 2), at(7, 2)],
    ['PageUp', '', 'ltr', at(7, 2), at(3, 2)],
    ['PageUp', '', 'ltr', at(2, 2), at(0, 2)],
    ['PageDown', '', 'ltr', at(7, 2), at(9, 2)],
    ['PageDown', '', 'ltr', at(7, 2), at(9, 2), true, { hasMore: true }],
    ['PageDown', '', 'ltr', at(5, 2), at(9, 2), false, { hasMore: true }],
    ['PageDown', '', 'ltr', at(3, 2), at(4, 2), false, { pageRows: 0 }],
    ['PageDown', '', 'ltr', at(3, 2), at(4, 2), false, { pageRows: -3 }],
    ['PageUp', '', 'ltr', at(3, 2), at(2, 2), false, { pageRows: Number.NaN }],
    ['PageDown', '', 'ltr', at(0, 2), at(9, 2), false, { pageRows: 1000 }],
    // Shift sets the anchor on the first move and keeps it after
    ['ArrowDown', 'shift', 'ltr', at(3, 2), at(4, 2, [3, 2])],
    ['ArrowDown', 'shift', 'ltr', at(4, 2, [3, 2]), at(5, 2, [3, 2])],
    ['ArrowRight', 'shift', 'ltr', at(3, 2), at(3, 3, [3, 2])],
    ['ArrowLeft', 'shift', 'rtl', at(3, 2), at(3, 3, [3, 2])],
    ['ArrowRight', 'shift', 'rtl', at(3, 2), at(3, 1, [3, 2])],
    ['Home', 'shift', 'ltr', at(3, 2), at(3, 0, [3, 2])],
    ['End', 'shift', 'rtl', at(3, 2), at(3, 4, [3, 2])],
    ['PageDown', 'shift', 'ltr', at(3, 2), at(7, 2, [3, 2])],
    ['PageUp', 'shift', 'ltr', at(7, 2, [3, 2]), at(3, 2)],
    ['Home', 'shift ctrl', 'ltr', at(3, 2), at(0, 0, [3, 2])],
    ['End', 'shift ctrl', 'ltr', at(3, 2), at(9, 4, [3, 2]), true, { hasMore: true }],
    ['ArrowDown', 'shift ctrl', 'ltr', at(3, 2, [1, 1]), at(9, 2, [1, 1])],
    ['ArrowLeft', 'shift meta', 'rtl', at(3, 2), at(3, 4, [3, 2])],
    ['ArrowDown', 'shift', 'ltr', at(9, 2, [7, 2]), at(9, 2, [7, 2]), true, { hasMore: true }],
    // a range shrinks back to its anchor, drops there, and grows past it on the other side
    ['ArrowUp', 'shift', 'ltr', at(5, 2, [3, 2]), at(4, 2, [3, 2])],
    ['ArrowUp', 'shift', 'ltr', at(4, 2, [3, 2]), at(3, 2)],
    ['ArrowUp', 'shift', 'ltr', at(3, 2), at(2, 2, [3, 2])],
    ['PageUp', 'shift', 'ltr', at(5, 2, [3, 2]), at(1, 2, [3, 2])],
    ['ArrowLeft', 'shift', 'ltr', at(3, 3, [3, 2]), at(3, 2)],
    ['ArrowRight', 'shift', 'rtl', at(3, 1, [3, 3]), at(3, 0, [3, 3])],
    ['Home', 'shift', 'ltr', at(3, 4, [3, 2]), at(3, 0, [3, 2])],
    // at an edge the range stays as it is
    ['ArrowUp', 'shift', 'ltr', at(0, 2, [3, 2]), at(0, 2, [3, 2])],
  ];

  it.each(cases)('%s %s (%s) from %j goes to %j', (key, mods, dir, from, to, loadMore = false, over = {}) => {
    expect(withoutBeyond(gridKey(press(key, mods), from, bounds(over), dir))).toEqual({
      type: 'move',
      state: to,
      loadMore,
    });
  });

  it('moves the same with or without a selection column', () => {
    for (const [key, mods, dir, from, to, loadMore = false, over = {}] of cases) {
      const within = bounds({ ...over, selectCol: null });
      expect(withoutBeyond(gridKey(press(key, mods), from, within, dir))).toEqual({
        type: 'move',
        state: to,
        loadMore,
      });
    }
  });

  it.each([
    ['ArrowLeft', 'alt'], // the browser's Back
    ['ArrowRight', 'alt'], // the browser's Forward
    ['ArrowUp', 'alt'],
    ['Home', 'alt'], // the browser's home page
    ['End', 'alt shift'],
    ['PageDown', 'ctrl'], // the browser's next tab
    ['PageUp', 'meta'],
    ['PageDown', 'shift ctrl'],
  ])('leaves %s with %s to the browser', (key, mods) => {
    expect(gridKey(press(key, mods), at(3, 2), bounds(), 'ltr')).toBeNull();
  });

  it('first brings a state from before a reload into the grid', () => {
    const stale = at(40, 7, [35, 6]);
    expect(gridKey(press('ArrowUp'), stale, bounds(), 'ltr')).toEqual({
      type: 'move',
      state: at(8, 4),
      loadMore: false,
    });
    expect(gridKey(press('ArrowUp', 'shift'), stale, bounds(), 'ltr')).toEqual({
      type: 'move',
      state: at(8, 4, [9, 4]),
      loadMore: false,
    });
  });

  it('goes through a whole range one Shift move at a time and back', () => {
    let state = at(2, 1);
    const step = (key: string, dir: 'ltr' | 'rtl' = 'ltr') => {
      const command = gridKey(press(key, 'shift'), state, bounds(), dir);
      if (command?.type !== 'move') throw new Error(`${key} did not move`);
      state = command.state;
      return rangeOf(state);
    };
    expect(step('ArrowDown')).toEqual({ top: 2, firstCol: 1, bottom: 3, lastCol: 1 });
    expect(step('ArrowLeft', 'rtl')).toEqual({ top: 2, firstCol: 1, bottom: 3, lastCol: 2 });
    expect(step('ArrowUp')).toEqual({ top: 2, firstCol: 1, bottom: 2, lastCol: 2 });
    expect(step('ArrowUp')).toEqual({ top: 1, firstCol: 1, bottom: 2, lastCol: 2 });
    expect(step('ArrowLeft')).toEqual({ top: 1, firstCol: 1, bottom: 2, lastCol: 1 });
    expect(step('ArrowLeft')).toEqual({ top: 1, firstCol: 0, bottom: 2, lastCol: 1 });
    expect(state.anchor).toEqual(cell(2, 1));
  });
});

describe('gridKey: commands', () => {
  type Row = [string, string, GridState, ReturnType<typeof gridKey>, Partial<GridBounds>?, string?];
  const cases: Row[] = [
    // editing a data cell
    ['Enter', '', at(3, 2), { type: 'edit', initial: null }],
    ['F2', '', at(3, 2), { type: 'edit', initial: null }],
    ['Enter', '', at(3, 2, [1, 1]), { type: 'edit', initial: null }],
    ['a', '', at(3, 2), { type: 'edit', initial: 'a' }],
    ['A', 'shift', at(3, 2), { type: 'edit', initial: 'A' }],
    ['5', '', at(3, 2), { type: 'edit', initial: '5' }],
    ['=', '', at(3, 2), { type: 'edit', initial: '=' }],
    ['ش', '', at(3, 2), { type: 'edit', initial: 'ش' }],
    ['ß', '', at(3, 2), { type: 'edit', initial: 'ß' }],
    ['😀', '', at(3, 2), { type: 'edit', initial: '😀' }],
    ['@', 'alt', at(3, 2), { type: 'edit', initial: '@' }], // Option+L, German Mac layout
    ['€', 'ctrl alt', at(3, 2), { type: 'edit', initial: '€' }], // AltGr+E on Windows
    [' ', '', at(3, 2), { type: 'edit', initial: ' ' }],
    [' ', '', at(3, 0), { type: 'edit', initial: ' ' }, { selectCol: null }],
    ['a', '', at(3, 0), { type: 'edit', initial: 'a' }, { selectCol: null }],
    ['Enter', '', at(3, 0), { type: 'edit', initial: null }, { selectCol: null }],
    // keys that type nothing
    ['a', 'ctrl', at(3, 2), null],
    ['a', 'meta', at(3, 2), null],
    ['Dead', '', at(3, 2), null],
    ['Shift', 'shift', at(3, 2), null],
    ['Control', 'ctrl', at(3, 2), null],
    ['Unidentified', '', at(3, 2), null],
    ['F5', '', at(3, 2), null],
    ['ContextMenu', '', at(3, 2), null],
    ['Tab', '', at(3, 2), null],
    ['Tab', 'shift', at(3, 2), null],
    ['Tab', '', at(3, 2, [5, 4]), null],
    ['Enter', 'shift', at(3, 2), null],
    ['Enter', 'ctrl', at(3, 2), null], // kept for a "fill the selection" commit
    ['Enter', 'meta', at(3, 2), null],
    ['F2', 'shift', at(3, 2), null],
    [' ', 'ctrl', at(3, 2), null],
    [' ', 'alt', at(3, 2), null],
    // the selection column
    [' ', '', at(3, 0), { type: 'toggleRow', row: 3 }],
    ['Enter', '', at(3, 0), { type: 'toggleRow', row: 3 }],
    [' ', '', at(6, 4), { type: 'toggleRow', row: 6 }, { selectCol: 4 }],
    ['F2', '', at(3, 0), null],
    ['a', '', at(3, 0), null],
    [' ', 'shift', at(3, 0), { type: 'selectRow', row: 3 }],
    [' ', 'shift', at(3, 2), { type: 'selectRow', row: 3 }],
    [' ', 'shift', at(7, 0), { type: 'selectRow', row: 7 }, { selectCol: null }],
    // opening the record
    ['Enter', 'alt', at(3, 2), { type: 'open', row: 3 }],
    ['Enter', 'alt', at(5, 0), { type: 'open', row: 5 }],
    ['Enter', 'alt shift', at(3, 2), null],
    ['Enter', 'alt ctrl', at(3, 2), null],
    // clipboard and history, with Ctrl or Cmd
    ['c', 'ctrl', at(3, 2), { type: 'copy' }],
    ['c', 'meta', at(3, 2), { type: 'copy' }],
    ['C', 'ctrl', at(3, 2), { type: 'copy' }], // Caps Lock on
    ['C', 'shift ctrl', at(3, 2), null], // Chromium's developer tools
    ['c', 'alt ctrl', at(3, 2), { type: 'edit', initial: 'c' }], // AltGr typed it
    ['v', 'ctrl', at(3, 2), { type: 'paste' }],
    ['v', 'meta', at(3, 0), { type: 'paste' }],
    ['V', 'shift ctrl', at(3, 2), { type: 'paste' }],
    ['z', 'ctrl', at(3, 2), { type: 'undo' }],
    ['z', 'meta', at(3, 2), { type: 'undo' }],
    ['Z', 'shift ctrl', at(3, 2), { type: 'redo' }],
    ['Z', 'shift meta', at(3, 2), { type: 'redo' }],
    ['y', 'ctrl', at(3, 2), { type: 'redo' }],
    ['Y', 'shift ctrl', at(3, 2), null],
    ['x', 'ctrl', at(3, 2), null],
    ['a', 'ctrl', at(3, 2), null],
    // layouts: a non-Latin letter falls back to the physical key, a Latin one is taken as typed
    ['ؤ', 'ctrl', at(3, 2), { type: 'copy' }, {}, 'KeyC'],
    ['м', 'ctrl', at(3, 2), { type: 'paste' }, {}, 'KeyV'],
    ['ئ', 'ctrl', at(3, 2), { type: 'undo' }, {}, 'KeyZ'],
    ['z', 'ctrl', at(3, 2), { type: 'undo' }, {}, 'KeyW'], // AZERTY
    ['w', 'ctrl', at(3, 2), null, {}, 'KeyZ'], // AZERTY: Ctrl+W is not undo
    ['ؤ', '', at(3, 2), { type: 'edit', initial: 'ؤ' }, {}, 'KeyC'],
    // clearing
    ['Delete', '', at(3, 2), { type: 'clear' }],
    ['Backspace', '', at(3, 2), { type: 'clear' }],
    ['Delete', '', at(3, 2, [5, 0]), { type: 'clear' }],
    ['Delete', 'shift', at(3, 2), { type: 'clear' }],
    ['Backspace', 'ctrl', at(3, 2), null],
    ['Backspace', 'meta', at(3, 2), null],
    ['Delete', 'alt', at(3, 2), null],
    // Escape drops a range, and otherwise is left to what surrounds the grid
    ['Escape', '', at(3, 2, [5, 4]), { type: 'move', state: at(3, 2), loadMore: false }],
    ['Escape', '', at(3, 2), null],
    ['Escape', 'shift', at(3, 2, [5, 4]), null],
  ];

  it.each(cases)('%s %s at %j gives %j', (key, mods, state, expected, over = {}, code = undefined) => {
    expect(gridKey(press(key, mods, code), state, bounds(over), 'ltr')).toEqual(expected);
    expect(gridKey(press(key, mods, code), state, bounds(over), 'rtl')).toEqual(expected);
  });

  it('reads a whole KeyboardEvent as it comes', () => {
    const event = new KeyboardEvent('keydown', { key: 'ArrowLeft', shiftKey: true });
    expect(gridKey(event, at(3, 2), bounds(), 'rtl')).toEqual({
      type: 'move',
      state: at(3, 3, [3, 2]),
      loadMore: false,
    });
  });
});

describe('gridKey: an empty grid', () => {
  const keys: [string, string][] = [
    ['ArrowDown', ''],
    ['ArrowUp', ''],
    ['ArrowLeft', ''],
    ['End', 'ctrl'],
    ['PageDown', ''],
    ['Enter', ''],
    ['Enter', 'alt'],
    ['F2', ''],
    [' ', ''],
    [' ', 'shift'],
    ['a', ''],
    ['Delete', ''],
    ['Escape', ''],
    ['c', 'ctrl'],
    ['v', 'ctrl'],
  ];

  it.each([
    ['no rows', { rowCount: 0 }],
    ['no rows while more load', { rowCount: 0, hasMore: true }],
    ['no columns', { colCount: 0 }],
  ])('has no cell to act on with %s', (_, over) => {
    for (const [key, mods] of keys) {
      expect(gridKey(press(key, mods), at(0, 0, [0, 1]), bounds(over), 'ltr')).toBeNull();
    }
  });

  it('still undoes and redoes, which need no cell', () => {
    const empty = bounds({ rowCount: 0 });
    expect(gridKey(press('z', 'ctrl'), at(0, 0), empty, 'ltr')).toEqual({ type: 'undo' });
    expect(gridKey(press('y', 'ctrl'), at(0, 0), empty, 'ltr')).toEqual({ type: 'redo' });
  });
});

describe('commitMove', () => {
  type Row = [
    string,
    GridState,
    'enter' | 'shiftEnter' | 'tab' | 'shiftTab',
    GridState,
    boolean?,
    Partial<GridBounds>?,
  ];
  const cases: Row[] = [
    ['Enter goes down', at(3, 2), 'enter', at(4, 2)],
    ['Shift+Enter goes up', at(3, 2), 'shiftEnter', at(2, 2)],
    ['Tab goes to the next column', at(3, 2), 'tab', at(3, 3)],
    ['Shift+Tab goes to the previous column', at(3, 2), 'shiftTab', at(3, 1)],
    ['Enter stays on the last row', at(9, 2), 'enter', at(9, 2)],
    ['Enter asks for more on the last row', at(9, 2), 'enter', at(9, 2), true, { hasMore: true }],
    ['Shift+Enter stays on the first row', at(0, 2), 'shiftEnter', at(0, 2)],
    ['Tab wraps past the selection column', at(3, 4), 'tab', at(4, 1)],
    ['Tab wraps to column 0 without one', at(3, 4), 'tab', at(4, 0), false, { selectCol: null }],
    ['Shift+Tab wraps past the selection column', at(3, 1), 'shiftTab', at(2, 4)],
    ['Shift+Tab wraps from column 0 without one', at(3, 0), 'shiftTab', at(2, 4), false, { selectCol: null }],
    ['Tab skips a selection column in the middle', at(3, 1), 'tab', at(3, 3), false, { selectCol: 2 }],
    ['Shift+Tab skips it the other way', at(3, 3), 'shiftTab', at(3, 1), false, { selectCol: 2 }],
    ['Tab wraps before a last selection column', at(3, 3), 'tab', at(4, 0), false, { selectCol: 4 }],
    ['Tab stays on the last cell', at(9, 4), 'tab', at(9, 4)],
    ['Tab asks for more on the last cell', at(9, 4), 'tab', at(9, 4), true, { hasMore: true }],
    ['Shift+Tab stays on the first data cell', at(0, 1), 'shiftTab', at(0, 1)],
    ['Tab leaves the selection column for the first data column', at(3, 0), 'tab', at(3, 1)],
    ['Shift+Tab from the selection column wraps', at(3, 0), 'shiftTab', at(2, 4)],
    ['Tab in a single data column goes down', at(3, 1), 'tab', at(4, 1), false, { colCount: 2 }],
    ['Shift+Tab in a single data column goes up', at(3, 1), 'shiftTab', at(2, 1), false, { colCount: 2 }],
    ['Tab with only the selection column stays', at(3, 0), 'tab', at(3, 0), false, { colCount: 1 }],
    ['Enter with one column goes down', at(3, 0), 'enter', at(4, 0), false, { colCount: 1, selectCol: null }],
    ['a range is dropped', at(3, 2, [1, 1]), 'tab', at(3, 3)],
    ['a range is dropped where nothing moves', at(3, 0, [1, 0]), 'tab', at(3, 0), false, { colCount: 1 }],
    ['a stale state is first clamped', at(20, 9), 'shiftEnter', at(8, 4)],
    ['an empty grid gives cell 0, 0', at(3, 2), 'enter', at(0, 0), false, { rowCount: 0, hasMore: true }],
  ];

  it.each(cases)('%s', (_, from, how, to, loadMore = false, over = {}) => {
    expect(withoutBeyond(commitMove(from, how, bounds(over)))).toEqual({ state: to, loadMore });
  });
});

describe('moves past the loaded rows', () => {
  const more = bounds({ hasMore: true });
  it.each([
    ['ArrowDown on the last row', 'ArrowDown', '', at(9, 2), 1],
    ['PageDown three rows before the end, four rows a page', 'PageDown', '', at(7, 2), 2],
    ['Shift+ArrowDown on the last row', 'ArrowDown', 'shift', at(9, 2), 1],
  ])('%s counts the rows it aimed past the last loaded one', (_, key, mods, from, beyond) => {
    expect(gridKey(press(key, mods), from, more, 'ltr')).toMatchObject({ loadMore: true, beyond });
  });

  it.each([
    ['Ctrl+ArrowDown', 'ArrowDown', 'ctrl'],
    ['Ctrl+End', 'End', 'ctrl'],
  ])('%s aims at the end, no row in particular: no count', (_, key, mods) => {
    const command = gridKey(press(key, mods), at(3, 2), more, 'ltr');
    expect(command).toMatchObject({ loadMore: true });
    expect(command).not.toHaveProperty('beyond');
  });

  it('counts nothing when no more records exist or the move stays inside', () => {
    expect(gridKey(press('ArrowDown'), at(9, 2), bounds(), 'ltr')).not.toHaveProperty('beyond');
    expect(gridKey(press('ArrowDown'), at(5, 2), more, 'ltr')).not.toHaveProperty('beyond');
  });

  it('counts the row Enter and Tab go on to below the last one', () => {
    expect(commitMove(at(9, 2), 'enter', more)).toMatchObject({ loadMore: true, beyond: 1 });
    expect(commitMove(at(9, 4), 'tab', more)).toMatchObject({ loadMore: true, beyond: 1 });
  });
});

describe('properties', () => {
  const KEYS = [
    'ArrowUp',
    'ArrowDown',
    'ArrowLeft',
    'ArrowRight',
    'Home',
    'End',
    'PageUp',
    'PageDown',
    'Escape',
    'Enter',
    'Tab',
    ' ',
    'a',
  ];
  const MODS = ['', 'shift', 'ctrl', 'meta', 'shift ctrl', 'alt'];

  function randomBounds(next: () => number): GridBounds {
    const colCount = Math.floor(next() * 6); // 0 to 5, an empty grid now and then
    return {
      rowCount: Math.floor(next() * 30),
      colCount,
      pageRows: Math.floor(next() * 12) - 1,
      hasMore: next() < 0.5,
      selectCol: colCount > 0 && next() < 0.6 ? Math.floor(next() * colCount) : null,
    };
  }

  const randomCell = (next: () => number): Cell => ({
    row: Math.floor(next() * 40) - 5,
    col: Math.floor(next() * 10) - 2,
  });

  /** Why `state` is not a valid state of `within`, or null; a plain check keeps thousands of runs fast. */
  function outside(state: GridState, within: GridBounds): string | null {
    for (const c of [state.focus, state.anchor ?? state.focus]) {
      if (c.row < 0 || c.col < 0) return `negative cell ${JSON.stringify(c)}`;
      if (c.row >= Math.max(1, within.rowCount) || c.col >= Math.max(1, within.colCount)) {
        return `cell ${JSON.stringify(c)} outside ${JSON.stringify(within)}`;
      }
    }
    if (state.anchor && state.anchor.row === state.focus.row && state.anchor.col === state.focus.col) {
      return 'anchor on the focus';
    }
    return null;
  }

  it('keeps the focus and the anchor inside the grid through any keys', () => {
    const next = random(20240611);
    for (let run = 0; run < 300; run++) {
      const within = randomBounds(next);
      let state: GridState = { focus: randomCell(next), anchor: next() < 0.5 ? randomCell(next) : null };
      const dir = next() < 0.5 ? 'ltr' : 'rtl';
      for (let i = 0; i < 40; i++) {
        const key = press(KEYS[Math.floor(next() * KEYS.length)], MODS[Math.floor(next() * MODS.length)]);
        const command = gridKey(key, state, within, dir);
        if (command?.type !== 'move') continue;
        expect(outside(command.state, within)).toBeNull();
        if (command.loadMore) expect(within.hasMore).toBe(true);
        if (command.loadMore) expect(command.state.focus.row).toBe(within.rowCount - 1);
        state = command.state;
      }
      for (const how of ['enter', 'shiftEnter', 'tab', 'shiftTab'] as const) {
        const moved = commitMove(state, how, within);
        expect(outside(moved.state, within)).toBeNull();
        expect(moved.state.anchor).toBeNull();
        if (moved.loadMore) expect(within.hasMore).toBe(true);
        if (moved.state.focus.col !== state.focus.col && within.colCount > 1) {
          expect(moved.state.focus.col).not.toBe(within.selectCol);
        }
      }
      expect(outside(clampState(state, within), within)).toBeNull();
    }
  });

  it('keeps the anchor where the first Shift move set it', () => {
    const next = random(7);
    for (let run = 0; run < 200; run++) {
      const within = {
        ...randomBounds(next),
        rowCount: 1 + Math.floor(next() * 20),
        colCount: 1 + Math.floor(next() * 5),
      };
      const start = clampState({ focus: randomCell(next), anchor: null }, within);
      let state = start;
      for (let i = 0; i < 20; i++) {
        const key = press(KEYS[Math.floor(next() * 8)], next() < 0.3 ? 'shift ctrl' : 'shift');
        const command = gridKey(key, state, within, next() < 0.5 ? 'ltr' : 'rtl');
        if (command?.type !== 'move') continue;
        state = command.state;
        // The range always reaches back to where it began: the anchor is that cell, or the focus
        // is when the range has shrunk back onto it.
        const origin = state.anchor ?? state.focus;
        if (origin.row !== start.focus.row || origin.col !== start.focus.col) {
          expect({ key, state }).toEqual({ key, state: { ...state, anchor: start.focus } });
        }
      }
    }
  });

  it('mirrors ArrowLeft and ArrowRight between the two directions', () => {
    const next = random(42);
    const mirror: Record<string, string> = { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' };
    for (let run = 0; run < 300; run++) {
      const within = randomBounds(next);
      const state: GridState = { focus: randomCell(next), anchor: next() < 0.5 ? randomCell(next) : null };
      const key = next() < 0.5 ? 'ArrowLeft' : 'ArrowRight';
      const mods = MODS[Math.floor(next() * MODS.length)];
      expect(gridKey(press(key, mods), state, within, 'rtl')).toEqual(
        gridKey(press(mirror[key], mods), state, within, 'ltr'),
      );
    }
  });
});
