import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storageKeys';
import {
  applyLayout,
  canMove,
  clampWidth,
  DEFAULT_LAYOUT,
  moveColumn,
  parseLayout,
  pruneLayout,
  readColumnLayout,
  resetLayout,
  resizeColumn,
  writeColumnLayout,
  type ColumnLayout,
} from './columnLayout';
import type { RecordColumn } from './columns';

const col = (key: string, width = 100): RecordColumn => ({
  key,
  kind: key === 'id' ? 'id' : key === 'created' ? 'created' : 'field',
  width,
});
const COLUMNS = [col('id', 190), col('title', 230), col('n', 130), col('flag', 100), col('created', 200)];
const keys = (columns: readonly RecordColumn[]) => columns.map((c) => c.key);
const layout = (change: Partial<ColumnLayout>): ColumnLayout => ({ ...DEFAULT_LAYOUT, ...change });

describe('parseLayout', () => {
  it('reads a stored layout, clamping widths and dropping repeated or malformed entries', () => {
    expect(
      parseLayout({
        order: ['title', 'id', 'title', 3, ''],
        widths: { title: 2000, n: 10, flag: 'wide', created: 150.6 },
        pinned: 2,
        rowHeight: 'compact',
      }),
    ).toEqual({
      order: ['title', 'id'],
      widths: { title: 800, n: 60, created: 151 },
      pinned: 2,
      rowHeight: 'compact',
    });
  });

  it('falls back to the defaults for anything it cannot read', () => {
    expect(parseLayout(null)).toEqual(DEFAULT_LAYOUT);
    expect(parseLayout(['id'])).toEqual(DEFAULT_LAYOUT);
    expect(parseLayout({ order: 'id', widths: [1], pinned: -1, rowHeight: 'huge' })).toEqual(DEFAULT_LAYOUT);
    expect(parseLayout({ pinned: 1.5 }).pinned).toBe(DEFAULT_LAYOUT.pinned);
  });
});

describe('applyLayout', () => {
  it('keeps the default order and widths without a layout', () => {
    expect(applyLayout(COLUMNS, DEFAULT_LAYOUT)).toEqual(COLUMNS);
  });

  it('orders the columns and applies the widths', () => {
    const result = applyLayout(
      COLUMNS,
      layout({ order: ['id', 'flag', 'title', 'created', 'n'], widths: { n: 300 } }),
    );
    expect(keys(result)).toEqual(['id', 'flag', 'title', 'created', 'n']);
    expect(result.find((c) => c.key === 'n')?.width).toBe(300);
    expect(result.find((c) => c.key === 'title')?.width).toBe(230);
  });

  it('ignores keys without a column and puts a new column after the one it follows by default', () => {
    // 'gone' was deleted; 'n' and 'flag' are new since the layout was stored
    const stored = layout({ order: ['id', 'created', 'gone', 'title'], widths: { gone: 500 } });
    expect(keys(applyLayout(COLUMNS, stored))).toEqual(['id', 'created', 'title', 'n', 'flag']);
  });

  it('puts a new column right after the id when it follows the id by default', () => {
    const columns = [col('id'), col('fresh'), col('title')];
    expect(keys(applyLayout(columns, layout({ order: ['title', 'id'] })))).toEqual(['id', 'fresh', 'title']);
  });

  it('puts a new column first when none before it is placed', () => {
    const columns = [col('fresh'), col('title'), col('n')];
    expect(keys(applyLayout(columns, layout({ order: ['n', 'title'] })))).toEqual(['fresh', 'n', 'title']);
  });

  it('keeps the id column first whatever is stored', () => {
    expect(keys(applyLayout(COLUMNS, layout({ order: ['n', 'title', 'id'] })))[0]).toBe('id');
  });
});

