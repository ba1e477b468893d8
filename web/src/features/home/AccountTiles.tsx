import { Link } from 'react-router-dom';
import type { PortalPage } from '../../../../domain/access/page-access';
import { HOME_TEXTS } from '../../../../domain/analysis/home-dashboard';
import { DISPLAY_DECIMALS } from '../../../../domain/format/display-precision';
import { formatMoneyChange, formatPercentFraction } from '../../../../domain/format/figure-format';
import type { DashboardAccount, FxRates } from '../../lib/contract';
import { analysisHref, shownValue } from './account-figures';
import { PercentCircle } from './PercentCircle';

export interface AccountListProps {
  accounts: DashboardAccount[];
  shares: Map<number, { percent: number; label: string }>;
  currency: string | null;
  planView: boolean;
  rates: FxRates | null;
  segmentOf: (page: PortalPage) => string;
  usesIrr: boolean;
  /** False when the site setting hideChangeInValue leaves the change-in-value figure out. */
  showChange: boolean;
}

/** One tile per account, each linking to its analysis (spec 2 §2 "Account tiles"). */
export function AccountTiles({ accounts, shares, currency, planView, rates, segmentOf, usesIrr, showChange }: AccountListProps) {
  return (
    <ul className="tiles">
      {accounts.map((a) => {
        const share = shares.get(a.id);
        const performance = usesIrr ? a.irr : a.twrr;
        const shown = shownValue(a, currency, planView, rates);
        return (
          <li key={a.id} className="tile">
            <Link className="tile__link" to={analysisHref(segmentOf, a.id)}>
              <span className="tile__name">{a.name}</span>
            </Link>
            <div className="tile__body">
              {share ? <PercentCircle percent={share.percent} label={share.label} /> : null}
              <dl className="tile__figures">
                <div>
                  <dt>{HOME_TEXTS.value}</dt>
                  <dd className="tile__value">{shown.text}</dd>
                  {shown.note ? <dd className="tile__note">{shown.note}</dd> : null}
                </div>
                {showChange ? (
                  <div>
                    <dt>{HOME_TEXTS.valueOfChange}</dt>
                    <dd>{formatMoneyChange(a.movement, currency, DISPLAY_DECIMALS.moneyTile)}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{HOME_TEXTS.performance}</dt>
                  <dd>{performance === null ? '–' : formatPercentFraction(performance)}</dd>
                </div>
              </dl>
            </div>
            {share ? <p className="visually-hidden">{`${share.label} ${HOME_TEXTS.shareOfTotal}`}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
