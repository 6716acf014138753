import {
  canThumb,
  CELL_FILES_MAX,
  CELL_RELATIONS_MAX,
  CELL_TEXT_MAX,
  EDITOR_TEXT_MAX,
  fieldValues,
  fileKind,
  formatCellDate,
  htmlToPlainText,
  isHttpUrl,
  JSON_TEXT_MAX,
  jsonText,
  PREVIEW_FILES_MAX,
  PREVIEW_RELATIONS_MAX,
  relationLabel,
  splitLimit,
  TOOLTIP_MAX,
  truncate,
} from './recordCells';

describe('limits', () => {
  it('keep their fixed values', () => {
    expect([CELL_TEXT_MAX, TOOLTIP_MAX, EDITOR_TEXT_MAX, JSON_TEXT_MAX]).toEqual([150, 800, 250, 500]);
    expect([CELL_RELATIONS_MAX, PREVIEW_RELATIONS_MAX, CELL_FILES_MAX, PREVIEW_FILES_MAX]).toEqual([
      20, 500, 10, 500,
    ]);
  });
});

describe('truncate', () => {
  it('keeps text up to max characters as it is', () => {
    expect(truncate('', 5)).toBe('');
    expect(truncate('hello', 5)).toBe('hello');
  });

  it('cuts longer text and adds an ellipsis', () => {
    expect(truncate('hello world', 5)).toBe('hello…');
    expect(truncate('a'.repeat(200), CELL_TEXT_MAX)).toBe('a'.repeat(150) + '…');
  });

  it('drops trailing spaces before the ellipsis', () => {
    expect(truncate('hello world', 6)).toBe('hello…');
  });

  it('never splits an emoji (surrogate pairs, ZWJ sequences, flags)', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀…');
    expect(truncate('😀😀', 2)).toBe('😀😀');
    const family = '👨‍👩‍👧';
    expect(truncate(`${family}${family}`, 1)).toBe(`${family}…`);
    expect(truncate('🇫🇷🇩🇪', 1)).toBe('🇫🇷…');
    expect(truncate('e\u0301e\u0301', 1)).toBe('e\u0301…');
  });

  it('treats max 0 or less as an empty cut', () => {
    expect(truncate('abc', 0)).toBe('…');
    expect(truncate('abc', -3)).toBe('…');
    expect(truncate('', 0)).toBe('');
  });
});

describe('htmlToPlainText', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete (globalThis as { __pwned?: unknown }).__pwned;
  });

  it('returns the text, with block elements separated and whitespace collapsed', () => {
    expect(htmlToPlainText('<p>Hello <b>big</b>\n\n   world</p><p>Second</p>')).toBe(
      'Hello big world Second',
    );
    expect(htmlToPlainText('a<br>b<div>c</div>d')).toBe('a b c d');
    expect(htmlToPlainText('<ul><li>one</li><li>two</li></ul><h1>Title</h1><h6>x</h6>')).toBe(
      'one two Title x',
    );
    expect(htmlToPlainText('in<span>line</span>')).toBe('inline');
  });

  it('decodes entities and reads plain text as is', () => {
    expect(htmlToPlainText('Tom &amp; Jerry &lt;3 &nbsp;ok')).toBe('Tom & Jerry <3 ok');
    expect(htmlToPlainText('just text')).toBe('just text');
    expect(htmlToPlainText('')).toBe('');
  });

  it('skips script, style and template content', () => {
    expect(
      htmlToPlainText('<style>p{color:red}</style><p>ok</p><script>alert(1)</script><template>t</template>'),
    ).toBe('ok');
  });

  it('runs nothing and loads nothing: an image with onerror gives empty text', async () => {
    const pwned = vi.fn();
    (globalThis as { __pwned?: unknown }).__pwned = pwned;
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(htmlToPlainText('<img src=x onerror="__pwned()">')).toBe('');
    expect(htmlToPlainText('<script>__pwned()</script><svg onload="__pwned()"></svg>')).toBe('');
    expect(htmlToPlainText('<iframe srcdoc="<script>__pwned()</script>"></iframe>')).toBe('');
    expect(htmlToPlainText('<a title="x > y" href="javascript:__pwned()">link</a>')).toBe('link');
    expect(htmlToPlainText('<!-- <img src=x onerror=__pwned()> -->text')).toBe('text');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pwned).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.querySelector('img, script, svg, iframe')).toBeNull();
  });

  it('walks deeply nested markup iteratively', () => {
    const depth = 500; // jsdom's parser is slow on deeper markup; the walk itself uses no recursion
    expect(htmlToPlainText('<span>'.repeat(depth) + 'deep' + '</span>'.repeat(depth))).toBe('deep');
  });
});

describe('jsonText', () => {
  it('gives compact JSON of values', () => {
    expect(jsonText({ a: 1, b: [true, null] })).toBe('{"a":1,"b":[true,null]}');
    expect(jsonText([1, 'x'])).toBe('[1,"x"]');
    expect(jsonText(0)).toBe('0');
    expect(jsonText(false)).toBe('false');
  });

  it('is empty for null and undefined', () => {
    expect(jsonText(null)).toBe('');
    expect(jsonText(undefined)).toBe('');
  });

  it('shows strings that already are JSON text as they are and quotes other strings', () => {
    expect(jsonText('{"a": 1}')).toBe('{"a": 1}');
    expect(jsonText('"quoted"')).toBe('"quoted"');
    expect(jsonText('42')).toBe('42');
    expect(jsonText('hello')).toBe('"hello"');
    expect(jsonText('')).toBe('""');
  });

  it('never throws', () => {
    const cyclic: { self?: unknown } = {};
    cyclic.self = cyclic;
    expect(jsonText(cyclic)).toBe('[object Object]');
    expect(jsonText(10n)).toBe('10');
    expect(jsonText(() => 1)).toBe('');
  });
});

