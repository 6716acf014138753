// Filter composition for the request logs screen: the search, the time range and the admin preset.
import { normalizeSearchFilter } from './filter';

/** Fields a plain-text search matches with `~`. */
export const LOG_SEARCH_FIELDS = [
  'method',
  'url',
  'remoteIp',
  'userIp',
  'referer',
  'status',
  'auth',
  'userAgent',
  'created',
] as const;

/** The preset applied while admin requests are hidden. */
export const EXCLUDE_ADMINS_PRESET = 'auth!="admin"';

export interface TimeRange {
  /** Server date format 'YYYY-MM-DD HH:mm:ss' (UTC). */
  from: string;
  to: string;
}

const SERVER_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** A range is usable only when both ends are server dates (they are put into the filter as is). */
export function parseTimeRange(from: string | null, to: string | null): TimeRange | null {
  if (!from || !to || !SERVER_DATE.test(from) || !SERVER_DATE.test(to)) return null;
  return from <= to ? { from, to } : { from: to, to: from };
}

export function timeRangeFilter(range: TimeRange): string {
  return `created >= "${range.from}" && created <= "${range.to}"`;
}

/** `preset && (filter)`; either side may be empty. */
export function withPreset(preset: string, filter: string): string {
  const p = preset.trim();
  const f = filter.trim();
  if (!p) return f;
  if (!f) return p;
  return `${p} && (${f})`;
}

export interface LogsFilterInput {
  /** What the user typed in the search bar (plain text or a filter). */
  search: string;
  includeAdmins: boolean;
  range?: TimeRange | null;
}

/**
 * The filter sent for both the list and the chart: the user's search (normalised like every search
 * box), the chart's time range, and — while admin requests are hidden — the preset in front:
 * `auth!="admin" && (user filter)`.
 */
export function buildLogsFilter({ search, includeAdmins, range }: LogsFilterInput): string {
  const searchFilter = normalizeSearchFilter(search, LOG_SEARCH_FIELDS);
  const rangeFilter = range ? timeRangeFilter(range) : '';
  let user = searchFilter || rangeFilter;
  if (searchFilter && rangeFilter) user = `(${searchFilter}) && ${rangeFilter}`;
  return withPreset(includeAdmins ? '' : EXCLUDE_ADMINS_PRESET, user);
}

/** The logs filter for the screen's address (filter, from, to) and the admin-requests choice. */
export function logsFilterFromAddress(query: URLSearchParams, includeAdmins: boolean): string {
  return buildLogsFilter({
    search: query.get('filter') ?? '',
    includeAdmins,
    range: parseTimeRange(query.get('from'), query.get('to')),
  });
}
