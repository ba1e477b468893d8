import { useRef, type KeyboardEvent, type TouchEvent } from 'react';
import { useSnapshot } from 'valtio';
import { BENCHMARK_LABEL, PERCENTAGE_VIEW_LABEL, VALUE_VIEW_LABEL } from '../../../../domain/analysis/analysis-page';
import { benchmarkDropdownShown, type HeroTab } from '../../../../domain/analysis/hero-view';
import { formatMoney, formatPercentage } from '../../../../domain/format/figure-display';
import type { PerformanceOverview } from '../../lib/contract';
import { analysisStore, selectBenchmark, setHeroTab } from './analysis.store';
import { HeroTable, type HeroColumn } from './HeroTable';
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
  const current = heroTab && views.includes(heroTab) ? heroTab : views[views.length - 1];
  const panel = current === 'percentage' ? <PercentageView overview={overview} /> : <ValueView overview={overview} />;
  if (views.length === 1) return <div className="hero-views">{panel}</div>;

  const move = (to: HeroTab) => {
    setHeroTab(to);
    document.getElementById(`hero-tab-${to}`)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return;
    e.preventDefault();
    move(e.key === 'Home' ? 'percentage' : e.key === 'End' ? 'value' : current === 'percentage' ? 'value' : 'percentage');
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
    <div role="tablist" aria-label="Chart view" className={narrow ? 'hero-dots' : 'hero-switch'} onKeyDown={onKeyDown}>
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
      <div role="tabpanel" id="hero-view-panel" aria-labelledby={`hero-tab-${current}`} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        {narrow && <p className="hero-views__name">{NAMES[current]}</p>}
        {panel}
      </div>
      {narrow && tabs}
    </div>
  );
}

/** The chart area: the chart kit's chart goes inside, above its table alternative. */
function ChartArea({ overview, caption, dates, columns }: { overview: PerformanceOverview; caption: string; dates: string[]; columns: HeroColumn[] }) {
  return (
    <div className="hero-chart" data-testid="hero-chart">
      {overview.beforeInception && <p className="hero-chart__note">{overview.beforeInception.message}</p>}
      {/* The visual chart (web/src/components/charts) mounts here, from the same series. */}
      <HeroTable caption={caption} dates={dates} columns={columns} />
    </div>
  );
}

function byDate(points: readonly { date: string; value: number | null }[]): Map<string, number | null> {
  return new Map(points.map((p) => [p.date, p.value]));
}

function PercentageView({ overview }: { overview: PerformanceOverview }) {
  const { benchmarkId } = useSnapshot(analysisStore);
  const benchmark = overview.benchmarks.find((b) => b.id === benchmarkId) ?? null;
  const series = byDate(overview.percentage.points);
  const bench = new Map((benchmark?.points ?? []).map((p) => [p.date, p.twrr]));
  const pct = (v: number | null | undefined) => (v === null || v === undefined ? '' : formatPercentage(v));
  const columns: HeroColumn[] = [{ name: PERCENTAGE_VIEW_LABEL, cell: (d) => pct(series.get(d)) }];
  if (benchmark) columns.push({ name: benchmark.name, cell: (d) => pct(bench.get(d)) });
  return (
    <div className="hero-view">
      {benchmarkDropdownShown(overview.benchmarks.length) && (
        <div className="field hero-view__benchmark">
          <label htmlFor="hero-benchmark">{BENCHMARK_LABEL}</label>
          <select id="hero-benchmark" className="input" value={benchmarkId ?? ''} onChange={(e) => selectBenchmark(Number(e.target.value))}>
            {overview.benchmarks.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <ChartArea overview={overview} caption={`${PERCENTAGE_VIEW_LABEL}: cumulative return, ${overview.range.name}`} dates={overview.percentage.points.map((p) => p.date)} columns={columns} />
    </div>
  );
}

function ValueView({ overview }: { overview: PerformanceOverview }) {
  const values = byDate(overview.value.points);
  const flows = byDate(overview.cashflow.points);
  const money = (v: number | null | undefined) => (v === null || v === undefined ? '' : formatMoney(v, overview.currency));
  const columns: HeroColumn[] = [{ name: VALUE_VIEW_LABEL, cell: (d) => money(values.get(d)) }];
  if (overview.cashflow.points.length) columns.push({ name: overview.cashflow.name, cell: (d) => money(flows.get(d)) });
  return (
    <div className="hero-view">
      <ChartArea overview={overview} caption={`${VALUE_VIEW_LABEL} in ${overview.currency}, ${overview.range.name}`} dates={overview.value.points.map((p) => p.date)} columns={columns} />
    </div>
  );
}
