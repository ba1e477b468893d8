import { ASSET_VIEW_LABELS, type AssetViewKey } from './asset-display-texts';
import { first } from '../shared/present';

/**
 * The balance sheet's views (spec 2 §2, §4 "Asset custom field nbr_under_advice", §9 "Balance sheet
 * defaults"): Managed (under advice), Non-managed and Everything.
 */

export const ASSET_VIEW_ORDER: readonly AssetViewKey[] = ['managed', 'nonManaged', 'everything'];
/** spec 2 §9 */
export const DEFAULT_ASSET_VIEW: AssetViewKey = 'managed';
/** spec 2 §9 */
export const DEFAULT_VISIBLE_VIEWS_SETTING = 'Managed,Non-managed,Everything';
/** The site settings that shape the balance sheet. */
export const BALANCE_SHEET_DEFAULT_VIEW_SETTING = 'balanceSheetDefaultView';
export const BALANCE_SHEET_VISIBLE_VIEWS_SETTING = 'balanceSheetVisibleViews';
export const ASSET_VIEWING_DISABLED_SETTING = 'assetViewingDisabled';

/** The custom field that says an asset is under advice. */
export const UNDER_ADVICE_FIELD = 'nbr_under_advice';

/**
 * Whether an asset counts as managed: under advice when the platform has the under-advice field;
 * every asset when it has not (the lookup answered 404 or 500).
 */
export function isManagedAsset(underAdvice: boolean | null | undefined, underAdviceFeature: boolean): boolean {
  if (!underAdviceFeature) return true;
  return underAdvice === true;
}

/** Whether an asset shows in a view. */
export function inAssetView(managed: boolean, view: AssetViewKey): boolean {
  if (view === 'everything') return true;
  return view === 'managed' ? managed : !managed;
}

const squash = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
const BY_WORD = new Map<string, AssetViewKey>(
  ASSET_VIEW_ORDER.flatMap((k) => [[squash(ASSET_VIEW_LABELS[k]), k] as const, [squash(k), k] as const]),
);

/** A view named by the site ('Managed', 'Non-managed', 'Everything', any case) or its key; null otherwise. */
export function parseAssetView(value: unknown): AssetViewKey | null {
  return typeof value === 'string' ? (BY_WORD.get(squash(value)) ?? null) : null;
}

export interface BalanceSheetSettings {
  views: AssetViewKey[];
  defaultView: AssetViewKey;
  assetViewingDisabled: boolean;
}

/**
 * The balance sheet's settings with the spec's defaults: the visible views in the setting's order
 * (unknown words dropped, none left gives all three), and a default view among them (else the first).
 */
export function balanceSheetSettings(settings: Record<string, unknown> | null | undefined): BalanceSheetSettings {
  const s = settings ?? {};
  const raw =
    typeof s[BALANCE_SHEET_VISIBLE_VIEWS_SETTING] === 'string'
      ? s[BALANCE_SHEET_VISIBLE_VIEWS_SETTING]
      : DEFAULT_VISIBLE_VIEWS_SETTING;
  const views: AssetViewKey[] = [];
  for (const word of raw.split(',')) {
    const v = parseAssetView(word);
    if (v && !views.includes(v)) views.push(v);
  }
  if (!views.length) views.push(...ASSET_VIEW_ORDER);
  const wanted = parseAssetView(s[BALANCE_SHEET_DEFAULT_VIEW_SETTING]) ?? DEFAULT_ASSET_VIEW;
  const disabled = s[ASSET_VIEWING_DISABLED_SETTING];
  return {
    views,
    defaultView: views.includes(wanted) ? wanted : first(views),
    assetViewingDisabled: disabled === true || disabled === 'true',
  };
}
