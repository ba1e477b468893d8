import { decimal, formatDecimal } from './decimal';
import { DISPLAY_DECIMALS } from '../format/display-precision';

/** The latest rates of the currency view (spec 2 §4 "Currency view", §6 FX price field, §9 FX precision). */

/** Not in the spec: one FX read names at most this many currencies. */
export const MAX_FX_CURRENCIES = 20;
/** An ISO 4217 style code: three letters. */
export const CURRENCY_CODE_PATTERN = /^[A-Za-z]{3}$/;
/** spec 2 §4: equal currencies are never converted; the rate is 1. */
export const SAME_CURRENCY_RATE = 1;

/** A rate as shown: spec 2 §9, FX to 4 decimals. */
export function formatFxRate(rate: number): string {
  return formatDecimal(decimal(rate), DISPLAY_DECIMALS.fxRate);
}

/** Upper-cased and without repeats, in the order given. */
export function currencyList(codes: readonly string[]): string[] {
  return [...new Set(codes.map((c) => c.trim().toUpperCase()).filter((c) => c !== ''))];
}

/** Null when every code is three letters and there are at most 20; otherwise what is wrong. */
export function currencyListProblem(codes: readonly string[]): string | null {
  if (!codes.length) return 'Name at least one currency.';
  if (codes.length > MAX_FX_CURRENCIES) return `Name at most ${MAX_FX_CURRENCIES} currencies.`;
  const bad = codes.find((c) => !CURRENCY_CODE_PATTERN.test(c));
  return bad === undefined ? null : `'${bad}' is not a three-letter currency code.`;
}
