import { alignKeys, prettyJson } from './importDisplay';

describe('display helpers', () => {
  it('alignKeys orders keys like the reference, fields matched by id', () => {
    const reference = {
      a: 1,
      b: { x: 1, y: 2 },
      list: [
        { id: 'p', k1: 1, k2: 2 },
        { id: 'q', k1: 1 },
      ],
    };
    const value = {
      list: [
        { id: 'q', k1: 3 },
        { k2: 2, id: 'p', k1: 1 },
      ],
      b: { y: 2, x: 1, z: 0 },
      a: 2,
      c: 3,
    };
    expect(JSON.stringify(alignKeys(value, reference))).toBe(
      '{"a":2,"b":{"x":1,"y":2,"z":0},"list":[{"id":"q","k1":3},{"id":"p","k1":1,"k2":2}],"c":3}',
    );
  });

  it('prettyJson indents 4 spaces and shows nothing for no collection', () => {
    expect(prettyJson({ a: 1 })).toBe('{\n    "a": 1\n}');
    expect(prettyJson(null)).toBe('');
  });
});
