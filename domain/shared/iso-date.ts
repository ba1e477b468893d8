import { itemAt } from './present';

/**
 * Calendar dates as plain 'YYYY-MM-DD' strings (spec 2 §9: the data date format), with whole-day
 * arithmetic in UTC, so no time zone or daylight-saving change can move a day.
 */

const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6; // 0 Sunday … 6 Saturday, as Date#getUTCDay

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return itemAt([31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31], month - 1);
}

/** Whether the text is a real calendar day in 'YYYY-MM-DD' form. */
export function isIsoDate(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const m = ISO_DATE_RE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return y >= 1 && mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo);
}

function parts(date: string): [number, number, number] {
  if (!isIsoDate(date)) throw new RangeError(`not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

const pad2 = (n: number): string => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number): string => `${String(y).padStart(4, '0')}-${pad2(m)}-${pad2(d)}`;

/** Days since 1970-01-01 (negative before it); proleptic Gregorian, integer arithmetic only. */
export function dayNumber(date: string): number {
  const [y0, m, d] = parts(date);
  const y = m <= 2 ? y0 - 1 : y0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The date `day` days after 1970-01-01. */
export function fromDayNumber(day: number): string {
  if (!Number.isInteger(day)) throw new RangeError(`not a whole day number: ${day}`);
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return iso(yoe + era * 400 + (m <= 2 ? 1 : 0), m, d);
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

export function weekday(date: string): Weekday {
  return ((((dayNumber(date) + 4) % 7) + 7) % 7) as Weekday; // 1970-01-01 was a Thursday
}

/** Adds calendar months, clamping to the month's last day: 2024-01-31 + 1 month = 2024-02-29. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const day = Math.min(d, daysInMonth(year, month));
  return iso(year, month, day);
}

/** Adds calendar years, clamping 29 February to the 28th in other years. */
export function addYears(date: string, years: number): string {
  return addMonths(date, years * 12);
}

/** The first of January of the date's year. */
export function startOfYear(date: string): string {
  return `${date.slice(0, 4)}-01-01`;
}

export function compareIsoDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
