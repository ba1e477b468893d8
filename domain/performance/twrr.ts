import { dayNumber } from '../shared/iso-date';
import { fromCumulative, type PeriodReturn } from './annualisation';
import { first, itemAt, last } from '../shared/present';

/**
 * Time-weighted return by daily valuation (issue 9): r_t = V_t / (V_{t−1} + F_t) − 1, external flows
 * at the start of their day, the days linked geometrically.
 */

/** One day of a valuation series, in one currency. */
export interface DailyValue {
  date: string;
  /** The day's closing value. */
  value: number;
  /** The day's net external flow, positive into the selection (0 on the opening row). */
  flow: number;
}

export interface DailyFactor {
  date: string;
  /** 1 + r_t. */
  factor: number;
}

export interface SkippedDay {
  date: string;
  /** V_{t−1} + F_t, which was zero or negative. */
  openingPlusFlow: number;
  reason: string;
}

export interface TwrrResult {
  /** Π (1 + r_t) − 1 over the days with a return. */
  cumulative: number;
  /** The figure to show and whether it is annualised (GIPS). */
  period: PeriodReturn;
  /** From the opening valuation's date to the last day. */
  from: string;
  to: string;
  factors: DailyFactor[];
  skippedDays: SkippedDay[];
}

export const NON_POSITIVE_DENOMINATOR_REASON =
  "Opening value plus the day's flow is not positive, so the day has no return";

/** Π (1 + r_i) − 1. */
export function linkReturns(returns: readonly number[]): number {
  let product = 1;
  for (const r of returns) product *= 1 + r;
  return product - 1;
}

/**
 * `rows[0]` is the opening valuation (the close of the day before the period, flow ignored); every
 * later row is a day's closing value and that day's net external flow. A day whose opening value
 * plus flow is not positive contributes nothing and is listed in `skippedDays` (never −100%).
 */
export function timeWeightedReturn(rows: readonly DailyValue[]): TwrrResult {
  if (rows.length === 0) throw new RangeError('a valuation series needs at least its opening row');
  const factors: DailyFactor[] = [];
  const skippedDays: SkippedDay[] = [];
  let product = 1;
  for (let i = 1; i < rows.length; i++) {
    const row = itemAt(rows, i);
    const denominator = itemAt(rows, i - 1).value + row.flow;
    if (!(denominator > 0)) {
      skippedDays.push({ date: row.date, openingPlusFlow: denominator, reason: NON_POSITIVE_DENOMINATOR_REASON });
      continue;
    }
    const factor = row.value / denominator;
    factors.push({ date: row.date, factor });
    product *= factor;
  }
  const from = first(rows).date;
  const to = last(rows).date;
  const cumulative = product - 1;
  return {
    cumulative,
    period: fromCumulative(cumulative, dayNumber(to) - dayNumber(from)),
    from,
    to,
    factors,
    skippedDays,
  };
}

/**
 * The cumulative TWRR alone, without the per-day detail (the hot path for many accounts). `values`
 * and `flows` are parallel; index 0 is the opening valuation.
 */
export function linkedDailyReturn(values: ArrayLike<number>, flows: ArrayLike<number>): number {
  let product = 1;
  for (let i = 1; i < values.length; i++) {
    const denominator = itemAt(values, i - 1) + itemAt(flows, i);
    if (denominator > 0) product *= itemAt(values, i) / denominator;
  }
  return product - 1;
}

/**
 * Adds several series day by day (a portfolio from its accounts, all in the report currency). Days
 * missing from one series carry its last value forward with no flow; before its first row it
 * counts as 0.
 */
export function combineDailyValues(series: readonly (readonly DailyValue[])[]): DailyValue[] {
  const dates = [...new Set(series.flatMap((s) => s.map((r) => r.date)))].sort();
  const totals = new Map<string, DailyValue>(dates.map((date) => [date, { date, value: 0, flow: 0 }]));
  for (const s of series) {
    const byDate = new Map(s.map((r) => [r.date, r]));
    let lastValue = 0;
    for (const date of dates) {
      const row = byDate.get(date);
      const total = totals.get(date)!;
      if (row) {
        lastValue = row.value;
        total.flow += row.flow;
      }
      total.value += lastValue;
    }
  }
  return dates.map((d) => totals.get(d)!);
}
