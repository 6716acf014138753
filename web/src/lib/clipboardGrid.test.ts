import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatHtmlTable, formatTsv, parseHtmlTable, parseTsv, rowsFromClipboard } from './clipboardGrid';

/** Clipboard data as a paste event gives it: '' for a type that is not there. */
function clipboard(types: { [type: string]: string }) {
  return { getData: (type: string) => types[type] ?? '' };
}

/** Deterministic pseudo-random numbers (mulberry32), so a failing case can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Cell texts made of the characters that matter to the formats, many of them together. */
function trickyRows(seed: number, rowCount: number, columnCount: number): string[][] {
  const next = random(seed);
  const pieces = ['"', '""', '\t', '\n', '\r', '\r\n', ' ', 'a', 'é', 'سجل', '<', '&', "'", ''];
  const cell = () =>
    Array.from({ length: Math.floor(next() * 6) }, () => pieces[Math.floor(next() * pieces.length)]).join('');
  return Array.from({ length: rowCount }, () => Array.from({ length: columnCount }, cell));
}

describe('formatTsv', () => {
  it.each<[string, string[][], string]>([
    [
      'plain cells',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
      'a\tb\nc\td',
    ],
    [
      'empty cells',
      [
        ['', 'b', ''],
        ['', '', ''],
      ],
      '\tb\t\n\t\t',
    ],
    ['a tab inside a cell', [['a\tb', 'c']], '"a\tb"\tc'],
    ['a line feed inside a cell', [['line1\nline2']], '"line1\nline2"'],
    ['a carriage return inside a cell', [['a\rb']], '"a\rb"'],
    ['a CRLF inside a cell', [['a\r\nb']], '"a\r\nb"'],
    ['a quote inside a quoted cell (doubled)', [['say "hi"\nbye']], '"say ""hi""\nbye"'],
    ['a quote inside an unquoted cell (as is)', [['5" wide', 'a"b"']], '5" wide\ta"b"'],
    ['a cell starting with a quote', [['"quoted"', '"5 inch']], '"""quoted"""\t"""5 inch"'],
    ['a cell that is one quote', [['"']], '""""'],
    ['no rows', [], ''],
    ['one row', [['x']], 'x'],
    ['a last row of one empty cell (kept by a line end)', [['a'], ['']], 'a\n\n'],
    ['one empty cell', [['']], '\n'],
    ['a last row with no cells', [['a'], []], 'a\n\n'],
    ['a blank row in the middle', [['a'], [''], ['b']], 'a\n\nb'],
    ['right-to-left and other scripts', [['سجل', 'Datensatz', 'registro']], 'سجل\tDatensatz\tregistro'],
  ])('%s', (_, rows, text) => {
    expect(formatTsv(rows)).toBe(text);
  });
});

