/**
 * The balance sheet's and assets summary's texts (spec 2 §2 "Balance sheet", "Home dashboard", §4
 * "Assets load progress", §8). Pure data with no imports, so the web app and the BFF read one copy.
 */

/** The four asset types in the spec's default order (spec 2 §5 "Default asset type order"). */
export type AssetTypeKey = 'investment' | 'pension' | 'annuity' | 'liability';
/** The balance sheet's views (spec 2 §2). */
export type AssetViewKey = 'managed' | 'nonManaged' | 'everything';

/** spec 2 §2 */
export const BALANCE_SHEET_TITLE = 'Balance Sheet';

/** spec 2 §2: the view toggle's labels, which are also the site setting's words. */
export const ASSET_VIEW_LABELS: Readonly<Record<AssetViewKey, string>> = {
  managed: 'Managed',
  nonManaged: 'Non-managed',
  everything: 'Everything',
};

/** spec 2 §2: each tab is titled with a count and a singular or plural label. */
export const ASSET_TYPE_LABELS: Readonly<Record<AssetTypeKey, { singular: string; plural: string }>> = {
  investment: { singular: 'Investment', plural: 'Investments' },
  pension: { singular: 'Pension', plural: 'Pensions' },
  annuity: { singular: 'Annuity', plural: 'Annuities' },
  liability: { singular: 'Liability', plural: 'Liabilities' },
};

/** The label for `count` items: singular for exactly one, plural otherwise (0 Pensions, 1 Pension, 2 Pensions). */
export function assetTypeLabel(type: AssetTypeKey, count: number): string {
  const l = ASSET_TYPE_LABELS[type];
  return count === 1 ? l.singular : l.plural;
}

/** A tab's title: the count, then the singular or plural label ('1 Annuity', '3 Liabilities'). */
export function assetTabTitle(type: AssetTypeKey, count: number): string {
  return `${count} ${assetTypeLabel(type, count)}`;
}

/** spec 2 §2: the Managed view with nothing under advice. */
export const NO_MANAGED_ASSETS = 'No managed assets data';
/** spec 2 §2: a member (or a view of them) with no assets at all. */
export const NO_ASSETS_FOR_PERSON = 'No assets have been recorded for the person selected';
/** The Non-managed view of a member who has assets, none of them non-managed. */
export const NO_NON_MANAGED_ASSETS = 'No non-managed assets';
/** A link named a member the client may not see (not shown, or not in the group): their own sheet shows instead. */
export const MEMBER_ASSETS_UNAVAILABLE = "That person's assets are not available.";
/** spec 2 §2: the site has switched asset viewing off. */
export const ASSET_VIEWING_DISABLED =
  'The ability to view asset data has been disabled by your site administrator. Please contact your adviser for more information.';
/** spec 2 §8: a part of the assets failed to load; the parts that loaded still show. */
export const ASSET_LOAD_PROBLEM = 'There was a problem retrieving one or more assets.';

/** spec 2 §2 "Home dashboard" default texts for the assets summary. */
export const YOUR_ASSETS = 'Your assets';
export const VIEW_ASSETS = 'View assets';

export type AssetsLoadStageKey = 'settings' | 'adviser' | 'accounts' | 'dashboard';

/** spec 2 §4 "Assets load progress": the stages, in order, with the percentage each shows. */
export const ASSETS_LOAD_STAGES: readonly { stage: AssetsLoadStageKey; label: string; percent: number }[] = [
  { stage: 'settings', label: 'Getting site settings', percent: 5 },
  { stage: 'adviser', label: 'Getting adviser details', percent: 25 },
  { stage: 'accounts', label: 'Loading accounts', percent: 70 },
  { stage: 'dashboard', label: 'Loading dashboard', percent: 100 },
];
