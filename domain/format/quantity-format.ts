import { formatDecimal, parseDecimal } from '../money/decimal';
import { withCurrencySymbol } from '../money/currency';
import { DISPLAY_DECIMALS, type DisplayQuantity } from './display-precision';

/**
 * Figures as the analysis tabs show them (spec 2 §9 "Display precision"): rounded once, half away
 * from zero, on the decimal text rather than the double (1.005 shows 1.01), with thousands grouped
 * by commas as en-gb writes them.
 */

/** Commas between thousands of the whole part of a plain decimal text ('-1234.5' → '-1,234.5'). */
function groupThousands(text: string): string {
  const negative = text.startsWith('-');
  const [whole, fraction] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/** A number at the precision of its kind ('1,234.57'); '' for a missing or unreadable one. */
export function formatFigure(value: number | string | null | undefined, quantity: DisplayQuantity): string {
  const d = parseDecimal(value ?? null);
  if (d === null) return '';
  const text = formatDecimal(d, DISPLAY_DECIMALS[quantity]);
  // A value that rounds to nothing shows no minus sign.
  return groupThousands(/^-0(\.0+)?$/.test(text) ? text.slice(1) : text);
}

/** Money with its currency's symbol ('£1,234.57', '125.50p', '1,000.00 CHF'); '' when missing. */
export function formatMoney(value: number | string | null | undefined, currency: string, quantity: DisplayQuantity = 'money'): string {
  const text = formatFigure(value, quantity);
  return text === '' ? '' : withCurrencySymbol(text, currency);
}

/** A percentage already in percent (12.3456 → '12.35%'); '' when missing. */
export function formatPercent(value: number | string | null | undefined, quantity: DisplayQuantity = 'percentage'): string {
  const text = formatFigure(value, quantity);
  return text === '' ? '' : `${text}%`;
}
