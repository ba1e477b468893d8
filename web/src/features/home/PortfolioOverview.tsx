import { HOME_TEXTS } from '../../../../domain/analysis/home-dashboard';
import { DISPLAY_DECIMALS } from '../../../../domain/format/display-precision';
import { formatMoney, formatMoneyChange } from '../../../../domain/format/figure-format';
import { ReturnFigure } from '../../components/ReturnFigure';
import type { DashboardSummary } from '../../lib/contract';

/** The hero of the home dashboard: total value, movement and performance over the time frame (spec 2 §2). */
export function PortfolioOverview({
  summary,
  profitAnalysisType,
}: {
  summary: DashboardSummary;
  profitAnalysisType: string;
}) {
  const o = summary.overview;
  if (!o) return null;
  const currency = summary.currency;
  const tile = DISPLAY_DECIMALS.moneyTile;
  const usesIrr = profitAnalysisType === 'irr';
  const performance = usesIrr ? o.irr : o.twrr;
  return (
    <dl className="overview">
      <div className="overview__tile overview__tile--value">
        <dt>{HOME_TEXTS.totalValue}</dt>
        <dd className="overview__figure" data-testid="total-value">
          {formatMoney(o.value, currency, tile)}
        </dd>
        <dd className="overview__note">{o.acrossText}</dd>
        {o.multiCurrency ? (
          <dd className="overview__note" data-testid="fx-note">
            {o.fxNote ?? HOME_TEXTS.multiCurrencyNote.replace('{currency}', currency ?? '')}
          </dd>
        ) : null}
      </div>
      <div className="overview__tile">
        <dt>{HOME_TEXTS.valueOfChange}</dt>
        <dd className="overview__figure" data-testid="value-movement">
          {formatMoneyChange(o.movement, currency, tile)}
        </dd>
        <dd className="overview__note">{summary.timeframe?.name}</dd>
      </div>
      {profitAnalysisType === 'none' ? null : (
        <div className="overview__tile">
          <dt>{HOME_TEXTS.performance}</dt>
          <dd className="overview__figure">
            <ReturnFigure
              testId="performance"
              value={performance}
              period={o.period}
              currency={currency}
              beside={summary.currencyView?.original}
            />
          </dd>
          <dd className="overview__note">{usesIrr ? HOME_TEXTS.irrNote : HOME_TEXTS.twrrNote}</dd>
        </div>
      )}
    </dl>
  );
}
