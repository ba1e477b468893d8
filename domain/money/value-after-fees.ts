import type { TransactionHideOption } from '../config/site-config';

/** Value after fees and taxes of a transaction (spec 2 §5 "Display rules"). */

/** spec 2 §3: the transaction type of income. */
export const INCOME_TRANSACTION_TYPE = 'income';
/** Transaction type descriptions that mark a sale (the spec says only "a sale"). */
export const SALE_DESCRIPTIONS: readonly string[] = ['sale', 'sell'];

export interface TransactionAmounts {
  type?: string | null;
  transactionTypeDesc?: string | null;
  nativeIncome?: number | null;
  grossAmount?: number | null;
  netAmount?: number | null;
  fee?: number | null;
  tax?: number | null;
}

export type TransactionKind = 'income' | 'sale' | 'other';

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Income by type; a sale when the description starts with 'sale' or 'sell' (any case); else other. */
export function transactionKind(t: Pick<TransactionAmounts, 'type' | 'transactionTypeDesc'>): TransactionKind {
  if ((t.type ?? '').trim().toLowerCase() === INCOME_TRANSACTION_TYPE) return 'income';
  const desc = (t.transactionTypeDesc ?? '').trim().toLowerCase();
  return SALE_DESCRIPTIONS.some((s) => desc.startsWith(s)) ? 'sale' : 'other';
}

/**
 * spec 2 §5: income = income minus fee minus tax (a missing fee or tax counts as 0); a sale =
 * net amount; otherwise gross amount. Null when the amount needed is missing ('Not available').
 */
export function valueAfterFeesAndTaxes(t: TransactionAmounts): number | null {
  switch (transactionKind(t)) {
    case 'income':
      if (!isNumber(t.nativeIncome)) return null;
      return t.nativeIncome - (isNumber(t.fee) ? t.fee : 0) - (isNumber(t.tax) ? t.tax : 0);
    case 'sale':
      return isNumber(t.netAmount) ? t.netAmount : null;
    default:
      return isNumber(t.grossAmount) ? t.grossAmount : null;
  }
}

/** spec 2 §5: whether a hide option hides the fee, tax or value-after column for this transaction. */
export function isHiddenFor(option: TransactionHideOption, kind: TransactionKind): boolean {
  if (option === 'Hide For All Transactions') return true;
  if (option === 'Hide For Income Transactions Only') return kind === 'income';
  return false;
}
