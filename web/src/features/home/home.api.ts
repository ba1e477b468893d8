import type { DashboardTimeframeKey } from '../../../../domain/analysis/home-dashboard';
import { api } from '../../lib/api-client';
import type { AssetsSummary, DashboardSummary, FxRates, PerformanceOverview } from '../../lib/contract';

/** The portal API reads of the home dashboard. Failures show as a warning panel in place, so no toast. */
export const homeApi = {
  /** spec 2 §2: totals, overview, tiles or table and each portfolio over the time frame. */
  summary: (timeframe: DashboardTimeframeKey) => api.get<DashboardSummary>(`/dashboard/summary?timeframe=${timeframe}`, { silent: true }),
  /** The value series for the performance chart over the default time frame. */
  performance: (range: string) => api.get<PerformanceOverview>(`/analysis/performance?range=${encodeURIComponent(range)}`, { silent: true }),
  /** The latest rate of each plan currency into the report currency (the multi-currency toggle). */
  fxRates: (currencies: string[], currency: string) =>
    api.get<FxRates>(`/analysis/fx-rates?currencies=${currencies.map(encodeURIComponent).join(',')}&currency=${encodeURIComponent(currency)}`, { silent: true }),
  /** The assets summary cards and the managed net figure, read plainly when the load stream is unavailable. */
  assetsSummary: () => api.get<AssetsSummary>('/assets/summary', { silent: true }),
};
