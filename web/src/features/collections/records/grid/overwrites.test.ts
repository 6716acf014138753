import { describe, expect, it } from 'vitest';
import { foreignText, hasEcho, overwrittenText, type SeenCopy } from './overwrites';

const BASE = '2026-11-27 10:00:00.000Z';
const OURS = '2026-11-27 10:00:00.500Z';
const copy = (updated: string, text: string): SeenCopy => ({ updated, text });

describe('overwrittenText', () => {
  const accepted = ['before', 'mine'];

  it('finds a change someone made between the checked copy and our write', () => {
    const copies = [copy('2026-11-27 10:00:00.200Z', 'theirs'), copy(OURS, 'mine')];
    expect(overwrittenText(copies, BASE, OURS, accepted)).toBe('theirs');
  });

  it('ignores our own write and changes of other fields that left the cell as it was', () => {
    const copies = [copy('2026-11-27 10:00:00.100Z', 'before'), copy(OURS, 'mine')];
    expect(overwrittenText(copies, BASE, OURS, accepted)).toBeNull();
  });

  it('ignores a change made after our write, which the cell then shows', () => {
    expect(overwrittenText([copy('2026-11-27 10:00:01.000Z', 'later')], BASE, OURS, accepted)).toBeNull();
  });

  it('ignores the copy already checked at the commit and older ones', () => {
    const copies = [copy(BASE, 'old'), copy('2026-11-27 09:59:59.000Z', 'older')];
    expect(overwrittenText(copies, BASE, OURS, accepted)).toBeNull();
  });

  it('counts a change stamped in the same millisecond as ours, as its order cannot be told', () => {
    expect(overwrittenText([copy(OURS, 'theirs')], BASE, OURS, accepted)).toBe('theirs');
  });
});

describe('hasEcho', () => {
  it('is true once our write or a later one has come, not before', () => {
    expect(hasEcho([copy('2026-11-27 10:00:00.200Z', 'theirs')], OURS)).toBe(false);
    expect(hasEcho([copy(OURS, 'mine')], OURS)).toBe(true);
    expect(hasEcho([copy('2026-11-27 10:00:02.000Z', 'later')], OURS)).toBe(true);
  });
});

describe('foreignText', () => {
  it('finds a change someone made since the checked copy, whenever it was', () => {
    const copies = [copy('2026-11-27 10:00:09.000Z', 'theirs')];
    expect(foreignText(copies, BASE, ['before'])).toBe('theirs');
    expect(foreignText(copies, '2026-11-27 10:00:09.000Z', ['before'])).toBeNull();
    expect(foreignText([copy(OURS, 'before')], BASE, ['before'])).toBeNull();
  });
});
