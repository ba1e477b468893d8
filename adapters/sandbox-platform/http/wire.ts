import { validation } from './errors';

export interface WireDate {
  _type: 'Date';
  _val: string;
}

export const dateValue = (isoDate: string | null): WireDate | null => (isoDate ? { _type: 'Date', _val: isoDate } : null);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date sent as a Date value (or, leniently, as a bare 'YYYY-MM-DD'); undefined when absent or malformed. */
export function readDate(value: unknown): string | undefined {
  const raw =
    typeof value === 'object' && value !== null && (value as WireDate)._type === 'Date' ? (value as WireDate)._val : value;
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
export function pickFields<T extends object>(record: T, fields: string[] | undefined, always: string[] = []): Partial<T> {
  if (!fields) return record;
  const out: Record<string, unknown> = {};
  for (const f of [...always, ...fields]) {
    if (!(f in record)) throw validation(`Invalid field name: ${f}`);
    out[f] = (record as Record<string, unknown>)[f];
  }
  return out as Partial<T>;
}

export function bodyObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw validation('A JSON object body is required');
  return body as Record<string, unknown>;
}

export function requiredString(obj: Record<string, unknown>, key: string): string {
  const v = obj[key];
  if (typeof v !== 'string' || v === '') throw validation(`${key} is required`);
  return v;
}

export function optionalString(obj: Record<string, unknown>, key: string): string | undefined {
  const v = obj[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw validation(`${key} must be a string`);
  return v;
}
