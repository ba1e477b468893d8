import { PortfolioGrouping } from '../config/site-config';

/** The analysis page's heading, breadcrumb and Accounts tab (spec 2 §2 "Analysis page", "Accounts tab"). */

/** spec 2 §2: the heading with nothing selected, outside and in account-group mode. */
export const ALL_PORTFOLIOS_HEADING = 'All portfolios';
export const ALL_ACCOUNTS_HEADING = 'All accounts';
/** spec 2 §2 "Tabs": the Accounts tab's titles. */
export const ACCOUNTS_TAB_TITLE = 'Accounts';
export const ACCOUNT_GROUPS_TAB_TITLE = 'Account groups';
export const PORTFOLIOS_TAB_TITLE = 'Portfolios';
/** spec 2 §2 "Accounts tab": the two tables of Split grouping. */
export const MY_TABLE_HEADING = 'My';
export const LINKED_TABLE_HEADING = 'Linked';
/** spec 2 §2 "Accounts tab": no account to list. */
export const NO_ACCOUNTS_TO_VIEW = "You don't have any accounts to view.";

export type SelectionKind = 'all' | 'account' | 'portfolio' | 'group';

/** A filter as the analysis reads take it: at most one of account, portfolio or group. */
export interface DrillDownFilter {
  account?: number;
  portfolio?: number;
  group?: string;
}

export interface Crumb {
  label: string;
  /** The filter that restores this level; null clears the filter. */
  filter: DrillDownFilter | null;
}

/** spec 2 §2: the default heading, 'All accounts' in account-group mode, else 'All portfolios'. */
export function defaultHeading(grouping: PortfolioGrouping): string {
  return grouping === PortfolioGrouping.AccountGroup ? ALL_ACCOUNTS_HEADING : ALL_PORTFOLIOS_HEADING;
}

/** spec 2 §2: the selected account, portfolio or group name, otherwise the default heading. */
export function analysisHeading(grouping: PortfolioGrouping, selectionName: string | null): string {
  return selectionName ?? defaultHeading(grouping);
}

/**
 * spec 2 §2: the default heading, then the portfolio or account group holding the selection, then
 * the account. For an account, its group is the parent in account-group mode and its portfolio
 * otherwise.
 */
export function breadcrumb(
  grouping: PortfolioGrouping,
  parts: {
    portfolio?: { id: number; name: string } | null;
    group?: { code: string; name: string } | null;
    account?: { id: number; name: string } | null;
  },
): Crumb[] {
  const crumbs: Crumb[] = [{ label: defaultHeading(grouping), filter: null }];
  const viaGroup = parts.group && (!parts.account || grouping === PortfolioGrouping.AccountGroup || !parts.portfolio);
  if (viaGroup) crumbs.push({ label: parts.group!.name, filter: { group: parts.group!.code } });
  else if (parts.portfolio) crumbs.push({ label: parts.portfolio.name, filter: { portfolio: parts.portfolio.id } });
  if (parts.account) crumbs.push({ label: parts.account.name, filter: { account: parts.account.id } });
  return crumbs;
}

/**
 * spec 2 §2 "Tabs": a filtered selection lists accounts; otherwise account-group mode lists groups
 * and the other groupings portfolios.
 */
export function accountsTabTitle(grouping: PortfolioGrouping, kind: SelectionKind): string {
  if (kind !== 'all') return ACCOUNTS_TAB_TITLE;
  return grouping === PortfolioGrouping.AccountGroup ? ACCOUNT_GROUPS_TAB_TITLE : PORTFOLIOS_TAB_TITLE;
}
