// Date-time values of the record editor: '' or 'YYYY-MM-DD HH:MM:SS', a UTC wall time (the server's
// '2024-05-01 13:45:00.123Z' cut to 19 characters).
//
// A picker works on local Date objects, so a value is handed to it as a local Date with the same
// fields (year … second) and read back from those fields: the text never goes through a time zone,
// whatever the browser's. Nothing here uses toISOString, Date.parse or the getUTC* getters.

/** The length of a value: 'YYYY-MM-DD HH:MM:SS'. */
export const DATE_TIME_LENGTH = 19;

export const DATE_TIME_PLACEHOLDER = 'YYYY-MM-DD HH:MM:SS';

/** A value as the form holds it: at most 19 characters ('…13:45:00.123Z' → '…13:45:00'). */
export function cutDateTime(value: string | null | undefined): string {
  return (value ?? '').slice(0, DATE_TIME_LENGTH);
}

// 'YYYY-MM-DD', 'YYYY-MM-DD HH:MM' or 'YYYY-MM-DD HH:MM:SS' ('T' may stand for the space)
const VALUE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The local Date with the fields of a value ('2024-05-01 13:45:00' → 1 May 2024, 13:45:00 local
 * time), or null when the text is not a date-time. The text is cut to 19 characters first.
 * The time may be left out (midnight) or its seconds (:00).
 * Null too for a time the local clock skips (a daylight-saving gap): such a Date would show another
 * hour, and a value must never shift.
 */
export function parseDateTimeValue(text: string): Date | null {
  const match = VALUE.exec(cutDateTime(text).trim());
  if (!match) return null;
  // a missing time or seconds part is 0
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(2000, 0, 1, 0, 0, 0, 0);
  date.setFullYear(year, month - 1, day); // setFullYear: years 0–99 are not taken as 19xx
  date.setHours(hours, minutes, seconds, 0);
  const sameFields =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hours &&
    date.getMinutes() === minutes &&
    date.getSeconds() === seconds;
  return sameFields ? date : null; // 2024-02-30, 24:00:00, a skipped local hour
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A Date's local fields as a value: 1 May 2024, 13:45:00 local time → '2024-05-01 13:45:00'. */
export function formatDateTimeValue(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

export interface Debounced<A extends unknown[]> {
  /** Calls `fn` with these arguments once `ms` have passed without another call. */
  (...args: A): void;
  /** Makes the waiting call now (nothing when none waits). */
  flush(): void;
  /** Drops the waiting call. */
  cancel(): void;
  isPending(): boolean;
}

/** Trailing-edge debounce, with `flush` (e.g. when the focus leaves) and `cancel` (a newer value). */
export function createDebounced<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingArgs: A | null = null;
  const run = () => {
    const args = pendingArgs;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pendingArgs = null;
    if (args) fn(...args);
  };
  const debounced = (...args: A) => {
    pendingArgs = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  debounced.flush = run;
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pendingArgs = null;
  };
  debounced.isPending = () => pendingArgs !== null;
  return debounced;
}
