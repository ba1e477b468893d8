import { Suspense, useCallback, useMemo, useRef, type KeyboardEvent, type TouchEvent } from 'react';
import { useSnapshot } from 'valtio';
import { BENCHMARK_LABEL, PERCENTAGE_VIEW_LABEL, VALUE_VIEW_LABEL } from '../../../../domain/analysis/analysis-page';
import { benchmarkDropdownShown, type HeroTab } from '../../../../domain/analysis/hero-view';
import { CHART_HEIGHT_PERFORMANCE } from '../../../../domain/analysis/chart-settings';
import { last } from '../../../../domain/shared/present';
import type { LineChartProps } from '../../components/charts/LineChart';
import { LazyLineChart } from '../../components/charts/lazy-charts';
import type { ZoomDetailLoader } from '../../components/charts/use-zoom-detail';
import type { PerformanceOverview } from '../../lib/contract';
import { analysisApi } from './analysis-api';
import { analysisStore, selectBenchmark, setHeroTab } from './analysis.store';
import { NARROW_SCREEN_QUERY, useMediaQuery } from './use-media-query';

/** Not given by the spec: how far a finger moves sideways to swipe to the other view. */
const SWIPE_MIN_PX = 40;

const NAMES: Record<HeroTab, string> = { percentage: PERCENTAGE_VIEW_LABEL, value: VALUE_VIEW_LABEL };

/**
 * spec 2 §2: the Percentage and Value views, as tabs on wide screens and a swipeable pair with
 * dots on small ones; Percentage only when the read offers it (spec 2 §4).
 */
export function HeroViews({ overview }: { overview: PerformanceOverview }) {
  const { heroTab } = useSnapshot(analysisStore);
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const touchX = useRef<number | null>(null);
  const views: HeroTab[] = overview.percentageAvailable ? ['percentage', 'value'] : ['value'];
  const current = heroTab && views.includes(heroTab) ? heroTab : last(views);
  const panel = current === 'percentage' ? <PercentageView overview={overview} /> : <ValueView overview={overview} />;
  if (views.length === 1) return <div className="hero-views">{panel}</div>;

  const move = (to: HeroTab) => {
    setHeroTab(to);
    document.getElementById(`hero-tab-${to}`)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return;
    e.preventDefault();
    move(
      e.key === 'Home' ? 'percentage' : e.key === 'End' ? 'value' : current === 'percentage' ? 'value' : 'percentage',
    );
  };
  const onTouchStart = (e: TouchEvent) => (touchX.current = e.touches[0]?.clientX ?? null);
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current;
    const end = e.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX) return;
    setHeroTab(end < start ? 'value' : 'percentage');
  };

  const tabs = (
    <div role="tablist" aria-label="Chart view" className={narrow ? 'hero-dots' : 'hero-switch'}>
      {views.map((v) => (
        <button
          key={v}
          type="button"
          role="tab"
          id={`hero-tab-${v}`}
          aria-selected={v === current}
          aria-controls="hero-view-panel"
          aria-label={narrow ? NAMES[v] : undefined}
          tabIndex={v === current ? 0 : -1}
          className={narrow ? 'hero-dots__dot' : 'hero-switch__tab'}
          onKeyDown={onKeyDown}
          onClick={() => setHeroTab(v)}
        >
          {narrow ? null : NAMES[v]}
        </button>
      ))}
    </div>
  );

  return (
    <div className={`hero-views${narrow ? ' hero-views--swipe' : ''}`}>
      {!narrow && tabs}
      <div
        role="tabpanel"
        id="hero-view-panel"
        aria-labelledby={`hero-tab-${current}`}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        {narrow && <p className="hero-views__name">{NAMES[current]}</p>}
        {panel}
      </div>
      {narrow && tabs}
    </div>
  );
}

/**
 * The chart area: the chart kit's line chart (spec 2 §9: height 300 in performance views), with its
 * keyboard navigation, text summary and 'View as table' carrying the same numbers.
 */
