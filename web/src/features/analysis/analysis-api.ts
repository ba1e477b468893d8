import { api } from '../../lib/api-client';
import type { AccountsTab, Explanation, FxRates, PerformanceOverview } from '../../lib/contract';
import { analysisSearch, type AnalysisQuery } from './analysis-query';

/**
 * The analysis reads the page frame uses. Silent: a failed section shows its own warning panel
 * while the rest of the page works, rather than a toast.
 */
export const analysisApi = {
  accounts: (query: AnalysisQuery) => api.get<AccountsTab>(`/analysis/accounts${analysisSearch(query)}`, { silent: true }),
  performance: (query: AnalysisQuery, currency?: string) => api.get<PerformanceOverview>(`/analysis/performance${analysisSearch(query, { currency })}`, { silent: true }),
  explain: (query: AnalysisQuery, currency?: string) => api.get<Explanation>(`/analysis/explain${analysisSearch(query, { currency })}`, { silent: true }),
  fxRates: (currencies: readonly string[], currency: string) =>
    api.get<FxRates>(`/analysis/fx-rates?${new URLSearchParams({ currencies: currencies.join(','), currency }).toString()}`, { silent: true }),
};
