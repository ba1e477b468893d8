import { Suspense, useMemo } from 'react';
import { CHART_HEIGHT_HOME, NET_TRANSFERS_SERIES } from '../../../../domain/analysis/chart-settings';
import { HOME_TEXTS } from '../../../../domain/analysis/home-dashboard';
import { LazyLineChart } from '../../components/charts/lazy-charts';
import type { PerformanceOverview } from '../../lib/contract';
import { Skeleton, WarningPanel } from './WarningPanel';

/** The home dashboard's performance chart: value over the default time frame, with net transfers (spec 2 §2, §9). */
export function PerformanceSection({ state, performance }: { state: string; performance: PerformanceOverview | null }) {
  const series = useMemo(() => (performance ? [{ name: HOME_TEXTS.value, points: performance.value.points }] : []), [performance]);
  const secondary = useMemo(
    () => (performance && performance.cashflow.points.length ? { series: { name: NET_TRANSFERS_SERIES, points: performance.cashflow.points }, kind: 'column' as const } : undefined),
    [performance],
  );
  const title = performance ? `${HOME_TEXTS.performanceChart}, ${performance.range.name}` : HOME_TEXTS.performanceChart;
  return (
    <section className="home__section panel" aria-labelledby="home-performance">
      <h2 id="home-performance">{HOME_TEXTS.performance}</h2>
      {state === 'failed' ? <WarningPanel message={HOME_TEXTS.performanceLoadFailed} /> : null}
      {state === 'loading' || state === 'idle' ? <Skeleton height={CHART_HEIGHT_HOME} label={HOME_TEXTS.performanceChart} /> : null}
      {state === 'ready' && performance ? (
        <Suspense fallback={<Skeleton height={CHART_HEIGHT_HOME} label={HOME_TEXTS.performanceChart} />}>
          <LazyLineChart title={title} series={series} secondary={secondary} format={{ kind: 'money', currency: performance.currency }} height={CHART_HEIGHT_HOME} />
        </Suspense>
      ) : null}
    </section>
  );
}
