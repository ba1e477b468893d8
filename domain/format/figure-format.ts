import { withCurrencySymbol } from '../money/currency';
import { formatDecimal, parseDecimal } from '../money/decimal';
import { DISPLAY_DECIMALS, toPercent } from './display-precision';
import { LESS_THAN_ONE_PERCENT } from './percent-rounding';
import { present } from '../shared/present';

/**
 * Figures as the portal shows them (spec 2 §9 "Display precision", §2 "<1%", en-gb): the one number
 * and money format. quantity-format.ts gives the same figures by where they show.
 */

const LOCALE = 'en-GB';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Commas between thousands of the whole part of a plain decimal text ('-1234.5' → '-1,234.5'). */
function groupThousands(text: string): string {
  const negative = text.startsWith('-');
  const [whole, fraction] = (negative ? text.slice(1) : text).split('.');
  const grouped = present(whole, 'the whole part (split gives at least one)').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/**
 * A number with thousands separators and a fixed number of decimals ('1,234.50'); '' for a missing
 * or unreadable one. Rounded once, half away from zero, on the decimal text rather than the double
 * (1.005 shows 1.01), and a value that rounds to nothing shows no minus sign ('-0.00' would read as
 * a loss that is not there).
 */
export function formatNumber(value: number | string | null | undefined, decimals: number): string {
  const d = parseDecimal(value ?? null);
  return d === null ? '' : groupThousands(formatDecimal(d, decimals));
}

/** Money with its currency symbol; 2 decimals unless told (0 in tiles, spec 2 §9); '' when missing. */
export function formatMoney(
  value: number | string | null | undefined,
  currency: string | null | undefined,
  decimals: number = DISPLAY_DECIMALS.money,
): string {
  const text = formatNumber(value, decimals);
  return text === '' ? '' : withCurrencySymbol(text, currency);
}

/** A signed money movement ('+£1,234', '-£56'). */
export function formatMoneyChange(
  value: number,
  currency: string | null | undefined,
  decimals: number = DISPLAY_DECIMALS.money,
): string {
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

/**
 * A short axis label ('£1.2M', '£350K', '12%'): compact, so the y axis fits small screens. `digits`
 * gives more decimals where the axis's ticks are closer than the default shows ('£1.22M', '£1.24M').
 */
export function formatAxisValue(
  value: number,
  kind: 'money' | 'percent',
  currency?: string | null,
  digits?: number,
): string {
  if (kind === 'percent') return `${formatNumber(toPercent(value), digits ?? (Math.abs(value) < 0.1 ? 1 : 0))}%`;
  const text = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: digits ?? 1 }).format(value);
  return withCurrencySymbol(text, currency);
}

/** 'YYYY-MM-DD' as 'MMM YYYY', for axis ticks on narrow charts. */
export function formatMonthYear(iso: string): string {
  const [y, m] = iso.slice(0, 10).split('-').map(Number);
  if (!y || !m) return iso;
  return `${MONTHS[m - 1]} ${y}`;
}
