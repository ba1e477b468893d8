import { formatDecimal } from '../../../domain/money/decimal';
import type { AccountRecord, TransactionRecord } from '../data/portfolio/portfolio-records';
import { cashEffect } from '../compute/cash-effects';
import { validation } from '../http/errors';
import type { SignedInContext } from '../http/reply';
import { queryDate, queryInt } from '../http/wire';
import { transactionView } from '../views/portfolio.view';
import { decimal } from '../../../domain/money/decimal';
import { isIsoDate } from '../../../domain/shared/iso-date';

/**
 * Transactions of a selection (spec 2 §7, §9): start_date to stop_date, sort_type 7 (newest first,
 * the default) or 2 (oldest first: inception lookups), page_size (default 200, at most 1000) and
 * page_bookmark (the last row's bookmark); transaction_type (one or more, repeated or comma-separated)
 * keeps only those types, so a reader of external flows need not page through every trade.
 */

export const SORT_NEWEST_FIRST = 7;
export const SORT_OLDEST_FIRST = 2;
export const DEFAULT_TRANSACTION_PAGE_SIZE = 200;
export const MAX_TRANSACTION_PAGE_SIZE = 1000;
/** spec 2 §9: inception lookups start here. */
export const EARLIEST_START = '1900-01-01';

type Key = [date: string, id: number];

const encode = (t: TransactionRecord): string => Buffer.from(JSON.stringify([t.tradeDate, t.transactionId])).toString('base64url');

function decode(raw: string): Key {
  try {
    const [date, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (typeof date === 'string' && isIsoDate(date) && Number.isSafeInteger(id)) return [date, id];
  } catch {
    // the validation error below
  }
  throw validation('page_bookmark is not valid');
}

const compare = (a: Key, b: Key): number => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]);

export function transactionPage(ctx: SignedInContext, accounts: readonly AccountRecord[]) {
  const store = ctx.state.portfolios;
  const from = queryDate(ctx.query, 'start_date', EARLIEST_START);
  const to = queryDate(ctx.query, ctx.query.has('end_date') ? 'end_date' : 'stop_date', store.asOf);
  const sort = queryInt(ctx.query, 'sort_type', SORT_NEWEST_FIRST, 0, 99);
  if (sort !== SORT_NEWEST_FIRST && sort !== SORT_OLDEST_FIRST) throw validation(`sort_type must be ${SORT_NEWEST_FIRST} or ${SORT_OLDEST_FIRST}`);
  const pageSize = queryInt(ctx.query, 'page_size', DEFAULT_TRANSACTION_PAGE_SIZE, 1, MAX_TRANSACTION_PAGE_SIZE);
  const bookmark = ctx.query.get('page_bookmark');
  const after = bookmark ? decode(bookmark) : null;
  const sign = sort === SORT_NEWEST_FIRST ? -1 : 1;
  const types = new Set(ctx.query.getAll('transaction_type').flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean));

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
  rows.sort((x, y) => sign * compare([x.tradeDate, x.transactionId], [y.tradeDate, y.transactionId]));
  return rows.slice(0, pageSize).map((t) => {
    const effect = cashEffect(t);
    const net = effect.coefficient < 0n ? decimal(formatDecimal({ coefficient: -effect.coefficient, scale: effect.scale })) : effect;
    return transactionView(t, currency.get(t.accountId)!, net, encode(t));
  });
}
