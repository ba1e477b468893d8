import { proxy } from 'valtio';
import { DEFAULT_CURRENCY_VIEW, type CurrencyView } from '../../../../domain/analysis/currency-view';
import { dashboardPreset, type DashboardTimeframeKey } from '../../../../domain/analysis/home-dashboard';
import type { DashboardSummary, PerformanceOverview } from '../../lib/contract';
import { homeApi } from './home.api';
import { onClientStateReset } from '../../lib/client-state';

type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

function initialState() {
  return {
    timeframe: 'default' as DashboardTimeframeKey,
    summary: null as DashboardSummary | null,
    summaryState: 'idle' as LoadState,
    performance: null as PerformanceOverview | null,
    performanceState: 'idle' as LoadState,
    /** spec 2 §4 'Show in', the one rule of every view: the preferred currency unless chosen otherwise. */
    currencyView: DEFAULT_CURRENCY_VIEW,
    /** Portfolio rows of the table, open or closed (spec 2 §2 "Account rows are expandable"). */
    expanded: {} as Record<number, boolean>,
  };
}

/** The home dashboard (spec 2 §2 "Home dashboard"). */
export const homeStore = proxy(initialState());

let summarySeq = 0;
let performanceSeq = 0;

/** Reads the summary for a time frame; a later request wins over an earlier one still running. */
export async function loadSummary(timeframe: DashboardTimeframeKey = homeStore.timeframe): Promise<void> {
  const seq = ++summarySeq;
  homeStore.timeframe = timeframe;
  homeStore.summaryState = 'loading';
  try {
    const summary = await homeApi.summary(timeframe, homeStore.currencyView);
    if (seq !== summarySeq) return;
    homeStore.summary = summary;
    homeStore.summaryState = 'ready';
  } catch {
    if (seq === summarySeq) homeStore.summaryState = 'failed';
  }
}

/** spec 2 §2: the timeframe switch re-requests the summaries and overview, the chart included. */
export async function switchTimeframe(
  timeframe: DashboardTimeframeKey,
  settings: Record<string, unknown>,
): Promise<void> {
  if (
    timeframe === homeStore.timeframe &&
    homeStore.summaryState !== 'failed' &&
    homeStore.performanceState !== 'failed'
  )
    return;
  await Promise.all([loadSummary(timeframe), loadPerformance(settings, timeframe)]);
}

/** The performance chart's value series over the time frame shown (Portfolio level only); the latest request wins. */
export async function loadPerformance(
  settings: Record<string, unknown>,
  timeframe: DashboardTimeframeKey = homeStore.timeframe,
): Promise<void> {
  const seq = ++performanceSeq;
  homeStore.performanceState = 'loading';
  try {
    const performance = await homeApi.performance(dashboardPreset(settings, timeframe));
    if (seq !== performanceSeq) return;
    homeStore.performance = performance;
    homeStore.performanceState = 'ready';
  } catch {
    if (seq === performanceSeq) homeStore.performanceState = 'failed';
  }
}

/** spec 2 §4 'Show in': the whole dashboard re-read in the chosen currency, figures and returns alike. */
export function setHomeCurrencyView(view: CurrencyView): Promise<void> {
  homeStore.currencyView = view;
  return loadSummary();
}

/** Enter, Space or a click on a portfolio row; rows start open when a portfolio is in context. */
export function togglePortfolio(id: number, openByDefault: boolean): void {
  homeStore.expanded[id] = !(homeStore.expanded[id] ?? openByDefault);
}

export function resetHome(): void {
  summarySeq += 1;
  performanceSeq += 1;
  Object.assign(homeStore, initialState());
}
onClientStateReset(resetHome);
