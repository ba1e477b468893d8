import { crossRate, type FxTable } from '../../../domain/money/fx-conversion';
import { normaliseCurrency, PENCE_CURRENCY, PENCE_PER_POUND, POUND_CURRENCY } from '../../../domain/money/currency';

/**
 * The precision at which the sandbox publishes exchange rates (portfolio/security/{pair}/FX and its
 * history). The platform converts with the rate it publishes, values and flows alike, one rate a
 * day and pair, so anyone holding the published rates converts them to the same penny: on a day a
 * withdrawal leaves a small remainder, a rate 7 digits further in would otherwise move that day's
 * return, and a total of a million would move by tens of pence.
 */
export const RATE_PLACES = 6;

export const publishedRate = (r: number): number => Math.round(r * 10 ** RATE_PLACES) / 10 ** RATE_PLACES;

/**
 * The one published rate of a pair on a day (units of `to` per unit of `from`), null when a rate is
 * missing. Pence are a hundredth of a pound, not a currency with a rate of its own: a GBX pair is
 * the GBP pair's published rate ÷ 100 (or × 100), exactly, so a pence share and the pounds of its
 * account convert alike.
 */
export function publishedRateOn(table: FxTable, from: string, to: string, date: string): number | null {
  const f = normaliseCurrency(from);
  const t = normaliseCurrency(to);
  if (f === t) return 1;
  if (f === PENCE_CURRENCY) {
    const pound = publishedRateOn(table, POUND_CURRENCY, t, date);
    return pound === null ? null : Number((pound / PENCE_PER_POUND).toFixed(RATE_PLACES + 2));
  }
  if (t === PENCE_CURRENCY) {
    const pound = publishedRateOn(table, f, POUND_CURRENCY, date);
    return pound === null ? null : Number((pound * PENCE_PER_POUND).toFixed(RATE_PLACES - 2));
  }
  const r = crossRate(table, f, t, date);
  return r === null ? null : publishedRate(r);
}

const CENTS_PER_UNIT = 100;
const RATE_UNITS = 10 ** (RATE_PLACES + 2);
const HALF = BigInt(RATE_UNITS / 2);

/**
 * An amount converted at a published rate, rounded half away from zero to the cent, exactly: the
 * amount's cents × the rate in 10^-8 units, in integers. The amount counts at its own cents (a
 * day's value in its own currency as the platform shows it), so the converted figure is what anyone
 * gets from the shown value and the published rate.
 */
export function convertAtPublishedRate(amount: number, rate: number): number {
  return centsAtPublishedRate(amount, rate) / CENTS_PER_UNIT;
}

/** convertAtPublishedRate in whole cents (an integer, so that cents add up exactly). */
export function centsAtPublishedRate(amount: number, rate: number): number {
  const cents = Math.round(amount * CENTS_PER_UNIT);
  if (rate === 1 || cents === 0) return cents;
  const p = BigInt(cents) * BigInt(Math.round(rate * RATE_UNITS));
  return Number(p < 0n ? -((-p + HALF) / BigInt(RATE_UNITS)) : (p + HALF) / BigInt(RATE_UNITS));
}
