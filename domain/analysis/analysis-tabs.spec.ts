import { defaultTab, isSingleAccount, visibleTabs, type TabInputs } from './analysis-tabs';

const base: TabInputs = {
  selectionKind: 'all',
  selectedAccounts: 5,
  settings: {},
  clientAnalysis: true,
  capabilities: ['modelling_by_target_sets'],
};

describe('analysis tabs (spec 2 §2 "Tabs")', () => {
  it('treats one account named by a filter, or a portfolio or group holding one, as a single account', () => {
    expect(isSingleAccount('account', 1)).toBe(true);
    expect(isSingleAccount('portfolio', 1)).toBe(true);
    expect(isSingleAccount('group', 2)).toBe(false);
    expect(isSingleAccount('all', 1)).toBe(false);
  });

  it('hides Accounts for one account selected without a portfolio', () => {
    expect(visibleTabs({ ...base, selectionKind: 'account', selectedAccounts: 1 }).accounts).toBe(false);
    expect(visibleTabs({ ...base, selectionKind: 'group', selectedAccounts: 1 }).accounts).toBe(false);
    expect(visibleTabs({ ...base, selectionKind: 'portfolio', selectedAccounts: 1 }).accounts).toBe(true);
  });

  it('gates instructions on one account, the toggle and the capability; payments on one account and the toggle', () => {
    const one = { ...base, selectionKind: 'account' as const, selectedAccounts: 1 };
    expect(visibleTabs(one)).toMatchObject({ investmentInstructions: true, paymentInformation: true });
    expect(visibleTabs({ ...one, capabilities: [' Modelling_By_Target_Sets '] }).investmentInstructions).toBe(true);
    expect(visibleTabs({ ...one, capabilities: ['view_portfolio'] })).toMatchObject({
      investmentInstructions: false,
      paymentInformation: true,
    });
    expect(visibleTabs({ ...one, clientAnalysis: false })).toMatchObject({
      investmentInstructions: false,
      paymentInformation: false,
    });
    expect(visibleTabs(base)).toMatchObject({ investmentInstructions: false, paymentInformation: false });
  });

  it('shows sections unless the settings unpublish them; allocation needs one type enabled', () => {
    expect(visibleTabs(base)).toMatchObject({ investments: true, allocation: true, transactions: true });
    expect(visibleTabs({ ...base, settings: { analysisSections: { investments: false } } })).toMatchObject({
      investments: false,
      allocation: true,
      transactions: true,
    });
    expect(
      visibleTabs({ ...base, settings: { allocationAssetClassEnabled: false, allocationSectorEnabled: false } })
        .allocation,
    ).toBe(true);
    expect(
      visibleTabs({
        ...base,
        settings: {
          allocationAssetClassEnabled: false,
          allocationSectorEnabled: false,
          allocationGeographicRegionEnabled: false,
        },
      }).allocation,
    ).toBe(false);
  });

  it('makes Investments the default tab only when set and the Accounts tab shows', () => {
    const tabs = visibleTabs(base);
    expect(defaultTab(tabs, {})).toBe('accounts');
    expect(defaultTab(tabs, { investmentsDefaultTab: true })).toBe('investments');
    expect(defaultTab({ ...tabs, accounts: false }, { investmentsDefaultTab: true })).toBe('investments');
    expect(defaultTab({ ...tabs, accounts: false, investments: false }, { investmentsDefaultTab: true })).toBe(
      'allocation',
    );
  });
});
