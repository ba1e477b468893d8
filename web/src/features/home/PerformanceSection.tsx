import { Suspense, useCallback, useMemo } from 'react';
import { CHART_HEIGHT_HOME, NET_TRANSFERS_SERIES } from '../../../../domain/analysis/chart-settings';
import { HOME_TEXTS } from '../../../../domain/analysis/home-dashboard';
import { LazyLineChart } from '../../components/charts/lazy-charts';
import type { LineSeries } from '../../components/charts/line-chart-data';
import type { PerformanceOverview } from '../../lib/contract';
import { homeApi } from './home.api';
import { Skeleton, WarningPanel } from './WarningPanel';

/** The home dashboard's performance chart: value over the default time frame, with net transfers (spec 2 §2, §9). */
export function PerformanceSection({
  state,
  performance,
  onRetry,
}: {
  state: string;
  performance: PerformanceOverview | null;
  onRetry: () => void;
}) {
  const series = useMemo(
    () => (performance ? [{ name: HOME_TEXTS.value, points: performance.value.points }] : []),
    [performance],
  );
  const secondary = useMemo(
    () =>
      performance && performance.cashflow.points.length
        ? { series: { name: NET_TRANSFERS_SERIES, points: performance.cashflow.points }, kind: 'column' as const }
        : undefined,
    [performance],
  );
  // A zoom reads the range again at its own frequency: a zoomed month shows its days (spec 2 §9).
  const loadZoom = useCallback(
    async (from: string, to: string): Promise<LineSeries[]> => {
      const detail = await homeApi.performanceBetween(from, to);
      const value = { name: HOME_TEXTS.value, points: detail.value.points };
      return secondary ? [value, { name: NET_TRANSFERS_SERIES, points: detail.cashflow.points }] : [value];
    },
    [secondary],
  );
  const title = performance ? `${HOME_TEXTS.performanceChart}, ${performance.range.name}` : HOME_TEXTS.performanceChart;
  return (
    <section className="home__section panel" aria-labelledby="home-performance">
      <h2 id="home-performance">{HOME_TEXTS.performance}</h2>
      {state === 'failed' ? <WarningPanel message={HOME_TEXTS.performanceLoadFailed} onRetry={onRetry} /> : null}
      {state === 'loading' || state === 'idle' ? (
        <Skeleton height={CHART_HEIGHT_HOME} label={HOME_TEXTS.performanceChart} />
      ) : null}
      {state === 'ready' && performance ? (
        <Suspense fallback={<Skeleton height={CHART_HEIGHT_HOME} label={HOME_TEXTS.performanceChart} />}>
          <LazyLineChart
            title={title}
            series={series}
            secondary={secondary}
            format={{ kind: 'money', currency: performance.currency }}
            height={CHART_HEIGHT_HOME}
            loadZoom={loadZoom}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
