import { proxy } from 'valtio';
import { dashboardPreset, type DashboardTimeframeKey } from '../../../../domain/analysis/home-dashboard';
import type { DashboardSummary, FxRates, PerformanceOverview } from '../../lib/contract';
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
    /** spec 2 §2: the multi-currency toggle; false shows the reporting currency. */
    planCurrencyView: false,
    fxRates: null as FxRates | null,
    fxState: 'idle' as LoadState,
    /** Portfolio rows of the table, open or closed (spec 2 §2 "Account rows are expandable"). */
    expanded: {} as Record<number, boolean>,
  };
}

/** The home dashboard (spec 2 §2 "Home dashboard"). */
export const homeStore = proxy(initialState());

let summarySeq = 0;

/** Reads the summary for a time frame; a later request wins over an earlier one still running. */
export async function loadSummary(timeframe: DashboardTimeframeKey = homeStore.timeframe): Promise<void> {
  const seq = ++summarySeq;
  homeStore.timeframe = timeframe;
  homeStore.summaryState = 'loading';
  try {
    const summary = await homeApi.summary(timeframe);
    if (seq !== summarySeq) return;
    homeStore.summary = summary;
    homeStore.summaryState = 'ready';
  } catch {
    if (seq === summarySeq) homeStore.summaryState = 'failed';
  }
}

/** spec 2 §2: the timeframe switch re-requests the summaries and overview. */
export function switchTimeframe(timeframe: DashboardTimeframeKey): Promise<void> {
  if (timeframe === homeStore.timeframe && homeStore.summaryState !== 'failed') return Promise.resolve();
  return loadSummary(timeframe);
}

/** The performance chart's value series over the default time frame (Portfolio level only). */
export async function loadPerformance(settings: Record<string, unknown>): Promise<void> {
  homeStore.performanceState = 'loading';
  try {
    homeStore.performance = await homeApi.performance(dashboardPreset(settings, 'default'));
    homeStore.performanceState = 'ready';
  } catch {
    homeStore.performanceState = 'failed';
  }
}

/** spec 2 §4: switching to the plan currencies fetches the rates they are converted at. */
export async function setPlanCurrencyView(on: boolean): Promise<void> {
  homeStore.planCurrencyView = on;
  const summary = homeStore.summary;
  if (!on || !summary?.currency || homeStore.fxState === 'ready') return;
  const currencies = [...new Set(summary.portfolios.flatMap((p) => p.accounts.map((a) => a.planCurrency)))];
  homeStore.fxState = 'loading';
  try {
    homeStore.fxRates = await homeApi.fxRates(currencies, summary.currency);
    homeStore.fxState = 'ready';
  } catch {
    homeStore.fxState = 'failed';
  }
}

/** Enter, Space or a click on a portfolio row; rows start open when a portfolio is in context. */
export function togglePortfolio(id: number, openByDefault: boolean): void {
  homeStore.expanded[id] = !(homeStore.expanded[id] ?? openByDefault);
}

export function resetHome(): void {
  summarySeq += 1;
  Object.assign(homeStore, initialState());
}
onClientStateReset(resetHome);
