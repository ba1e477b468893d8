import { HOME_TEXTS } from '../../../../domain/analysis/home-dashboard';
import { formatDisplayDate } from '../../../../domain/format/figure-format';
import { feeTaxMode } from '../../../../domain/performance/fee-tax-modes';
import type { DashboardSummary } from '../../lib/contract';

/** The basis-of-valuation block: what the figures are, as of when, in which currency and how returns are measured. */
export function ValuationBasis({
  summary,
  feesAndTaxes,
  profitAnalysisType,
}: {
  summary: DashboardSummary;
  feesAndTaxes: number;
  profitAnalysisType: string;
}) {
  const t = summary.timeframe;
  if (!t) return null;
  const method = profitAnalysisType === 'irr' ? 'money-weighted (internal rate of return)' : 'time-weighted';
  return (
    <details className="home__section panel home-basis">
      <summary>
        <h2 className="home-basis__heading">{HOME_TEXTS.basisOfValuation}</h2>
      </summary>
      <p>
        Values are at the close of {formatDisplayDate(t.to)}, in {summary.currency}. Movement and performance cover{' '}
        {t.name.toLowerCase()}, from {formatDisplayDate(t.from)} to {formatDisplayDate(t.to)}.
      </p>
      <p>
        Performance is {method}, {feeTaxMode(feesAndTaxes).label.toLowerCase()}; returns over a year or more are
        annualised. Accounts held in other currencies are converted at each day's rate.
      </p>
    </details>
  );
}
