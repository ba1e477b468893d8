import type { Money } from '../../application/ports/platform.port';

/** The platform's wire form of a date (see adapters/PLATFORM-API.md, "Typed values"). */
export interface WireDate {
  _type: 'Date';
  _val: string;
}

export function wrapDate(isoDate: string): WireDate {
  return { _type: 'Date', _val: isoDate };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unwrapCurrency(val: unknown): Money | unknown {
  if (!isRecord(val) || typeof val.code !== 'string') return val;
  return { code: val.code, value: Number(val.value) };
}

/** Replaces Date values by 'YYYY-MM-DD' and Currency values by { code, value: number }, at any depth. */
export function unwrapTyped(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unwrapTyped);
  if (!isRecord(value)) return value;
  if (value._type === 'Date' && '_val' in value) return value._val;
  if (value._type === 'Currency' && '_val' in value) return unwrapCurrency(value._val);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unwrapTyped(v)]));
}

/** A wire field that should be text: the text, or null for anything else. */
export const stringOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** A wire field that should be a number (or numeric text): the number, or null when absent, blank or not a number. */
export const numberOrNull = (v: unknown): number | null => (v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v));
