import { decimalToNumber, isDecimal, parseDecimal, type Decimal } from '../../domain/money/decimal';

/** A platform Currency: its amount decoded exactly from the wire's BigDecimal, never through a float. */
export interface Money {
  code: string;
  value: Decimal;
}

/**
 * The platform's typed values (adapters/PLATFORM-API.md, "Typed values"; public evidence:
 * `{"_type": T, "_val": …}`), decoded once, as a reply arrives:
 * - `BigDecimal` (decimal text, possibly signed or in scientific notation, "1.23456e2") becomes an
 *   exact Decimal, never passing through a float;
 * - `Currency` (`{code, value}`, the value itself a BigDecimal) becomes Money with an exact value;
 * - `Date` becomes 'YYYY-MM-DD' when it is a day, or the instant in UTC ('2018-03-01T00:00:00.000Z')
 *   when it carries a time and zone;
 * - `Time` becomes 'HH:MM:SS' (or 'HH:MM:SS.sss');
 * - `Binary` (base64) becomes the bytes.
 * A value that does not match its type is left as sent, for the reader of that field to refuse.
 */

/** The platform's wire form of a date. */
export interface WireDate {
  _type: 'Date';
  _val: string;
}

export function wrapDate(isoDate: string): WireDate {
  return { _type: 'Date', _val: isoDate };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !isDecimal(value) &&
    !(value instanceof Uint8Array)
  );
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?$/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A decimal from a BigDecimal value, decimal text or a JSON number (read through its shortest text). */
function decodeDecimal(val: unknown): Decimal | null {
  if (isRecord(val) && val._type === 'BigDecimal') return decodeDecimal(val._val);
  if (isDecimal(val)) return val;
  return typeof val === 'string' || typeof val === 'number' ? parseDecimal(val) : null;
}

/** Money, or the value as sent when it is no Currency. */
function decodeCurrency(val: unknown): unknown {
  if (!isRecord(val) || typeof val.code !== 'string') return val;
  const value = decodeDecimal(val.value);
  return value ? { code: val.code, value } : val;
}

function decodeDate(val: unknown): unknown {
  if (typeof val !== 'string') return val;
  if (DAY.test(val)) return val;
  const m = DATE_TIME.exec(val);
  if (!m) return val;
  // A time without a zone is the platform's own wall clock: its day is the date written.
  if (!m[3]) return m[1];
  const instant = new Date(val);
  return Number.isNaN(instant.getTime()) ? val : instant.toISOString();
}

function decodeTime(val: unknown): unknown {
  if (typeof val !== 'string') return val;
  const m = TIME.exec(val);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59 || Number(m[3] ?? 0) > 59) return val;
  return `${m[1]}:${m[2]}:${m[3] ?? '00'}${m[4] ?? ''}`;
}

function decodeBinary(val: unknown): unknown {
  if (typeof val !== 'string') return val;
  const compact = val.replace(/\s+/g, '');
  if (compact.length % 4 !== 0 || !BASE64.test(compact)) return val;
  return new Uint8Array(Buffer.from(compact, 'base64'));
}

const DECODERS: Record<string, (val: unknown) => unknown> = {
  BigDecimal: (val) => decodeDecimal(val) ?? val,
  Currency: decodeCurrency,
  Date: decodeDate,
  Time: decodeTime,
  Binary: decodeBinary,
};

/** Decodes every typed value at any depth (see the file's comment). */
export function unwrapTyped(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unwrapTyped);
  if (!isRecord(value)) return value;
  const decode = typeof value._type === 'string' && '_val' in value ? DECODERS[value._type] : undefined;
  if (decode) return decode(value._val);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unwrapTyped(v)]));
}

/** A wire field that should be text: the text, or null for anything else. */
export const stringOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/**
 * A wire field that should be a number (numeric text, or a decoded BigDecimal read as its nearest double:
 * a rate, a share, units, never an amount that is summed): the number, or null when absent, blank or not a number.
 */
export function numberOrNull(v: unknown): number | null {
  if (isDecimal(v)) return decimalToNumber(v);
  return v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v);
}

/**
 * A wire amount: a decoded BigDecimal or Currency (its value), decimal text, or a JSON number;
 * null when absent or not a decimal. Exact: never through a float.
 */
export function decimalOrNull(v: unknown): Decimal | null {
  if (v === null || v === undefined || v === '') return null;
  if (isRecord(v) && typeof v.code === 'string' && 'value' in v) return decimalOrNull(v.value);
  return decodeDecimal(v);
}
