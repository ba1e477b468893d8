import { reconcileValueMovement, periodReturns, type PeriodReturns } from '../../../domain/performance/explain';
import { feeTaxFlow, type DailyValueWithCharges, type FeeTaxMode } from '../../../domain/performance/fee-tax-modes';
import { timeWeightedReturn, type DailyValue } from '../../../domain/performance/twrr';
import { CONVERSION_RATE_UNAVAILABLE } from '../../../domain/money/fx-conversion';
import { addDays, dayNumber, fromDayNumber } from '../../../domain/shared/iso-date';
import { first as firstOf, itemAt, last as lastOf } from '../../../domain/shared/present';
import { centsAtPublishedRate } from './published-rates';
import type { AccountRecord } from '../data/portfolio/portfolio-records';
import type { PortfolioStore } from '../state/portfolio-store';

/**
 * Returns of a selection of accounts over a range, in a report currency: each account's daily
 * values converted at their own day's published rate and flows at the published rate of the close
 * before (they count at the start of the day), each from its own cents and rounded to the penny
 * exactly, added up day by day, then the domain's TWRR and IRR (explain.ts periodReturns) under the
 * fee-and-tax mode.
 */

export class ConversionUnavailable extends Error {
  constructor(
    readonly from: string,
    readonly to: string,
  ) {
    super(`${CONVERSION_RATE_UNAVAILABLE}: ${from} to ${to}`);
  }
}

export interface SelectionSeries {
  /** The requested range, clipped to the selection's first transaction and to the as-of date. */
  from: string;
  to: string;
  /** rows[0] is the opening valuation (the day before `from`, flow 0); one row per calendar day after. */
  rows: DailyValueWithCharges[];
}

/** Cents to the nearest double of the two-decimal figure. */
const fromCents = (c: number): number => c / 100;

/** The first trade date of the selection, or null when it has no transaction. */
export function selectionInception(store: PortfolioStore, accounts: readonly AccountRecord[]): string | null {
  let first: string | null = null;
  for (const a of accounts) {
    const t = store.transactions(a.accountId)[0];
    if (t && (first === null || t.tradeDate < first)) first = t.tradeDate;
  }
  return first;
}

/** The daily rows of a selection in the report currency; null when the range holds nothing. */
export function selectionSeries(
  store: PortfolioStore,
  accounts: readonly AccountRecord[],
  range: { from: string; to: string },
  reportCurrency: string,
): SelectionSeries | null {
  const inception = selectionInception(store, accounts);
  const to = range.to > store.asOf ? store.asOf : range.to;
  if (inception === null || to < inception) return null;
  const from = range.from < inception ? inception : range.from;
  if (from > to) return null;
  const cal = store.market.calendar;
  const first = dayNumber(from) - 1 - cal.startDay;
  const last = dayNumber(to) - cal.startDay;
  const len = last - first + 1;
  const value = new Float64Array(len);
  const flow = new Float64Array(len);
  const fees = new Float64Array(len);
  const taxes = new Float64Array(len);
  for (const a of accounts) {
    const s = store.accountSeries(a);
    if (s.firstIndex < 0) continue;
    const rates = store.dailyRates(a.planCurrency, reportCurrency);
    if (!rates) throw new ConversionUnavailable(a.planCurrency, reportCurrency);
    for (let k = 0; k < len; k++) {
      const i = first + k;
      if (i < 0) continue;
      // The published rates (one a day and pair): the day's for its value, the close before's for
      // its flows, which count at the start of the day (conventions.ts).
      const r = itemAt(rates, i);
      const opening = i > 0 ? itemAt(rates, i - 1) : r;
      // Each account's day is valued to the penny in the report currency before it is added, as the
      // account rows are: a selection's value is then exactly the sum of its accounts' values (in
      // whole cents, which a double adds exactly).
      value[k] = itemAt(value, k) + centsAtPublishedRate(itemAt(s.value, i), r);
      flow[k] = itemAt(flow, k) + centsAtPublishedRate(itemAt(s.flow, i), opening);
      fees[k] = itemAt(fees, k) + centsAtPublishedRate(itemAt(s.fees, i), opening);
      taxes[k] = itemAt(taxes, k) + centsAtPublishedRate(itemAt(s.taxes, i), opening);
    }
  }
  const dates = store.calendarDates();
  const rows: DailyValueWithCharges[] = [];
  for (const [k, v] of value.entries()) {
    // The opening row of a range starting on the market's first day falls the day before it.
    const date = first + k >= 0 ? itemAt(dates, first + k) : fromDayNumber(cal.startDay + first + k);
    rows.push({
      date,
      value: fromCents(v),
      flow: k === 0 ? 0 : fromCents(itemAt(flow, k)),
      fees: k === 0 ? 0 : fromCents(itemAt(fees, k)),
      taxes: k === 0 ? 0 : fromCents(itemAt(taxes, k)),
    });
  }
  return { from, to, rows };
}

