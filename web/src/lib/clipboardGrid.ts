// The clipboard formats of a rectangular range of cells, as spreadsheet programs write and read
// them: tab-separated text (text/plain) and an HTML table (text/html).
//
// How the three spreadsheets write text/plain, which decides how it is read back:
// - Cells are separated by a tab and rows by a line end: Excel and LibreOffice end every row with
//   one (CRLF on Windows), Google Sheets joins rows with LF and adds none at the end.
// - A cell holding a tab or a line break is quoted, with each quote inside doubled: "a""b<LF>c".
// - Nothing else is quoted. A cell that starts with a quote (`"quoted"`, `"5 inch`) is written as it
//   is, so the text alone cannot tell it from a quoted cell; Excel itself strips such quotes, or
//   runs two rows together, when it reads its own text back.
// The reader therefore takes a quoted cell only where one of these writers would have quoted it,
// and the HTML table, which has no quoting, settles the cell boundaries when both are present.

import { tokenizeHtml, RAW_TEXT_ELEMENTS, type HtmlToken } from './htmlTokens';

// ---------------------------------------------------------------------------------------------
// Tab-separated text

/** Characters that make a cell quoted: a tab or a line break would split it. */
const NEEDS_QUOTES = /[\t\n\r]/;

function tsvCell(text: string): string {
  // A cell starting with a quote is quoted too, or every reader would take that quote for an
  // opening one and look for its closing quote further on, in another cell or row.
  if (NEEDS_QUOTES.test(text) || text.startsWith('"')) return `"${text.replace(/"/g, '""')}"`;
  return text;
}

/**
 * Rows of cell texts as tab-separated text, the text/plain of a copied range: a cell holding a
 * tab, a line feed or a carriage return, or starting with a quote, is quoted ("…" with "" for a
 * quote); other cells are written as they are (a quote inside stays single). Rows are joined by
 * '\n' with no line end after the last, except when the last row is one empty cell: it then ends
 * with '\n', or the reader would drop it as the trailing line end that Excel writes. A row with no
 * cells reads back as one empty cell.
 */
export function formatTsv(rows: readonly (readonly string[])[]): string {
  const lines = rows.map((row) => row.map(tsvCell).join('\t'));
  const last = rows[rows.length - 1];
  const lastIsBlank = last !== undefined && (last.length === 0 || (last.length === 1 && last[0] === ''));
  return lines.join('\n') + (lastIsBlank ? '\n' : '');
}

const TAB = 9;
const LF = 10;
const CR = 13;
const QUOTE = 34;

/** Characters a quoted cell of a spreadsheet holds: without one of them it would not be quoted. */
const QUOTED_CONTENT = /[\t\n\r"]/;

/**
 * The quoted cell opening at `start` (a quote) in `text` up to `end`: its value and where it ends
 * (at a tab, a line end or `end`), or null when it is not one. It is not when the closing quote is
 * missing or followed by anything else than a tab or a line end (`"5" wide`), and when its value
 * holds no tab, line break or quote: no spreadsheet would have quoted such a cell, so its quotes
 * are part of the text (Excel writes a cell `"quoted"` just so).
 */
function readQuotedCell(text: string, start: number, end: number): { value: string; next: number } | null {
  let value = '';
  let from = start + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote === -1 || quote >= end) return null;
    const after = quote + 1;
    if (after < end && text.charCodeAt(after) === QUOTE) {
      value += text.slice(from, after); // a doubled quote stands for one
      from = after + 1;
      continue;
    }
    const code = after < end ? text.charCodeAt(after) : -1;
    if (code !== -1 && code !== TAB && code !== LF && code !== CR) return null;
    value += text.slice(from, quote);
    return QUOTED_CONTENT.test(value) ? { value, next: after } : null;
  }
}