describe('pruneLayout', () => {
  it('drops the keys of columns that no longer exist', () => {
    const stored = layout({ order: ['id', 'gone', 'title'], widths: { gone: 90, title: 120 } });
    expect(pruneLayout(stored, new Set(['id', 'title']))).toEqual(
      layout({ order: ['id', 'title'], widths: { title: 120 } }),
    );
  });

  it('returns the same layout when nothing is dropped', () => {
    const stored = layout({ order: ['id', 'title'], widths: { title: 120 } });
    expect(pruneLayout(stored, new Set(['id', 'title', 'n']))).toBe(stored);
  });
});

describe('moveColumn and canMove', () => {
  it('moves a column one place either way', () => {
    const down = moveColumn(DEFAULT_LAYOUT, COLUMNS, 'title', 2);
    expect(down.order).toEqual(['id', 'n', 'title', 'flag', 'created']);
    const up = moveColumn(down, applyLayout(COLUMNS, down), 'flag', 1);
    expect(up.order).toEqual(['id', 'flag', 'n', 'title', 'created']);
  });

  it('takes the place of the column dropped onto, in either direction', () => {
    expect(moveColumn(DEFAULT_LAYOUT, COLUMNS, 'title', 3).order).toEqual([
      'id',
      'n',
      'flag',
      'title',
      'created',
    ]);
    expect(moveColumn(DEFAULT_LAYOUT, COLUMNS, 'created', 1).order).toEqual([
      'id',
      'created',
      'title',
      'n',
      'flag',
    ]);
  });

  it('never moves the id column or anything before it', () => {
    expect(moveColumn(DEFAULT_LAYOUT, COLUMNS, 'id', 2)).toBe(DEFAULT_LAYOUT);
    expect(moveColumn(DEFAULT_LAYOUT, COLUMNS, 'n', 0).order).toEqual([
      'id',
      'n',
      'title',
      'flag',
      'created',
    ]);
    expect(canMove(COLUMNS, 'id', 1)).toBe(false);
    expect(canMove(COLUMNS, 'title', -1)).toBe(false);
    expect(canMove(COLUMNS, 'title', 1)).toBe(true);
    expect(canMove(COLUMNS, 'created', 1)).toBe(false);
    expect(canMove(COLUMNS, 'created', -1)).toBe(true);
    expect(canMove(COLUMNS, 'missing', -1)).toBe(false);
  });
});

describe('resizeColumn, clampWidth and resetLayout', () => {
  it('clamps widths between 60 and 800 px and forgets one set back to its default', () => {
    expect(clampWidth(10)).toBe(60);
    expect(clampWidth(9000)).toBe(800);
    expect(clampWidth(Number.NaN)).toBe(60);
    const wide = resizeColumn(DEFAULT_LAYOUT, 'title', 1000);
    expect(wide.widths).toEqual({ title: 800 });
    expect(resizeColumn(wide, 'title', null).widths).toEqual({});
  });

  it('resets order, widths and pins, and keeps the row height', () => {
    const changed = layout({ order: ['id', 'n'], widths: { n: 90 }, pinned: 3, rowHeight: 'compact' });
    expect(resetLayout(changed)).toEqual(layout({ rowHeight: 'compact' }));
  });
});

describe('readColumnLayout / writeColumnLayout', () => {
  const key = STORAGE_KEYS.columnLayout('c1');
  afterEach(() => localStorage.clear());

  it('keeps one layout per collection and removes the entry for the default one', () => {
    const stored = layout({ order: ['id', 'n'], widths: { n: 90 }, pinned: 2 });
    writeColumnLayout('c1', stored);
    expect(readColumnLayout('c1')).toEqual(stored);
    expect(readColumnLayout('c2')).toEqual(DEFAULT_LAYOUT);
    writeColumnLayout('c1', DEFAULT_LAYOUT);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('reads broken JSON as the default layout', () => {
    localStorage.setItem(key, '{not json');
    expect(readColumnLayout('c1')).toEqual(DEFAULT_LAYOUT);
  });
});
