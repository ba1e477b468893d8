import { err, ok, type Result } from '../shared/result';
import { dayNumber } from '../shared/iso-date';
import { first, itemAt } from '../shared/present';
import { normaliseCurrency, PENCE_CURRENCY, PENCE_PER_POUND, POUND_CURRENCY } from './currency';

/**
 * Currency conversion at the rate of each amount's own day (spec 2 §4 "Currency view"; issue 9
 * "Currency"): rates are held against the report currency, other pairs cross through it, equal
 * currencies are never converted, and a missing rate says 'Conversion rate unavailable'.
 */

/** spec 2 §4, §8: the text shown when a rate is missing. */
export const CONVERSION_RATE_UNAVAILABLE = 'Conversion rate unavailable';

/**
 * Not given by the spec: days without a rate (weekends, holidays) use the latest earlier rate, but
 * no older than this many days; past that the rate counts as missing.
 */
export const FX_MAX_STALE_DAYS = 7;

/** On `date`, one unit of `currency` is worth `rate` units of the table's report currency. */
export interface FxRate {
  currency: string;
  date: string;
  rate: number;
}

interface RateSeries {
  days: number[];
  rates: number[];
}

export interface FxTable {
  reportCurrency: string;
  series: ReadonlyMap<string, RateSeries>;
  maxStaleDays: number;
}

/** Builds the lookup; non-positive or non-finite rates are dropped, a later duplicate wins. */
export function fxTable(
  reportCurrency: string,
  rates: readonly FxRate[],
  maxStaleDays: number = FX_MAX_STALE_DAYS,
): FxTable {
  const byCurrency = new Map<string, Map<number, number>>();
  for (const r of rates) {
    if (!(r.rate > 0) || !Number.isFinite(r.rate)) continue;
    const c = normaliseCurrency(r.currency);
    if (!byCurrency.has(c)) byCurrency.set(c, new Map());
    byCurrency.get(c)!.set(dayNumber(r.date), r.rate);
  }
  const series = new Map<string, RateSeries>();
  for (const [c, m] of byCurrency) {
    const days = [...m.keys()].sort((a, b) => a - b);
    series.set(c, { days, rates: days.map((d) => m.get(d)!) });
  }
  return { reportCurrency: normaliseCurrency(reportCurrency), series, maxStaleDays };
}

/** The latest rate on or before `day`, within the staleness limit. */
function lookUp(s: RateSeries | undefined, day: number, maxStaleDays: number): number | null {
  if (!s || s.days.length === 0) return null;
  let lo = 0;
  let hi = s.days.length - 1;
  if (first(s.days) > day) return null;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (itemAt(s.days, mid) <= day) lo = mid;
    else hi = mid - 1;
  }
  return day - itemAt(s.days, lo) <= maxStaleDays ? itemAt(s.rates, lo) : null;
}

/** Units of the report currency per unit of `currency` on `date`; GBX is GBP / 100. */
export function rateToReport(table: FxTable, currency: string, date: string): number | null {
  const c = normaliseCurrency(currency);
  if (c === table.reportCurrency) return 1;
  if (c === PENCE_CURRENCY) {
    if (table.reportCurrency === POUND_CURRENCY) return 1 / PENCE_PER_POUND;
    const pound = rateToReport(table, POUND_CURRENCY, date);
    return pound === null ? null : pound / PENCE_PER_POUND;
  }
  if (table.reportCurrency === PENCE_CURRENCY) {
    const viaPound = rateToReport({ ...table, reportCurrency: POUND_CURRENCY }, c, date);
    return viaPound === null ? null : viaPound * PENCE_PER_POUND;
  }
  return lookUp(table.series.get(c), dayNumber(date), table.maxStaleDays);
}

/** Units of `to` per unit of `from` on `date`, crossing through the report currency; 1 when equal. */
export function crossRate(table: FxTable, from: string, to: string, date: string): number | null {
  const f = normaliseCurrency(from);
  const t = normaliseCurrency(to);
  if (f === t) return 1;
  const fromRate = rateToReport(table, f, date);
  const toRate = rateToReport(table, t, date);
  return fromRate === null || toRate === null ? null : fromRate / toRate;
}

export interface Conversion {
  amount: number;
  /** The rate applied (1 when the currencies are equal: no conversion). */
  rate: number;
  converted: boolean;
}

/** Converts an amount of `from` into `to` at the rate of `date`; the spec's text when a rate is missing. */
export function convertAmount(
  table: FxTable,
  input: { amount: number; from: string; to?: string; date: string },
): Result<Conversion, typeof CONVERSION_RATE_UNAVAILABLE> {
  const to = input.to ?? table.reportCurrency;
  if (normaliseCurrency(input.from) === normaliseCurrency(to))
    return ok({ amount: input.amount, rate: 1, converted: false });
  const rate = crossRate(table, input.from, to, input.date);
  if (rate === null) return err(CONVERSION_RATE_UNAVAILABLE);
  return ok({ amount: input.amount * rate, rate, converted: true });
}

/**
 * Converts a daily series into the report currency: each day's value at its own rate, its flow
 * (counted at the start of the day) at the rate of the close before it, the row before's date (the
 * first row's flow at its own). Fails with the spec's text, naming nothing more, when a rate is missing.
 */
export function convertDailySeries<T extends { date: string; value: number; flow: number }>(
  table: FxTable,
  currency: string,
  rows: readonly T[],
): Result<T[], typeof CONVERSION_RATE_UNAVAILABLE> {
  const out: T[] = [];
  let opening: number | null = null;
  for (const row of rows) {
    const rate = crossRate(table, currency, table.reportCurrency, row.date);
    if (rate === null) return err(CONVERSION_RATE_UNAVAILABLE);
    out.push({ ...row, value: row.value * rate, flow: row.flow * (opening ?? rate) });
    opening = rate;
  }
  return ok(out);
}

/** spec 2 §4: the 'Show in' toggle is offered only when some plan currency differs from the report currency. */
export function offersShowInToggle(reportCurrency: string, planCurrencies: readonly string[]): boolean {
  const report = normaliseCurrency(reportCurrency);
  return planCurrencies.some((c) => normaliseCurrency(c) !== report);
}

/** spec 2 §4: the multi-currency toggle shows only when the report currency is not among the plan currencies. */
export function showsMultiCurrencyToggle(reportCurrency: string, planCurrencies: readonly string[]): boolean {
  const report = normaliseCurrency(reportCurrency);
  return planCurrencies.length > 0 && !planCurrencies.some((c) => normaliseCurrency(c) === report);
}