/**
 * Pasted tab-separated text back into rows of cell texts. Reads what Excel, LibreOffice Calc,
 * Google Sheets and formatTsv write: tabs between cells; CRLF, LF or CR line ends; one line end at
 * the very end ignored; quoted cells (tabs, line breaks and "" inside) where a spreadsheet would have
 * quoted them, and quotes anywhere else kept as text (`a"b`, `"quoted"`, an unclosed `"5 inch`).
 * Line breaks inside a quoted cell are kept as written. Ragged rows stay ragged (the caller pads);
 * an empty text gives no rows. Runs in time linear in the length of the text.
 */
export function parseTsv(text: string): string[][] {
  if (text === '') return [];
  let end = text.length;
  if (text.endsWith('\r\n')) end -= 2;
  else if (text.endsWith('\n') || text.endsWith('\r')) end -= 1;
  if (!text.includes('"')) return splitPlain(text.slice(0, end));

  const rows: string[][] = [];
  let row: string[] = [];
  let pos = 0;
  for (;;) {
    // at the start of a cell
    let cellEnd = -1;
    if (pos < end && text.charCodeAt(pos) === QUOTE) {
      const quoted = readQuotedCell(text, pos, end);
      if (quoted) {
        row.push(quoted.value);
        cellEnd = quoted.next;
      }
    }
    if (cellEnd === -1) {
      cellEnd = pos;
      while (cellEnd < end) {
        const code = text.charCodeAt(cellEnd);
        if (code === TAB || code === LF || code === CR) break;
        cellEnd++;
      }
      row.push(text.slice(pos, cellEnd));
    }
    if (cellEnd >= end) break;
    const code = text.charCodeAt(cellEnd);
    pos = cellEnd + 1;
    if (code === TAB) continue;
    if (code === CR && text.charCodeAt(pos) === LF) pos++;
    rows.push(row);
    row = [];
  }
  rows.push(row);
  return rows;
}

/** `text` without any quote, split at line ends and tabs: the common case, done without a scan. */
function splitPlain(text: string): string[][] {
  return text.split(/\r\n|\n|\r/).map((line) => line.split('\t'));
}

// ---------------------------------------------------------------------------------------------
// HTML table

/** Text as HTML text content: every character that could start or end markup or an attribute escaped. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function htmlCell(text: string): string {
  const lines = text.split(/\r\n|\n|\r/).map(escapeHtml);
  // A line break at the very end of a cell shows no empty line, so it takes a second <br>.
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.push('');
  return `<td>${lines.join('<br>')}</td>`;
}

/**
 * The same range as an HTML table, the text/html of a copied range, for pasting into a spreadsheet
 * or a document as a table: one <td> a cell, each cell's text escaped (& < > " '), line breaks as
 * <br>, no attribute anywhere. The style element before it is Excel's: without it, Excel takes a
 * <br> for the start of a new row rather than a line break inside the cell.
 */
export function formatHtmlTable(rows: readonly (readonly string[])[]): string {
  let html = '<style>br{mso-data-placement:same-cell}</style><table><tbody>';
  for (const row of rows) html += `<tr>${row.map(htmlCell).join('')}</tr>`;
  return `${html}</tbody></table>`;
}

/** Table elements, kept as they are (with only their spans) so the parser builds the same table. */
const TABLE_TAGS = new Set(['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th']);

/** Elements kept as they are, with no attribute: their text layout is read from them. */
// prettier-ignore
const KEPT_TAGS = new Set([
  'br', 'pre', 'p', 'div', 'span', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
]);

/** Other elements that make a block of their own: they become a plain <div>. */
// prettier-ignore
const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'section', 'header', 'footer', 'nav', 'main', 'figure',
  'figcaption', 'details', 'summary', 'center', 'fieldset', 'legend', 'hgroup', 'dir', 'menu',
  'listing',
]);

/** Elements removed with all they hold: nothing of them shows as text of a cell. */
const DROPPED_TAGS = new Set([...RAW_TEXT_ELEMENTS, 'template', 'svg', 'math', 'object']);

