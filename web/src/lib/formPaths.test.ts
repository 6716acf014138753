import {
  copyData,
  getAtPath,
  hasErrorUnder,
  isDeepEqual,
  isUnderPath,
  remapErrors,
  remapPath,
  resolveStablePath,
  stablePath,
} from './formPaths';

const sent = {
  name: 'posts',
  schema: [
    { id: 'f1', name: 'title', options: { values: ['a', 'b'] } },
    { _key: 'new1', name: 'body', options: {} },
    { id: 'f3', name: 'tags', options: { maxSelect: 1 } },
  ],
};
// the admin moved 'tags' to the top and removed 'body' while the request was on its way
const current = { name: 'posts', schema: [sent.schema[2], sent.schema[0]] };

describe('remapPath', () => {
  it('follows an item to its new index through its id or client key', () => {
    expect(remapPath('schema.2.options.maxSelect', sent, current)).toBe('schema.0.options.maxSelect');
    expect(remapPath('schema.0.name', sent, current)).toBe('schema.1.name');
  });

  it('gives null for an item removed since sending', () => {
    expect(remapPath('schema.1.name', sent, current)).toBeNull();
  });

  it('keeps indexes into arrays without keys, and plain paths', () => {
    expect(remapPath('schema.0.options.values.1', sent, current)).toBe('schema.1.options.values.1');
    expect(remapPath('meta.appName', { meta: {} }, { meta: {} })).toBe('meta.appName');
  });
});

describe('remapErrors', () => {
  it('remaps every path and drops errors of removed items', () => {
    expect(remapErrors({ 'schema.2.name': 'A', 'schema.1.name': 'B', name: 'C' }, sent, current)).toEqual({
      'schema.0.name': 'A',
      name: 'C',
    });
  });
});

describe('stablePath', () => {
  it('replaces array indexes by item keys', () => {
    expect(stablePath('schema.0.options.maxSelect', current)).toBe('schema.#f3.options.maxSelect');
    expect(stablePath('schema.1.name', sent)).toBe('schema.#new1.name');
  });
});

describe('resolveStablePath', () => {
  it('finds the keyed item where it is now, or null when it is gone', () => {
    expect(resolveStablePath('schema.#f3.options.maxSelect', current)).toBe('schema.0.options.maxSelect');
    expect(resolveStablePath('schema.#new1.name', current)).toBeNull();
    expect(resolveStablePath(stablePath('schema.0.options.values.1', sent), current)).toBe(
      'schema.1.options.values.1',
    );
    expect(resolveStablePath('name', current)).toBe('name');
  });
});

describe('hasErrorUnder and isUnderPath', () => {
  it("answers 'any error under this path', not confusing prefixes", () => {
    const errors = { 'schema.2.options.maxSelect': 'x' };
    expect(hasErrorUnder(errors, 'schema')).toBe(true);
    expect(hasErrorUnder(errors, 'schema.2')).toBe(true);
    expect(hasErrorUnder(errors, 'schema.1')).toBe(false);
    expect(hasErrorUnder({ schemas: 'x' }, 'schema')).toBe(false);
    expect(isUnderPath('a.b', '')).toBe(true);
  });
});

describe('isDeepEqual', () => {
  it('compares plain data by content and order', () => {
    expect(isDeepEqual({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(isDeepEqual([1, 2], [2, 1])).toBe(false);
    expect(isDeepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(isDeepEqual({ a: 1 }, { a: '1' })).toBe(false);
    expect(isDeepEqual(new Date(5), new Date(5))).toBe(true);
  });

  it('compares files by identity', () => {
    const file = new File(['x'], 'a.txt');
    expect(isDeepEqual([file], [file])).toBe(true);
    expect(isDeepEqual([file], [new File(['x'], 'a.txt')])).toBe(false);
  });
});

describe('copyData and getAtPath', () => {
  it('copies plain data deeply but keeps files as they are', () => {
    const file = new File(['x'], 'a.txt');
    const value = { list: [{ file }] };
    const copy = copyData(value);
    expect(copy).not.toBe(value);
    expect(copy.list[0]).not.toBe(value.list[0]);
    expect(copy.list[0].file).toBe(file);
    expect(getAtPath(copy, 'list.0.file')).toBe(file);
    expect(getAtPath(copy, 'list.3.file')).toBeUndefined();
  });
});
