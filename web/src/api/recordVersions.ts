import type { Record as PbRecord } from 'pocketbase';

/**
 * Whether a copy of a record is older than the one already shown. A save's answer can reach the
 * browser after the realtime event of a later change by someone else; putting it in place would
 * show a value the server no longer has. The server's `updated` stamps (`2026-01-31 12:00:00.123Z`)
 * sort as text; records without one (views) are never taken for older.
 */
export function isOlderCopy(incoming: PbRecord, shown: PbRecord): boolean {
  const next = typeof incoming.updated === 'string' ? incoming.updated : '';
  const current = typeof shown.updated === 'string' ? shown.updated : '';
  return next !== '' && current !== '' && next < current;
}
