import { proxy } from 'valtio';
import { ApiError } from '../../lib/api-client';
import type { BalanceSheet, NetWorth } from '../../lib/contract';
import { balanceSheetApi } from './balance-sheet-api';
import { initialView, visibleViews, type AssetView } from './balance-sheet-view';
import { onClientStateReset } from '../../lib/client-state';

type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

function initialState() {
  return {
    sheet: null as BalanceSheet | null,
    status: 'idle' as LoadState,
    /** The member asked for (query parameter id); null for the client's own. */
    memberId: null as number | null,
    view: 'managed' as AssetView,
    /** spec 2 §4: plan currencies shown, or everything in the report currency. */
    planCurrencyView: false,
    netWorth: null as NetWorth | null,
    netWorthStatus: 'idle' as LoadState,
    /** A member asked for by the address is not one the client may see: their own sheet is shown instead. */
    memberUnavailable: false,
  };
}

/** The balance sheet page (spec 2 §2 "Balance sheet", §4 "Balance sheet"). */
export const balanceSheetStore = proxy(initialState());

let sheetSeq = 0;
let netWorthSeq = 0;

/** Reads one member's balance sheet; the view starts at the site's default on the first read only. */
export async function loadBalanceSheet(memberId: number | null, requestedView: AssetView | null = null): Promise<void> {
  const seq = ++sheetSeq;
  const first = balanceSheetStore.sheet === null;
  if (memberId !== null) balanceSheetStore.memberUnavailable = false;
  balanceSheetStore.memberId = memberId;
  balanceSheetStore.status = 'loading';
  try {
    const sheet = await balanceSheetApi.balanceSheet(memberId);
    if (seq !== sheetSeq) return;
    balanceSheetStore.sheet = sheet;
    // A link may name the view (the home cards open Managed); otherwise the site's default.
    if (first)
      balanceSheetStore.view =
        requestedView && visibleViews(sheet).includes(requestedView) ? requestedView : initialView(sheet);
    balanceSheetStore.planCurrencyView = sheet.multiCurrency;
    balanceSheetStore.status = 'ready';
  } catch (e) {
    if (seq !== sheetSeq) return;
    // A member not shown (a stale or edited link) is answered 404: fall back to the client's own sheet.
    if (memberId !== null && e instanceof ApiError && e.status === 404) {
      balanceSheetStore.memberUnavailable = true;
      await loadBalanceSheet(null, requestedView);
      return;
    }
    balanceSheetStore.status = 'failed';
  }
}

/** The household's net worth in one view. */
export async function loadNetWorth(view: AssetView): Promise<void> {
  const seq = ++netWorthSeq;
  balanceSheetStore.netWorthStatus = 'loading';
  try {
    const netWorth = await balanceSheetApi.netWorth(view);
    if (seq !== netWorthSeq) return;
    balanceSheetStore.netWorth = netWorth;
    balanceSheetStore.netWorthStatus = 'ready';
  } catch {
    if (seq === netWorthSeq) balanceSheetStore.netWorthStatus = 'failed';
  }
}

/** The user chose a member: any notice about a member from a link no longer applies. */
export function clearMemberUnavailable(): void {
  balanceSheetStore.memberUnavailable = false;
}

export function setView(view: AssetView): void {
  balanceSheetStore.view = view;
}

/** spec 2 §4: switching view, member or tab resets the plan-currency display to the multi-currency setting. */
export function resetCurrencyView(): void {
  balanceSheetStore.planCurrencyView = balanceSheetStore.sheet?.multiCurrency ?? false;
}

/** spec 2 §4: the currency toggle flips between plan and reporting currency. */
export function setPlanCurrencyView(on: boolean): void {
  balanceSheetStore.planCurrencyView = on;
}

export function resetBalanceSheet(): void {
  sheetSeq += 1;
  netWorthSeq += 1;
  Object.assign(balanceSheetStore, initialState());
}
onClientStateReset(resetBalanceSheet);
