import { useEffect, useEffectEvent, useMemo, type MouseEvent } from 'react';
import { useSnapshot } from 'valtio';
import { maxWidthQuery, NARROW_MAX_WIDTH_PX } from '../../../../../domain/analysis/tab-breakpoints';
import {
  NO_TRANSACTIONS,
  TRANSACTION_COLUMNS,
  transactionDate,
  transactionHideOptions,
  type TransactionHideOptions,
} from '../../../../../domain/analysis/transactions-tab';
import { formatMoney } from '../../../../../domain/format/quantity-format';
import type { TransactionRow } from '../../../lib/contract';
import { siteStore } from '../../../lib/site.store';
import { analysisSearch, type AnalysisQuery } from '../analysis-query';
import { DownloadCsvLink } from '../../../components/DownloadCsvLink';
import { LoadMoreTransactions } from './LoadMoreTransactions';
import { TransactionDetail } from './TransactionDetail';
import {
  loadTransactions,
  purgeTransactions,
  retryTransactions,
  selectTransaction,
  transactionsStore,
} from './transactions.store';
import { TabEmpty, TabFailure, TabSkeleton } from './TabStatusViews';
import { useMediaQuery } from '../use-media-query';
import './transactions-tab.css';

const detailId = (row: TransactionRow) => `txn-detail-${row.id}`;
const label = (row: TransactionRow) => row.security ?? row.typeDescription;

/** The analysis page's Transactions tab (spec 2 §2 "Transactions tab", §4 "Transactions", §5). */
export function TransactionsTab({ query }: { query: AnalysisQuery }) {
  const snap = useSnapshot(transactionsStore);
  const { config } = useSnapshot(siteStore);
  const hide = useMemo(() => transactionHideOptions(config?.settings), [config]);
  const mobile = useMediaQuery(maxWidthQuery(NARROW_MAX_WIDTH_PX));

  // A new query object asking for the same figures (or a re-render) reads nothing again.
  const load = useEffectEvent(() => void loadTransactions(query));
  useEffect(() => {
    load();
  }, [query.account, query.portfolio, query.group, query.range, query.from, query.to]);
  // spec 2 §4: purged on leaving.
  useEffect(() => () => purgeTransactions(), []);

  if (snap.status === 'failed') return <TabFailure message={snap.error} onRetry={() => void retryTransactions()} />;
  if (snap.status !== 'ready') return <TabSkeleton label="Loading transactions" />;
  if (snap.rows.length === 0) return <TabEmpty text={snap.empty ?? NO_TRANSACTIONS} />;

  const rows = snap.rows as TransactionRow[];
  return (
    <div className="txn-tab">
      <div className="txn-toolbar">
        <DownloadCsvLink path={`/analysis/transactions/csv${analysisSearch(query)}`} />
      </div>
      {mobile ? (
        <TransactionList rows={rows} selectedId={snap.selectedId} hide={hide} />
      ) : (
        <TransactionTable rows={rows} selectedId={snap.selectedId} hide={hide} />
      )}
      <LoadMoreTransactions />
    </div>
  );
}

interface ViewProps {
  rows: TransactionRow[];
  selectedId: number | null;
  hide: TransactionHideOptions;
}

/** Wide screens: the table; choosing a row (click, or Enter or Space on its Details button) opens its panel beneath it. */
function TransactionTable({ rows, selectedId, hide }: ViewProps) {
  const onRowClick = (e: MouseEvent<HTMLTableRowElement>, id: number) => {
    if ((e.target as HTMLElement).closest('button, a')) return;
    selectTransaction(id);
  };
  return (
    <table className="tab-table txn-table">
      <caption className="visually-hidden">Transactions, newest first</caption>
      <thead>
        <tr>
          {TRANSACTION_COLUMNS.map((c) => (
            <th key={c} scope="col" className={c === 'Value' ? 'num' : undefined}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const open = row.id === selectedId;
          return [
            <tr
              key={row.id}
              className={`txn-row${open ? ' txn-row--selected' : ''}`}
              onClick={(e) => onRowClick(e, row.id)}
            >
              <td className="txn-date">{transactionDate(row.tradeDate)}</td>
              <th scope="row" className="txn-security">
                {label(row)}
                <span className="txn-type">{row.typeDescription}</span>
              </th>
              <td>{row.accountName}</td>
              <td className="num">{formatMoney(row.grossAmount, row.currency)}</td>
              <td>
                <button
                  type="button"
                  className="button button--link txn-details"
                  aria-expanded={open}
                  aria-controls={open ? detailId(row) : undefined}
                  onClick={() => selectTransaction(row.id)}
                >
                  Details
                  <span className="visually-hidden">
                    {' '}
                    of {row.typeDescription} {label(row)}, {transactionDate(row.tradeDate)}
                  </span>
                </button>
              </td>
            </tr>,
            open && (
              <tr key={`${row.id}-detail`} className="txn-detail-row">
                <td colSpan={TRANSACTION_COLUMNS.length}>
                  <TransactionDetail row={row} hide={hide} id={detailId(row)} />
                </td>
              </tr>
            ),
          ];
        })}
      </tbody>
    </table>
  );
}

/** spec 2 §2: on mobile an expandable list replaces the table. */
function TransactionList({ rows, selectedId, hide }: ViewProps) {
  return (
    <ul className="txn-list" aria-label="Transactions, newest first">
      {rows.map((row) => {
        const open = row.id === selectedId;
        return (
          <li key={row.id} className={`txn-item${open ? ' txn-item--open' : ''}`}>
            <button
              type="button"
              className="txn-item__toggle"
              aria-expanded={open}
              aria-controls={open ? detailId(row) : undefined}
              onClick={() => selectTransaction(row.id)}
            >
              <span className="txn-item__main">
                <span className="txn-item__security">{label(row)}</span>
                <span className="txn-item__meta">
                  {transactionDate(row.tradeDate)} · {row.typeDescription}
                </span>
              </span>
              <span className="txn-item__value">{formatMoney(row.grossAmount, row.currency)}</span>
            </button>
            {open && <TransactionDetail row={row} hide={hide} id={detailId(row)} withAccount />}
          </li>
        );
      })}
    </ul>
  );
}
