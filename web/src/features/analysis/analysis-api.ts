import { DEFAULT_CURRENCY_VIEW, type CurrencyView } from '../../../../domain/analysis/currency-view';
import { api } from '../../lib/api-client';
import type { AccountsTab, Explanation, FxRates, PerformanceOverview } from '../../lib/contract';
import { analysisSearch, type AnalysisQuery } from './analysis-query';

/** The 'Show in' choice as a read's parameter: none for the default. */
const choice = (view?: CurrencyView) => (view === DEFAULT_CURRENCY_VIEW ? undefined : view);

/**
 * The analysis reads the page frame uses. Silent: a failed section shows its own warning panel
 * while the rest of the page works, rather than a toast.
 */
export const analysisApi = {
  accounts: (query: AnalysisQuery, view?: CurrencyView) =>
    api.get<AccountsTab>(`/analysis/accounts${analysisSearch(query, { currency: choice(view) })}`, { silent: true }),
  performance: (query: AnalysisQuery, view?: CurrencyView) =>
    api.get<PerformanceOverview>(`/analysis/performance${analysisSearch(query, { currency: choice(view) })}`, {
      silent: true,
    }),
  explain: (query: AnalysisQuery, currency?: string) =>
    api.get<Explanation>(`/analysis/explain${analysisSearch(query, { currency })}`, { silent: true }),
  fxRates: (currencies: readonly string[], currency: string) =>
    api.get<FxRates>(
      `/analysis/fx-rates?${new URLSearchParams({ currencies: currencies.join(','), currency }).toString()}`,
      { silent: true },
    ),
};
