import { isIsoDate } from '../shared/iso-date';
import { itemAt } from '../shared/present';

/** Dates as the analysis pages show them (spec 2 §9 "Date formats"), from YYYY-MM-DD data dates. */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function parts(iso: string): { y: string; m: number; d: number } | null {
  if (!isIsoDate(iso)) return null;
  return { y: iso.slice(0, 4), m: Number(iso.slice(5, 7)), d: Number(iso.slice(8, 10)) };
}

function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const last = day % 10;
  const suffix = teen ? 'th' : last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th';
  return `${day}${suffix}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** spec 2 §9: the range display, 'Do MMMM YYYY' ('25th November 2025'). */
export function rangeDateLong(iso: string): string {
  const p = parts(iso);
  return p ? `${ordinal(p.d)} ${itemAt(MONTHS, p.m - 1)} ${p.y}` : iso;
}

/** spec 2 §9: the range display on mobile, 'DD/MM/YY'. */
export function rangeDateShort(iso: string): string {
  const p = parts(iso);
  return p ? `${pad(p.d)}/${pad(p.m)}/${p.y.slice(2)}` : iso;
}

/** spec 2 §9: the custom range's input format, 'DD-MM-YYYY'. */
export function rangeInputDate(iso: string | null | undefined): string {
  const p = iso ? parts(iso) : null;
  return p ? `${pad(p.d)}-${pad(p.m)}-${p.y}` : '';
}

/** spec 2 §9: 'D MMM YYYY' for other dates (tables). */
export function displayDate(iso: string): string {
  const p = parts(iso);
  return p ? `${p.d} ${itemAt(MONTHS, p.m - 1).slice(0, 3)} ${p.y}` : iso;
}
