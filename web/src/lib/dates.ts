// Server dates look like '2026-11-22 04:16:37.123Z' (UTC). The zero date means empty.

export function isZeroDate(value: string | null | undefined): boolean {
  return !value || value.startsWith('0001-01-01');
}

/** '2026-11-22 04:16:37.123Z' → '2026-11-22 04:16:37' (for columns labelled UTC); empty for the zero date. */
export function formatServerDateTime(value: string | null | undefined): string {
  if (!value || isZeroDate(value)) return '';
  return value.replace('T', ' ').slice(0, 19);
}

/** '2026-11-22 04:16:37.123Z' → '2026-11-22 04:16:37 UTC'; empty for the zero date. */
export function formatServerDate(value: string | null | undefined): string {
  const text = formatServerDateTime(value);
  return text && text + ' UTC';
}

/** A Date, or unix seconds → the server's filter format 'YYYY-MM-DD HH:mm:ss' in UTC. */
export function toServerDate(date: Date | number): string {
  const d = typeof date === 'number' ? new Date(Math.round(date) * 1000) : date;
  return formatServerDateTime(d.toISOString());
}