describe('parseTsv', () => {
  it.each<[string, string, string[][]]>([
    ['no text', '', []],
    ['one cell', 'a', [['a']]],
    [
      'LF line ends (Google Sheets: none at the end)',
      'a\tb\nc\td',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      'CRLF line ends, one at the end (Excel on Windows)',
      'a\tb\r\nc\td\r\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      'LF line ends, one at the end (LibreOffice on Linux)',
      'a\tb\nc\td\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      'CR line ends (Excel for Mac of old)',
      'a\tb\rc\td\r',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['only one line end at the end ignored', 'a\n\n', [['a'], ['']]],
    ['a copied empty cell', '\r\n', [['']]],
    [
      'empty cells at the edges',
      '\tb\t\n\t\t',
      [
        ['', 'b', ''],
        ['', '', ''],
      ],
    ],
    ['a blank line in the middle', 'a\n\nb', [['a'], [''], ['b']]],
    ['ragged rows kept as they are', 'a\tb\tc\nd\ne\tf', [['a', 'b', 'c'], ['d'], ['e', 'f']]],
    ['a quoted cell with a line feed', '"line1\nline2"\tx', [['line1\nline2', 'x']]],
    ['a quoted cell with CRLF kept as written', '"line1\r\nline2"\r\n', [['line1\r\nline2']]],
    ['a quoted cell with a tab', '"a\tb"\tc', [['a\tb', 'c']]],
    ['doubled quotes inside a quoted cell', '"say ""hi""\nbye"', [['say "hi"\nbye']]],
    ['a quoted cell that starts with a quote', '"""5 inch"\tx', [['"5 inch', 'x']]],
    ['a quoted cell holding a quote only', '"a ""b"" c"', [['a "b" c']]],
    ['a quoted cell last, before CRLF', 'x\t"a\nb"\r\ny', [['x', 'a\nb'], ['y']]],
    ['a quote inside an unquoted cell', 'a"b\t5" wide', [['a"b', '5" wide']]],
    ['a cell in quotes with nothing to quote (Excel writes it so)', '"quoted"\t3', [['"quoted"', '3']]],
    ['an empty pair of quotes', '""\tx', [['""', 'x']]],
    ['an unclosed quote', '"5 inch\tx\ny', [['"5 inch', 'x'], ['y']]],
    ['a quote closing before other text', '"a\tb" c\td', [['"a', 'b" c', 'd']]],
    ['a lone quote', '"', [['"']]],
    ['quotes only', '""""', [['"']]],
  ])('%s', (_, text, rows) => {
    expect(parseTsv(text)).toEqual(rows);
  });

  it('reads what Excel writes for cells with quotes, tabs and line breaks', () => {
    // Excel quotes only a cell holding a tab or a line break; a cell that starts with a quote is
    // written as it is, so the first two cells run together, as they do when Excel reads them back.
    const excel =
      '"single quote\t1\r\nends with quote"\t2\r\n' +
      '"surrounded by quotes"\t3\r\n' +
      'no quote\t4\r\n' +
      '"has a \ttab"\t5\r\n' +
      '"a "" and a \ttab"\t6\r\n' +
      '"""starts with quote, and has a \ttab"\t7\r\n';
    expect(parseTsv(excel)).toEqual([
      ['single quote\t1\r\nends with quote', '2'],
      ['"surrounded by quotes"', '3'],
      ['no quote', '4'],
      ['has a \ttab', '5'],
      ['a " and a \ttab', '6'],
      ['"starts with quote, and has a \ttab', '7'],
    ]);
  });

  it('reads what LibreOffice Calc writes (every row ended, multi-line cells quoted)', () => {
    expect(parseTsv('Name\tNotes\nAda\t"first\nsecond"\nBob\t\n')).toEqual([
      ['Name', 'Notes'],
      ['Ada', 'first\nsecond'],
      ['Bob', ''],
    ]);
  });

  it('reads what Google Sheets writes (no line end after the last row)', () => {
    expect(parseTsv('a"b\t"x\ny"\n\t1')).toEqual([
      ['a"b', 'x\ny'],
      ['', '1'],
    ]);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('gives back what formatTsv wrote (random cells, seed %i)', (seed) => {
    const rows = trickyRows(seed, 20, 4);
    expect(parseTsv(formatTsv(rows))).toEqual(rows);
  });

  it.each<[string, string[][]]>([
    ['one empty cell', [['']]],
    ['a last blank row', [['a'], ['']]],
    ['a last cell that is a line break', [['a', '\n']]],
    ['a cell that is one quote', [['"']]],
    ['a cell that is two quotes', [['""']]],
  ])('gives back what formatTsv wrote: %s', (_, rows) => {
    expect(parseTsv(formatTsv(rows))).toEqual(rows);
  });

  it('reads 10,000 rows of 5 cells (a large paste) in one pass', () => {
    const row = ['Ada Lovelace', '"quoted"', 'line1\nline2', '42', 'a"b'];
    const text = formatTsv(Array.from({ length: 10_000 }, () => row));
    const rows = parseTsv(text);
    expect(rows).toHaveLength(10_000);
    expect(rows[9_999]).toEqual(row);
    const plain = parseTsv(Array.from({ length: 10_000 }, (_, i) => `${i}\tb\tc\td\te`).join('\r\n'));
    expect(plain).toHaveLength(10_000);
    expect(plain[9_999]).toEqual(['9999', 'b', 'c', 'd', 'e']);
  });

  it('reads a long text of unclosed quotes in one pass too', () => {
    const rows = parseTsv('"open\t'.repeat(50_000));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveLength(50_001);
  });
});

describe('formatHtmlTable', () => {
  it('writes one cell a <td>, with no attribute, and Excel’s rule for line breaks', () => {
    expect(
      formatHtmlTable([
        ['a', 'b'],
        ['', 'c'],
      ]),
    ).toBe(
      '<style>br{mso-data-placement:same-cell}</style>' +
        '<table><tbody><tr><td>a</td><td>b</td></tr><tr><td></td><td>c</td></tr></tbody></table>',
    );
  });

  it.each<[string, string, string]>([
    ['the five HTML characters', `& < > " '`, '&amp; &lt; &gt; &quot; &#39;'],
    ['a character reference as text', '&lt;b&gt;', '&amp;lt;b&amp;gt;'],
    ['line breaks', 'a\nb\r\nc\rd', 'a<br>b<br>c<br>d'],
    ['a line break at the end (shown by a second <br>)', 'a\n', 'a<br><br>'],
    ['a line break alone', '\n', '<br><br>'],
  ])('escapes %s', (_, cell, html) => {
    expect(formatHtmlTable([[cell]])).toContain(`<td>${html}</td>`);
  });

  it('no rows give an empty table', () => {
    expect(parseHtmlTable(formatHtmlTable([]))).toEqual([]);
  });
});

describe('parseHtmlTable', () => {
  it.each(['', 'plain text', '<p>no <b>table</b> here</p>', '<!-- <table><tr><td>a</td></tr></table> -->'])(
    'gives null without a table: %j',
    (html) => {
      expect(parseHtmlTable(html)).toBeNull();
    },
  );

  it('reads what Google Sheets writes', () => {
    const html =
      `<meta charset='utf-8'><google-sheets-html-origin><style type="text/css"><!--td {border: 1px solid #cccccc;}br {mso-data-placement:same-cell;}--></style>` +
      `<table xmlns="http://www.w3.org/1999/xhtml" cellspacing="0" cellpadding="0" dir="ltr" border="1" style="table-layout:fixed;font-size:10pt;font-family:Arial;width:0px;border-collapse:collapse;border:none" data-sheets-root="1">` +
      `<colgroup><col width="100"/><col width="100"/><col width="100"/></colgroup><tbody>` +
      `<tr style="height:21px;"><td style="overflow:hidden;padding:2px 3px 2px 3px;vertical-align:bottom;" data-sheets-value="{&quot;1&quot;:2,&quot;2&quot;:&quot;a\\&quot;b&quot;}">a&quot;b</td>` +
      `<td style="overflow:hidden;padding:2px 3px 2px 3px;vertical-align:bottom;text-align:right;" data-sheets-value="{&quot;1&quot;:3,&quot;3&quot;:42}">42</td>` +
      `<td style="overflow:hidden;padding:2px 3px 2px 3px;vertical-align:bottom;wrap-strategy:4;white-space:normal;word-wrap:break-word;">line1<br>line2</td></tr>` +
      `<tr style="height:21px;"><td rowspan="1" colspan="2" style="overflow:hidden;">wide</td><td></td></tr>` +
      `</tbody></table></google-sheets-html-origin>`;
    expect(parseHtmlTable(html)).toEqual([
      ['a"b', '42', 'line1\nline2'],
      ['wide', '', ''],
    ]);
  });

  it('reads what Excel writes (a whole document, styles, wrapped lines, no-break spaces)', () => {
    const html = `<html xmlns:v="urn:schemas-microsoft-com:vml"
xmlns:o="urn:schemas-microsoft-com:office:office"
xmlns:x="urn:schemas-microsoft-com:office:excel"
xmlns="http://www.w3.org/TR/REC-html40">
<head>
<meta http-equiv=Content-Type content="text/html; charset=utf-8">
<meta name=ProgId content=Excel.Sheet>
<meta name=Generator content="Microsoft Excel 15">
<link id=Main-File rel=Main-File href="file:///C:/Users/ada/AppData/Local/Temp/msohtmlclip1/01/clip.htm">
<style>
<!--table
	{mso-displayed-decimal-separator:"\\.";
	mso-displayed-thousand-separator:"\\,";}
br
	{mso-data-placement:same-cell;}
td
	{padding-top:1px;
	mso-number-format:General;}
.xl65
	{white-space:normal;}
-->
</style>
</head>
<body link="#0563C1" vlink="#954F72">
<table border=0 cellpadding=0 cellspacing=0 width=192 style='border-collapse:
 collapse;width:144pt'>
<!--StartFragment-->
 <col width=64 span=3 style='width:48pt'>
 <tr height=20 style='height:15.0pt'>
  <td height=20 width=64 style='height:15.0pt;width:48pt'>&quot;single quote</td>
  <td align=right width=64 style='width:48pt' x:num>1</td>
  <td width=64 style='width:48pt'>Ana&nbsp;&nbsp;Prado</td>
 </tr>
 <tr height=40 style='height:30.0pt'>
  <td height=40 class=xl65 width=64 style='height:30.0pt;width:48pt'>line1<br>
    line2</td>
  <td colspan=2 style='mso-ignore:colspan'>a long text that Excel wraps
  onto a second line of its HTML</td>
 </tr>
<!--EndFragment-->
</table>
</body>
</html>`;
    expect(parseHtmlTable(html)).toEqual([
      ['"single quote', '1', 'Ana  Prado'],
      ['line1\nline2', 'a long text that Excel wraps onto a second line of its HTML', ''],
    ]);
  });

  it('reads what LibreOffice Calc writes (<br> for an empty cell, <font> inside)', () => {
    const html = `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.0 Transitional//EN">
<html><head><meta http-equiv="content-type" content="text/html; charset=utf-8"/><title></title>
<style type="text/css">body,div,table,thead,tbody,tfoot,tr,th,td,p { font-family:"Liberation Sans"; font-size:x-small }</style>
</head><body>
<table cellspacing="0" border="0">
	<colgroup width="85"></colgroup>
	<colgroup span="2" width="85"></colgroup>
	<tr>
		<td height="17" align="left"><font color="#000000">Ada</font></td>
		<td align="right" sdval="1" sdnum="1033;"><font color="#000000">1</font></td>
		<td align="left"><br></td>
	</tr>
	<tr>
		<td height="33" align="left"><font color="#000000">first<br>second</font></td>
		<td align="left"><br></td>
		<td align="left"><b><font color="#000000">bold</font></b></td>
	</tr>
</table>
</body></html>`;
    expect(parseHtmlTable(html)).toEqual([
      ['Ada', '1', ''],
      ['first\nsecond', '', 'bold'],
    ]);
  });

  it.each<[string, string, string[][]]>([
    ['colspan', '<table><tr><td colspan="3">a</td><td>b</td></tr></table>', [['a', '', '', 'b']]],
    [
      'rowspan',
      '<table><tr><td rowspan=2>a</td><td>b</td></tr><tr><td>c</td></tr></table>',
      [
        ['a', 'b'],
        ['', 'c'],
      ],
    ],
    [
      'rowspan and colspan together',
      '<table><tr><td>x</td><td rowspan=2 colspan=2>a</td><td>y</td></tr><tr><td>p</td><td>q</td></tr></table>',
      [
        ['x', 'a', '', 'y'],
        ['p', '', '', 'q'],
      ],
    ],
    [
      'a rowspan leaving a gap in a shorter row',
      '<table><tr><td>a</td><td>b</td><td rowspan=2>c</td></tr><tr></tr></table>',
      [
        ['a', 'b', 'c'],
        ['', '', ''],
      ],
    ],
    [
      'rowspan=0 (to the end of its row group)',
      '<table><tbody><tr><td rowspan=0>a</td><td>1</td></tr><tr><td>2</td></tr></tbody><tbody><tr><td>3</td></tr></tbody></table>',
      [['a', '1'], ['', '2'], ['3']],
    ],
    [
      'a rowspan past the end of the table (clipped)',
      '<table><tr><td rowspan=99999>a</td></tr><tr><td>b</td></tr></table>',
      [['a'], ['', 'b']],
    ],
    ['colspan=0 (one column)', '<table><tr><td colspan=0>a</td><td>b</td></tr></table>', [['a', 'b']]],
    ['a span that is not a number', '<table><tr><td colspan="x">a</td><td>b</td></tr></table>', [['a', 'b']]],
    [
      'a span with text after its digits',
      '<table><tr><td colspan=" 2px">a</td><td>b</td></tr></table>',
      [['a', '', 'b']],
    ],
    [
      'header cells, header, body and footer in table order',
      '<table><tfoot><tr><td>f</td></tr></tfoot><tbody><tr><td>b</td></tr></tbody><thead><tr><th>h</th></tr></thead></table>',
      [['h'], ['b'], ['f']],
    ],
    [
      'end tags left out',
      '<table><tr><td>a<td>b<tr><td>c<td>d</table>',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['character references', '<table><tr><td>&amp;&lt;&#x263A;&eacute;&quot;</td></tr></table>', [['&<☺é"']]],
    ['text that only looks like markup', '<table><tr><td>a < b > c</td></tr></table>', [['a < b > c']]],
    ['white space collapsed and trimmed', '<table><tr><td>\n   a \t  b\n  </td></tr></table>', [['a b']]],
    ['white space around a <br> dropped', '<table><tr><td>a   <br>   b</td></tr></table>', [['a\nb']]],
    ['a <br> at the end shows nothing', '<table><tr><td>a<br></td><td><br></td></tr></table>', [['a', '']]],
    ['two <br> at the end keep one line break', '<table><tr><td>a<br><br></td></tr></table>', [['a\n']]],
    ['<br/> and <BR>', '<table><tr><td>a<br/>b<BR>c</td></tr></table>', [['a\nb\nc']]],
    ['paragraphs as lines', '<table><tr><td><p>a</p><p>b</p>c</td></tr></table>', [['a\nb\nc']]],
    [
      'blocks and inline elements',
      '<table><tr><td><div>a <b>b</b></div><span>c</span><ul><li>d</li></ul></td></tr></table>',
      [['a b\nc\nd']],
    ],
    ['<pre> keeps white space', '<table><tr><td><pre>a  b\n\tc</pre></td></tr></table>', [['a  b\n\tc']]],
    [
      'a table inside a cell as its text',
      '<table><tr><td><table><tr><td>x</td><td>y</td></tr></table>z</td><td>w</td></tr></table>',
      [['x\ny\nz', 'w']],
    ],
    [
      'the first of two tables',
      '<table><tr><td>1</td></tr></table><table><tr><td>2</td></tr></table>',
      [['1']],
    ],
    ['a table inside other markup', '<div><span><table><tr><td>a</td></tr></table></span></div>', [['a']]],
    ['a caption left out', '<table><caption>Title</caption><tr><td>a</td></tr></table>', [['a']]],
    ['an empty table', '<table></table>', []],
    ['right-to-left text', '<table dir="rtl"><tr><td>سجل</td><td>حقل</td></tr></table>', [['سجل', 'حقل']]],
  ])('%s', (_, html, rows) => {
    expect(parseHtmlTable(html)).toEqual(rows);
  });

  it('limits a colspan as a browser does (1000)', () => {
    const rows = parseHtmlTable('<table><tr><td colspan=99999999>a</td><td>b</td></tr></table>');
    expect(rows?.[0]).toHaveLength(1001);
    expect(rows?.[0][1000]).toBe('b');
  });

  it('gives null for a table whose spans would make more than a million cells', () => {
    // each cell spans a thousand columns down to the end: 1,001 rows would make half a billion
    const html = `<table>${'<tr><td colspan=1000 rowspan=0>x</td></tr>'.repeat(1001)}</table>`;
    expect(parseHtmlTable(html)).toBeNull();
  });

  it('gives back what formatHtmlTable wrote', () => {
    const rows = [
      ['a', 'b & c', '<b>not bold</b>'],
      ['line1\nline2', '', `"quoted" and 'single'`],
      ['trailing\n', '&amp;', 'سجل'],
    ];
    expect(parseHtmlTable(formatHtmlTable(rows))).toEqual(rows);
  });

  it('reads 1,000 rows of 5 cells (jsdom builds a large document slowly: no more here)', () => {
    const rows = Array.from({ length: 1_000 }, (_, i) => [`${i}`, 'b', 'c\nd', '<e>', 'f']);
    const parsed = parseHtmlTable(formatHtmlTable(rows));
    expect(parsed).toHaveLength(1_000);
    expect(parsed?.[999]).toEqual(['999', 'b', 'c\nd', '<e>', 'f']);
  });
});

/** Pasted HTML that tries to run, load or restyle something, each with the text its table should give. */
const XSS_CORPUS: [string, string][] = [
  ['<img src=x onerror="window.__pwned=1">a', 'a'],
  ['<script>window.__pwned=1</script>b', 'b'],
  ['<a href="javascript:window.__pwned=1">c</a>', 'c'],
  ['<a href=" JaVaScRiPt:window.__pwned=1" onclick="window.__pwned=1">c2</a>', 'c2'],
  ['<svg onload="window.__pwned=1"><script>window.__pwned=1</script></svg>d', 'd'],
  // an <svg> left open: a browser shows none of its text, but the table goes on after it
  ['<svg/onload=window.__pwned=1>d2', ''],
  ['<svg><foreignObject><table><tr><td>d3</td></tr></table></foreignObject></svg>d4', 'd4'],
  ['<iframe src="https://evil.example" srcdoc="<script>window.__pwned=1</script>"></iframe>e', 'e'],
  ['<style>@import url(https://evil.example/x.css); td{display:none}</style>f', 'f'],
  ['<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">g', 'g'],
  [
    '<form action="https://evil.example"><input autofocus onfocus="window.__pwned=1"><button formaction="javascript:1">h</button></form>',
    'h',
  ],
  ['<details open ontoggle="window.__pwned=1"><summary>i</summary></details>', 'i'],
  ['<base href="https://evil.example/"><link rel=stylesheet href="https://evil.example/x.css">j', 'j'],
  ['<meta http-equiv="refresh" content="0;url=javascript:window.__pwned=1">k', 'k'],
  ['<template><img src=x onerror="window.__pwned=1"></template>l', 'l'],
  ['<video src=x onerror="window.__pwned=1"></video><audio src=x onerror="window.__pwned=1"></audio>m', 'm'],
  // a <style> left open holds the rest of the text: only that nothing of it runs matters here
  ['<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=1">n', ''],
  ['<noscript><p title="</noscript><img src=x onerror=window.__pwned=1>">o</p></noscript>', '">o'],
  ['<!--<img src=x onerror="window.__pwned=1">-->p', 'p'],
  ['&lt;img src=x onerror="window.__pwned=1"&gt;', '<img src=x onerror="window.__pwned=1">'],
  ['<span style="background:url(https://evil.example/x.png)" onmouseover="window.__pwned=1">q</span>', 'q'],
  ['<textarea><img src=x onerror="window.__pwned=1"></textarea>r', 'r'],
];

/** The only elements the rebuilt markup may hold, and their only attributes (numbers). */
// prettier-ignore
const SAFE_ELEMENTS = new Set([
  'html', 'head', 'body', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'br', 'pre',
  'p', 'div', 'span', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
]);

/** Every element or attribute of `markup` outside that list: what could run, load or restyle anything. */
function dangersIn(markup: string): string[] {
  const doc = new DOMParser().parseFromString(markup, 'text/html');
  const found: string[] = [];
  for (const el of Array.from(doc.querySelectorAll('*'))) {
    if (!SAFE_ELEMENTS.has(el.localName) || el.namespaceURI !== 'http://www.w3.org/1999/xhtml')
      found.push(`<${el.localName}>`);
    for (const { name, value } of Array.from(el.attributes))
      if (!['colspan', 'rowspan'].includes(name) || !/^\d+$/.test(value))
        found.push(`${el.localName}[${name}]`);
  }
  return found;
}

describe('parseHtmlTable with hostile HTML', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete (window as { __pwned?: number }).__pwned;
  });

  it.each(XSS_CORPUS)('reads %s as text only', (cell, text) => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const before = document.documentElement.outerHTML;
    const html = `<table data-x="1" background="https://evil.example/bg.png"><tr><td colspan="1 onmouseover=window.__pwned=1">${cell}</td><td>end</td></tr></table>`;
    const rows = parseHtmlTable(html);
    expect(rows?.[0][0]).toBe(text);
    if (!cell.includes('<style>')) expect(rows?.[0]).toEqual([text, 'end']);
    // Only the rebuilt markup reached a parser, and it held nothing that could run or load.
    expect(parse).toHaveBeenCalledTimes(1);
    const markup = parse.mock.calls[0][0];
    parse.mockRestore();
    expect(dangersIn(markup)).toEqual([]);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(document.documentElement.outerHTML).toBe(before);
  });

  it('finds the dangers it looks for (so that an empty list above means something)', () => {
    expect(dangersIn(XSS_CORPUS.map(([cell]) => cell).join(''))).not.toEqual([]);
  });
});

