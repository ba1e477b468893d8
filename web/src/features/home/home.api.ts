import { DEFAULT_CURRENCY_VIEW, type CurrencyView } from '../../../../domain/analysis/currency-view';
import type { DashboardTimeframeKey } from '../../../../domain/analysis/home-dashboard';
import { api } from '../../lib/api-client';
import type { AssetsSummary, DashboardSummary, PerformanceOverview } from '../../lib/contract';

/** The portal API reads of the home dashboard. Failures show as a warning panel in place, so no toast. */
export const homeApi = {
  /** spec 2 §2: totals, overview, tiles or table and each portfolio over the time frame. */
  summary: (timeframe: DashboardTimeframeKey, currency: CurrencyView = DEFAULT_CURRENCY_VIEW) =>
    api.get<DashboardSummary>(
      `/dashboard/summary?timeframe=${timeframe}${currency === DEFAULT_CURRENCY_VIEW ? '' : `&currency=${currency}`}`,
      { silent: true },
    ),
  /** The value series for the performance chart over the default time frame. */
  performance: (range: string) =>
    api.get<PerformanceOverview>(`/analysis/performance?range=${encodeURIComponent(range)}`, { silent: true }),
  /** The chart's series again over a zoomed range, at that span's frequency (spec 2 §9: a month is daily). */
  performanceBetween: (from: string, to: string) =>
    api.get<PerformanceOverview>(
      `/analysis/performance?range=custom&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      { silent: true },
    ),
  /** The assets summary cards and the managed net figure, read plainly when the load stream is unavailable. */
  assetsSummary: () => api.get<AssetsSummary>('/assets/summary', { silent: true }),
};
