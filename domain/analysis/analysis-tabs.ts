import { enabledAllocationTypes } from './allocation';

/** Which tabs of the analysis page show (spec 2 §2 "Tabs"). */

/** spec 2 §6: the capability that gates the Investment instructions tab. */
export const MODELLING_BY_TARGET_SETS_CAPABILITY = 'modelling_by_target_sets';

/**
 * Not named by the spec: the site settings that publish the analysis sections. `analysisSections`
 * ({ investments, allocation, transactions }) holds booleans; a key left out counts as published, so
 * a site that says nothing shows every section. The allocation types are switched by the settings of
 * allocation.ts. `investmentsDefaultTab` true makes Investments the default tab (spec 2 §2).
 */
export const ANALYSIS_SECTIONS_SETTING = 'analysisSections';
export const INVESTMENTS_DEFAULT_TAB_SETTING = 'investmentsDefaultTab';

export type AnalysisTab =
  'accounts' | 'investments' | 'allocation' | 'transactions' | 'investmentInstructions' | 'paymentInformation';
/** spec 2 §2: the tabs in the order the page shows them. */
export const ANALYSIS_TABS: readonly AnalysisTab[] = [
  'accounts',
  'investments',
  'allocation',
  'transactions',
  'investmentInstructions',
  'paymentInformation',
];

export interface TabInputs {
  selectionKind: 'all' | 'account' | 'portfolio' | 'group';
  /** How many accounts the selection holds. */
  selectedAccounts: number;
  settings: Record<string, unknown>;
  clientAnalysis: boolean;
  capabilities: readonly string[];
}

const flag = (group: unknown, key: string): boolean => {
  if (!group || typeof group !== 'object') return true;
  const v = (group as Record<string, unknown>)[key];
  return v === undefined || v === null ? true : v === true || v === 'true' || v === 1;
};
const has = (capabilities: readonly string[], name: string): boolean =>
  capabilities.some((c) => c.trim().toLowerCase() === name);

/**
 * A single account is selected when the filter names one account, or a portfolio or group holding
 * exactly one; with no filter nothing is "selected", whatever the client holds.
 */
export function isSingleAccount(kind: TabInputs['selectionKind'], selectedAccounts: number): boolean {
  return kind !== 'all' && selectedAccounts === 1;
}

/** spec 2 §2 "Tabs": each tab's rule. */
export function visibleTabs(i: TabInputs): Record<AnalysisTab, boolean> {
  const sections = i.settings[ANALYSIS_SECTIONS_SETTING];
  const single = isSingleAccount(i.selectionKind, i.selectedAccounts);
  return {
    // Hidden when exactly one account is selected with no portfolio.
    accounts: !(single && i.selectionKind !== 'portfolio'),
    investments: flag(sections, 'investments'),
    allocation: flag(sections, 'allocation') && enabledAllocationTypes(i.settings).length > 0,
    transactions: flag(sections, 'transactions'),
    investmentInstructions: single && i.clientAnalysis && has(i.capabilities, MODELLING_BY_TARGET_SETS_CAPABILITY),
    paymentInformation: single && i.clientAnalysis,
  };
}

/** spec 2 §2: Investments when the setting says so and the Accounts tab shows; otherwise the first shown tab. */
export function defaultTab(tabs: Record<AnalysisTab, boolean>, settings: Record<string, unknown>): AnalysisTab | null {
  const wanted = settings[INVESTMENTS_DEFAULT_TAB_SETTING];
  if ((wanted === true || wanted === 'true') && tabs.accounts && tabs.investments) return 'investments';
  return ANALYSIS_TABS.find((t) => tabs[t]) ?? null;
}
