import { normaliseCurrency } from '../money/currency';
import {
  addDecimals,
  decimal,
  MONEY_DECIMALS,
  multiplyDecimals,
  parseDecimal,
  roundDecimal,
  subtractDecimals,
  sumDecimals,
  ZERO,
  type Decimal,
} from '../money/decimal';

/**
 * An asset's amounts (spec 2 §3 "Derived per asset": value and valueOwned in plan, report and
 * session currency; §5 "owned value is the percentage of value"). Worked on exact decimals and
 * rounded once, to the penny; totals add the rounded rows, so a table adds up to its total exactly.
 */

const HUNDREDTH = decimal('0.01');

/** value × percentOwned / 100, exact. */
export function ownedShare(value: Decimal, percentOwned: number): Decimal {
  const pct = parseDecimal(percentOwned);
  if (pct === null) throw new RangeError(`percentOwned must be a number, got ${percentOwned}`);
  return multiplyDecimals(multiplyDecimals(value, pct), HUNDREDTH);
}

/** The owned value to the penny (one rounding, on the exact share). */
export function ownedValue(value: Decimal | string | number, percentOwned: number): Decimal {
  return roundDecimal(ownedShare(typeof value === 'object' ? value : decimal(value), percentOwned), MONEY_DECIMALS);
}

/**
 * An amount converted at `rate` units of the target per unit, to the penny; the same amount when no
 * conversion is needed (rate 1); null when the rate is missing.
 */
export function convertedValue(value: Decimal, rate: number | null): Decimal | null {
  if (rate === null || !Number.isFinite(rate) || rate <= 0) return null;
  const r = parseDecimal(rate);
  return r === null ? null : roundDecimal(multiplyDecimals(value, r), MONEY_DECIMALS);
}

export interface AssetAmounts {
  plan: Decimal;
  planOwned: Decimal;
  /** In the report (session) currency; null when the rate is missing. */
  report: Decimal | null;
  reportOwned: Decimal | null;
}

/**
 * The whole and owned value of an asset in its plan currency and, at `rate`, in the report currency.
 * Each figure is rounded once from the exact product: the owned report value is value × rate × share,
 * not a rounded figure rounded again.
 */
export function assetAmounts(
  value: Decimal | string | number,
  percentOwned: number,
  rate: number | null,
): AssetAmounts {
  const v = typeof value === 'object' ? value : decimal(value);
  const share = ownedShare(v, percentOwned);
  return {
    plan: roundDecimal(v, MONEY_DECIMALS),
    planOwned: roundDecimal(share, MONEY_DECIMALS),
    report: convertedValue(v, rate),
    reportOwned: convertedValue(share, rate),
  };
}

/** The sum of rounded amounts; null when any is missing (a rate was unavailable). */
export function totalOf(amounts: readonly (Decimal | null)[]): Decimal | null {
  if (amounts.some((a) => a === null)) return null;
  return sumDecimals(amounts as Decimal[]);
}

/** The sum of the amounts that are there, and whether any was missing. */
export function partialTotal(amounts: readonly (Decimal | null)[]): { total: Decimal; missing: boolean } {
  let total = ZERO;
  let missing = false;
  for (const a of amounts) {
    if (a === null) missing = true;
    else total = addDecimals(total, a);
  }
  return { total, missing };
}

/** Plan-currency totals: one per currency, in first-seen order (a sum across currencies means nothing). */
export function totalsByCurrency(
  rows: readonly { currency: string; amount: Decimal }[],
): { currency: string; total: Decimal }[] {
  const out = new Map<string, Decimal>();
  for (const r of rows) {
    const c = normaliseCurrency(r.currency);
    out.set(c, addDecimals(out.get(c) ?? ZERO, r.amount));
  }
  return [...out].map(([currency, total]) => ({ currency, total }));
}

/** Net worth: assets less liabilities (liabilities are positive amounts owed). */
export function netWorth(assets: Decimal, liabilities: Decimal): Decimal {
  return subtractDecimals(assets, liabilities);
}
