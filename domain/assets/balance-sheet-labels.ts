import { NOT_AVAILABLE } from '../analysis/investments';

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
  /** Liabilities: what is owed rather than owned. */
  totalOwed: 'Total owed',
  amountOwed: 'Amount owed',
  shareOwed: 'Share owed',
  /** Before the other owners of a joint asset ('50% owned with Ben Hartley'). */
  ownedWith: 'with',
  /** The total's currency ('in GBP') and the rates it converted at ('converting EUR at 0.8612'). */
  totalIn: 'in',
  converting: 'converting',
  at: 'at',
  description: 'Description',
  provider: 'Provider',
  policyNumber: 'Policy number',
  value: 'Value',
  ownedValue: 'Owned value',
  valuationDate: 'Valuation date',
  owned: 'owned',
  notAvailable: NOT_AVAILABLE,
  /** A failed tab, after its plural label ('Annuities could not be loaded.'); the page's warning says the rest once. */
  notLoaded: 'could not be loaded.',
} as const;

/** The net-worth panel: what each member and the household own and owe. */
export const NET_WORTH_TEXTS = {
  heading: 'Net worth',
  /** The heading names the view the figures are in. */
  viewHeadings: {
    managed: 'Net worth: Managed assets',
    nonManaged: 'Net worth: Non-managed assets',
    everything: 'Net worth: Everything',
  } as Record<string, string>,
  /** A household of one: the household's figures are the member's own. */
  householdIsYou: 'Only your own assets are shown, so the household figures are yours.',
  /** Under a household's table: how joint assets and rounding are counted (household-rounding.ts, joint-shares.ts). */
  membersAddUp:
    'A jointly owned asset counts once for the household. Each member’s share of it, and each figure here, is rounded so that the members add up to the household.',
  notAvailable: NOT_AVAILABLE,
  /** Before the failed types ('Liabilities'): the figures that depend on them are unknown. */
  failedLists: 'Could not be loaded:',
  failedListsAfter: 'Figures that depend on them are not available.',
  nothingInView: 'Nothing is owned or owed in this view, so there is no chart.',
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
  /** The cards count the client's own managed assets only, as the balance sheet's Managed view does. */
  managedOnly: 'Your managed assets',
  loadingAssets: 'Loading your assets',
} as const;

/** The whole unit and the smallest unit of the currencies the portal names in words. */
const CURRENCY_UNITS: Readonly<Record<string, { whole: string; smallest: string }>> = {
  GBP: { whole: 'pound', smallest: 'penny' },
  EUR: { whole: 'euro', smallest: 'cent' },
  USD: { whole: 'dollar', smallest: 'cent' },
};

/** Rows are shown in whole units, totals are summed to the smallest unit: why rows need not add up on screen. */
export function roundingNote(currency: string): string {
  const u = CURRENCY_UNITS[currency] ?? { whole: `whole ${currency}`, smallest: 'smallest unit' };
  return `Figures are rounded to the nearest ${u.whole}; totals are worked out to the ${u.smallest}.`;
}
