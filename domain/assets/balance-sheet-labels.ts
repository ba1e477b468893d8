/**
 * The balance sheet page's control, column and net-worth words, and the home assets summary's
 * extras (spec 2 §2 "Balance sheet", §4). Pure data; the spec's own texts are in asset-display-texts.ts.
 */

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

/** The home dashboard's assets summary, beside the spec's 'Your assets' and 'View assets'. */
export const ASSETS_SUMMARY_LABELS = {
  managedNet: 'Managed assets less liabilities',
  loadingAssets: 'Loading your assets',
} as const;