export interface SelectionPerformance {
  from: string;
  to: string;
  openingValue: number;
  closingValue: number;
  netFlows: string;
  /** closing − opening − net flows, exact to the penny (domain reconcileValueMovement). */
  movement: string;
  returns: PeriodReturns;
  /** The rows the TWRR links, after the fee-and-tax mode. */
  rows: DailyValue[];
}

const cents = (x: number): string => (Math.round(x * 100) / 100).toFixed(2);

/**
 * Number(cents(x)) without the text: n / 100 is already the double nearest to the two-decimal figure,
 * which is what reading its text back gives; only −0 differs, and is read as 0.
 */
export const roundCents = (x: number): number => {
  const n = Math.round(x * 100) / 100;
  return n === 0 ? 0 : n;
};

export function selectionPerformance(series: SelectionSeries, mode: FeeTaxMode): SelectionPerformance {
  // One pass (this runs for every account of a selection, every day since inception): each row's
  // flow under the fee-and-tax mode as applyFeeTaxMode gives it, rounded to the penny.
  const rows = new Array<DailyValue>(series.rows.length);
  const flows: string[] = [];
  for (const [i, r] of series.rows.entries()) {
    const flow = i === 0 ? 0 : roundCents(r.flow + feeTaxFlow(mode, r));
    rows[i] = { date: r.date, value: roundCents(r.value), flow };
    // Days without a flow add nothing to the exact sum of the flows.
    if (flow !== 0) flows.push(cents(flow));
  }
  const opening = firstOf(rows).value;
  const closing = lastOf(rows).value;
  const rec = reconcileValueMovement({ openingValue: cents(opening), closingValue: cents(closing), flows });
  return {
    from: series.from,
    to: series.to,
    openingValue: opening,
    closingValue: closing,
    netFlows: rec.netFlows,
    movement: rec.movement,
    returns: periodReturns(rows, series.to),
    rows,
  };
}

/** Cumulative TWRR from the opening row to each day (the domain's daily factors, linked). */
export function cumulativeTwrr(rows: readonly DailyValue[]): Map<string, number> {
  const out = new Map<string, number>();
  const factors = new Map(timeWeightedReturn(rows).factors.map((f) => [f.date, f.factor]));
  let product = 1;
  for (const r of rows.slice(1)) {
    product *= factors.get(r.date) ?? 1;
    out.set(r.date, product - 1);
  }
  return out;
}

export type Frequency = 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'yearly';

/** The dates a chart samples: the period's ends at the frequency, always ending on `to`. */
export function sampleDates(from: string, to: string, frequency: Frequency): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const next = addDays(d, 1);
    const end =
      frequency === 'daily' ||
      (frequency === 'weekly' && (dayNumber(d) - dayNumber(from)) % 7 === 6) ||
      (frequency === 'monthly' && next.slice(5, 7) !== d.slice(5, 7)) ||
      (frequency === 'quarterly' &&
        next.slice(5, 7) !== d.slice(5, 7) &&
        ['03', '06', '09', '12'].includes(d.slice(5, 7))) ||
      (frequency === 'yearly' && next.slice(0, 4) !== d.slice(0, 4));
    if (end || d === to) out.push(d);
  }
  return out;
}
