import { Link } from 'react-router-dom';
import type { PortalPage } from '../../../../domain/access/page-access';
import { HOME_TEXTS } from '../../../../domain/analysis/home-dashboard';
import { DISPLAY_DECIMALS } from '../../../../domain/format/display-precision';
import { formatMoneyChange } from '../../../../domain/format/figure-format';
import { ReturnFigure } from '../../components/ReturnFigure';
import type { DashboardAccount } from '../../lib/contract';
import { analysisHref, shownValue } from './account-figures';
import { PercentCircle } from './PercentCircle';

export interface AccountListProps {
  accounts: DashboardAccount[];
  shares: Map<number, { percent: number; label: string }>;
  currency: string | null;
  segmentOf: (page: PortalPage) => string;
  usesIrr: boolean;
  /** False when the site setting hideChangeInValue leaves the change-in-value figure out. */
  showChange: boolean;
}

/** One tile per account, each linking to its analysis (spec 2 §2 "Account tiles"). */
export function AccountTiles({ accounts, shares, currency, segmentOf, usesIrr, showChange }: AccountListProps) {
  return (
    <ul className="tiles">
      {accounts.map((a) => {
        const share = shares.get(a.id);
        const performance = usesIrr ? a.irr : a.twrr;
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
                  <dd className="tile__value">{shownValue(a, currency)}</dd>
                </div>
                {showChange ? (
                  <div>
                    <dt>{HOME_TEXTS.valueOfChange}</dt>
                    <dd>{formatMoneyChange(a.movement, currency, DISPLAY_DECIMALS.moneyTile)}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{HOME_TEXTS.performance}</dt>
                  <dd>
                    <ReturnFigure value={performance} period={a.period} currency={currency} beside={a.planCurrency} />
                  </dd>
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
