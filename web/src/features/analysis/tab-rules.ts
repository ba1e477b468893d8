import {
  ANALYSIS_TABS,
  INVESTMENTS_DEFAULT_TAB_SETTING,
  type AnalysisTab,
} from '../../../../domain/analysis/analysis-tabs';
import { PortfolioGrouping } from '../../../../domain/config/site-config';
import type { AccountsTab } from '../../lib/contract';

/** The frame's grouping comes as plain text from the wire; this is the account-group mode's. */
const ACCOUNT_GROUP: string = PortfolioGrouping.AccountGroup;

/** The tabs the page can show: every tab of the spec. */
const BUILT_TABS: ReadonlySet<AnalysisTab> = new Set(ANALYSIS_TABS);

/** The tabs a frame shows, in the page's order (spec 2 §2 "Tabs"). */
export function visibleTabsOf(tab: Pick<AccountsTab, 'tabs'>): AnalysisTab[] {
  return ANALYSIS_TABS.filter((t) => tab.tabs[t] && BUILT_TABS.has(t));
}

/** The site's investments flag: Investments is the default tab (spec 2 §2). */
export function investmentsFlagOn(settings: Record<string, unknown> | undefined): boolean {
  const v = settings?.[INVESTMENTS_DEFAULT_TAB_SETTING];
  return v === true || v === 'true';
}

/**
 * spec 2 §2: following a breadcrumb, for views other than account-group mode with the investments
 * flag on, selects the second tab; null leaves the usual choice.
 */
export function secondTabAfterCrumb(
  tab: Pick<AccountsTab, 'tabs' | 'grouping'>,
  investmentsFlag: boolean,
): AnalysisTab | null {
  if (!investmentsFlag || tab.grouping === ACCOUNT_GROUP) return null;
  return visibleTabsOf(tab)[1] ?? null;
}
