import {
  addDecimals,
  compareDecimals,
  decimal,
  divideDecimals,
  isZeroDecimal,
  multiplyDecimals,
  subtractDecimals,
  ZERO,
  type Decimal,
} from '../../../domain/money/decimal';
import type { AccountRecord, TransactionRecord } from '../data/portfolio/portfolio-records';
import { CashTally } from './cash-effects';

/**
 * An account's holdings at the close of a day, from its transactions alone: units per security
 * (exact), book cost per security in the plan currency (average cost: a sale takes its share of
 * the cost), and cash, recomputed from the records (the store keeps those of the as-of date).
 */

export interface Holding {
  securityId: number;
  units: Decimal;
  /** Book cost in the plan currency: purchases (gross + fee) less the cost share of sales. */
  bookCost: Decimal;
  /** The trades that built the cost and what of each is left, for converting it at each trade's own rate. */
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

interface Building {
  holding: Holding;
  /** Share of the units kept through every sale so far (a running product). */
  kept: Decimal;
  bought: { date: string; cost: Decimal; keptAtPurchase: Decimal }[];
}

const ONE = decimal(1);
/** Decimals of the running share kept through sales. */
const SHARE_PLACES = 15;

export function holdingsAt(
  account: AccountRecord,
  transactions: readonly TransactionRecord[],
  date: string,
): AccountHoldings {
  const cash = new CashTally();
  const bySecurity = new Map<number, Building>();
  let count = 0;
  for (const t of transactions) {
    if (t.tradeDate > date) break;
    count++;
    cash.add(t);
    if (t.securityId === null) continue;
    let b = bySecurity.get(t.securityId);
    if (!b) {
      b = {
        holding: {
          securityId: t.securityId,
          units: ZERO,
          bookCost: ZERO,
          lots: [],
          incomeReceived: ZERO,
          firstBought: t.tradeDate,
        },
        kept: ONE,
        bought: [],
      };
      bySecurity.set(t.securityId, b);
    }
    const h = b.holding;
    if (t.kind === 'buy') {
      h.units = addDecimals(h.units, decimal(t.units!));
      b.bought.push({ date: t.tradeDate, cost: addDecimals(decimal(t.gross), decimal(t.fee)), keptAtPurchase: b.kept });
    } else if (t.kind === 'sell') {
      // Average cost: a sale takes its share of every lot's cost with the units it sells.
      const remaining = subtractDecimals(h.units, decimal(t.units!));
      const share = isZeroDecimal(h.units) ? ZERO : divideDecimals(remaining, h.units, SHARE_PLACES);
      h.units = remaining;
      if (isZeroDecimal(remaining)) {
        // Sold out: nothing of the earlier lots remains; later purchases start afresh.
        b.bought = [];
        b.kept = ONE;
      } else {
        b.kept = divideDecimals(multiplyDecimals(b.kept, share), ONE, SHARE_PLACES);
      }
    } else if (t.kind === 'income') {
      h.incomeReceived = addDecimals(h.incomeReceived, decimal(t.gross));
    }
  }
  const holdings: Holding[] = [];
  for (const b of [...bySecurity.values()].sort((x, y) => x.holding.securityId - y.holding.securityId)) {
    if (compareDecimals(b.holding.units, ZERO) <= 0) continue;
    b.holding.lots = b.bought.map((l) => ({
      date: l.date,
      cost: isZeroDecimal(l.keptAtPurchase)
        ? ZERO
        : divideDecimals(multiplyDecimals(l.cost, b.kept), l.keptAtPurchase, COST_PLACES),
    }));
    b.holding.bookCost = b.holding.lots.reduce((s, l) => addDecimals(s, l.cost), ZERO);
    holdings.push(b.holding);
  }
  return { accountId: account.accountId, date, cash: cash.total(), holdings, transactionCount: count };
}