describe('formatHtmlTable with hostile cells', () => {
  const cells = [
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    '<a href="javascript:alert(1)">x</a>',
    `"'><svg onload=alert(1)>`,
    '</td></tr></table><img src=x onerror=alert(1)>',
    '<!--',
    '&lt;b&gt;',
  ];

  it('writes every cell as text: the table holds only its own elements, with no attribute', () => {
    const html = formatHtmlTable([cells]);
    const body = new DOMParser().parseFromString(html, 'text/html');
    const elements = Array.from(body.querySelectorAll('body *, head *'));
    expect(new Set(elements.map((el) => el.localName))).toEqual(
      new Set(['style', 'table', 'tbody', 'tr', 'td']),
    );
    expect(elements.every((el) => el.attributes.length === 0)).toBe(true);
    expect(Array.from(body.querySelectorAll('td'), (td) => td.textContent)).toEqual(cells);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&quot;&#39;&gt;&lt;svg onload=alert(1)&gt;');
    expect(html).toContain('&amp;lt;b&amp;gt;');
  });

  it('reads back as the same text', () => {
    expect(parseHtmlTable(formatHtmlTable([cells]))).toEqual([cells]);
  });
});

describe('rowsFromClipboard', () => {
  it('reads the text when there is no HTML', () => {
    expect(rowsFromClipboard(clipboard({ 'text/plain': 'a\tb\nc\td' }))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('reads the text when the HTML holds no table', () => {
    const data = clipboard({ 'text/plain': 'a\tb', 'text/html': '<p>a b</p>' });
    expect(rowsFromClipboard(data)).toEqual([['a', 'b']]);
  });

  it('reads the table when there is no text', () => {
    const data = clipboard({ 'text/html': '<table><tr><td>a</td><td>b</td></tr></table>' });
    expect(rowsFromClipboard(data)).toEqual([['a', 'b']]);
  });

  it('gives no rows for an empty clipboard', () => {
    expect(rowsFromClipboard(clipboard({}))).toEqual([]);
  });

  it('takes the cells of Excel’s table where its text cannot tell them (cells starting with a quote)', () => {
    const rows = [
      ['"single quote', '1'],
      ['ends with quote"', '2'],
      ['"surrounded by quotes"', '3'],
      ['has a \ttab', '4'],
    ];
    const text =
      '"single quote\t1\r\nends with quote"\t2\r\n"surrounded by quotes"\t3\r\n"has a \ttab"\t4\r\n';
    const html = `<table>${rows
      .map(
        ([a, b]) =>
          `<tr><td>${a.replace(/"/g, '&quot;').replace(/\t/g, ' ')}</td><td align=right x:num>${b}</td></tr>`,
      )
      .join('\n')}</table>`;
    // The text runs the first two rows together, so the rows are the table's, cells and all: the
    // tab of the last one, which HTML shows as a space, is lost.
    expect(parseTsv(text)).toHaveLength(3);
    expect(rowsFromClipboard(clipboard({ 'text/plain': text, 'text/html': html }))).toEqual([
      ...rows.slice(0, 3),
      ['has a tab', '4'],
    ]);
  });

  it('keeps from the text what HTML collapses: tabs, runs of spaces, line breaks at the ends', () => {
    const rows = [
      ['  two  spaces  ', 'a\tb', 'line\n'],
      ['x', ' ', '\n\n'],
    ];
    const data = clipboard({ 'text/plain': formatTsv(rows), 'text/html': formatHtmlTable(rows) });
    expect(rowsFromClipboard(data)).toEqual(rows);
  });

  it.each([1, 2, 3, 4])('gives back a copy of its own formats (random cells, seed %i)', (seed) => {
    const rows = trickyRows(seed, 15, 3);
    const data = clipboard({ 'text/plain': formatTsv(rows), 'text/html': formatHtmlTable(rows) });
    expect(rowsFromClipboard(data)).toEqual(rows);
  });

  it('reads the text when the table is only part of what was copied (a page with a table in it)', () => {
    const text = 'Prices as of today\nItem\tPrice\nTea\t3\n';
    const html =
      '<h2>Prices as of today</h2><table><tr><td>Item</td><td>Price</td></tr><tr><td>Tea</td><td>3</td></tr></table>';
    expect(rowsFromClipboard(clipboard({ 'text/plain': text, 'text/html': html }))).toEqual([
      ['Prices as of today'],
      ['Item', 'Price'],
      ['Tea', '3'],
    ]);
  });

  it('reads the text when the table does not hold what the text does', () => {
    const data = clipboard({
      'text/plain': 'a\tb',
      'text/html': '<table><tr><td>something else</td></tr></table>',
    });
    expect(rowsFromClipboard(data)).toEqual([['a', 'b']]);
  });

  it('reads a merged cell of Google Sheets as the table spans it', () => {
    const data = clipboard({
      'text/plain': 'wide\t\tz\na\tb\tc',
      'text/html':
        '<google-sheets-html-origin><table><tbody><tr><td colspan="2">wide</td><td>z</td></tr><tr><td>a</td><td>b</td><td>c</td></tr></tbody></table></google-sheets-html-origin>',
    });
    expect(rowsFromClipboard(data)).toEqual([
      ['wide', '', 'z'],
      ['a', 'b', 'c'],
    ]);
  });
});