describe('isHttpUrl', () => {
  it.each([
    'http://example.com',
    'https://example.com/a?b=c#d',
    'HTTPS://EXAMPLE.COM',
    'http://127.0.0.1:8090/_/',
  ])('accepts %s', (url) => {
    expect(isHttpUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'ftp://example.com',
    '//example.com',
    '/relative/path',
    'example.com',
    'https:example.com',
    'http://',
    ' https://example.com',
    'https://example.com ',
    'https://exa\tmple.com',
    'https://exa\u0000mple.com',
    '',
  ])('rejects %j', (url) => {
    expect(isHttpUrl(url)).toBe(false);
  });
});

describe('fileKind', () => {
  it.each([
    ['photo.jpg', 'image'],
    ['photo.JPEG', 'image'],
    ['icon.svg', 'image'],
    ['a.avif', 'image'],
    ['clip.mp4', 'video'],
    ['clip.MKV', 'video'],
    ['song.mp3', 'audio'],
    ['song.flac', 'audio'],
    ['report.pdf', 'document'],
    ['sheet.xlsx', 'document'],
    ['notes.md', 'document'],
    ['archive.zip', 'file'],
    ['noextension', 'file'],
    ['trailingdot.', 'file'],
    ['archive.png.zip', 'file'],
    ['', 'file'],
  ])('%s is %s', (name, kind) => {
    expect(fileKind(name)).toBe(kind);
  });
});

describe('canThumb', () => {
  it('accepts the image types the server thumbs', () => {
    for (const name of ['a.jpg', 'a.jpeg', 'a.png', 'a.gif', 'a.webp', 'A.PNG'])
      expect(canThumb(name)).toBe(true);
  });

  it('never thumbs svg or other files', () => {
    for (const name of ['a.svg', 'a.SVG', 'a.bmp', 'a.ico', 'a.avif', 'a.pdf', 'svg', '']) {
      expect(canThumb(name)).toBe(false);
    }
  });
});

describe('splitLimit', () => {
  it('returns the first max items and how many are left', () => {
    expect(splitLimit([1, 2, 3, 4, 5], 3)).toEqual({ shown: [1, 2, 3], rest: 2 });
    expect(splitLimit([1, 2], 3)).toEqual({ shown: [1, 2], rest: 0 });
    expect(splitLimit([1, 2, 3], 3)).toEqual({ shown: [1, 2, 3], rest: 0 });
    expect(splitLimit([], 3)).toEqual({ shown: [], rest: 0 });
    expect(splitLimit([1, 2], 0)).toEqual({ shown: [], rest: 2 });
    expect(splitLimit([1, 2], -1)).toEqual({ shown: [], rest: 2 });
  });

  it('returns a new array', () => {
    const items = ['a'];
    expect(splitLimit(items, 5).shown).not.toBe(items);
  });
});

describe('relationLabel', () => {
  const record = {
    id: 'r1',
    name: 'Ada',
    title: '  ',
    tags: ['x', '', 'y'],
    meta: { a: 1 },
    count: 0,
    flag: false,
    none: null,
  };

  it('joins display field values with ", "', () => {
    expect(relationLabel(record, ['name', 'count', 'flag'])).toBe('Ada, 0, false');
  });

  it('skips empty values, joins arrays and shows objects as JSON', () => {
    expect(relationLabel(record, ['title', 'none', 'missing', 'tags', 'meta'])).toBe('x, y, {"a":1}');
  });

  it('falls back to the id', () => {
    expect(relationLabel(record, [])).toBe('r1');
    expect(relationLabel(record, ['title', 'none'])).toBe('r1');
  });
});

describe('fieldValues', () => {
  it('normalises a single value, a list or nothing to a list without empty entries', () => {
    expect(fieldValues('a')).toEqual(['a']);
    expect(fieldValues('')).toEqual([]);
    expect(fieldValues(['a', '', 'b'])).toEqual(['a', 'b']);
    expect(fieldValues([])).toEqual([]);
    expect(fieldValues(null)).toEqual([]);
    expect(fieldValues(undefined)).toEqual([]);
    expect(fieldValues(['a', 1, null])).toEqual(['a']);
  });
});

describe('formatCellDate', () => {
  it('shows a server date in UTC without milliseconds', () => {
    expect(formatCellDate('2026-11-22 04:16:37.123Z')).toBe('2026-11-22 04:16:37 UTC');
  });

  it('is empty for empty, zero or non-string values', () => {
    expect(formatCellDate('')).toBe('');
    expect(formatCellDate('0001-01-01 00:00:00.000Z')).toBe('');
    expect(formatCellDate(null)).toBe('');
    expect(formatCellDate(undefined)).toBe('');
    expect(formatCellDate(123)).toBe('');
  });
});
