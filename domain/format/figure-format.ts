import { withCurrencySymbol } from '../money/currency';
import { DISPLAY_DECIMALS, toPercent } from './display-precision';
import { LESS_THAN_ONE_PERCENT } from './percent-rounding';

/** Figures as the portal shows them (spec 2 §9 "Display precision", §2 "<1%", en-gb). */

const LOCALE = 'en-GB';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A number with thousands separators and a fixed number of decimals ('1,234.50'). */
export function formatNumber(value: number, decimals: number): string {
  const text = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
  // '-0' and '-0.00' read as a loss that is not there.
  return /^-0(\.0+)?$/.test(text) ? text.slice(1) : text;
}

/** Money with its currency symbol; 2 decimals unless told (0 in tiles, spec 2 §9). */
export function formatMoney(value: number, currency: string | null | undefined, decimals: number = DISPLAY_DECIMALS.money): string {
  return withCurrencySymbol(formatNumber(value, decimals), currency);
}

/** A signed money movement ('+£1,234', '-£56'). */
export function formatMoneyChange(value: number, currency: string | null | undefined, decimals: number = DISPLAY_DECIMALS.money): string {
  const text = formatMoney(value, currency, decimals);
  return value > 0 && formatNumber(value, decimals) !== formatNumber(0, decimals) ? `+${text}` : text;
}

/**
 * A return held as a fraction, as a percentage to 2 decimals. spec 2 §2: a figure that would show
 * as exactly 0 but is not a true zero reads '<1%'.
 */
export function formatPercentFraction(fraction: number, decimals: number = DISPLAY_DECIMALS.percentage): string {
  const shown = formatNumber(toPercent(fraction), decimals);
  if (fraction !== 0 && Number(shown.replace(/,/g, '')) === 0) return LESS_THAN_ONE_PERCENT;
  return `${shown}%`;
}

/** 'YYYY-MM-DD' as 'D MMM YYYY' (spec 2 §9 "balance sheet and others"). */
export function formatDisplayDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return iso;
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** A short axis label ('£1.2M', '£350K', '12%'): compact, so the y axis fits small screens. */
export function formatAxisValue(value: number, kind: 'money' | 'percent', currency?: string | null): string {
  if (kind === 'percent') return `${formatNumber(toPercent(value), Math.abs(value) < 0.1 ? 1 : 0)}%`;
  const text = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
  return withCurrencySymbol(text, currency);
}

/** 'YYYY-MM-DD' as 'MMM YYYY', for axis ticks on narrow charts. */
export function formatMonthYear(iso: string): string {
  const [y, m] = iso.slice(0, 10).split('-').map(Number);
  if (!y || !m) return iso;
  return `${MONTHS[m - 1]} ${y}`;
}
