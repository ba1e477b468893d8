import { addDays, dayNumber, fromDayNumber } from '../../../../domain/shared/iso-date';
import { fxTable, type FxRate, type FxTable } from '../../../../domain/money/fx-conversion';
import { PENCE_CURRENCY, POUND_CURRENCY } from '../../../../domain/money/currency';
import { itemAt } from '../../../../domain/shared/present';
import { recordRng, type Rng } from '../prng';
import { latestBusinessIndex, marketCalendar, type MarketCalendar } from './calendar';
import {
  GAPPED_SECURITY_CODE,
  PRICE_GAP_DAYS,
  PRICE_GAP_STARTS_DAYS_AGO,
  SECURITIES,
  type SecurityRecord,
} from './securities';

/**
 * The sandbox market from the seed: daily closing prices of every security, daily FX rates against
 * sterling, and daily benchmark index levels, all on business days only. Each series is a seeded
 * random walk from HISTORY_START, so a day's figure is the same whatever day the sandbox starts.
 */

const TRADING_DAYS_PER_YEAR = 252;

/** Currencies with a rate against sterling; GBX is GBP / 100 and needs none. */
export const FX_CURRENCIES = ['USD', 'EUR', 'AUD'] as const;

interface FxSpec {
  currency: string;
  /** Sterling per unit at the start of the history. */
  base: number;
  /** A slow cycle on top of the walk, so some past rates sit far from today's. */
  cycleAmplitude: number;
  cycleDays: number;
  volatility: number;
}

const FX_SPECS: FxSpec[] = [
  { currency: 'USD', base: 0.785, cycleAmplitude: 0.12, cycleDays: 4 * 365, volatility: 0.0035 },
  { currency: 'EUR', base: 0.875, cycleAmplitude: 0.05, cycleDays: 3 * 365, volatility: 0.003 },
  { currency: 'AUD', base: 0.555, cycleAmplitude: 0.08, cycleDays: 5 * 365, volatility: 0.004 },
];

export interface BenchmarkRecord {
  benchmarkId: number;
  code: string;
  name: string;
  currency: string;
  startLevel: number;
  drift: number;
  volatility: number;
}

export const BENCHMARKS: readonly BenchmarkRecord[] = [
  {
    benchmarkId: 801,
    code: 'UKALL',
    name: 'UK All-Share Index (sandbox)',
    currency: 'GBP',
    startLevel: 3900,
    drift: 0.045,
    volatility: 0.0095,
  },
  {
    benchmarkId: 802,
    code: 'WORLD',
    name: 'World Equity Index (sandbox)',
    currency: 'GBP',
    startLevel: 2100,
    drift: 0.08,
    volatility: 0.009,
  },
  {
    benchmarkId: 803,
    code: 'BAL60',
    name: 'Balanced 60/40 Index (sandbox)',
    currency: 'GBP',
    startLevel: 1000,
    drift: 0.05,
    volatility: 0.0055,
  },
];

