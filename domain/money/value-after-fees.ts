import type { TransactionHideOption } from '../config/site-config';
import { decimal, subtractDecimals, type Decimal } from './decimal';

/** Value after fees and taxes of a transaction (spec 2 §5 "Display rules"). */

/** spec 2 §3: the transaction type of income. */
export const INCOME_TRANSACTION_TYPE = 'income';
/** Transaction type descriptions that mark a sale (the spec says only "a sale"). */
export const SALE_DESCRIPTIONS: readonly string[] = ['sale', 'sell'];

/** An exact amount, or a number read through its shortest decimal text. */
type Amount = Decimal | number;

export interface TransactionAmounts {
  type?: string | null;
  transactionTypeDesc?: string | null;
  nativeIncome?: Amount | null;
  grossAmount?: Amount | null;
  netAmount?: Amount | null;
  fee?: Amount | null;
  tax?: Amount | null;
}

export type TransactionKind = 'income' | 'sale' | 'other';

const known = (v: Amount | null | undefined): Decimal | null =>
  v === null || v === undefined || (typeof v === 'number' && !Number.isFinite(v)) ? null : decimal(v);

/** Income by type; a sale when the description starts with 'sale' or 'sell' (any case); else other. */
export function transactionKind(t: Pick<TransactionAmounts, 'type' | 'transactionTypeDesc'>): TransactionKind {
  if ((t.type ?? '').trim().toLowerCase() === INCOME_TRANSACTION_TYPE) return 'income';
  const desc = (t.transactionTypeDesc ?? '').trim().toLowerCase();
  return SALE_DESCRIPTIONS.some((s) => desc.startsWith(s)) ? 'sale' : 'other';
}

/**
 * spec 2 §5: income = income minus fee minus tax (a missing fee or tax counts as 0); a sale =
 * net amount; otherwise gross amount. Null when the amount needed is missing ('Not available').
 * Exact decimal arithmetic: 82.02 − 10 − 1.75 is 70.27, never 70.27000000000001.
 */
export function valueAfterFeesAndTaxes(t: TransactionAmounts): Decimal | null {
  switch (transactionKind(t)) {
    case 'income': {
      const income = known(t.nativeIncome);
      if (income === null) return null;
      let value = income;
      for (const charge of [known(t.fee), known(t.tax)]) if (charge !== null) value = subtractDecimals(value, charge);
      return value;
    }
    case 'sale':
      return known(t.netAmount);
    default:
      return known(t.grossAmount);
  }
}

/** spec 2 §5: whether a hide option hides the fee, tax or value-after column for this transaction. */
export function isHiddenFor(option: TransactionHideOption, kind: TransactionKind): boolean {
  if (option === 'Hide For All Transactions') return true;
  if (option === 'Hide For Income Transactions Only') return kind === 'income';
  return false;
}
