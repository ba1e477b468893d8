import { itemAt } from '../../../domain/shared/present';
import type { Market } from '../data/portfolio/market';
import type { AccountRecord, TransactionRecord } from '../data/portfolio/portfolio-records';
import { securityById } from '../data/portfolio/securities';
import { quoteToPlanRate } from '../data/portfolio/simulate-account';
import { cashEffectNumber, externalFlowNumber, feesPaidNumber, taxesPaidNumber } from './cash-effects';

/**
 * An account's closing value every calendar day in its plan currency, with that day's external
 * flow, fees and taxes, played forward from its transactions and the market's prices (the latest
 * price on or before the day: weekends, holidays and gaps carry the last close). This is the
 * valuation the returns link; it is derived, cached per account, never stored as data.
 */
export interface AccountSeries {
  accountId: number;
  currency: string;
  /** dayNumber of index 0 (the market's first day). */
  startDay: number;
  /** Index of the first day with a transaction; -1 when there is none. */
  firstIndex: number;
  value: Float64Array;
  flow: Float64Array;
  fees: Float64Array;
  taxes: Float64Array;
}

export function accountSeries(
  market: Market,
  account: AccountRecord,
  transactions: readonly TransactionRecord[],
): AccountSeries {
  const cal = market.calendar;
  const n = cal.latestIndex.length;
  const firstTransaction = transactions[0];
  const series: AccountSeries = {
    accountId: account.accountId,
    currency: account.planCurrency,
    startDay: cal.startDay,
    firstIndex: firstTransaction ? market.dayIndex(firstTransaction.tradeDate) : -1,
    value: new Float64Array(n),
    flow: new Float64Array(n),
    fees: new Float64Array(n),
    taxes: new Float64Array(n),
  };
  if (series.firstIndex < 0) return series;
  // Holdings as parallel arrays: the valuation loop runs for every day of every account.
  const held: { securityId: number; units: number; rate: number; prices: Float64Array }[] = [];
  const bySecurity = new Map<number, (typeof held)[number]>();
  let cash = 0;
  let next = 0;
  let nextDay = series.firstIndex;
  for (let i = series.firstIndex; i < n; i++) {
    // The day's flow, fees and taxes, added up from 0 in transaction order.
    let flow = 0;
    let fees = 0;
    let taxes = 0;
    while (next < transactions.length && nextDay === i) {
      const t = itemAt(transactions, next++);
      const following = transactions[next];
      if (following !== undefined && following.tradeDate !== t.tradeDate)
        nextDay = market.dayIndex(following.tradeDate);
      cash += cashEffectNumber(t);
      flow += externalFlowNumber(t);
      fees += feesPaidNumber(t);
      taxes += taxesPaidNumber(t);
      if (t.securityId !== null && (t.kind === 'buy' || t.kind === 'sell')) {
        const u = Number(t.units);
        let h = bySecurity.get(t.securityId);
        if (!h) {
          h = {
            securityId: t.securityId,
            units: 0,
            rate: quoteToPlanRate(securityById(t.securityId)!, account.planCurrency),
            prices: market.dailyPrices(t.securityId)!,
          };
          held.push(h);
          bySecurity.set(t.securityId, h);
        }
        h.units += t.kind === 'buy' ? u : -u;
      }
    }
    series.flow[i] = flow;
    series.fees[i] = fees;
    series.taxes[i] = taxes;
    // Holdings in order of first purchase, so the sum is added up in the same order every time.
    let value = cash;
    for (const h of held) {
      if (h.units === 0) continue;
      const p = itemAt(h.prices, i);
      if (!Number.isNaN(p)) value += h.units * p * h.rate;
    }
    series.value[i] = value;
  }
  return series;
}
