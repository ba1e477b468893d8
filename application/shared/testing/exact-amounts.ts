import { decimal, isDecimal, type Decimal } from '../../../domain/money/decimal';

/** A port type as test data is written: its exact amounts may also be numbers or decimal text. */
export type Loose<T> = T extends Decimal
  ? Decimal | number | string
  : T extends readonly (infer E)[]
    ? Loose<E>[]
    : T extends object
      ? { [K in keyof T]: Loose<T[K]> }
      : T;

/**
 * Test data with its amounts made exact: every number or decimal text under one of `keys`, at any
 * depth, becomes a Decimal (read through its shortest decimal text, so 0.1 is one tenth).
 */
export function exactAmounts<T>(value: Loose<T>, keys: readonly string[]): T {
  const wanted = new Set(keys);
  const walk = (v: unknown, key: string | null): unknown => {
    if (key !== null && wanted.has(key) && (typeof v === 'number' || typeof v === 'string')) return decimal(v);
    if (Array.isArray(v)) return v.map((x) => walk(x, null));
    if (typeof v === 'object' && v !== null && !isDecimal(v))
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]));
    return v;
  };
  return walk(value, null) as T;
}

/** The exact amounts of a Position (and of its allocation slices and sub-positions). */
export const POSITION_AMOUNTS = [
  'value',
  'nativeValue',
  'planCurrencyValue',
  'cost',
  'unrealisedGain',
  'annualIncome',
  'nativeMarketPrice',
  'nativeCost',
  'planCurrencyCost',
  'nativeUnrealisedGain',
  'planCurrencyUnrealisedGain',
  'planCurrencyMarketPrice',
] as const;
/** The exact amounts of a Transaction. */
export const TRANSACTION_AMOUNTS = ['pricePerUnit', 'grossAmount', 'netAmount', 'fee', 'tax'] as const;
/** The exact amounts of a DailyPerformance and its days. */
export const DAILY_PERFORMANCE_AMOUNTS = ['openingValue', 'closingValue', 'value', 'flow', 'charges'] as const;
/** The exact amount of an AssetMoney, wherever it sits in an asset record. */
export const ASSET_AMOUNTS = ['value'] as const;
