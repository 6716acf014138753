// What the records table cells and the read-only record preview show, and how a file's type is
// told from its name. Everything returns plain strings or data: nothing here puts markup into
// the page, and rich text is read through an inert document (no scripts run, nothing loads).
import { formatServerDate } from './dates';

/** General display truncation of a cell value (characters). */
export const CELL_TEXT_MAX = 150;
/** Longest text shown in a cell's tooltip. */
export const TOOLTIP_MAX = 800;
/** Plain text of rich-text (editor) content in a cell. */
export const EDITOR_TEXT_MAX = 250;
/** JSON text in a cell. */
export const JSON_TEXT_MAX = 500;
/** Related records listed in a compact cell. */
export const CELL_RELATIONS_MAX = 20;
/** Related records listed in the preview. */
export const PREVIEW_RELATIONS_MAX = 500;
/** Files listed in a compact cell. */
export const CELL_FILES_MAX = 10;
/** Files listed in the preview. */
export const PREVIEW_FILES_MAX = 500;
/** The record preview shows up to 5 file fields. */
export const PREVIEW_FILE_FIELDS_MAX = 5;

const ELLIPSIS = '…';

type Segmenter = { segment(text: string): Iterable<{ segment: string }> };

let graphemes: Segmenter | null | undefined;

function graphemeSegmenter(): Segmenter | null {
  if (graphemes === undefined) {
    graphemes = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined) : null;
  }
  return graphemes;
}

/** The first `count` characters (user-perceived where Intl.Segmenter exists, else code points) and whether text was left over. */
function leadingCharacters(text: string, count: number): { head: string; cut: boolean } {
  const pieces: Iterable<string | { segment: string }> = graphemeSegmenter()?.segment(text) ?? text;
  let head = '';
  let taken = 0;
  for (const piece of pieces) {
    if (taken === count) return { head, cut: true };
    head += typeof piece === 'string' ? piece : piece.segment;
    taken++;
  }
  return { head, cut: false };
}

/** Cuts text to `max` characters (never inside an emoji) and adds '…' when something was cut. */
export function truncate(text: string, max: number): string {
  const limit = Math.max(0, Math.floor(max));
  // a string no longer than `limit` UTF-16 units has at most `limit` characters
  if (text.length <= limit) return text;
  // fast path, no segmenter (its construction alone costs ~40 ms): below U+0300 there are no combining
  // marks, joiners or surrogates, so each UTF-16 unit up to the cut is a character of its own
  if (!/[^\t-\u02ff]/.test(text.slice(0, limit + 1))) return text.slice(0, limit).trimEnd() + ELLIPSIS;
  const { head, cut } = leadingCharacters(text, limit);
  return cut ? head.trimEnd() + ELLIPSIS : head;
}

/** Elements whose content is never shown as text. */
const SKIPPED = ['script', 'style', 'template', 'noscript', 'iframe', 'head', 'textarea', 'title'];
/** Elements that start a new line of text. */
// prettier-ignore
const BLOCKS = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption',
  'figure', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p',
  'pre', 'section', 'summary', 'table', 'td', 'th', 'tr', 'ul',
]);

const SKIPPED_CONTENT = new RegExp(`<(${SKIPPED.join('|')})\\b[^>]*>[\\s\\S]*?(</\\1\\s*>|$)`, 'gi');
const COMMENT = /<!--[\s\S]*?(-->|$)/g;
/** A tag: its name, then attributes (quoted values may hold '>'). */
const TAG = /<\/?([a-zA-Z][\w:-]*)(?:[^>"']|"[^"]*"|'[^']*')*>?/g;
const NAMED_ENTITIES: { [name: string]: string } = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  copy: '©',
  reg: '®',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  euro: '€',
  trade: '™',
  middot: '·',
  bull: '•',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const point =
        code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/**
 * The text of rich-text HTML, blocks separated by a space and whitespace collapsed. It reads the
 * markup as a string and never builds DOM from it (not even an inert document, whose inline
 * handlers the browser still compiles against the page's policy), so nothing in it can run or load.
 */
export function htmlToPlainText(html: string): string {
  if (!html) return '';
  const text = html
    .replace(COMMENT, ' ')
    .replace(SKIPPED_CONTENT, ' ')
    .replace(TAG, (_tag, name: string) => (BLOCKS.has(name.toLowerCase()) ? ' ' : ''));
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A json field value as compact JSON text: '' for null/undefined; a string that already is JSON text as it is. */
export function jsonText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' && isJsonText(value)) return value;
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return String(value); // a BigInt or a cycle (never in API data)
  }
}

/** Whether text is an absolute http: or https: URL, safe to use as a link (no whitespace or control characters). */
export function isHttpUrl(text: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (!/^https?:\/\//i.test(text) || /[\s\u0000-\u001f\u007f]/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** How a file is shown, by its extension. */
export type FileKind = 'image' | 'video' | 'audio' | 'document' | 'file';

const KINDS: ReadonlyArray<readonly [Exclude<FileKind, 'file'>, ReadonlySet<string>]> = [
  ['image', new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg', 'bmp', 'ico', 'avif'])],
  ['video', new Set(['mp4', 'avi', 'mov', '3gp', 'webm', 'mkv', 'ogv'])],
  ['audio', new Set(['mp3', 'wav', 'ogg', 'm4a', 'flac', 'aac'])],
  [
    'document',
    new Set(['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'txt', 'csv', 'rtf', 'md']),
  ],
];

/** Image types the server makes thumbs of (svg is never thumbed nor shown inline). */
const THUMBABLE = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp']);

function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

/** The kind of a file by its extension (case-insensitive): image, video, audio, document or file. */
export function fileKind(filename: string): FileKind {
  const ext = extensionOf(filename);
  for (const [kind, extensions] of KINDS) if (extensions.has(ext)) return kind;
  return 'file';
}

/** Whether the server can make a thumb of the file (jpg, jpeg, png, gif, webp; never svg). */
export function canThumb(filename: string): boolean {
  return THUMBABLE.has(extensionOf(filename));
}

/** The first `max` items and how many more there are. */
export function splitLimit<T>(items: readonly T[], max: number): { shown: T[]; rest: number } {
  const limit = Math.max(0, Math.floor(max));
  return { shown: items.slice(0, limit), rest: Math.max(0, items.length - limit) };
}

function labelPart(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (Array.isArray(value)) return value.map(labelPart).filter(Boolean).join(', ');
  return jsonText(value);
}

/** A related record's label: its display field values joined with ', ' (empty ones skipped), else its id. */
export function relationLabel(
  record: { readonly id: string; readonly [field: string]: unknown },
  displayFields: readonly string[],
): string {
  const parts = displayFields.map((name) => labelPart(record[name])).filter(Boolean);
  return parts.length ? parts.join(', ') : record.id;
}

/** A select/relation/file value (a string, a list or nothing) as a list without empty entries. */
export function fieldValues(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string' && item !== '');
}

/** A server date shown in a cell: 'YYYY-MM-DD HH:MM:SS UTC'; '' for empty, the zero date or a non-string. */
export function formatCellDate(value: unknown): string {
  return typeof value === 'string' ? formatServerDate(value) : '';
}