function ChartArea({
  overview,
  title,
  series,
  secondary,
  format,
  loadZoom,
}: { overview: PerformanceOverview } & Pick<LineChartProps, 'title' | 'series' | 'secondary' | 'format' | 'loadZoom'>) {
  return (
    <div className="hero-chart" data-testid="hero-chart">
      {overview.beforeInception && <p className="hero-chart__note">{overview.beforeInception.message}</p>}
      <Suspense fallback={<div className="skeleton" style={{ height: CHART_HEIGHT_PERFORMANCE }} aria-hidden="true" />}>
        <LazyLineChart
          title={title}
          series={series}
          secondary={secondary}
          format={format}
          height={CHART_HEIGHT_PERFORMANCE}
          loadZoom={loadZoom}
        />
      </Suspense>
    </div>
  );
}

/**
 * The same selection's performance read again over a zoomed range (from and to as YYYY-MM-DD), in the
 * same 'Show in' currency: its points come at the frequency spec 2 §9 gives that span (a zoomed month
 * is daily), and its returns are linked from the zoom's own start.
 */
function useZoomRead(): (from: string, to: string) => Promise<PerformanceOverview> {
  const { query, currencyView } = useSnapshot(analysisStore);
  const account = query?.account;
  const portfolio = query?.portfolio;
  const group = query?.group;
  return useCallback(
    (from: string, to: string) => analysisApi.performance({ account, portfolio, group, from, to }, currencyView),
    [account, portfolio, group, currencyView],
  );
}

/** The percentage series of a read: the selection's own return, then the chosen benchmark's if it has one. */
function percentageSeries(overview: PerformanceOverview, benchmarkId: number | null) {
  const own = { name: PERCENTAGE_VIEW_LABEL, points: overview.percentage.points };
  const benchmark = overview.benchmarks.find((b) => b.id === benchmarkId);
  if (!benchmark) return [own];
  const points = benchmark.points
    .filter((p): p is { date: string; twrr: number } => p.twrr !== null)
    .map((p) => ({ date: p.date, value: p.twrr }));
  return [own, { name: benchmark.name, points }];
}

function PercentageView({ overview }: { overview: PerformanceOverview }) {
  const { benchmarkId } = useSnapshot(analysisStore);
  const series = useMemo(() => percentageSeries(overview, benchmarkId), [overview, benchmarkId]);
  const read = useZoomRead();
  // A zoom re-bases the percentages on its own start: each line starts at 0% there.
  const loadZoom: ZoomDetailLoader = useCallback(
    async (from, to) => percentageSeries(await read(from, to), benchmarkId),
    [read, benchmarkId],
  );
  return (
    <div className="hero-view">
      {benchmarkDropdownShown(overview.benchmarks.length) && (
        <div className="field hero-view__benchmark">
          <label htmlFor="hero-benchmark">{BENCHMARK_LABEL}</label>
          <select
            id="hero-benchmark"
            className="input"
            value={benchmarkId ?? ''}
            onChange={(e) => selectBenchmark(Number(e.target.value))}
          >
            {overview.benchmarks.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <ChartArea
        overview={overview}
        title={`${PERCENTAGE_VIEW_LABEL}: cumulative return, ${overview.range.name}`}
        series={series}
        format={{ kind: 'percent' }}
        loadZoom={loadZoom}
      />
    </div>
  );
}

function ValueView({ overview }: { overview: PerformanceOverview }) {
  const series = useMemo(() => [{ name: VALUE_VIEW_LABEL, points: overview.value.points }], [overview]);
  const secondary = useMemo(
    () =>
      overview.cashflow.points.length
        ? { series: { name: overview.cashflow.name, points: overview.cashflow.points }, kind: 'column' as const }
        : undefined,
    [overview],
  );
  const read = useZoomRead();
  const hasSecondary = !!secondary;
  // The value line and, when the chart has them, the net transfers columns last (the chart's order).
  const loadZoom: ZoomDetailLoader = useCallback(
    async (from, to) => {
      const zoomed = await read(from, to);
      const value = { name: VALUE_VIEW_LABEL, points: zoomed.value.points };
      return hasSecondary ? [value, { name: zoomed.cashflow.name, points: zoomed.cashflow.points }] : [value];
    },
    [read, hasSecondary],
  );
  return (
    <div className="hero-view">
      <ChartArea
        overview={overview}
        title={`${VALUE_VIEW_LABEL} in ${overview.currency}, ${overview.range.name}`}
        series={series}
        secondary={secondary}
        format={{ kind: 'money', currency: overview.currency }}
        loadZoom={loadZoom}
      />
    </div>
  );
}
