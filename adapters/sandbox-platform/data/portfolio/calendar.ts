import { addDays, dayNumber, fromDayNumber, weekday } from '../../../../domain/shared/iso-date';
import { itemAt } from '../../../../domain/shared/present';

/**
 * The sandbox market's calendar: prices and rates are published on London business days only (no
 * weekends, no bank holidays). The history starts on a fixed day so a price never changes with the
 * day the sandbox starts; only the end moves with it.
 */
export const HISTORY_START = '2019-01-02';

/** Easter Sunday (anonymous Gregorian algorithm). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The n-th (1-based) given weekday of a month, or the last one when n is -1. */
function nthWeekday(year: number, month: number, wd: number, n: number): string {
  const mm = String(month).padStart(2, '0');
  if (n > 0) {
    let d = `${year}-${mm}-01`;
    while (weekday(d) !== wd) d = addDays(d, 1);
    return addDays(d, 7 * (n - 1));
  }
  let d = addDays(month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`, -1);
  while (weekday(d) !== wd) d = addDays(d, -1);
  return d;
}

/** A fixed-date holiday on a weekend moves to the next free weekday. */
function substitute(dates: string[], taken: Set<string>): void {
  for (let d of dates) {
    while (weekday(d) === 0 || weekday(d) === 6 || taken.has(d)) d = addDays(d, 1);
    taken.add(d);
  }
}

const holidayCache = new Map<number, Set<string>>();

/** England and Wales bank holidays of a year (the regular rules; one-off holidays are left out). */
export function bankHolidays(year: number): Set<string> {
  let set = holidayCache.get(year);
  if (set) return set;
  set = new Set<string>();
  const easter = easterSunday(year);
  set.add(addDays(easter, -2));
  set.add(addDays(easter, 1));
  set.add(nthWeekday(year, 5, 1, 1));
  set.add(nthWeekday(year, 5, 1, -1));
  set.add(nthWeekday(year, 8, 1, -1));
  substitute([`${year}-01-01`], set);
  substitute([`${year}-12-25`, `${year}-12-26`], set);
  holidayCache.set(year, set);
  return set;
}

export function isBusinessDay(date: string): boolean {
  const wd = weekday(date);
  return wd !== 0 && wd !== 6 && !bankHolidays(Number(date.slice(0, 4))).has(date);
}

/**
 * The business days from HISTORY_START to `asOf`, and for every calendar day the index of the
 * latest business day on or before it (-1 before the first).
 */
export interface MarketCalendar {
  start: string;
  asOf: string;
  startDay: number;
  businessDays: string[];
  /** Indexed by dayNumber(date) - startDay. */
  latestIndex: Int32Array;
}

export function marketCalendar(asOf: string): MarketCalendar {
  const startDay = dayNumber(HISTORY_START);
  const endDay = dayNumber(asOf);
  const businessDays: string[] = [];
  const latestIndex = new Int32Array(Math.max(0, endDay - startDay + 1));
  for (let day = startDay; day <= endDay; day++) {
    const date = fromDayNumber(day);
    if (isBusinessDay(date)) businessDays.push(date);
    latestIndex[day - startDay] = businessDays.length - 1;
  }
  return { start: HISTORY_START, asOf, startDay, businessDays, latestIndex };
}

/** Index of the latest business day on or before `date`; -1 when none (before the history). */
export function latestBusinessIndex(cal: MarketCalendar, date: string): number {
  const offset = dayNumber(date) - cal.startDay;
  if (offset < 0) return -1;
  if (offset >= cal.latestIndex.length) return cal.businessDays.length - 1;
  return itemAt(cal.latestIndex, offset);
}

/** Per business day: whether dividends are paid (first business day from the 15th of Mar, Jun, Sep, Dec) and whether it ends a quarter. */
export interface BusinessDayFlags {
  dividendDay: Uint8Array;
  quarterEnd: Uint8Array;
  monthStart: Uint8Array;
}

const flagCache = new WeakMap<MarketCalendar, BusinessDayFlags>();
const QUARTER_MONTHS = new Set(['03', '06', '09', '12']);
const DIVIDEND_DAY_OF_MONTH = '15';

export function businessDayFlags(cal: MarketCalendar): BusinessDayFlags {
  let flags = flagCache.get(cal);
  if (flags) return flags;
  const n = cal.businessDays.length;
  flags = { dividendDay: new Uint8Array(n), quarterEnd: new Uint8Array(n), monthStart: new Uint8Array(n) };
  for (const [i, d] of cal.businessDays.entries()) {
    const prev = i > 0 ? cal.businessDays[i - 1] : null;
    const next = i + 1 < n ? cal.businessDays[i + 1] : null;
    const month = d.slice(5, 7);
    if (!prev || prev.slice(0, 7) !== d.slice(0, 7)) flags.monthStart[i] = 1;
    if (QUARTER_MONTHS.has(month)) {
      if (
        d.slice(8) >= DIVIDEND_DAY_OF_MONTH &&
        (!prev || prev.slice(0, 7) !== d.slice(0, 7) || prev.slice(8) < DIVIDEND_DAY_OF_MONTH)
      )
        flags.dividendDay[i] = 1;
      if (next && next.slice(0, 7) !== d.slice(0, 7)) flags.quarterEnd[i] = 1;
    }
  }
  flagCache.set(cal, flags);
  return flags;
}

/** Index of the first business day on or after `date` (businessDays.length when none). */
export function firstBusinessIndexFrom(cal: MarketCalendar, date: string): number {
  const i = latestBusinessIndex(cal, date);
  if (i >= 0 && cal.businessDays[i] === date) return i;
  return i + 1;
}
