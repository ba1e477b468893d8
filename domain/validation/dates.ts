import { itemAt, present } from '../shared/present';

/** Strict dates typed in the locale's short format, converted to the data format (spec 1 §1, §5, §9). */

/** spec 1 §1, §9: default locale. */
export const DEFAULT_LOCALE = 'en-gb';

/** spec 1 §1, §5: short date format per known locale. */
export const LOCALE_DATE_FORMATS: Readonly<Record<string, string>> = {
  'en-gb': 'DD/MM/YYYY',
  'en-au': 'DD/MM/YYYY',
  'en-ca': 'YYYY-MM-DD',
  'fr-ca': 'YYYY-MM-DD',
};

function normaliseLocale(locale: string | null | undefined): string {
  return (locale ?? '').trim().toLowerCase().replace('_', '-');
}

/** The short date format of a locale; unknown locales use the default locale's (en-gb). */
export function localeDateFormat(locale: string | null | undefined): string {
  return (
    LOCALE_DATE_FORMATS[normaliseLocale(locale)] ??
    present(LOCALE_DATE_FORMATS[DEFAULT_LOCALE], "the default locale's date format")
  );
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** Whether year, month and day name a real calendar day. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  // A month that is not a whole number (or NaN) has no length.
  return days !== undefined && day <= days;
}

/**
 * Parses `input` strictly in the locale's short format (two-digit day and month, four-digit year,
 * the format's own separators, a real calendar day) and returns it as YYYY-MM-DD, or null.
 */
export function parseLocaleDate(input: string | null | undefined, locale: string | null | undefined): string | null {
  const text = (input ?? '').trim();
  const format = localeDateFormat(locale);
  const order = format.split(/[^A-Z]+/);
  const separator = format.replace(/[A-Z]/g, '')[0] ?? '';
  const parts = text.split(separator);
  if (parts.length !== order.length) return null;
  const values: Record<string, number> = {};
  for (const [i, field] of order.entries()) {
    const part = itemAt(parts, i);
    if (!new RegExp(`^\\d{${field.length}}$`).test(part)) return null;
    values[field] = Number(part);
  }
  const { YYYY: year, MM: month, DD: day } = values;
  // A format without one of the three fields names no calendar day.
  if (year === undefined || month === undefined || day === undefined) return null;
  if (!isCalendarDate(year, month, day)) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}
