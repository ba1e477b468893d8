import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { NOT_AVAILABLE, type PositionSortKey } from '../../../../../domain/analysis/investments';
import {
  POSITION_COLUMN_LABELS,
  showsFigure,
  type InvestmentDisplayOptions,
} from '../../../../../domain/analysis/investments-display';
import { formatFigure, formatMoney, formatPercent } from '../../../../../domain/format/quantity-format';
import type { InvestmentAccount, InvestmentPosition } from '../../../lib/contract';
import { Gain, IncomeAndYield, Money, showsIncomeColumn } from './InvestmentFigures';
import { investmentsStore, positionKey, sortBy, sortedPositions, toggleRow } from './investments.store';

type Column = { key: PositionSortKey; label: string; num: boolean };

function columns(options: InvestmentDisplayOptions): Column[] {
  const all: (Column | false)[] = [
    { key: 'name', label: POSITION_COLUMN_LABELS.name, num: false },
    { key: 'bookCost', label: POSITION_COLUMN_LABELS.bookCost, num: true },
    { key: 'units', label: POSITION_COLUMN_LABELS.units, num: true },
    { key: 'weight', label: POSITION_COLUMN_LABELS.weight, num: true },
    showsFigure(options.value, 'security') && {
      key: 'marketValue',
      label: POSITION_COLUMN_LABELS.marketValue,
      num: true,
    },
    { key: 'unrealisedGain', label: POSITION_COLUMN_LABELS.unrealisedGain, num: true },
    showsIncomeColumn(options, 'security') && {
      key: 'annualIncome',
      label: POSITION_COLUMN_LABELS.annualIncome,
      num: true,
    },
  ];
  return all.filter((c): c is Column => c !== false);
}

/** One account's positions (and a fund's sub-positions): sortable columns, a list of cards at 767 px and below. */
export function PositionsTable({
  account,
  options,
  id,
}: {
  account: InvestmentAccount;
  options: InvestmentDisplayOptions;
  id: string;
}) {
  const { sort, expanded } = useSnapshot(investmentsStore);
  const cols = columns(options);
  const rows = sortedPositions(account, sort);
  return (
    <table className="tab-table tab-table--stack inv-table" id={id}>
      <caption className="visually-hidden">Investments in {account.title}</caption>
      <thead>
        <tr>
          {cols.map((c) => {
            const active = sort.key === c.key;
            const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
            return (
              <th key={c.key} scope="col" aria-sort={ariaSort} className={c.num ? 'num' : undefined}>
                <button type="button" className="inv-sort" onClick={() => sortBy(c.key)}>
                  {c.label}
                  <span className={`inv-sort__arrow inv-sort__arrow--${ariaSort}`} aria-hidden="true" />
                </button>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => {
          const open = !!expanded[positionKey(p.id)];
          return [
            <PositionRow key={p.id} position={p} cols={cols} options={options} open={open} />,
            ...(open
              ? p.subPositions.map((sp) => (
                  <PositionRow key={`${p.id}/${sp.id}`} position={sp} cols={cols} options={options} sub />
                ))
              : []),
          ];
        })}
      </tbody>
    </table>
  );
}

/** A figure cell; its parts stay together when the row becomes a labelled card (767 px and below). */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className="num" data-label={label}>
      <span className="inv-cell">{children}</span>
    </td>
  );
}

function PositionRow({
  position: p,
  cols,
  options,
  open = false,
  sub = false,
}: {
  position: InvestmentPosition;
  cols: Column[];
  options: InvestmentDisplayOptions;
  open?: boolean;
  sub?: boolean;
}) {
  const cell = (c: Column) => {
    switch (c.key) {
      case 'name':
        return (
          <th key={c.key} scope="row" className="inv-name">
            {p.subPositions.length > 0 && !sub ? (
              <button
                type="button"
                className="inv-name__toggle"
                aria-expanded={open}
                onClick={() => toggleRow(positionKey(p.id))}
              >
                <span className={`inv-chevron${open ? ' inv-chevron--open' : ''}`} aria-hidden="true" />
                {p.name}
                <span className="visually-hidden">, {p.subPositions.length} underlying holdings</span>
              </button>
            ) : (
              <span>{p.name}</span>
            )}
            {p.code && <span className="inv-code">{p.code}</span>}
          </th>
        );
      case 'bookCost':
        return (
          <Cell key={c.key} label={c.label}>
            <Money value={p.bookCost} currency={p.currency} text={p.bookCostText} />
          </Cell>
        );
      case 'units':
        return (
          <Cell key={c.key} label={c.label}>
            <span>{formatFigure(p.units, 'units')}</span>
            {/* Prices keep the read's four places: pence and fund prices move below a penny. */}
            <span className="inv-sub-figure">
              {p.price === null ? NOT_AVAILABLE : `@ ${formatMoney(p.price, p.priceCurrency, 'units')}`}
            </span>
          </Cell>
        );
      case 'weight':
        return (
          <Cell key={c.key} label={c.label}>
            {p.weight === null ? NOT_AVAILABLE : formatPercent(p.weight, 'weight')}
          </Cell>
        );
      case 'marketValue':
        return (
          <Cell key={c.key} label={c.label}>
            <Money value={p.marketValue} currency={p.currency} />
          </Cell>
        );
      case 'unrealisedGain':
        return (
          <Cell key={c.key} label={c.label}>
            <Gain
              gain={p.unrealisedGain}
              bookCost={p.bookCost}
              currency={p.currency}
              text={p.unrealisedGainText}
              options={options}
              level="security"
            />
          </Cell>
        );
      default:
        return (
          <Cell key={c.key} label={c.label}>
            <IncomeAndYield
              income={p.annualIncome}
              yieldPercent={p.yield}
              currency={p.currency}
              options={options}
              level="security"
            />
          </Cell>
        );
    }
  };
  return <tr className={sub ? 'inv-row inv-row--sub' : 'inv-row'}>{cols.map(cell)}</tr>;
}
