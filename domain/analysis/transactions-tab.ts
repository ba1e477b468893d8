import { mapTransactionHideOption, type TransactionHideOption } from '../config/site-config';
import { isHiddenFor, type TransactionKind } from '../money/value-after-fees';

/** The analysis page's Transactions tab as shown (spec 2 §2 "Transactions tab", §4 "Transactions", §5, §9). */

/** spec 2 §2: the empty text. */
export const NO_TRANSACTIONS = 'There are no transactions available for the accounts and dates selected.';
/** spec 2 §2: the paging button, and what it reads when no further pages exist. */
export const LOAD_MORE_TRANSACTIONS = 'Load more';
export const ALL_LOADED = 'All Loaded';
/** spec 2 §2: the table's columns. */
export const TRANSACTION_COLUMNS = ['Trade date', 'Security', 'Account', 'Value', 'Details'] as const;

/**
 * Not named by the spec: the site settings holding the three hide options of §5 (fees, taxes, and
 * the value after fees and taxes). A missing or unknown value is 'Do Not Hide'.
 */
export const HIDE_FEES_SETTING = 'transactionsHideFees';
export const HIDE_TAXES_SETTING = 'transactionsHideTaxes';
export const HIDE_VALUE_AFTER_FEES_SETTING = 'transactionsHideValueAfterFeesAndTaxes';

export interface TransactionHideOptions {
  fees: TransactionHideOption;
  taxes: TransactionHideOption;
  valueAfterFees: TransactionHideOption;
}

/** spec 2 §5: the three hide options from the site settings, each 'Do Not Hide' unless set. */
export function transactionHideOptions(settings: Record<string, unknown> | null | undefined): TransactionHideOptions {
  const s = settings ?? {};
  return {
    fees: mapTransactionHideOption(s[HIDE_FEES_SETTING]),
    taxes: mapTransactionHideOption(s[HIDE_TAXES_SETTING]),
    valueAfterFees: mapTransactionHideOption(s[HIDE_VALUE_AFTER_FEES_SETTING]),
  };
}

/** Which of the fee, tax and value-after lines one transaction's detail shows. */
export function shownAmounts(
  options: TransactionHideOptions,
  kind: TransactionKind,
): { fee: boolean; tax: boolean; valueAfterFees: boolean } {
  return {
    fee: !isHiddenFor(options.fees, kind),
    tax: !isHiddenFor(options.taxes, kind),
    valueAfterFees: !isHiddenFor(options.valueAfterFees, kind),
  };
}

/** 'YYYY-MM-DD' as DD/MM/YYYY (spec 2 §9); anything else is shown as it came. */
export function transactionDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : isoDate;
}
