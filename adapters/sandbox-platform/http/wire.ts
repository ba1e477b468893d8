import { decimal, formatDecimal, MONEY_DECIMALS, type Decimal } from '../../../domain/money/decimal';
import { isIsoDate } from '../../../domain/shared/iso-date';
import { validation } from './errors';
import { queryIdList } from './query';

export interface WireDate {
  _type: 'Date';
  _val: string;
}

export const dateValue = (isoDate: string | null): WireDate | null =>
  isoDate ? { _type: 'Date', _val: isoDate } : null;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date sent as a Date value (or, leniently, as a bare 'YYYY-MM-DD'); undefined when absent or malformed. */
export function readDate(value: unknown): string | undefined {
  const raw =
    typeof value === 'object' && value !== null && (value as WireDate)._type === 'Date'
      ? (value as WireDate)._val
      : value;
  return typeof raw === 'string' && ISO_DATE.test(raw) ? raw : undefined;
}

/** The fields.N parameters in N order; undefined when there are none. */
export function requestedFields(query: URLSearchParams): string[] | undefined {
  const found: [number, string][] = [];
  for (const [key, value] of query) {
    const m = /^fields\.(\d+)$/.exec(key);
    if (m) found.push([Number(m[1]), value]);
  }
  return found.length ? found.sort((a, b) => a[0] - b[0]).map(([, v]) => v) : undefined;
}

/** Restricts a record to the asked fields (plus `always`); an unknown field name is a 400. */
export function pickFields<T extends object>(
  record: T,
  fields: string[] | undefined,
  always: string[] = [],
): Partial<T> {
  if (!fields) return record;
  const out: Record<string, unknown> = {};
  for (const f of [...always, ...fields]) {
    if (!(f in record)) throw validation(`Invalid field name: ${f}`);
    out[f] = (record as Record<string, unknown>)[f];
  }
  return out as Partial<T>;
}

export function bodyObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw validation('A JSON object body is required');
  return body as Record<string, unknown>;
}

export function requiredString(obj: Record<string, unknown>, key: string): string {
  const v = obj[key];
  if (typeof v !== 'string' || v === '') throw validation(`${key} is required`);
  return v;
}

/** A decimal as the platform sends it: `{"_type": "BigDecimal", "_val": "1234.56"}` (public evidence). */
export interface WireBigDecimal {
  _type: 'BigDecimal';
  _val: string;
}

/** A Currency: a code and a BigDecimal amount (public evidence). */
export interface WireCurrency {
  _type: 'Currency';
  _val: { code: string; value: WireBigDecimal };
}

/** A bare decimal amount, rounded once to `places` decimals (half away from zero) when given. */
export function bigDecimalValue(amount: Decimal | number | string, places?: number): WireBigDecimal {
  return { _type: 'BigDecimal', _val: formatDecimal(decimal(amount), places) };
}

/** A money value: the amount rounded once to 2 decimals (half away from zero), as a BigDecimal. */
export function currencyValue(
  amount: Decimal | number | string,
  code: string,
  places: number = MONEY_DECIMALS,
): WireCurrency {
  return { _type: 'Currency', _val: { code, value: bigDecimalValue(amount, places) } };
}

/** Unit prices keep the 4 decimals they are quoted in. */
export const PRICE_DECIMALS = 4;

/**
 * Position amounts keep 6 decimals, unrounded for the caller's sums: an account's positions then
 * add up to its value rounded once (the same as its performance closing value), not to a sum of
 * amounts each rounded to the penny.
 */
export const POSITION_AMOUNT_DECIMALS = 6;

/** A date query parameter: 'YYYY-MM-DD' (or a JSON Date value); the default when absent, 400 when malformed. */
export function queryDate(query: URLSearchParams, name: string, fallback?: string): string {
  const raw = query.get(name);
  if (raw === null || raw === '') {
    if (fallback === undefined) throw validation(`${name} is required`);
    return fallback;
  }
  let parsed: unknown = raw;
  if (raw.startsWith('{')) {
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = raw;
    }
  }
  const date = readDate(parsed);
  if (!date || !isIsoDate(date)) throw validation(`${name} must be a date, YYYY-MM-DD`);
  return date;
}

/** Whole-number ids from list parameters (`accountid.0=1&accountid.1=2`, or one plain `accountid=1`), the named lists together. */
export function queryIds(query: URLSearchParams, ...names: string[]): number[] {
  return [...new Set(names.flatMap((name) => queryIdList(query, name)))];
}

/** A whole-number parameter within bounds, or the default. */
export function queryInt(query: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw validation(`${name} must be a whole number from ${min} to ${max}`);
  return n;
}