/** Elements that never have content: no end tag is looked for, and they are left out. */
// prettier-ignore
const VOID_TAGS = new Set([
  'area', 'base', 'basefont', 'bgsound', 'col', 'embed', 'frame', 'hr', 'image', 'img', 'input',
  'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr',
]);

/** Tags a browser merges into the document's own elements, and a column group's (no text): left out. */
const SKIPPED_TAGS = new Set(['html', 'head', 'body', 'colgroup', 'plaintext']);

/** Foreign roots, whose `<svg/>` closes at once (in HTML a slash does not close an element). */
const FOREIGN_TAGS = new Set(['svg', 'math']);

/** The span attribute `value` as written, as the digits of the integer a browser would read from it, or null. */
function spanDigits(value: string): string | null {
  const match = /^[\t\n\f\r ]*\+?(\d+)/.exec(value);
  return match ? String(Math.min(Number(match[1]), 65534)) : null;
}

/**
 * The markup of pasted `html` rebuilt from its tokens with only what its cells' text depends on:
 * table elements with their colspan and rowspan (as numbers), line breaks and plain block and
 * inline elements, with no other attribute; text with `<` and `>` escaped; scripts, styles,
 * embedded content and the like gone with what they hold; comments gone. No tag or attribute of the
 * source reaches the parser, so no element with an event handler or a source to load is ever
 * created, not even in an inert document (where Chrome would still report each handler to the
 * page's Content-Security-Policy). Character references stay as written, for the parser to decode.
 */
function inertTableMarkup(tokens: readonly HtmlToken[]): string {
  let out = '';
  /**
   * The dropped element being skipped, how deep in nested elements of its name, and in how many
   * tables opened inside it.
   */
  let skipping: { name: string; depth: number; tables: number } | null = null;
  for (const token of tokens) {
    if (skipping) {
      if (token.type === 'start' && token.name === skipping.name) skipping.depth++;
      else if (token.type === 'end' && token.name === skipping.name && --skipping.depth === 0)
        skipping = null;
      else if (token.type === 'start' && token.name === 'table') skipping.tables++;
      else if (token.type === 'end' && token.name === 'table' && skipping.tables > 0) skipping.tables--;
      else if (token.type === 'end' && TABLE_TAGS.has(token.name) && skipping.tables === 0) {
        // A table element closing around an unclosed <svg> (or the like) closes that too, as in a
        // browser, so the rest of the table is still read.
        skipping = null;
        out += `</${token.name}>`;
      }
      continue;
    }
    if (token.type === 'text') {
      out += token.text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
      continue;
    }
    const { name } = token;
    if (DROPPED_TAGS.has(name)) {
      const isEmpty = token.type === 'start' && token.selfClosing && FOREIGN_TAGS.has(name);
      if (token.type === 'start' && !isEmpty) skipping = { name, depth: 1, tables: 0 };
      continue;
    }
    if (SKIPPED_TAGS.has(name) || VOID_TAGS.has(name)) continue;
    const kept = TABLE_TAGS.has(name) || KEPT_TAGS.has(name) ? name : BLOCK_TAGS.has(name) ? 'div' : 'span';
    if (token.type === 'end') {
      out += `</${kept}>`;
      continue;
    }
    let attributes = '';
    if (kept === 'td' || kept === 'th') {
      for (const [attribute, value] of token.attributes) {
        if (attribute !== 'colspan' && attribute !== 'rowspan') continue;
        const digits = spanDigits(value);
        if (digits !== null) attributes += ` ${attribute}="${digits}"`;
      }
    }
    out += `<${kept}${attributes}>`;
  }
  return out;
}

/** Elements whose start and end break the line their text is on. */
// prettier-ignore
const LINE_BLOCKS = new Set([
  'p', 'div', 'pre', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th',
]);

