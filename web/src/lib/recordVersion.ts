// When a record changed: the server's `updated` stamps, compared as instants.

import { isZeroDate } from './dates';

const SERVER_DATE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?Z?$/;

/** A server date as whole UTC milliseconds (to the second) and its fraction as 9 digits; null if unreadable. */
function serverInstant(value: unknown): { time: number; fraction: string } | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (isZeroDate(text)) return null;
  const match = SERVER_DATE.exec(text);
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1, 7).map(Number);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hours, minutes, seconds, 0);
  const valid =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hours &&
    date.getUTCMinutes() === minutes &&
    date.getUTCSeconds() === seconds;
  return valid ? { time: date.getTime(), fraction: (match[7] ?? '').padEnd(9, '0') } : null;
}

/**
 * Whether the server's `updated` ('YYYY-MM-DD HH:MM:SS.SSSZ', UTC) is later than the one the editor
 * loaded. Compared as instants (a 'T' separator, a missing 'Z' or fewer fraction digits are read
 * too); an empty, zero ('0001-01-01…') or unreadable date on either side gives false.
 */
export function isNewerOnServer(loadedUpdated: string, serverUpdated: string): boolean {
  const loaded = serverInstant(loadedUpdated);
  const current = serverInstant(serverUpdated);
  if (!loaded || !current) return false;
  if (loaded.time !== current.time) return current.time > loaded.time;
  return current.fraction > loaded.fraction;
}