/** A standard normal draw (Box–Muller). */
function gaussian(rng: Rng): number {
  const u = Math.max(rng(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

const round = (x: number, places: number): number => Math.round(x * 10 ** places) / 10 ** places;

function walk(rng: Rng, days: number, start: number, drift: number, volatility: number, places: number): Float64Array {
  const out = new Float64Array(days);
  let level = start;
  const mu = drift / TRADING_DAYS_PER_YEAR - (volatility * volatility) / 2;
  for (let i = 0; i < days; i++) {
    if (i > 0) level *= Math.exp(mu + volatility * gaussian(rng));
    out[i] = round(level, places);
  }
  return out;
}

export class Market {
  readonly calendar: MarketCalendar;
  /** Closing prices by security id, indexed like calendar.businessDays; NaN where none was published. */
  private readonly prices = new Map<number, Float64Array>();
  /** Sterling per unit by currency, indexed like calendar.businessDays. */
  private readonly fx = new Map<string, Float64Array>();
  private readonly benchmarks = new Map<number, Float64Array>();
  private readonly daily = new Map<number, Float64Array>();
  private dates: string[] | undefined;
  private dateIndex: Map<string, number> | undefined;
  /** The rates as the domain's conversion table (sterling as report currency, crossing for others). */
  readonly fxTable: FxTable;

  constructor(
    readonly seed: number,
    readonly asOf: string,
  ) {
    this.calendar = marketCalendar(asOf);
    const n = this.calendar.businessDays.length;
    for (const s of SECURITIES) {
      const series = walk(recordRng(seed, 'price', s.securityId), n, s.startPrice, s.drift, s.volatility, 4);
      if (s.code === GAPPED_SECURITY_CODE) this.cutGap(series);
      this.prices.set(s.securityId, series);
    }
    const rates: FxRate[] = [];
    const startDay = dayNumber(this.calendar.start);
    for (const spec of FX_SPECS) {
      const rng = recordRng(seed, `fx:${spec.currency}`, 0);
      const series = new Float64Array(n);
      let noise = 0;
      this.calendar.businessDays.forEach((date, i) => {
        if (i > 0) noise += spec.volatility * gaussian(rng);
        const t = dayNumber(date) - startDay;
        series[i] = round(
          spec.base * Math.exp(spec.cycleAmplitude * Math.sin((2 * Math.PI * t) / spec.cycleDays) + noise),
          6,
        );
        rates.push({ currency: spec.currency, date, rate: series[i] });
      });
      this.fx.set(spec.currency, series);
    }
    this.fxTable = fxTable(POUND_CURRENCY, rates);
    for (const b of BENCHMARKS)
      this.benchmarks.set(
        b.benchmarkId,
        walk(recordRng(seed, 'benchmark', b.benchmarkId), n, b.startLevel, b.drift, b.volatility, 2),
      );
  }

  /** The suspension of the gapped security: no prices for PRICE_GAP_DAYS from PRICE_GAP_STARTS_DAYS_AGO. */
  get priceGap(): { from: string; to: string } {
    const from = addDays(this.asOf, -PRICE_GAP_STARTS_DAYS_AGO);
    return { from, to: addDays(from, PRICE_GAP_DAYS - 1) };
  }

  private cutGap(series: Float64Array): void {
    const { from, to } = this.priceGap;
    this.calendar.businessDays.forEach((d, i) => {
      if (d >= from && d <= to) series[i] = NaN;
    });
  }

  /** The price published on exactly `date` (a business day), or null. */
  publishedPrice(securityId: number, date: string): number | null {
    const i = latestBusinessIndex(this.calendar, date);
    if (i < 0 || this.calendar.businessDays[i] !== date) return null;
    const p = this.prices.get(securityId)?.[i];
    return p === undefined || Number.isNaN(p) ? null : p;
  }

  /** A security's closing prices by business day (NaN where none was published); read-only. */
  priceSeries(securityId: number): Float64Array | undefined {
    return this.prices.get(securityId);
  }

  /** Every calendar day of the market as 'YYYY-MM-DD', by index (calendar.latestIndex's days). Built once. */
  calendarDates(): readonly string[] {
    return (this.dates ??= Array.from({ length: this.calendar.latestIndex.length }, (_, i) =>
      fromDayNumber(this.calendar.startDay + i),
    ));
  }

  /** dayNumber(date) − calendar.startDay, looked up for the market's own days (no date parsing per transaction). */
  dayIndex(date: string): number {
    this.dateIndex ??= new Map(this.calendarDates().map((d, i) => [d, i]));
    return this.dateIndex.get(date) ?? dayNumber(date) - this.calendar.startDay;
  }

  /**
   * A security's latest price on or before each calendar day (calendar.latestIndex's days), NaN
   * before its first: the daily valuation reads it once per held security and day. Built once.
   */
  dailyPrices(securityId: number): Float64Array | undefined {
    let daily = this.daily.get(securityId);
    if (!daily) {
      const series = this.prices.get(securityId);
      if (!series) return undefined;
      // The latest published price by business day, carried over the gaps (as latestPriceAt finds it).
      const carried = new Float64Array(series.length);
      let last = NaN;
      for (const [b, price] of series.entries()) carried[b] = last = Number.isNaN(price) ? last : price;
      const latest = this.calendar.latestIndex;
      daily = new Float64Array(latest.length);
      for (const [i, b] of latest.entries()) daily[i] = b < 0 ? NaN : itemAt(carried, b);
      this.daily.set(securityId, daily);
    }
    return daily;
  }

  /** The price published on business day `i`, or NaN. */
  priceAt(securityId: number, i: number): number {
    return this.prices.get(securityId)?.[i] ?? NaN;
  }

  /** The latest price on or before business day `i`, or NaN. */
  latestPriceAt(securityId: number, i: number): number {
    const series = this.prices.get(securityId);
    if (!series) return NaN;
    for (let j = i; j >= 0; j--) {
      const price = itemAt(series, j);
      if (!Number.isNaN(price)) return price;
    }
    return NaN;
  }

  /** The latest closing price on or before `date`, with its day; null before the first. */
  latestPrice(securityId: number, date: string): { price: number; date: string } | null {
    const series = this.prices.get(securityId);
    if (!series) return null;
    for (let i = latestBusinessIndex(this.calendar, date); i >= 0; i--) {
      const price = itemAt(series, i);
      if (!Number.isNaN(price)) return { price, date: itemAt(this.calendar.businessDays, i) };
    }
    return null;
  }

  /** The latest closing price strictly before `date` (the previous close). */
  previousClose(securityId: number, date: string): { price: number; date: string } | null {
    return this.latestPrice(securityId, addDays(date, -1));
  }

  /** Sterling per unit of `currency` on the latest business day on or before `date`. */
  sterlingPer(currency: string, date: string): number | null {
    if (currency === POUND_CURRENCY) return 1;
    if (currency === PENCE_CURRENCY) return 0.01;
    const series = this.fx.get(currency);
    const i = latestBusinessIndex(this.calendar, date);
    return series && i >= 0 ? itemAt(series, i) : null;
  }

  /** The published daily prices of a security between two dates (business days with a price). */
  priceHistory(securityId: number, from: string, to: string): { date: string; price: number }[] {
    const series = this.prices.get(securityId);
    if (!series) return [];
    const out: { date: string; price: number }[] = [];
    this.calendar.businessDays.forEach((date, i) => {
      if (date < from || date > to) return;
      const price = itemAt(series, i);
      if (!Number.isNaN(price)) out.push({ date, price });
    });
    return out;
  }

  /** A benchmark's level on every business day between two dates. */
  benchmarkHistory(benchmarkId: number, from: string, to: string): { date: string; level: number }[] {
    const series = this.benchmarks.get(benchmarkId);
    if (!series) return [];
    const out: { date: string; level: number }[] = [];
    this.calendar.businessDays.forEach((date, i) => {
      if (date >= from && date <= to) out.push({ date, level: itemAt(series, i) });
    });
    return out;
  }

  /** The latest benchmark level on or before `date`. */
  benchmarkLevel(benchmarkId: number, date: string): number | null {
    const series = this.benchmarks.get(benchmarkId);
    const i = latestBusinessIndex(this.calendar, date);
    return series && i >= 0 ? itemAt(series, i) : null;
  }

  security(securityId: number): SecurityRecord | undefined {
    return SECURITIES.find((s) => s.securityId === securityId);
  }
}
