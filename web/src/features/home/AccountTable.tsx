import { Fragment } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { HOME_TEXTS } from '../../../../domain/analysis/home-dashboard';
import { DISPLAY_DECIMALS } from '../../../../domain/format/display-precision';
import { originalCurrency } from '../../../../domain/analysis/currency-view';
import { formatMoney, formatMoneyChange } from '../../../../domain/format/figure-format';
import { ReturnFigure } from '../../components/ReturnFigure';
import type { DashboardAccount, DashboardPortfolio } from '../../lib/contract';
import { analysisHref, shownValue } from './account-figures';
import type { AccountListProps } from './AccountTiles';

export interface AccountTableProps extends Omit<AccountListProps, 'accounts'> {
  portfolios: DashboardPortfolio[];
  isExpanded: (id: number) => boolean;
  onToggle: (id: number) => void;
}

const tile = DISPLAY_DECIMALS.moneyTile;

/** The account summary table past 9 / 8 / 13 accounts: portfolio rows that open on their accounts (spec 2 §2). */
export function AccountTable({
  portfolios,
  isExpanded,
  onToggle,
  showChange,
  shares,
  currency,
  segmentOf,
  usesIrr,
}: AccountTableProps) {
  const navigate = useNavigate();
  if (portfolios.length === 0) return <p>{HOME_TEXTS.noPortfolios}</p>;
  // Each return says what it measures and, beside an account in another currency, which it is in.
  const perf = (f: Pick<DashboardAccount, 'twrr' | 'irr' | 'period'>, beside: string | null) => (
    <ReturnFigure value={usesIrr ? f.irr : f.twrr} period={f.period} currency={currency} beside={beside} />
  );
  return (
    <table className="account-table">
      <caption className="visually-hidden">{HOME_TEXTS.yourAccounts}</caption>
      <thead>
        <tr>
          <th scope="col">{HOME_TEXTS.accounts}</th>
          <th scope="col">{HOME_TEXTS.value}</th>
          <th scope="col" className="account-table__wide">
            {HOME_TEXTS.performance}
          </th>
          {showChange ? (
            <th scope="col" className="account-table__wide">
              {HOME_TEXTS.valueOfChange}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {portfolios.map((p) => {
          const open = isExpanded(p.id);
          return (
            <Fragment key={p.id}>
              {/* spec 2 §2 'Rows are clickable': a click anywhere on the row toggles it; the keyboard uses the row's button,
                  whose click (Enter or Space) reaches the row. */}
              <tr className="account-table__portfolio" onClick={() => onToggle(p.id)}>
                <th scope="row">
                  <button type="button" className="account-table__toggle" aria-expanded={open}>
                    <span className="account-table__chevron" aria-hidden="true">
                      {open ? '▾' : '▸'}
                    </span>
                    {p.name}
                  </button>
                </th>
                <td>{formatMoney(p.value, currency, tile)}</td>
                <td className="account-table__wide">
                  {perf(p, originalCurrency(p.accounts.map((a) => a.planCurrency)))}
                </td>
                {showChange ? (
                  <td className="account-table__wide">{formatMoneyChange(p.movement, currency, tile)}</td>
                ) : null}
              </tr>
              {open && p.accounts.length === 0 ? (
                <tr>
                  <td colSpan={showChange ? 4 : 3}>{HOME_TEXTS.noVisibleAccounts}</td>
                </tr>
              ) : null}
              {open
                ? p.accounts.map((a) => (
                    // A click anywhere on an account row opens its analysis, as its link does by keyboard.
                    <tr
                      key={a.id}
                      className="account-table__account"
                      onClick={(e) => {
                        if (!(e.target as Element).closest('a')) void navigate(analysisHref(segmentOf, a.id));
                      }}
                    >
                      <th scope="row">
                        <Link to={analysisHref(segmentOf, a.id)}>{a.name}</Link>
                        <span className="account-table__share"> {shares.get(a.id)?.label}</span>
                      </th>
                      <td>{shownValue(a, currency)}</td>
                      <td className="account-table__wide">{perf(a, a.planCurrency)}</td>
                      {showChange ? (
                        <td className="account-table__wide">{formatMoneyChange(a.movement, currency, tile)}</td>
                      ) : null}
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
