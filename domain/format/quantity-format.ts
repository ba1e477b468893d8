import { DISPLAY_DECIMALS, toPercent, type DisplayQuantity } from './display-precision';
import { formatMoney as formatMoneyTo, formatNumber } from './figure-format';

/**
 * Figures by where they show (spec 2 §9 "Display precision": money 2, tiles 0, units 4, weights and
 * percentages 2, FX 4), on the one number and money format of figure-format.ts; '' for a missing value.
 */

/** A number at the precision of its kind ('1,234.57'). */
export function formatFigure(value: number | string | null | undefined, quantity: DisplayQuantity): string {
  return formatNumber(value, DISPLAY_DECIMALS[quantity]);
}

/** Money with its currency's symbol ('£1,234.57', '125.50p', '1,000.00 CHF'). */
export function formatMoney(
  value: number | string | null | undefined,
  currency: string,
  quantity: DisplayQuantity = 'money',
): string {
  return formatMoneyTo(value, currency, DISPLAY_DECIMALS[quantity]);
}

/** A percentage already in percent (12.3456 → '12.35%'). */
export function formatPercent(
  value: number | string | null | undefined,
  quantity: DisplayQuantity = 'percentage',
): string {
  const text = formatFigure(value, quantity);
  return text === '' ? '' : `${text}%`;
}

/** A return held as a fraction, as a percentage to 2 decimals (0.1466 → '14.66%'). */
export function formatPercentage(fraction: number): string {
  return formatPercent(toPercent(fraction));
}

/** An FX rate to 4 decimals. */
export function formatFxRate(rate: number): string {
  return formatFigure(rate, 'fxRate');
}
