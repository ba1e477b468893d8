import { decimalToNumber } from '../../../domain/money/decimal';
import { dayNumber, fromDayNumber } from '../../../domain/shared/iso-date';
import type { Market } from '../data/portfolio/market';
import type { AccountRecord, TransactionRecord } from '../data/portfolio/portfolio-records';
import { securityById } from '../data/portfolio/securities';
import { quoteToPlanRate } from '../data/portfolio/simulate-account';
import { cashEffect, externalFlow, feesPaid, taxesPaid } from './cash-effects';

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

export function accountSeries(market: Market, account: AccountRecord, transactions: readonly TransactionRecord[]): AccountSeries {
  const cal = market.calendar;
  const n = cal.latestIndex.length;
  const series: AccountSeries = {
    accountId: account.accountId,
    currency: account.planCurrency,
    startDay: cal.startDay,
    firstIndex: transactions.length ? dayNumber(transactions[0].tradeDate) - cal.startDay : -1,
    value: new Float64Array(n),
    flow: new Float64Array(n),
    fees: new Float64Array(n),
    taxes: new Float64Array(n),
  };
  if (series.firstIndex < 0) return series;
  const units = new Map<number, number>();
  const rates = new Map<number, number>();
  let cash = 0;
  let next = 0;
  for (let i = series.firstIndex; i < n; i++) {
    const date = fromDayNumber(cal.startDay + i);
    while (next < transactions.length && transactions[next].tradeDate === date) {
      const t = transactions[next++];
      cash += decimalToNumber(cashEffect(t));
      const flow = externalFlow(t);
      if (flow) series.flow[i] += decimalToNumber(flow);
      series.fees[i] += decimalToNumber(feesPaid(t));
      series.taxes[i] += decimalToNumber(taxesPaid(t));
      if (t.securityId !== null && (t.kind === 'buy' || t.kind === 'sell')) {
        const u = Number(t.units);
        units.set(t.securityId, (units.get(t.securityId) ?? 0) + (t.kind === 'buy' ? u : -u));
        if (!rates.has(t.securityId)) rates.set(t.securityId, quoteToPlanRate(securityById(t.securityId)!, account.planCurrency));
      }
    }
    const b = cal.latestIndex[i];
    let value = cash;
    for (const [id, u] of units) {
      if (u === 0) continue;
      const p = market.latestPriceAt(id, b);
      if (!Number.isNaN(p)) value += u * p * rates.get(id)!;
    }
    series.value[i] = value;
  }
  return series;
}
