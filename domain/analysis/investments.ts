import { isZeroDecimal, type Decimal } from '../money/decimal';
import type { CurrencyView } from './currency-view';
/** The analysis page's Investments tab (spec 2 §2 "Investments tab", §4 "Currency view", "Investments list expand mode", §5 "Display rules"). */

/** spec 2 §2: the list is empty. */
export const NO_INVESTMENTS = 'There are no investments available for the accounts and dates selected.';
/** spec 2 §2: the list is empty, client analysis is on and the accounts have no transactions. */
export const NO_TRANSACTIONS_TO_DISPLAY = 'No transactions to display';
/** spec 2 §5: shown for book cost and unrealised gain when they cannot be given, and for a missing amount. */
export const NOT_AVAILABLE = 'Not available';
/** spec 2 §2: the per-account menu items. */
export const CONVERT_TO_ORIGINAL_CURRENCY = 'Convert to original currency';
export const CONVERT_TO_ACCOUNT_CURRENCY = 'Convert to account currency';
/** spec 2 §2: the 'Show in' toggle's first option (the other is the preferred currency's code). */
export const ORIGINAL_CURRENCY_LABEL = 'Original currency';

/** spec 2 §4: the view's currency is the one rule every view follows. */
export { CURRENCY_VIEWS, DEFAULT_CURRENCY_VIEW, type CurrencyView } from './currency-view';

/**
 * How one account is shown:
 * - 'preferred': the account and its positions in the report (preferred) currency;
 * - 'original': the account's figures in its plan currency and each position in its own quoted
 *   currency (a pence-priced share in GBX);
 * - 'account': the account and every position in the plan (account) currency.
 * The view sets every account's way; the per-account menu item overrides one account (spec 2 §4:
 * "A per-account override can convert one account back"): in the preferred view it shows the
 * account in its original currency, in the original view it converts it to the account currency.
 */
export type AccountDisplay = 'preferred' | 'original' | 'account';

export function accountDisplay(view: CurrencyView, overridden: boolean): AccountDisplay {
  if (view === 'preferred') return overridden ? 'original' : 'preferred';
  return overridden ? 'account' : 'original';
}

/** spec 2 §2: the menu item offered for an account in this view. */
export function convertMenuItem(view: CurrencyView): string {
  return view === 'preferred' ? CONVERT_TO_ORIGINAL_CURRENCY : CONVERT_TO_ACCOUNT_CURRENCY;
}

/**
 * spec 2 §5 "the position is converted to plan currency", read precisely: the account is shown in
 * its account (plan) currency by the 'Convert to account currency' item, and the position is quoted
 * in another currency, so its figures are the quoted ones converted at the valuation day's rate.
 * A position already in the plan currency is not converted; a position shown in the preferred
 * currency is converted to that currency, not to the plan currency, even when the two are equal.
 */
export function isConvertedToPlanCurrency(
  display: AccountDisplay,
  nativeCurrency: string,
  planCurrency: string,
): boolean {
  return display === 'account' && nativeCurrency !== planCurrency;
}

/** spec 2 §5: book cost and unrealised gain are 'Not available' when book cost is zero or missing, or the position is converted to plan currency. */
export function bookCostAvailable(cost: Decimal | null, convertedToPlanCurrency: boolean): boolean {
  return cost !== null && !isZeroDecimal(cost) && !convertedToPlanCurrency;
}

/** spec 2 §4 "Investments list expand mode". */
export type ExpandMode = 'expand-all-primary' | 'user-toggle';
/** The site setting that makes every account row start expanded. */
export const EXPAND_ALL_PRIMARY_SETTING = 'investmentsExpandAllPrimary';

export function expandModeFor(settings: Record<string, unknown>): ExpandMode {
  const v = settings[EXPAND_ALL_PRIMARY_SETTING];
  return v === true || v === 'true' || v === 1 ? 'expand-all-primary' : 'user-toggle';
}

/** spec 2 §2: the sortable position columns; default security name ascending. */
export const POSITION_SORT_KEYS = [
  'name',
  'bookCost',
  'units',
  'weight',
  'marketValue',
  'unrealisedGain',
  'annualIncome',
  'yield',
] as const;
export type PositionSortKey = (typeof POSITION_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export const DEFAULT_POSITION_SORT: { key: PositionSortKey; direction: SortDirection } = {
  key: 'name',
  direction: 'asc',
};

/** Sorts rows by a column; a missing value always goes last, ties keep their order. */
export function sortPositions<T extends Record<PositionSortKey, string | number | null>>(
  rows: readonly T[],
  key: PositionSortKey,
  direction: SortDirection,
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => {
      const x = a.row[key];
      const y = b.row[key];
      if (x === null || y === null) return x === y ? a.i - b.i : x === null ? 1 : -1;
      const c = typeof x === 'string' ? x.localeCompare(String(y), 'en', { sensitivity: 'base' }) : x - (y as number);
      return c !== 0 ? sign * c : a.i - b.i;
    })
    .map((x) => x.row);
}
