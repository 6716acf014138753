import { describe, expect, it } from 'vitest';
import { FIELD_VALUE_COMPARISON, valueComparison } from './valueComparison';
import type { FieldLike } from '../schema';

function field(type: string, options: Record<string, unknown> = {}): FieldLike {
  return { id: 'f1', name: 'f', type, required: false, options } as FieldLike;
}

describe('valueComparison: sameValue', () => {
  it.each([
    ['number', '5', '5.0', true],
    ['number', ' 5 ', '5', true],
    ['number', '', '0', false],
    ['number', '', '', true],
    ['number', 'abc', 'abc', true],
    ['number', 'abc', 'abd', false],
    ['date', '2024-01-02 03:04:05.000Z', '2024-01-02 03:04:05.999Z', true],
    ['date', '2024-01-02 03:04:05.000Z', '2024-01-02 03:04:06.000Z', false],
    ['json', '{ "a": 1 }', '{"a":1}', true],
    ['json', '{"a": "x y"}', '{"a":"xy"}', false],
    ['json', '{"a":1,"b":2}', '{"b":2,"a":1}', false],
    ['text', 'a', 'a', true],
    ['text', 'a ', 'a', false],
    ['email', 'a@b.c', 'A@b.c', false],
  ])('%s: %j and %j → %s', (type, a, b, expected) => {
    expect(valueComparison(field(type)).sameValue(a, b)).toBe(expected);
  });

  it('compares lists item by item, in order, and never a list with a text', () => {
    const { sameValue } = valueComparison(field('select'));
    expect(sameValue(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameValue(['a'], 'a')).toBe(false);
  });

  it('compares checkbox values exactly', () => {
    const { sameValue } = valueComparison(field('bool'));
    expect(sameValue(true, true)).toBe(true);
    expect(sameValue(true, false)).toBe(false);
  });

  it('compares the values of an unknown type exactly', () => {
    const { sameValue } = valueComparison(field('geo'));
    expect(sameValue(' 5', '5')).toBe(false);
    expect(sameValue('5', '5')).toBe(true);
  });
});

describe('valueComparison: isStoredAs', () => {
  it('stores an empty number as 0 and never matches text that is no number', () => {
    const f = field('number');
    const { isStoredAs } = valueComparison(f);
    expect(isStoredAs(f, '', '0')).toBe(true);
    expect(isStoredAs(f, '5.0', '5')).toBe(true);
    expect(isStoredAs(f, 'abc', 'abc')).toBe(false);
  });

  it('stores json without layout, with parsed numbers', () => {
    const f = field('json');
    const { isStoredAs } = valueComparison(f);
    expect(isStoredAs(f, '{ "a": 1.0 }', '{"a":1}')).toBe(true);
    expect(isStoredAs(f, '{"a":1}', '{"a":2}')).toBe(false);
  });

  it('keeps the last value of a single select and every value of a multiple one', () => {
    const single = field('select', { maxSelect: 1, values: ['a', 'b'] });
    const multiple = field('select', { maxSelect: 3, values: ['a', 'b'] });
    expect(valueComparison(single).isStoredAs(single, ['a', 'b'], ['b'])).toBe(true);
    expect(valueComparison(single).isStoredAs(single, ['a', 'b'], ['a', 'b'])).toBe(false);
    expect(valueComparison(multiple).isStoredAs(multiple, ['a', 'b'], ['a', 'b'])).toBe(true);
    expect(valueComparison(multiple).isStoredAs(multiple, ['a', ''], ['a'])).toBe(true);
  });

  it('never matches a list against a text', () => {
    const f = field('relation', { maxSelect: 2 });
    expect(valueComparison(f).isStoredAs(f, ['a'], 'a')).toBe(false);
  });

  it('has a comparison for every known type', () => {
    for (const comparison of Object.values(FIELD_VALUE_COMPARISON)) {
      expect(typeof comparison.sameValue).toBe('function');
      expect(typeof comparison.isStoredAs).toBe('function');
    }
  });
});
