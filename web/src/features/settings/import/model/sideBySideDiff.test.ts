import { sideBySide, type DiffRow } from './sideBySideDiff';

const lines = (n: number, prefix = 'line') => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`);

/** A compact picture of the rows: `=` same, `-`/`+` one side, `~` both sides changed, `…N` folded. */
function picture(rows: DiffRow[]): string[] {
  return rows.map((row) => {
    if (row.kind === 'folded') return `…${row.rows.length}`;
    if (row.kind === 'same') return `= ${row.old.text}`;
    if (row.old && row.new) return `~ ${row.old.text} | ${row.new.text}`;
    return row.old ? `- ${row.old.text}` : `+ ${row.new?.text}`;
  });
}

describe('sideBySide', () => {
  it('pairs a removed run with the added run after it, row by row', () => {
    const diff = sideBySide('a\nb\nc\n', 'a\nB\nc\n');
    expect(picture(diff.rows)).toEqual(['= a', '~ b | B', '= c']);
    expect(diff).toMatchObject({ added: 1, removed: 1 });
  });

  it('a longer side leaves the other side empty on its extra rows', () => {
    const diff = sideBySide('a\nb\nz', 'a\nB1\nB2\nB3\nz');
    expect(picture(diff.rows)).toEqual(['= a', '~ b | B1', '+ B2', '+ B3', '= z']);
    expect(diff).toMatchObject({ added: 3, removed: 1 });
  });

  it('numbers the lines of each side on their own', () => {
    const { rows } = sideBySide('a\nb\nc', 'a\nc\nd');
    expect(
      rows.map((r) => (r.kind === 'folded' ? null : [r.old?.number ?? null, r.new?.number ?? null])),
    ).toEqual([
      [1, 1],
      [2, null],
      [3, 2],
      [null, 3],
    ]);
  });

  it('an added collection is all added lines, a deleted one all removed lines', () => {
    expect(picture(sideBySide('', '{\n  "a": 1\n}').rows)).toEqual(['+ {', '+   "a": 1', '+ }']);
    expect(picture(sideBySide('{\n}', '').rows)).toEqual(['- {', '- }']);
  });

  it('folds unchanged runs beyond 3 lines of context around each change', () => {
    const old = [...lines(10), 'old', ...lines(10, 'tail')].join('\n');
    const next = [...lines(10), 'new', ...lines(10, 'tail')].join('\n');
    const { rows } = sideBySide(old, next);
    expect(picture(rows)).toEqual([
      '…7',
      '= line 8',
      '= line 9',
      '= line 10',
      '~ old | new',
      '= tail 1',
      '= tail 2',
      '= tail 3',
      '…7',
    ]);
    const folded = rows[0];
    expect(folded.kind === 'folded' && folded.rows[0].old).toEqual({ number: 1, text: 'line 1' });
  });

  it('keeps a short unchanged run between two changes whole', () => {
    const old = ['x', ...lines(6), 'y'].join('\n');
    const next = ['X', ...lines(6), 'Y'].join('\n');
    expect(picture(sideBySide(old, next).rows).filter((r) => r.startsWith('…'))).toEqual([]);
    const far = sideBySide(['x', ...lines(8), 'y'].join('\n'), ['X', ...lines(8), 'Y'].join('\n'));
    expect(picture(far.rows)).toContain('…2');
  });

  it('texts with or without a last newline compare the same', () => {
    expect(picture(sideBySide('a\nb', 'a\nb\n').rows)).toEqual(['…2']);
  });
});
