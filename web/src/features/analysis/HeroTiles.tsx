import { useSnapshot } from 'valtio';
import {
  EXPLAIN_THIS_FIGURE,
  HERO_MOVEMENT_LABEL,
  HERO_PERFORMANCE_LABEL,
  HERO_VALUE_LABEL,
} from '../../../../domain/analysis/analysis-page';
import { CONVERSION_RATE_UNAVAILABLE } from '../../../../domain/money/fx-conversion';
import { formatMoneyChange } from '../../../../domain/format/figure-format';
import { DISPLAY_DECIMALS } from '../../../../domain/format/display-precision';
import { formatMoney } from '../../../../domain/format/quantity-format';
import { ReturnFigure } from '../../components/ReturnFigure';
import type { PerformanceOverview } from '../../lib/contract';
import { siteStore } from '../../lib/site.store';
import { analysisStore, openExplain } from './analysis.store';

/** spec 2 §2 "Performance overview hero": value (whole number, fx rate and note, 'across N accounts'), performance, movement. */
export function HeroTiles({ overview }: { overview: PerformanceOverview }) {
  const { fx, fxAsked } = useSnapshot(analysisStore);
  const { config } = useSnapshot(siteStore);
  const { hero, currency } = overview;
  // spec 2 §3 profitAnalysisType: the site's measure of performance (TWRR unless IRR is chosen).
  const performance = config?.siteConfiguration.profitAnalysisType === 'irr' ? hero.irr : hero.twrr;
  return (
    <dl className="hero-tiles">
      <div className="hero-tile hero-tile--value">
        <dt>{HERO_VALUE_LABEL}</dt>
        <dd className="hero-tile__figure" data-testid="hero-value">
          {formatMoney(hero.value, currency, 'moneyTile')}
        </dd>
        {hero.accountCount > 1 && <dd className="hero-tile__note">{hero.acrossText}</dd>}
        {hero.fxNote && <dd className="hero-tile__note">{hero.fxNote}</dd>}
        {/* A line is held for each rate while they load, so the page below does not move when they come. */}
        {fx.status === 'loading' && (
          <dd className="hero-tile__note hero-tile__rates" aria-hidden="true" data-testid="hero-rates-loading">
            {Array.from({ length: Math.max(1, fxAsked) }, (_, i) => (
              <span key={i} className="analysis-skeleton__bar" />
            ))}
          </dd>
        )}
        {fx.data && (
          <dd className="hero-tile__note hero-tile__rates">
            {fx.data.rates.map((r) => (
              <span key={r.currency}>
                {r.rate === null
                  ? `${r.currency}: ${r.message ?? CONVERSION_RATE_UNAVAILABLE}`
                  : `1 ${r.currency} = ${r.display} ${fx.data!.currency}`}
              </span>
            ))}
          </dd>
        )}
      </div>
      <div className="hero-tile">
        <dt>{HERO_PERFORMANCE_LABEL}</dt>
        <dd className="hero-tile__figure">
          <ReturnFigure
            testId="hero-performance"
            value={performance}
            period={hero.period}
            currency={currency}
            beside={overview.currencyView.original}
          />
        </dd>
        <dd className="hero-tile__note">
          <button
            type="button"
            className="button--link hero-tile__explain"
            aria-haspopup="dialog"
            onClick={() => void openExplain()}
          >
            {EXPLAIN_THIS_FIGURE}
          </button>
        </dd>
      </div>
      <div className="hero-tile">
        <dt>{HERO_MOVEMENT_LABEL}</dt>
        <dd className="hero-tile__figure" data-testid="hero-movement">
          {formatMoneyChange(hero.movement, currency, DISPLAY_DECIMALS.moneyTile)}
        </dd>
      </div>
    </dl>
  );
}
