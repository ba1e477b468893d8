import { PortfolioGrouping } from '../config/site-config';
import { accountsTabTitle, analysisHeading, breadcrumb } from './accounts-tab';

describe('analysis heading, breadcrumb and Accounts tab title (spec 2 §2)', () => {
  it("says 'All portfolios', 'All accounts' in account-group mode, or the selection's name", () => {
    expect(analysisHeading(PortfolioGrouping.Split, null)).toBe('All portfolios');
    expect(analysisHeading(PortfolioGrouping.Consolidated, null)).toBe('All portfolios');
    expect(analysisHeading(PortfolioGrouping.AccountGroup, null)).toBe('All accounts');
    expect(analysisHeading(PortfolioGrouping.AccountGroup, 'ISAs')).toBe('ISAs');
  });

  it('builds the crumbs: default heading, then portfolio or group, then account', () => {
    const portfolio = { id: 7, name: 'P' };
    const group = { code: 'G', name: 'Grp' };
    const account = { id: 9, name: 'A' };
    expect(breadcrumb(PortfolioGrouping.Split, {})).toEqual([{ label: 'All portfolios', filter: null }]);
    expect(breadcrumb(PortfolioGrouping.Split, { portfolio, group, account }).map((c) => c.filter)).toEqual([
      null,
      { portfolio: 7 },
      { account: 9 },
    ]);
    expect(breadcrumb(PortfolioGrouping.AccountGroup, { portfolio, group, account }).map((c) => c.label)).toEqual([
      'All accounts',
      'Grp',
      'A',
    ]);
    expect(breadcrumb(PortfolioGrouping.Split, { group }).map((c) => c.filter)).toEqual([null, { group: 'G' }]);
    // An account outside every group falls back to its portfolio.
    expect(breadcrumb(PortfolioGrouping.AccountGroup, { account, portfolio }).map((c) => c.label)).toEqual([
      'All accounts',
      'P',
      'A',
    ]);
  });

  it('titles the tab Accounts once filtered, else Account groups or Portfolios by grouping', () => {
    expect(accountsTabTitle(PortfolioGrouping.Split, 'all')).toBe('Portfolios');
    expect(accountsTabTitle(PortfolioGrouping.AccountGroup, 'all')).toBe('Account groups');
    expect(accountsTabTitle(PortfolioGrouping.AccountGroup, 'group')).toBe('Accounts');
    expect(accountsTabTitle(PortfolioGrouping.Consolidated, 'portfolio')).toBe('Accounts');
  });
});
