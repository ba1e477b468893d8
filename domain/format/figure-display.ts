import { DISPLAY_DECIMALS, toPercent, type DisplayQuantity } from './display-precision';
import { formatMoney as formatMoneyAt, formatNumber } from './figure-format';

/**
 * Figures as the analysis page shows them (spec 2 §9 "Display precision", "Currency symbols"), by
 * display quantity, on the shared number format of figure-format.ts.
 */

/** Money with its currency symbol, at the precision of where it shows (money 2, tiles 0). */
export function formatMoney(value: number, currency: string, quantity: DisplayQuantity = 'money'): string {
  return formatMoneyAt(value, currency, DISPLAY_DECIMALS[quantity]);
}

/** A return held as a fraction, as a percentage to 2 decimals ('14.66%'). */
export function formatPercentage(fraction: number): string {
  return `${formatNumber(toPercent(fraction), DISPLAY_DECIMALS.percentage)}%`;
}

/** An FX rate to 4 decimals. */
export function formatFxRate(rate: number): string {
  return formatNumber(rate, DISPLAY_DECIMALS.fxRate);
}
