// File uploads of the record editor (an uploader with previews): how far each file of a multipart
// body has been sent, which uploads count as large, and the checks a picked or dropped file passes
// before it is added (the field's mime types and its maximum size). The server checks both again on
// save (by content, not by name); these only spare the admin a failed save.
import type { FieldLike } from './schema';

/** A file at or above this size shows a progress bar while the record is saved (1 MiB). */
export const LARGE_FILE_BYTES = 1_048_576;

/** Whether any of the files is large enough (≥ 1 MiB) for a progress bar. */
export function isLargeUpload(files: ReadonlyArray<{ size: number }>): boolean {
  return files.some((file) => file.size >= LARGE_FILE_BYTES);
}

function clamp01(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(1, Math.max(0, value));
}

/**
 * Each file's share sent (0..1, by key) when `loaded` of `total` bytes of a multipart body are sent.
 * The body holds the other fields first, then the files in the order given, so file i starts at
 * `total - sum(sizes) + sum(sizes before i)`. The multipart headers of each part are not counted, so
 * a file may read slightly ahead of the bytes actually sent; values stay within 0..1. An empty file
 * reads 1 once the bytes before it are sent. Nothing known yet (`total` ≤ 0): every file reads 0.
 */
export function fileProgress(
  files: ReadonlyArray<{ key: string; size: number }>,
  loaded: number,
  total: number,
): Map<string, number> {
  const progress = new Map<string, number>();
  const sizes = files.map((file) => (Number.isFinite(file.size) && file.size > 0 ? file.size : 0));
  if (!(total > 0)) {
    for (const file of files) progress.set(file.key, 0);
    return progress;
  }
  const sum = sizes.reduce((a, b) => a + b, 0);
  let start = total - sum;
  files.forEach((file, i) => {
    const size = sizes[i];
    const sent = loaded - start;
    progress.set(file.key, size > 0 ? clamp01(sent / size) : sent >= 0 ? 1 : 0);
    start += size;
  });
  return progress;
}

/** Extensions of common types, for files the browser gives no type ('') (lower case, no dot). */
const MIME_BY_EXTENSION: { readonly [ext: string]: readonly string[] } = {
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  avif: ['image/avif'],
  bmp: ['image/bmp'],
  svg: ['image/svg+xml'],
  ico: ['image/x-icon', 'image/vnd.microsoft.icon'],
  heic: ['image/heic'],
  mp4: ['video/mp4'],
  webm: ['video/webm', 'audio/webm'],
  mov: ['video/quicktime'],
  avi: ['video/x-msvideo'],
  mkv: ['video/x-matroska'],
  ogv: ['video/ogg'],
  mp3: ['audio/mpeg'],
  wav: ['audio/wav', 'audio/x-wav', 'audio/wave'],
  ogg: ['audio/ogg'],
  m4a: ['audio/mp4', 'audio/x-m4a'],
  flac: ['audio/flac', 'audio/x-flac'],
  aac: ['audio/aac'],
  pdf: ['application/pdf'],
  txt: ['text/plain'],
  csv: ['text/csv'],
  md: ['text/markdown'],
  html: ['text/html'],
  json: ['application/json'],
  xml: ['application/xml', 'text/xml'],
  zip: ['application/zip'],
  gz: ['application/gzip'],
  rtf: ['application/rtf', 'text/rtf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ppt: ['application/vnd.ms-powerpoint'],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  odt: ['application/vnd.oasis.opendocument.text'],
  ods: ['application/vnd.oasis.opendocument.spreadsheet'],
};

/** The field's allowed mime types: trimmed, lower case, empty entries dropped. */
function normalizeMimeTypes(mimeTypes: readonly unknown[]): string[] {
  return mimeTypes
    .filter((type): type is string => typeof type === 'string')
    .map((type) => type.trim().toLowerCase())
    .filter(Boolean);
}

/** A file input's `accept` for the field's mime types (joined with ','); undefined when any type goes. */
export function acceptAttribute(mimeTypes: readonly unknown[] | undefined | null): string | undefined {
  const types = Array.isArray(mimeTypes) ? normalizeMimeTypes(mimeTypes) : [];
  return types.length ? types.join(',') : undefined;
}

function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

/**
 * Whether a file may be added to a field taking `mimeTypes` (an empty list means no restriction):
 * its type matches one of them exactly (case-insensitive, parameters ignored), or the browser gave
 * no type and its extension is one of a known type in the list.
 */
export function isAllowedType(
  file: { readonly name: string; readonly type: string },
  mimeTypes: readonly unknown[] | undefined | null,
): boolean {
  const allowed = Array.isArray(mimeTypes) ? normalizeMimeTypes(mimeTypes) : [];
  if (allowed.length === 0) return true;
  const type = file.type.split(';')[0].trim().toLowerCase();
  if (type) return allowed.includes(type);
  const ext = extensionOf(file.name);
  const known = Object.prototype.hasOwnProperty.call(MIME_BY_EXTENSION, ext) ? MIME_BY_EXTENSION[ext] : [];
  return known.some((mime) => allowed.includes(mime));
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** A size for people: '512 B', '1.5 KB', '5 MB' (1 KB = 1024 B, one decimal, '.0' dropped). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let unit = 0;
  let value = bytes;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  let rounded = unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  if (rounded >= 1024 && unit < UNITS.length - 1) {
    rounded = Math.round((rounded / 1024) * 10) / 10;
    unit++;
  }
  return `${rounded} ${UNITS[unit]}`;
}

/** The field's maxSize option (bytes) when it is a positive number, else null (no limit). */
function maxSizeOption(field: Pick<FieldLike, 'options'>): number | null {
  const max: unknown = field.options?.maxSize;
  return typeof max === 'number' && Number.isFinite(max) && max > 0 ? max : null;
}

/**
 * The files a file field takes by type and size, in order, and one message per file refused:
 * '{name} is not an allowed file type.' or '{name} is larger than {maxSize}.'. The number of files
 * is checked apart (`addFiles`).
 */
export function checkFiles(
  field: Pick<FieldLike, 'options'>,
  files: readonly File[],
): { accepted: File[]; messages: string[] } {
  const mimeTypes: unknown = field.options?.mimeTypes;
  const allowedTypes = Array.isArray(mimeTypes) ? (mimeTypes as unknown[]) : [];
  const maxSize = maxSizeOption(field);
  const accepted: File[] = [];
  const messages: string[] = [];
  for (const file of files) {
    if (!isAllowedType(file, allowedTypes)) {
      messages.push(`${file.name} is not an allowed file type.`);
    } else if (maxSize !== null && file.size > maxSize) {
      messages.push(`${file.name} is larger than ${formatBytes(maxSize)}.`);
    } else {
      accepted.push(file);
    }
  }
  return { accepted, messages };
}