/**
 * Builds the text a cell shows, the way a browser lays it out: runs of white space collapse to one
 * space and go at the start and end of a line (except inside <pre>), <br> and the edges of blocks
 * break the line, a line break at the very end shows nothing. A no-break space (which Excel and
 * Google Sheets write for spaces they want kept) reads as a space.
 */
class CellText {
  private text = '';
  /** Collapsed white space seen, written only if more text follows on the same line. */
  private space = false;
  /** The edge of a block seen, a line break written only if more text follows. */
  private lineBreak = false;

  private get atLineStart(): boolean {
    return this.text === '' || this.text.endsWith('\n');
  }

  private write(chunk: string): void {
    if (this.lineBreak && !this.atLineStart) this.text += '\n';
    else if (this.space && !this.atLineStart) this.text += ' ';
    this.lineBreak = this.space = false;
    this.text += chunk.replace(/\u00a0/g, ' ');
  }

  collapsed(chunk: string): void {
    for (const part of chunk.split(/([\t\n\f\r ]+)/)) {
      if (part === '') continue;
      if (/^[\t\n\f\r ]/.test(part)) this.space = true;
      else this.write(part);
    }
  }

  preserved(chunk: string): void {
    if (chunk !== '') this.write(chunk.replace(/\r\n?/g, '\n'));
  }

  lineBreakElement(): void {
    this.space = false; // white space before a line break is not shown
    this.write('\n');
  }

  blockEdge(): void {
    this.space = false;
    this.lineBreak = true;
  }

  result(): string {
    return this.text.endsWith('\n') ? this.text.slice(0, -1) : this.text;
  }
}

function readCellText(node: Node, into: CellText, preserve: boolean): void {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === Node.TEXT_NODE) {
      const data = (child as Text).data;
      if (preserve) into.preserved(data);
      else into.collapsed(data);
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const name = (child as Element).localName;
    if (name === 'br') {
      into.lineBreakElement();
      continue;
    }
    const isBlock = LINE_BLOCKS.has(name);
    if (isBlock) into.blockEdge();
    readCellText(child, into, preserve || name === 'pre');
    if (isBlock) into.blockEdge();
  }
}

/** A span attribute's number (already digits, see spanDigits): 1 when missing, `zero` for 0, at most `max`. */
function spanOf(cell: Element, attribute: string, zero: number, max: number): number {
  const value = cell.getAttribute(attribute);
  if (value === null) return 1;
  return value === '0' ? zero : Math.min(Number(value), max);
}

/**
 * The rows of `table` in table order: its header rows, its body rows and rows of its own, then its
 * footer rows: what `table.rows` gives. The elements are walked sibling by sibling, as jsdom takes
 * quadratic time to list `rows`, `cells` or `children` of a large table.
 */
function tableRows(table: HTMLTableElement): HTMLTableRowElement[] {
  const head: HTMLTableRowElement[] = [];
  const body: HTMLTableRowElement[] = [];
  const foot: HTMLTableRowElement[] = [];
  const add = (into: HTMLTableRowElement[], section: Element) => {
    for (let el = section.firstElementChild; el; el = el.nextElementSibling)
      if (el.localName === 'tr') into.push(el as HTMLTableRowElement);
  };
  for (let child = table.firstElementChild; child; child = child.nextElementSibling) {
    if (child.localName === 'tr') body.push(child as HTMLTableRowElement);
    else if (child.localName === 'tbody') add(body, child);
    else if (child.localName === 'thead') add(head, child);
    else if (child.localName === 'tfoot') add(foot, child);
  }
  return head.concat(body, foot);
}

/**
 * The most cells a pasted table may make, spans included: far more than a range anyone copies, few
 * enough that spans (a thousand columns down to the end of a long table, row after row) cannot
 * hold up the page.
 */
const MAX_TABLE_CELLS = 1_000_000;

