import { isHttpUrl } from '../../lib/recordCells';
import type { LogEntry } from '../../api/logs';

const METHOD_TONES: Record<string, 'info' | 'success' | 'warning' | 'danger'> = {
  GET: 'info',
  POST: 'success',
  PATCH: 'warning',
  DELETE: 'danger',
};

/** Method colours: get info, post success, patch warning, delete danger; anything else neutral. */
export function methodTone(method: string): 'info' | 'success' | 'warning' | 'danger' | 'neutral' {
  return METHOD_TONES[method.toUpperCase()] ?? 'neutral';
}

export function isErrorStatus(status: number): boolean {
  return status >= 400;
}

// The server renders missing details with Go's fmt.Sprint: these mean "nothing".
const EMPTY_GO_VALUES = new Set(['', '<nil>', 'map[]', '[]']);

/**
 * A row shows the error icon when its meta holds an error message or error data. The data may come
 * as `errorData`; PocketBase 0.15.3 writes it as `errorDetails` (a string): both count.
 */
export function hasLogError(log: Pick<LogEntry, 'meta'>): boolean {
  const meta: unknown = log.meta;
  if (!meta || typeof meta !== 'object') return false;
  const { errorMessage, errorData, errorDetails } = meta as Record<string, unknown>;
  const isPresent = (v: unknown) =>
    v !== undefined &&
    v !== null &&
    !(typeof v === 'string' && EMPTY_GO_VALUES.has(v.trim())) &&
    !(typeof v === 'object' && Object.keys(v).length === 0);
  return isPresent(errorMessage) || isPresent(errorData) || isPresent(errorDetails);
}

/** Only http(s) URLs may become links; anything else (javascript:, data:, garbage) stays text. */
export function safeHttpUrl(value: string): string | null {
  return isHttpUrl(value) ? new URL(value).href : null;
}

/** Meta as indented JSON, or null when there is nothing in it. */
export function formatMeta(meta: unknown): string | null {
  if (meta === null || meta === undefined) return null;
  if (typeof meta === 'object' && Object.keys(meta).length === 0) return null;
  return JSON.stringify(meta, null, 2);
}
