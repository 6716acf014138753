// Pure helpers for the requests-over-time chart (hourly x axis with at most 15 ticks, y axis with
// at most 6 ticks). Times are unix seconds, as uPlot wants them.

export const HOUR = 3600;
export const MAX_X_TICKS = 15;
export const MAX_Y_TICKS = 6;
/** Gaps are filled with zero hours up to this many points (a year), beyond that points stay sparse. */
const MAX_FILLED_POINTS = 24 * 366;

export interface StatsPoint {
  total: number;
  date: string;
}

export interface ChartSeries {
  /** Hour starts, unix seconds, ascending. */
  times: number[];
  totals: number[];
  total: number;
}

/** The server answers a bare array; older or proxied answers wrap it in {items}. */
export function statsItems(response: unknown): StatsPoint[] {
  const raw = Array.isArray(response)
    ? response
    : response && typeof response === 'object' && Array.isArray((response as { items?: unknown }).items)
      ? (response as { items: unknown[] }).items
      : [];
  return raw.filter(
    (p): p is StatsPoint =>
      !!p &&
      typeof p === 'object' &&
      typeof (p as StatsPoint).date === 'string' &&
      typeof (p as StatsPoint).total === 'number',
  );
}

/** 'YYYY-MM-DD HH:00:00(.000Z)' (UTC) → unix seconds; NaN when unreadable. */
export function parseStatsDate(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(date);
  if (!m) return NaN;
  const [, y, mo, d, h, mi, s] = m.map(Number);
  return Date.UTC(y, mo - 1, d, h, mi, s) / 1000;
}

/** Sorted hourly series with empty hours filled with zero, and the sum of all totals. */
export function toChartSeries(points: readonly StatsPoint[]): ChartSeries {
  const byHour = new Map<number, number>();
  for (const p of points) {
    const t = parseStatsDate(p.date);
    if (Number.isNaN(t)) continue;
    const hour = Math.floor(t / HOUR) * HOUR;
    byHour.set(hour, (byHour.get(hour) ?? 0) + p.total);
  }
  const hours = [...byHour.keys()].sort((a, b) => a - b);
  const total = [...byHour.values()].reduce((sum, n) => sum + n, 0);
  if (hours.length === 0) return { times: [], totals: [], total };
  const first = hours[0];
  const last = hours[hours.length - 1];
  if ((last - first) / HOUR + 1 > MAX_FILLED_POINTS) {
    return { times: hours, totals: hours.map((h) => byHour.get(h) ?? 0), total };
  }
  const times: number[] = [];
  const totals: number[] = [];
  for (let h = first; h <= last; h += HOUR) {
    times.push(h);
    totals.push(byHour.get(h) ?? 0);
  }
  return { times, totals, total };
}

/** '1 log', '25 logs'. */
export function formatLogsTotal(total: number): string {
  return `${total} ${total === 1 ? 'log' : 'logs'}`;
}

/**
 * The x range shown: one hour either side of the data, so a single point is centred and the last
 * point's hour (which runs to max + 1 h) can be selected whole.
 */
export function xRange(min: number, max: number): [number, number] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, HOUR];
  return [min - HOUR, max + HOUR];
}

/** Hour-aligned x ticks inside [min, max], a whole number of hours apart, at most `maxTicks`. */
export function hourTicks(min: number, max: number, maxTicks = MAX_X_TICKS): number[] {
  if (!(max >= min)) return [];
  const spanHours = (max - min) / HOUR;
  let stepHours = Math.max(1, Math.ceil(spanHours / Math.max(1, maxTicks - 1)));
  // Prefer steps that read well on a clock.
  const nice = [1, 2, 3, 4, 6, 8, 12, 24, 48, 72, 168];
  stepHours = nice.find((n) => n >= stepHours) ?? Math.ceil(stepHours / 168) * 168;
  const step = stepHours * HOUR;
  const ticks: number[] = [];
  for (let t = Math.ceil(min / step) * step; t <= max; t += step) ticks.push(t);
  while (ticks.length > maxTicks) ticks.pop();
  return ticks;
}

/** A 'nice' y step (1, 2, 5 × 10^k, integers only) so that 0..max needs at most `maxTicks` ticks. */
export function yStep(max: number, maxTicks = MAX_Y_TICKS): number {
  const top = Math.max(1, max);
  for (let magnitude = 1; ; magnitude *= 10) {
    for (const base of [1, 2, 5]) {
      const step = base * magnitude;
      if (Math.ceil(top / step) + 1 <= maxTicks) return step;
    }
  }
}

/** The y range [0, top] with top a multiple of the step. */
export function yRange(max: number, maxTicks = MAX_Y_TICKS): [number, number] {
  const step = yStep(max, maxTicks);
  return [0, Math.max(step, Math.ceil(Math.max(1, max) / step) * step)];
}

export function yTicks(max: number, maxTicks = MAX_Y_TICKS): number[] {
  const step = yStep(max, maxTicks);
  const [, top] = yRange(max, maxTicks);
  const ticks: number[] = [];
  for (let v = 0; v <= top; v += step) ticks.push(v);
  return ticks;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Tick label in UTC: 'HH:00', with the date 'MM-DD' on the first tick and when the day changes. */
export function hourTickLabels(ticks: readonly number[]): string[] {
  let lastDay = '';
  return ticks.map((t) => {
    const d = new Date(t * 1000);
    const day = `${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
    const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
    const label = day !== lastDay ? `${day} ${time}` : time;
    lastDay = day;
    return label;
  });
}

/** Chart height in px. */
export const CHART_HEIGHT = 250;
