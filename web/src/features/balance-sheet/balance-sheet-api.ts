import { api } from '../../lib/api-client';
import type { BalanceSheet, NetWorth } from '../../lib/contract';
import type { AssetView } from './balance-sheet-view';

/**
 * The balance sheet's reads. Silent: a failure shows as a warning panel in place while the rest of
 * the page works, rather than a toast.
 */
export const balanceSheetApi = {
  /** Every asset type of one member (the client's own when absent), all views; the page filters by view. */
  balanceSheet: (memberId?: number | null) =>
    api.get<BalanceSheet>(
      `/assets/balance-sheet${memberId ? `?memberId=${encodeURIComponent(String(memberId))}` : ''}`,
      { silent: true },
    ),
  /** Assets, liabilities and net worth per member and for the household, in one view. */
  netWorth: (view: AssetView) =>
    api.get<NetWorth>(`/assets/net-worth?view=${encodeURIComponent(view)}`, { silent: true }),
};
