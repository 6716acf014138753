import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import {
  CHART_HEIGHT,
  hourTickLabels,
  hourTicks,
  xRange,
  yRange,
  yTicks,
  type ChartSeries,
} from '../../lib/logsChart';
import { resolvedTheme } from '../../lib/theme';
import { t } from './messages';
import styles from './LogsChart.module.css';

interface LogsChartPlotProps {
  series: ChartSeries;
  /** Called after uPlot has drawn this series. */
  onDrawn: (series: ChartSeries) => void;
  /** A drag across the plot: unix seconds. */
  onSelectRange: (from: number, to: number) => void;
}

/** A colour token as it resolves now, in the theme on screen. */
function token(el: Element, name: string): string {
  return getComputedStyle(el).getPropertyValue(name).trim();
}

function seriesXRange(series: ChartSeries): [number, number] {
  return xRange(series.times[0], series.times[series.times.length - 1]);
}

/** The uPlot drawing itself; a lazy chunk with uPlot and its CSS. */
interface Latest {
  series: ChartSeries;
  onDrawn: (series: ChartSeries) => void;
  onSelectRange: LogsChartPlotProps['onSelectRange'];
}

export default function LogsChartPlot({ series, onDrawn, onSelectRange }: LogsChartPlotProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<uPlot | null>(null);
  const latest = useRef<Latest>({ series, onDrawn, onSelectRange });
  useEffect(() => {
    latest.current = { series, onDrawn, onSelectRange };
    const plot = plotRef.current;
    if (plot && plot.data[0] !== series.times) plot.setData([series.times, series.totals]);
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let plot: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    // Build the chart just after the next paint: the rows that arrive in the same update are
    // drawn first, and the chart follows a frame later instead of holding them back.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        plot = createPlot(host, latest);
        plotRef.current = plot;
        observer = new ResizeObserver(() => {
          const width = Math.max(100, host.clientWidth);
          if (plot && width !== plot.width) plot.setSize({ width, height: CHART_HEIGHT });
        });
        observer.observe(host);
      }, 0);
    });
    // uPlot draws on a canvas with the colours read when it was made: a theme switch makes it anew
    const stopTheme = resolvedTheme.subscribe(() => {
      if (!plot) return;
      plot.destroy();
      plot = createPlot(host, latest);
      plotRef.current = plot;
    });
    return () => {
      stopTheme();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      observer?.disconnect();
      plot?.destroy();
      plotRef.current = null;
    };
  }, []);

  return <div ref={hostRef} className={styles.plot} />;
}

function createPlot(host: HTMLDivElement, latest: { current: Latest }): uPlot {
  const colors = {
    line: token(host, '--color-chart-line'),
    fill: token(host, '--color-chart-fill'),
    axis: token(host, '--color-text-muted'),
    grid: token(host, '--color-border'),
  };
  const axis = {
    stroke: colors.axis,
    grid: { stroke: colors.grid, width: 1 },
    ticks: { stroke: colors.grid, width: 1 },
    font: '11px system-ui, sans-serif',
  };
  const opts: uPlot.Options = {
    width: Math.max(100, host.clientWidth),
    height: CHART_HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: true, y: false, setScale: false }, points: { show: false } },
    select: { show: true, left: 0, top: 0, width: 0, height: 0 },
    scales: {
      // Ranges come from the current series, never from uPlot's running min/max (which a range
      // function would otherwise widen again on every redraw).
      x: { time: true, range: () => seriesXRange(latest.current.series) },
      y: { range: () => yRange(Math.max(0, ...latest.current.series.totals)) },
    },
    series: [
      {},
      {
        label: t('chart.series'),
        stroke: colors.line,
        fill: colors.fill,
        width: 2,
        points: { show: (u) => (u.data[0]?.length ?? 0) <= 1, size: 6, fill: colors.line },
      },
    ],
    axes: [
      {
        ...axis,
        splits: (_u, _i, min, max) => hourTicks(min, max),
        values: (_u, splits) => hourTickLabels(splits),
      },
      {
        ...axis,
        size: 44,
        splits: (_u, _i, _min, max) => yTicks(max),
        values: (_u, splits) => splits.map((v) => String(v)),
      },
    ],
    hooks: {
      draw: [() => latest.current.onDrawn(latest.current.series)],
      setSelect: [
        (u) => {
          if (u.select.width < 2) return;
          const from = u.posToVal(u.select.left, 'x');
          const to = u.posToVal(u.select.left + u.select.width, 'x');
          u.setSelect({ left: 0, top: 0, width: 0, height: 0 }, false);
          latest.current.onSelectRange(from, to);
        },
      ],
    },
  };
  const initial = latest.current.series;
  const plot = new uPlot(opts, [initial.times, initial.totals], host);
  selectByTouch(plot);
  return plot;
}

/**
 * A finger dragged across the plot selects a time range as a mouse drag does: uPlot follows
 * mouse events only, and a touch sends none while it moves. The plot lets vertical drags scroll the
 * page (touch-action in LogsChart.module.css); a sideways one selects. The listeners go with the
 * plot's own elements when it is destroyed.
 */
function selectByTouch(u: uPlot): void {
  const over = u.over;
  let start: number | null = null;
  const offset = (e: PointerEvent) => {
    const box = over.getBoundingClientRect();
    return Math.min(Math.max(e.clientX - box.left, 0), box.width);
  };
  const select = (a: number, b: number, fire: boolean) =>
    u.setSelect({ left: Math.min(a, b), width: Math.abs(b - a), top: 0, height: over.clientHeight }, fire);
  over.addEventListener('pointerdown', (e) => {
    if (e.pointerType !== 'touch' || !e.isPrimary) return;
    start = offset(e);
    over.setPointerCapture(e.pointerId);
  });
  over.addEventListener('pointermove', (e) => {
    if (start !== null && e.isPrimary) select(start, offset(e), false);
  });
  over.addEventListener('pointerup', (e) => {
    if (start === null || !e.isPrimary) return;
    const from = start;
    start = null;
    select(from, offset(e), true); // the setSelect hook filters by the range and clears it
  });
  over.addEventListener('pointercancel', () => {
    start = null;
    u.setSelect({ left: 0, top: 0, width: 0, height: 0 }, false);
  });
}
