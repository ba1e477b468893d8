import { addDecimals, compareDecimals, decimal, divideDecimals, isZeroDecimal, multiplyDecimals, subtractDecimals, ZERO, type Decimal } from '../../../domain/money/decimal';
import type { AccountRecord, TransactionRecord } from '../data/portfolio/portfolio-records';
import { cashEffect } from './cash-effects';

/**
 * An account's holdings at the close of a day, from its transactions alone: units per security
 * (exact), book cost per security in the plan currency (average cost: a sale takes its share of
 * the cost), and cash. Nothing here is stored; it is recomputed from the records on each call.
 */

export interface Holding {
  securityId: number;
  units: Decimal;
  /** Book cost in the plan currency: purchases (gross + fee) less the cost share of sales. */
  bookCost: Decimal;
  /** The trades that built the cost, for converting it at each trade's own rate. */
  lots: { date: string; cost: Decimal }[];
  /** Income received (gross) over the whole holding period. */
  incomeReceived: Decimal;
  firstBought: string;
}

export interface AccountHoldings {
  accountId: number;
  date: string;
  cash: Decimal;
  holdings: Holding[];
  transactionCount: number;
}

/** Book cost decimals kept through an average-cost sale. */
const COST_PLACES = 6;

export function holdingsAt(account: AccountRecord, transactions: readonly TransactionRecord[], date: string): AccountHoldings {
  let cash = ZERO;
  const bySecurity = new Map<number, Holding>();
  let count = 0;
  for (const t of transactions) {
    if (t.tradeDate > date) break;
    count++;
    cash = addDecimals(cash, cashEffect(t));
    if (t.securityId === null) continue;
    let h = bySecurity.get(t.securityId);
    if (!h) {
      h = { securityId: t.securityId, units: ZERO, bookCost: ZERO, lots: [], incomeReceived: ZERO, firstBought: t.tradeDate };
      bySecurity.set(t.securityId, h);
    }
    if (t.kind === 'buy') {
      const cost = addDecimals(decimal(t.gross), decimal(t.fee));
      h.units = addDecimals(h.units, decimal(t.units!));
      h.bookCost = addDecimals(h.bookCost, cost);
      h.lots.push({ date: t.tradeDate, cost });
    } else if (t.kind === 'sell') {
      const sold = decimal(t.units!);
      // The sold share of each lot's cost leaves with the units (average cost).
      const remaining = subtractDecimals(h.units, sold);
      const keep = isZeroDecimal(h.units) ? ZERO : divideDecimals(remaining, h.units, 12);
      h.lots = h.lots.map((l) => ({ date: l.date, cost: divideDecimals(multiplyDecimals(l.cost, keep), decimal(1), COST_PLACES) }));
      h.bookCost = h.lots.reduce((s, l) => addDecimals(s, l.cost), ZERO);
      h.units = remaining;
    } else if (t.kind === 'income') {
      h.incomeReceived = addDecimals(h.incomeReceived, decimal(t.gross));
    }
  }
  const holdings = [...bySecurity.values()].filter((h) => compareDecimals(h.units, ZERO) > 0).sort((a, b) => a.securityId - b.securityId);
  return { accountId: account.accountId, date, cash, holdings, transactionCount: count };
}
