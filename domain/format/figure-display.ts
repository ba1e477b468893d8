import { withCurrencySymbol } from '../money/currency';
import { DISPLAY_DECIMALS, toPercent, type DisplayQuantity } from './display-precision';

/** Figures as the analysis and dashboard pages show them (spec 2 §9 "Display precision", "Currency symbols"). */

/** A number with thousands separators at a fixed number of decimals; -0 shows as 0. */
export function formatNumber(value: number, decimals: number): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole, fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const negative = value < 0 && Number(fixed) !== 0;
  return `${negative ? '-' : ''}${grouped}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/** Money with its currency symbol, at the precision of where it shows (money 2, tiles 0). */
export function formatMoney(value: number, currency: string, quantity: DisplayQuantity = 'money'): string {
  return withCurrencySymbol(formatNumber(value, DISPLAY_DECIMALS[quantity]), currency);
}

/** A return held as a fraction, as a percentage to 2 decimals ('14.66%'). */
export function formatPercentage(fraction: number): string {
  return `${formatNumber(toPercent(fraction), DISPLAY_DECIMALS.percentage)}%`;
}

/** An FX rate to 4 decimals. */
export function formatFxRate(rate: number): string {
  return formatNumber(rate, DISPLAY_DECIMALS.fxRate);
}
