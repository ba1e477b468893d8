/**
 * The balance sheet's and the assets summary's words (spec 2 §2 "Balance sheet", §4 "Assets load
 * progress", §8). Pure data: the web app, the BFF and the CLI say the same words.
 */

export const BALANCE_SHEET_TITLE = 'Balance Sheet';

/** spec 2 §2: the view toggle's choices, keyed as the API names the views. */
export const ASSET_VIEW_LABELS = {
  managed: 'Managed',
  nonManaged: 'Non-managed',
  everything: 'Everything',
} as const;

/** spec 2 §2, §5: the tabs in the default asset type order, each with a singular and a plural label. */
export const ASSET_TYPE_LABELS = {
  investment: { singular: 'Investment', plural: 'Investments' },
  pension: { singular: 'Pension', plural: 'Pensions' },
  annuity: { singular: 'Annuity', plural: 'Annuities' },
  liability: { singular: 'Liability', plural: 'Liabilities' },
} as const;

/** spec 2 §2: empty and disabled texts. */
export const NO_MANAGED_ASSETS = 'No managed assets data';
export const NO_ASSETS_FOR_MEMBER = 'No assets have been recorded for the person selected';
export const ASSET_VIEWING_DISABLED =
  'The ability to view asset data has been disabled by your site administrator. Please contact your adviser for more information.';

/** spec 2 §8: a part of the assets failed to load; the parts that loaded still show. */
export const ASSET_LOAD_PROBLEM = 'There was a problem retrieving one or more assets.';
/** spec 2 §4, §8: a plan currency with no rate into the report currency. */
export const CONVERSION_RATE_UNAVAILABLE = 'Conversion rate unavailable';

/** The controls and columns of the balance sheet. */
export const BALANCE_SHEET_LABELS = {
  view: 'View',
  member: 'Family member',
  assetTypes: 'Asset types',
  showValuesIn: 'Show values in',
  planCurrency: 'Plan currency',
  reportCurrency: 'Reporting currency',
  exchangeRates: 'Exchange rates used',
  total: 'Total owned value',
  description: 'Description',
  provider: 'Provider',
  policyNumber: 'Policy number',
  value: 'Value',
  ownedValue: 'Owned value',
  valuationDate: 'Valuation date',
  owned: 'owned',
  notAvailable: 'Not available',
} as const;

/** The net-worth panel: what each member and the household own and owe. */
export const NET_WORTH_TEXTS = {
  heading: 'Net worth',
  chartTitle: 'Assets, liabilities and net worth',
  member: 'Member',
  household: 'Household',
  totalAssets: 'Total assets',
  totalLiabilities: 'Total liabilities',
  netWorth: 'Net worth',
  unconverted: 'Left out for want of a conversion rate:',
  loadFailed: 'Something went wrong with loading the net worth figures.',
} as const;

/** spec 2 §2: the home dashboard's assets summary. */
export const ASSETS_SUMMARY_TEXTS = {
  heading: 'Your assets',
  viewAssets: 'View assets',
  managedNet: 'Managed assets less liabilities',
  loadingAssets: 'Loading your assets',
} as const;

/** spec 2 §4 "Assets load progress": each stage's label and percentage, in order. */
export const ASSETS_LOAD_STAGES = [
  { stage: 'settings', label: 'Getting site settings', percent: 5 },
  { stage: 'adviser', label: 'Getting adviser details', percent: 25 },
  { stage: 'accounts', label: 'Loading accounts', percent: 70 },
  { stage: 'dashboard', label: 'Loading dashboard', percent: 100 },
] as const;
