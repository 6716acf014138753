import {
  acceptAttribute,
  checkFiles,
  fileProgress,
  formatBytes,
  isAllowedType,
  isLargeUpload,
  LARGE_FILE_BYTES,
} from './uploadProgress';

function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('fileProgress', () => {
  // 100 bytes of other fields, then a (200), b (300), c (400): total 1000
  const files = [
    { key: 'a', size: 200 },
    { key: 'b', size: 300 },
    { key: 'c', size: 400 },
  ];

  it('reads 0 for every file while the other fields are sent', () => {
    expect(Object.fromEntries(fileProgress(files, 0, 1000))).toEqual({ a: 0, b: 0, c: 0 });
    expect(Object.fromEntries(fileProgress(files, 100, 1000))).toEqual({ a: 0, b: 0, c: 0 });
  });

  it('fills the files in order', () => {
    expect(Object.fromEntries(fileProgress(files, 200, 1000))).toEqual({ a: 0.5, b: 0, c: 0 });
    expect(Object.fromEntries(fileProgress(files, 300, 1000))).toEqual({ a: 1, b: 0, c: 0 });
    expect(Object.fromEntries(fileProgress(files, 450, 1000))).toEqual({ a: 1, b: 0.5, c: 0 });
    expect(Object.fromEntries(fileProgress(files, 700, 1000))).toEqual({ a: 1, b: 1, c: 0.25 });
  });

  it('clamps to 0..1 (loaded beyond total, below zero, files larger than the body)', () => {
    expect(Object.fromEntries(fileProgress(files, 2000, 1000))).toEqual({ a: 1, b: 1, c: 1 });
    expect(Object.fromEntries(fileProgress(files, -5, 1000))).toEqual({ a: 0, b: 0, c: 0 });
    // sizes sum above total (the estimate starts before 0): still within 0..1
    const values = [...fileProgress([{ key: 'x', size: 500 }], 100, 200).values()];
    expect(values.every((v) => v >= 0 && v <= 1)).toBe(true);
  });

  it('reads 0 while the total is unknown, and an empty file reads 1 once reached', () => {
    expect(Object.fromEntries(fileProgress(files, 50, 0))).toEqual({ a: 0, b: 0, c: 0 });
    const withEmpty = [
      { key: 'e', size: 0 },
      { key: 'f', size: 100 },
    ];
    expect(Object.fromEntries(fileProgress(withEmpty, 10, 150))).toEqual({ e: 0, f: 0 });
    expect(Object.fromEntries(fileProgress(withEmpty, 50, 150))).toEqual({ e: 1, f: 0 });
  });

  it('returns an empty map for no files', () => {
    expect(fileProgress([], 10, 100).size).toBe(0);
  });
});

describe('isLargeUpload', () => {
  it('is true when any file is 1 MiB or more', () => {
    expect(LARGE_FILE_BYTES).toBe(1_048_576);
    expect(isLargeUpload([{ size: 10 }, { size: LARGE_FILE_BYTES }])).toBe(true);
    expect(isLargeUpload([{ size: LARGE_FILE_BYTES - 1 }])).toBe(false);
    expect(isLargeUpload([])).toBe(false);
  });
});

describe('acceptAttribute', () => {
  it('joins the mime types with commas; none for an empty list', () => {
    expect(acceptAttribute(['image/png', 'image/jpeg'])).toBe('image/png,image/jpeg');
    expect(acceptAttribute([])).toBeUndefined();
    expect(acceptAttribute(undefined)).toBeUndefined();
    expect(acceptAttribute([' ', ''])).toBeUndefined();
  });
});

describe('isAllowedType', () => {
  it('allows anything when the list is empty', () => {
    expect(isAllowedType({ name: 'a.exe', type: 'application/x-msdownload' }, [])).toBe(true);
    expect(isAllowedType({ name: 'a', type: '' }, undefined)).toBe(true);
  });

  it('matches the exact mime type (case-insensitive, parameters ignored)', () => {
    expect(isAllowedType({ name: 'a.png', type: 'image/png' }, ['image/png'])).toBe(true);
    expect(isAllowedType({ name: 'a.png', type: 'IMAGE/PNG' }, ['image/png'])).toBe(true);
    expect(isAllowedType({ name: 'a.txt', type: 'text/plain;charset=utf-8' }, ['text/plain'])).toBe(true);
    expect(isAllowedType({ name: 'a.jpg', type: 'image/jpeg' }, ['image/png'])).toBe(false);
    // a type the browser gives wins over the extension
    expect(isAllowedType({ name: 'a.png', type: 'image/jpeg' }, ['image/png'])).toBe(false);
  });

  it('falls back to the extension when the browser gives no type', () => {
    expect(isAllowedType({ name: 'photo.JPG', type: '' }, ['image/jpeg'])).toBe(true);
    expect(isAllowedType({ name: 'song.mp3', type: '' }, ['audio/mpeg'])).toBe(true);
    expect(isAllowedType({ name: 'photo.jpg', type: '' }, ['image/png'])).toBe(false);
    expect(isAllowedType({ name: 'noext', type: '' }, ['image/png'])).toBe(false);
    expect(isAllowedType({ name: 'x.__proto__', type: '' }, ['image/png'])).toBe(false);
  });
});

describe('formatBytes', () => {
  it('formats sizes with one decimal, 1024 per unit', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1_572_864)).toBe('1.5 MB');
    expect(formatBytes(5_242_880)).toBe('5 MB');
    expect(formatBytes(1024 ** 3)).toBe('1 GB');
  });

  it('carries a value that rounds up to 1024 to the next unit', () => {
    expect(formatBytes(1024 * 1024 - 1)).toBe('1 MB');
  });

  it('reads 0 B for invalid sizes', () => {
    expect(formatBytes(-1)).toBe('0 B');
    expect(formatBytes(Number.NaN)).toBe('0 B');
  });
});

describe('checkFiles', () => {
  const field = { options: { mimeTypes: ['image/png', 'image/jpeg'], maxSize: 1_048_576 } };

  it('accepts files of an allowed type within the size, in order', () => {
    const a = fileOf('a.png', 'image/png', 100);
    const b = fileOf('b.jpg', 'image/jpeg', 1_048_576);
    expect(checkFiles(field, [a, b])).toEqual({ accepted: [a, b], messages: [] });
  });

  it('refuses other types and larger files with a message naming each', () => {
    const ok = fileOf('ok.png', 'image/png', 10);
    const pdf = fileOf('doc.pdf', 'application/pdf', 10);
    const big = fileOf('big.png', 'image/png', 1_048_577);
    const result = checkFiles(field, [pdf, ok, big]);
    expect(result.accepted).toEqual([ok]);
    expect(result.messages).toEqual(['doc.pdf is not an allowed file type.', 'big.png is larger than 1 MB.']);
  });

  it('checks neither type nor size when the options set none', () => {
    const any = fileOf('x.bin', 'application/octet-stream', 10 ** 9);
    expect(checkFiles({ options: { mimeTypes: [], maxSize: 0 } }, [any]).accepted).toEqual([any]);
    expect(checkFiles({ options: {} }, [any]).accepted).toEqual([any]);
  });
});
