import { lazy, Suspense, useMemo, useState } from 'react';
import { useLogsStats } from '../../api/logs';
import { CHART_HEIGHT, toChartSeries, type ChartSeries } from '../../lib/logsChart';
import { Spinner } from '../../ui/Spinner';
import { t } from './messages';
import styles from './LogsChart.module.css';

// the chart chunk (uPlot) is requested as soon as this module loads, alongside the page's data,
// rather than after the stats arrive, when it would compete with drawing the first rows
const chartPlot = import('./LogsChartPlot');
const LogsChartPlot = lazy(() => chartPlot);

interface LogsChartProps {
  filter: string;
  /** A drag across the chart: unix seconds. */
  onSelectRange: (from: number, to: number) => void;
}

/**
 * Requests over time (GET /api/logs/requests/stats with the list's filter): a loader, then the total,
 * and an hourly line chart 250 px high. `data-chart-ready="true"` marks that real data is drawn.
 */
export function LogsChart({ filter, onSelectRange }: LogsChartProps) {
  const stats = useLogsStats(filter);
  const series = useMemo(() => (stats.data ? toChartSeries(stats.data) : null), [stats.data]);
  const [drawn, setDrawn] = useState<ChartSeries | null>(null);
  const isLoading = stats.isFetching || (stats.isPending && !stats.isError);
  const isReady = !isLoading && series !== null && drawn === series && series.times.length > 0;

  return (
    <section
      className={styles.chart}
      aria-label={t('chart.label')}
      data-chart-ready={isReady ? 'true' : 'false'}
    >
      <div className={styles.header}>
        <span className={styles.hint}>{t('chart.hint')}</span>
        {isLoading ? (
          <span className={styles.loader} role="status">
            <Spinner size="sm" />
            {t('chart.loading')}
          </span>
        ) : (
          series && (
            <span className={styles.total} role="status">
              {t('chart.total', { count: series.total })}
            </span>
          )
        )}
      </div>
      {/* time runs left to right on the chart in any page: its axes, and a drag across it, are laid
          out in the canvas's own pixels */}
      <div className={styles.canvas} style={{ height: CHART_HEIGHT }} dir="ltr">
        {series && series.times.length > 0 && (
          <Suspense fallback={null}>
            <LogsChartPlot series={series} onDrawn={setDrawn} onSelectRange={onSelectRange} />
          </Suspense>
        )}
        {series && series.times.length === 0 && !isLoading && (
          <p className={styles.empty}>{t('chart.empty')}</p>
        )}
      </div>
    </section>
  );
}
