import { NOT_AVAILABLE } from '../../../../../domain/analysis/investments';
import {
  gainPercent,
  showsFigure,
  type InvestmentDisplayOptions,
} from '../../../../../domain/analysis/investments-display';
import { formatMoney, formatPercent } from '../../../../../domain/format/quantity-format';

/** The cells the account and position rows share, by the §5 display rules. */

export function Money({ value, currency, text }: { value: number | null; currency: string; text?: string | null }) {
  if (value === null) return <span className="tab-muted">{text || NOT_AVAILABLE}</span>;
  return <span className={value < 0 ? 'tab-negative' : undefined}>{formatMoney(value, currency)}</span>;
}

/** Unrealised gain, with its percentage of book cost when the display option allows it. */
export function Gain({
  gain,
  bookCost,
  currency,
  text,
  options,
  level,
}: {
  gain: number | null;
  bookCost: number | null;
  currency: string;
  text?: string | null;
  options: InvestmentDisplayOptions;
  level: 'account' | 'security';
}) {
  const pct = showsFigure(options.gainPercent, level) ? gainPercent(gain, bookCost) : null;
  return (
    <>
      <Money value={gain} currency={currency} text={text} />
      {pct !== null && <span className={`inv-sub-figure${pct < 0 ? ' tab-negative' : ''}`}>{formatPercent(pct)}</span>}
    </>
  );
}

/** Annual income over yield, each shown only where its display option allows (spec 2 §5). */
export function IncomeAndYield({
  income,
  yieldPercent,
  currency,
  options,
  level,
}: {
  income: number | null;
  yieldPercent: number | null;
  currency: string;
  options: InvestmentDisplayOptions;
  level: 'account' | 'security';
}) {
  const showIncome = showsFigure(options.annualIncome, level);
  const showYield = showsFigure(options.yield, level);
  return (
    <>
      {showIncome && <Money value={income} currency={currency} />}
      {showYield && (
        <span className={showIncome ? 'inv-sub-figure' : undefined}>
          {yieldPercent === null ? NOT_AVAILABLE : formatPercent(yieldPercent)}
        </span>
      )}
    </>
  );
}

/** Whether the income / yield column has anything to show at a level. */
export function showsIncomeColumn(options: InvestmentDisplayOptions, level: 'account' | 'security'): boolean {
  return showsFigure(options.annualIncome, level) || showsFigure(options.yield, level);
}
