import type { MouseEvent } from 'react';
import {
  POSITION_COLUMN_LABELS,
  showsFigure,
  type InvestmentDisplayOptions,
} from '../../../../../domain/analysis/investments-display';
import type { InvestmentAccount } from '../../../lib/contract';
import { ConvertMenu } from './ConvertMenu';
import { Gain, IncomeAndYield, Money, showsIncomeColumn } from './InvestmentFigures';
import { PositionsTable } from './PositionsTable';
import { accountKey, toggleRow } from './investments.store';

/**
 * One account of the expandable list (spec 2 §2): title, plan currency in brackets, owner, market
 * value, unrealised gain, annual income / yield; opening it shows the positions.
 */
export function InvestmentAccountSection({
  account,
  open,
  options,
  busy,
}: {
  account: InvestmentAccount;
  open: boolean;
  options: InvestmentDisplayOptions;
  busy: boolean;
}) {
  const tableId = `inv-positions-${account.id}`;
  const headingId = `inv-account-${account.id}`;
  const toggle = () => toggleRow(accountKey(account.id));
  // The whole header is a pointer target; the title button is the keyboard one.
  const onHeadClick = (e: MouseEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).closest('button, a, [role="menu"]')) return;
    toggle();
  };
  const bookCost = account.marketValue - account.unrealisedGain;
  return (
    <section className={`inv-account${open ? ' inv-account--open' : ''}`} aria-labelledby={headingId}>
      <div className="inv-account__head" role="presentation" onClick={onHeadClick}>
        <h2 className="inv-account__title">
          <button
            type="button"
            id={headingId}
            className="inv-account__toggle"
            aria-expanded={open}
            aria-controls={open ? tableId : undefined}
            onClick={toggle}
          >
            <span className={`inv-chevron${open ? ' inv-chevron--open' : ''}`} aria-hidden="true" />
            <span>
              {account.title} <span className="inv-account__currency">({account.planCurrency})</span>
            </span>
          </button>
        </h2>
        <p className="inv-account__owner">{account.owner}</p>
        <dl className="inv-account__figures">
          {showsFigure(options.value, 'account') && (
            <div>
              <dt>{POSITION_COLUMN_LABELS.marketValue}</dt>
              <dd>
                <Money value={account.marketValue} currency={account.currency} />
              </dd>
            </div>
          )}
          <div>
            <dt>{POSITION_COLUMN_LABELS.unrealisedGain}</dt>
            <dd>
              <Gain
                gain={account.unrealisedGain}
                bookCost={bookCost}
                currency={account.currency}
                options={options}
                level="account"
              />
            </dd>
          </div>
          {showsIncomeColumn(options, 'account') && (
            <div>
              <dt>{POSITION_COLUMN_LABELS.annualIncome}</dt>
              <dd>
                <IncomeAndYield
                  income={account.annualIncome}
                  yieldPercent={account.yield}
                  currency={account.currency}
                  options={options}
                  level="account"
                />
              </dd>
            </div>
          )}
        </dl>
        <ConvertMenu account={account} busy={busy} />
      </div>
      {open &&
        (account.positions.length > 0 ? (
          <PositionsTable account={account} options={options} id={tableId} />
        ) : (
          <p className="tab-muted inv-account__none" id={tableId}>
            No holdings in this account on the valuation date.
          </p>
        ))}
    </section>
  );
}
