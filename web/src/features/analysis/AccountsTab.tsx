import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ACCOUNTS_COLUMNS } from '../../../../domain/analysis/analysis-page';
import { NOT_AVAILABLE } from '../../../../domain/analysis/investments';
import { changeInValueHidden } from '../../../../domain/config/site-config';
import { originalCurrency } from '../../../../domain/analysis/currency-view';
import { formatMoney } from '../../../../domain/format/quantity-format';
import { ReturnFigure } from '../../components/ReturnFigure';
import type { AccountsTab as AccountsTabRead, AccountsTabRow, AccountsTable } from '../../lib/contract';
import { siteStore } from '../../lib/site.store';
import { analysisStore } from './analysis.store';
import { searchFor } from './analysis-url';

/**
 * spec 2 §2 "Accounts tab": the portfolios, groups or accounts with current value, fund performance
 * and change in value (unless the site hides it); My and Linked tables; a row (or its name, by
 * keyboard) drills down.
 */
export function AccountsTab({ read }: { read: AccountsTabRead }) {
  const { config } = useSnapshot(siteStore);
  const showChange = !changeInValueHidden(config?.settings);
  if (read.empty) return <p className="accounts-tab__empty">{read.empty}</p>;
  return (
    <div className="accounts-tab">
      {read.tables.map((t) => (
        <AccountsTableView key={t.key} table={t} currency={read.currency} showChange={showChange} />
      ))}
    </div>
  );
}

function AccountsTableView({
  table,
  currency,
  showChange,
}: {
  table: AccountsTable;
  currency: string;
  showChange: boolean;
}) {
  const headingId = `accounts-table-${table.key}`;
  const rows = table.rows.flatMap((r) => [
    { row: r, child: false },
    ...r.children.map((c) => ({ row: c, child: true })),
  ]);
  return (
    <section className="accounts-tab__section" aria-labelledby={table.heading ? headingId : undefined}>
      {table.heading && (
        <h2 id={headingId} className="accounts-tab__heading">
          {table.heading}
        </h2>
      )}
      <table className="accounts-table">
        <thead>
          <tr>
            <th scope="col">{ACCOUNTS_COLUMNS.name}</th>
            <th scope="col" className="num">
              {ACCOUNTS_COLUMNS.value}
            </th>
            <th scope="col" className="num accounts-table__wide">
              {ACCOUNTS_COLUMNS.performance}
            </th>
            {showChange && (
              <th scope="col" className="num accounts-table__wide">
                {ACCOUNTS_COLUMNS.change}
              </th>
            )}
            <td className="accounts-table__chevron" />
          </tr>
        </thead>
        <tbody>
          {rows.map(({ row, child }) => (
            <AccountRow
              key={`${row.kind}-${row.id}`}
              row={row}
              child={child}
              currency={currency}
              showChange={showChange}
            />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function AccountRow({
  row,
  child,
  currency,
  showChange,
}: {
  row: AccountsTabRow;
  child: boolean;
  currency: string;
  showChange: boolean;
}) {
  const navigate = useNavigate();
  const { range } = useSnapshot(analysisStore);
  const to = { search: searchFor(row.filter, range) };
  // The whole row is the target for a pointer; the name's link is the keyboard's (one tab stop a row).
  const onRowClick = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest('a')) return;
    void navigate(to);
  };
  return (
    <tr
      className={`accounts-table__row accounts-table__row--${row.kind}${child ? ' accounts-table__row--child' : ''}`}
      onClick={onRowClick}
    >
      <th scope="row">
        <Link to={to} className="accounts-table__link">
          {row.name}
        </Link>
      </th>
      <td className="num">{formatMoney(row.value, currency)}</td>
      <td className="num accounts-table__wide">
        {row.twrr === null ? (
          <NotAvailable />
        ) : (
          <ReturnFigure
            value={row.twrr}
            period={row.period}
            currency={currency}
            beside={row.planCurrency ?? originalCurrency(row.children.map((c) => c.planCurrency))}
          />
        )}
      </td>
      {showChange && <td className="num accounts-table__wide">{formatMoney(row.movement, currency)}</td>}
      <td className="accounts-table__chevron" aria-hidden="true">
        ›
      </td>
    </tr>
  );
}

/** A figure the read has none of: a dash to the eye, the words to a screen reader. */
function NotAvailable() {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">{NOT_AVAILABLE}</span>
    </>
  );
}
