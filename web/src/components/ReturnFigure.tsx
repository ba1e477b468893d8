import { returnCurrencyNote } from '../../../domain/analysis/currency-view';
import { returnPeriodText, type ReturnPeriod } from '../../../domain/format/return-format';
import { formatPercentage } from '../../../domain/format/quantity-format';

/**
 * A return as every screen shows it: what it measures ('6.92% a year', '3.10% over 5 months') and,
 * when it is in a currency other than the account's or selection's own beside it, which ('in £',
 * 'in EUR'). A missing return is a dash.
 */
export function ReturnFigure({
  value,
  period,
  currency,
  beside,
  testId,
}: {
  value: number | null | undefined;
  period: ReturnPeriod | null | undefined;
  /** The currency the return was measured in. */
  currency?: string | null;
  /** The currency of the account or selection it describes; null for several. */
  beside?: string | null;
  testId?: string;
}) {
  if (value === null || value === undefined) return <span data-testid={testId}>–</span>;
  const note = currency ? returnCurrencyNote(currency, beside) : null;
  const words = [period ? returnPeriodText(period) : null, note].filter(Boolean).join(' ');
  return (
    <span className="return-figure" data-testid={testId}>
      {formatPercentage(value)}
      {words ? <span className="return-figure__words"> {words}</span> : null}
    </span>
  );
}
