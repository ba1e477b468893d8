import { formatDecimal } from '../../../domain/money/decimal';
import type { AccountRecord, TransactionKind, TransactionRecord } from '../data/portfolio/portfolio-records';
import { cashEffect } from '../compute/cash-effects';
import { validation } from '../http/errors';
import { queryList, readBookmark, sandboxBookmark } from '../http/query';
import type { SignedInContext } from '../http/reply';
import { queryDate, queryInt } from '../http/wire';
import { transactionView } from '../views/portfolio.view';
import { decimal } from '../../../domain/money/decimal';
import { isIsoDate } from '../../../domain/shared/iso-date';

/**
 * Transactions of a selection (spec 2 §7, §9): start_date to stop_date, sort_type 7 (newest first,
 * the default) or 2 (oldest first: inception lookups), page_size (default 200, at most 1000) and
 * page_bookmark (the last row's bookmark); transaction_type (a list: transaction_type.0, .1, …)
 * keeps only those types, so a reader of external flows need not page through every trade.
 */

export const SORT_NEWEST_FIRST = 7;
export const SORT_OLDEST_FIRST = 2;
export const DEFAULT_TRANSACTION_PAGE_SIZE = 200;
export const MAX_TRANSACTION_PAGE_SIZE = 1000;
/** spec 2 §9: inception lookups start here. */
export const EARLIEST_START = '1900-01-01';

type Key = [date: string, id: number];

const encode = (t: TransactionRecord): string => sandboxBookmark([t.tradeDate, t.transactionId]);

const isKey = (v: unknown): v is Key =>
  Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && isIsoDate(v[0]) && Number.isSafeInteger(v[1]);

/** The transaction types the sandbox has (transaction_type names them). */
const TRANSACTION_TYPES: readonly TransactionKind[] = [
  'buy',
  'sell',
  'income',
  'fee',
  'contribution',
  'withdrawal',
  'transfer_in',
  'transfer_out',
];

const compare = (a: Key, b: Key): number => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]);

export function transactionPage(ctx: SignedInContext, accounts: readonly AccountRecord[]) {
  const store = ctx.state.portfolios;
  const from = queryDate(ctx.query, 'start_date', EARLIEST_START);
  const to = queryDate(ctx.query, ctx.query.has('end_date') ? 'end_date' : 'stop_date', store.asOf);
  const sort = queryInt(ctx.query, 'sort_type', SORT_NEWEST_FIRST, 0, 99);
  if (sort !== SORT_NEWEST_FIRST && sort !== SORT_OLDEST_FIRST)
    throw validation(`sort_type must be ${SORT_NEWEST_FIRST} or ${SORT_OLDEST_FIRST}`);
  const pageSize = queryInt(ctx.query, 'page_size', DEFAULT_TRANSACTION_PAGE_SIZE, 1, MAX_TRANSACTION_PAGE_SIZE);
  const after = readBookmark(ctx.query, isKey) ?? null;
  const sign = sort === SORT_NEWEST_FIRST ? -1 : 1;
  const types = new Set(queryList(ctx.query, 'transaction_type'));
  for (const t of types)
    if (!TRANSACTION_TYPES.includes(t as TransactionKind))
      throw validation(
        `transaction_type must be among ${TRANSACTION_TYPES.join(', ')} (a list is transaction_type.0, transaction_type.1, …)`,
      );

  const currency = new Map(accounts.map((a) => [a.accountId, a.planCurrency]));
  const rows: TransactionRecord[] = [];
  for (const a of accounts) {
    for (const t of store.transactions(a.accountId)) {
      if (t.tradeDate < from || t.tradeDate > to) continue;
      if (types.size && !types.has(t.kind)) continue;
      if (after && sign * compare([t.tradeDate, t.transactionId], after) <= 0) continue;
      rows.push(t);
    }
  }
  // Compared field by field (no key arrays made per comparison: a long history is sorted once a page).
  rows.sort(
    (x, y) =>
      sign * (x.tradeDate < y.tradeDate ? -1 : x.tradeDate > y.tradeDate ? 1 : x.transactionId - y.transactionId),
  );
  return rows.slice(0, pageSize).map((t) => {
    const effect = cashEffect(t);
    const net =
      effect.coefficient < 0n
        ? decimal(formatDecimal({ coefficient: -effect.coefficient, scale: effect.scale }))
        : effect;
    return transactionView(t, currency.get(t.accountId)!, net, encode(t));
  });
}
