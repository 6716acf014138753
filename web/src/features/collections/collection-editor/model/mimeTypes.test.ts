import { MIME_PRESETS, MIME_TYPES, searchMimeTypes, type MimeType } from './mimeTypes';

describe('MIME_TYPES', () => {
  it('is a large list', () => {
    expect(MIME_TYPES.length).toBeGreaterThanOrEqual(240);
  });

  it('is sorted by mimeType', () => {
    for (let i = 1; i < MIME_TYPES.length; i++) {
      expect(MIME_TYPES[i - 1].mimeType < MIME_TYPES[i].mimeType).toBe(true);
    }
  });

  it('has no duplicate mimeType', () => {
    const names = MIME_TYPES.map((t) => t.mimeType);
    expect(new Set(names).size).toBe(names.length);
  });

  it('holds well-formed lowercase types and dotted (or empty) extensions', () => {
    for (const t of MIME_TYPES) {
      expect(t.mimeType).toMatch(/^[a-z0-9]+\/[a-z0-9][a-z0-9.+_-]*$/);
      expect(t.ext).toMatch(/^(\.[a-z0-9]+)?$/);
    }
  });

  it('covers every family of common types', () => {
    const names = new Set(MIME_TYPES.map((t) => t.mimeType));
    for (const name of [
      'application/json',
      'application/octet-stream',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/vnd.oasis.opendocument.text',
      'application/gzip',
      'application/x-tar',
      'application/vnd.rar',
      'audio/mpeg',
      'audio/wav',
      'font/woff2',
      'image/avif',
      'image/heic',
      'text/csv',
      'text/html',
      'text/plain',
      'video/webm',
    ]) {
      expect(names.has(name), name).toBe(true);
    }
  });

  it('gives aliases the extension of their canonical type', () => {
    const ext = (name: string) => MIME_TYPES.find((t) => t.mimeType === name)?.ext;
    expect(ext('application/x-zip-compressed')).toBe('.zip');
    expect(ext('application/x-rar')).toBe('.rar');
    expect(ext('audio/x-m4a')).toBe('.m4a');
    expect(ext('application/octet-stream')).toBe('.bin');
  });
});

describe('MIME_PRESETS', () => {
  it('has the four presets in order', () => {
    expect(MIME_PRESETS.map((p) => p.id)).toEqual(['images', 'documents', 'videos', 'archives']);
  });

  it('lists the types of each preset', () => {
    const byId = Object.fromEntries(MIME_PRESETS.map((p) => [p.id, p.mimeTypes]));
    expect(byId.images).toEqual(['image/jpeg', 'image/png', 'image/svg+xml', 'image/gif', 'image/webp']);
    expect(byId.documents).toEqual([
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(byId.videos).toEqual(['video/mp4', 'video/x-msvideo', 'video/quicktime', 'video/3gpp']);
    expect(byId.archives).toEqual([
      'application/zip',
      'application/x-7z-compressed',
      'application/x-rar-compressed',
    ]);
  });

  it('only uses types of MIME_TYPES', () => {
    const names = new Set(MIME_TYPES.map((t) => t.mimeType));
    for (const preset of MIME_PRESETS) {
      for (const name of preset.mimeTypes) expect(names.has(name), name).toBe(true);
    }
  });
});

describe('searchMimeTypes', () => {
  const LIST: readonly MimeType[] = [
    { mimeType: 'application/pdf', ext: '.pdf' },
    { mimeType: 'image/jpeg', ext: '.jpg' },
    { mimeType: 'image/png', ext: '.png' },
    { mimeType: 'text/plain', ext: '.txt' },
  ];

  it('returns the whole list for an empty or blank query', () => {
    expect(searchMimeTypes('', LIST)).toEqual(LIST);
    expect(searchMimeTypes('   ', LIST)).toEqual(LIST);
    expect(searchMimeTypes('')).toHaveLength(MIME_TYPES.length);
  });

  it('returns a copy, not the list itself', () => {
    const result = searchMimeTypes('', LIST);
    expect(result).not.toBe(LIST);
  });

  it('matches the mime type, case-insensitively', () => {
    expect(searchMimeTypes('IMAGE/', LIST).map((t) => t.mimeType)).toEqual(['image/jpeg', 'image/png']);
    expect(searchMimeTypes('Jpeg', LIST).map((t) => t.mimeType)).toEqual(['image/jpeg']);
  });

  it('matches the extension, with or without its dot', () => {
    expect(searchMimeTypes('.JPG', LIST).map((t) => t.mimeType)).toEqual(['image/jpeg']);
    expect(searchMimeTypes('txt', LIST).map((t) => t.mimeType)).toEqual(['text/plain']);
  });

  it('keeps the order of the list and returns nothing when nothing matches', () => {
    expect(searchMimeTypes('p', LIST).map((t) => t.mimeType)).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
      'text/plain',
    ]);
    expect(searchMimeTypes('zzz', LIST)).toEqual([]);
  });

  it('searches the built-in list by default', () => {
    expect(searchMimeTypes('.docx').map((t) => t.mimeType)).toEqual([
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
  });
});
