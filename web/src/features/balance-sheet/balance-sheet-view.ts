import {
  assetTabTitle,
  ASSET_VIEW_LABELS,
  NO_ASSETS_FOR_PERSON,
  NO_MANAGED_ASSETS,
  NO_NON_MANAGED_ASSETS,
  type AssetTypeKey,
  type AssetViewKey,
} from '../../../../domain/assets/asset-display-texts';
import { ASSET_TYPE_ORDER, parseAssetTab, selectedAssetTab } from '../../../../domain/assets/asset-types';
import { inAssetView } from '../../../../domain/assets/asset-views';
import { first, itemAt } from '../../../../domain/shared/present';
import type { Asset, BalanceSheet } from '../../lib/contract';

/** What the balance sheet shows of the API's answer (spec 2 §2 "Balance sheet", §4, §5). */

export type AssetView = AssetViewKey;
export type AssetType = AssetTypeKey;

/** spec 2 §5: the default asset type order; the tab index is the query parameter asset (0 to 3). */
export const ASSET_TAB_ORDER = ASSET_TYPE_ORDER;
const VIEWS = Object.keys(ASSET_VIEW_LABELS) as AssetView[];

export function isAssetView(v: unknown): v is AssetView {
  return typeof v === 'string' && (VIEWS as string[]).includes(v);
}

/** The views the site shows, in its order; all three when it names none we know. */
export function visibleViews(sheet: Pick<BalanceSheet, 'views'>): AssetView[] {
  const views = sheet.views.filter(isAssetView);
  return views.length ? views : VIEWS;
}

/** The site's default view when it is shown, else the first shown (spec 2 §9: default Managed). */
export function initialView(sheet: Pick<BalanceSheet, 'views' | 'defaultView'>): AssetView {
  const views = visibleViews(sheet);
  return isAssetView(sheet.defaultView) && views.includes(sheet.defaultView) ? sheet.defaultView : first(views);
}

/** Without the under-advice feature every asset counts as managed, so the view is always Everything. */
export function effectiveView(sheet: Pick<BalanceSheet, 'underAdviceFeature'>, view: AssetView): AssetView {
  return sheet.underAdviceFeature ? view : 'everything';
}

export function inView(asset: Pick<Asset, 'managed'>, view: AssetView): boolean {
  return inAssetView(asset.managed, view);
}

/** The member's assets of one type in one view, in the API's order (value descending). */
export function assetsOf(assets: readonly Asset[], type: AssetType, view: AssetView): Asset[] {
  return assets.filter((a) => a.type === type && inView(a, view));
}

/** How many of each type the view holds, in tab order. */
export function tabCounts(assets: readonly Asset[], view: AssetView): number[] {
  return ASSET_TAB_ORDER.map((t) => assetsOf(assets, t, view).length);
}

/** A tab's title: its count and the singular or plural label ('1 Pension', '3 Investments', '0 Annuities'). */
export const tabTitle = assetTabTitle;

/** The query parameter asset as a tab index, or null when missing or out of range. */
export const parseTab = (raw: string | null): number | null => parseAssetTab(raw);

/** The query parameter id as a member id, or null. */
export function parseMemberId(raw: string | null): number | null {
  if (raw === null || !/^\d{1,12}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 ? id : null;
}

/**
 * spec 2 §2: the selected tab falls back to the first tab with data; with no data at all it stays
 * where it was asked to be (the first tab when nothing was asked).
 */
export function selectedTab(requested: number | null, hasData: readonly boolean[]): number {
  return selectedAssetTab(
    requested,
    hasData.map((d) => (d ? 1 : 0)),
  );
}

/** A tab can be opened when it has assets in the view, or when its type failed (to say so). */
export function openableTabs(counts: readonly number[], failedTypes: readonly string[]): boolean[] {
  return ASSET_TAB_ORDER.map((type, i) => itemAt(counts, i) > 0 || failedTypes.includes(type));
}

/** The next openable tab from `from` in a direction, wrapping; `from` itself when none other is. */
export function nextOpenableTab(from: number, step: 1 | -1, openable: readonly boolean[]): number {
  const n = openable.length;
  for (let k = 1; k <= n; k++) {
    const i = (((from + step * k) % n) + n) % n;
    if (openable[i]) return i;
  }
  return from;
}

/** The plan currencies of these assets that differ from the report currency: the currency toggle is offered only then. */
export function foreignCurrencies(assets: readonly Asset[], reportCurrency: string): string[] {
  return [...new Set(assets.map((a) => a.value.planCurrency).filter((c) => c && c !== reportCurrency))];
}

/**
 * What an empty view says: spec 2 §2's 'No managed assets data' for Managed; 'No assets have been
 * recorded for the person selected' only when the member has nothing in any view; otherwise the
 * Non-managed view says it has none.
 */
export function emptyViewText(view: AssetView, assets: readonly Asset[]): string {
  if (view === 'managed') return NO_MANAGED_ASSETS;
  if (view === 'nonManaged' && assets.length > 0) return NO_NON_MANAGED_ASSETS;
  return NO_ASSETS_FOR_PERSON;
}