/**
 * Rows from a pasted text/html table (Google Sheets, Excel, LibreOffice, a web page, formatHtmlTable),
 * or null when the HTML holds no table. Reads the first table (with the tables inside its cells as
 * text of those cells): each row's cells in order, a cell spanning several columns or rows
 * (colspan, rowspan, as the browser limits them) as its text followed by empty cells, each cell's text
 * as the browser shows it (white space collapsed, <br> and blocks as line breaks). Rows may be ragged.
 * A table that would make more than a million cells gives null too.
 *
 * The HTML is never inserted into the page: it is first read as tokens (lib/htmlTokens) and rebuilt
 * with no attribute but the spans and no script, style or embedded content, and only that is parsed
 * by DOMParser, into a document that nothing renders, runs or loads.
 */
export function parseHtmlTable(html: string): string[][] | null {
  if (!/<table/i.test(html)) return null;
  const markup = inertTableMarkup(tokenizeHtml(html));
  const table = new DOMParser().parseFromString(markup, 'text/html').querySelector('table');
  if (!table) return null;
  const rows = tableRows(table);
  const grid: (string | undefined)[][] = rows.map(() => []);
  // the index of the last row of each row's group (thead, tbody…): a cell spans no further down
  const groupEnds = new Array<number>(rows.length);
  for (let r = rows.length - 1; r >= 0; r--)
    groupEnds[r] = rows[r + 1]?.parentElement === rows[r].parentElement ? groupEnds[r + 1] : r;
  let cellCount = 0;
  for (let r = 0; r < rows.length; r++) {
    const sectionEnd = groupEnds[r];
    const line = grid[r];
    let column = 0;
    for (let cell = rows[r].firstElementChild; cell; cell = cell.nextElementSibling) {
      if (cell.localName !== 'td' && cell.localName !== 'th') continue;
      while (line[column] !== undefined) column++;
      const colspan = spanOf(cell, 'colspan', 1, 1000);
      const rowspan = spanOf(cell, 'rowspan', sectionEnd - r + 1, sectionEnd - r + 1);
      cellCount += colspan * rowspan;
      if (cellCount > MAX_TABLE_CELLS) return null;
      const text = new CellText();
      readCellText(cell, text, false);
      for (let down = 0; down < rowspan; down++)
        for (let across = 0; across < colspan; across++)
          grid[r + down][column + across] = down === 0 && across === 0 ? text.result() : '';
      column += colspan;
    }
  }
  // a cell spanning down from above can leave a gap before it in a shorter row
  return grid.map((line) => Array.from(line, (cell) => cell ?? ''));
}

// ---------------------------------------------------------------------------------------------
// Paste

/** `text` with no white space and no quotes: what text/plain and text/html of one copy both hold. */
function bareText(text: string): string {
  return text.replace(/[\s"]+/g, '');
}

function normalizeSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The rows to paste from a paste event's clipboard data (text/html and text/plain of one copy).
 * The HTML table is read when it holds the same text as the tab-separated text (white space and
 * quotes aside), so that it is the copied range and not a table within a copied page: it then
 * decides where cells start and end, which the text cannot always tell (Excel leaves a cell starting
 * with a quote unquoted). Where both give the same rows and columns, each cell takes the text's
 * version when the two agree but for white space, as the text keeps tabs, runs of spaces and line
 * breaks that HTML collapses. Otherwise the tab-separated text is read.
 */
export function rowsFromClipboard(data: { getData(type: string): string }): string[][] {
  const text = data.getData('text/plain');
  const html = data.getData('text/html');
  const tsv = parseTsv(text);
  const table = html ? parseHtmlTable(html) : null;
  if (!table) return tsv;
  if (text === '') return table;
  if (bareText(text) !== bareText(table.map((row) => row.join('')).join(''))) return tsv;
  const sameShape = tsv.length === table.length && tsv.every((row, r) => row.length === table[r].length);
  if (!sameShape) return table;
  return table.map((row, r) =>
    row.map((cell, c) => (normalizeSpaces(cell) === normalizeSpaces(tsv[r][c]) ? tsv[r][c] : cell)),
  );
}
