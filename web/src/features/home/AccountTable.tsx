import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { HOME_TEXTS } from '../../../../domain/analysis/home-dashboard';
import { DISPLAY_DECIMALS } from '../../../../domain/format/display-precision';
import { formatMoney, formatMoneyChange, formatPercentFraction } from '../../../../domain/format/figure-format';
import type { DashboardPortfolio } from '../../lib/contract';
import { analysisHref, shownValue } from './account-figures';
import type { AccountListProps } from './AccountTiles';

export interface AccountTableProps extends Omit<AccountListProps, 'accounts'> {
  portfolios: DashboardPortfolio[];
  isExpanded: (id: number) => boolean;
  onToggle: (id: number) => void;
}

const tile = DISPLAY_DECIMALS.moneyTile;

function AccountValueCell({ shown }: { shown: ReturnType<typeof shownValue> }) {
  return (
    <td>
      {shown.text}
      {shown.note ? <span className="tile__note"> {shown.note}</span> : null}
    </td>
  );
}

/** The account summary table past 9 / 8 / 13 accounts: portfolio rows that open on their accounts (spec 2 §2). */
export function AccountTable({ portfolios, isExpanded, onToggle, showChange, shares, currency, planView, rates, segmentOf, usesIrr }: AccountTableProps) {
  if (portfolios.length === 0) return <p>{HOME_TEXTS.noPortfolios}</p>;
  const perf = (f: { twrr: number | null; irr: number | null }) => {
    const v = usesIrr ? f.irr : f.twrr;
    return v === null ? '–' : formatPercentFraction(v);
  };
  return (
    <table className="account-table">
      <caption className="visually-hidden">{HOME_TEXTS.yourAccounts}</caption>
      <thead>
        <tr>
          <th scope="col">{HOME_TEXTS.accounts}</th>
          <th scope="col">{HOME_TEXTS.value}</th>
          <th scope="col" className="account-table__wide">{HOME_TEXTS.performance}</th>
          {showChange ? <th scope="col" className="account-table__wide">{HOME_TEXTS.valueOfChange}</th> : null}
        </tr>
      </thead>
      <tbody>
        {portfolios.map((p) => {
          const open = isExpanded(p.id);
          return (
            <Fragment key={p.id}>
              <tr className="account-table__portfolio">
                <th scope="row">
                  {/* A native button: Enter and Space toggle it (spec 2 §2). */}
                  <button type="button" className="account-table__toggle" aria-expanded={open} onClick={() => onToggle(p.id)}>
                    <span className="account-table__chevron" aria-hidden="true">{open ? '▾' : '▸'}</span>
                    {p.name}
                  </button>
                </th>
                <td>{formatMoney(p.value, currency, tile)}</td>
                <td className="account-table__wide">{perf(p)}</td>
                {showChange ? <td className="account-table__wide">{formatMoneyChange(p.movement, currency, tile)}</td> : null}
              </tr>
              {open && p.accounts.length === 0 ? (
                <tr>
                  <td colSpan={showChange ? 4 : 3}>{HOME_TEXTS.noVisibleAccounts}</td>
                </tr>
              ) : null}
              {open
                ? p.accounts.map((a) => (
                    <tr key={a.id} className="account-table__account">
                      <th scope="row">
                        <Link to={analysisHref(segmentOf, a.id)}>{a.name}</Link>
                        <span className="account-table__share"> {shares.get(a.id)?.label}</span>
                      </th>
                      <AccountValueCell shown={shownValue(a, currency, planView, rates)} />
                      <td className="account-table__wide">{perf(a)}</td>
                      {showChange ? <td className="account-table__wide">{formatMoneyChange(a.movement, currency, tile)}</td> : null}
                    </tr>
                  ))
                : null}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
