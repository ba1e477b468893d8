import { decimal, ZERO } from '../../domain/money/decimal';
import { SiteAccessLevel } from '../../domain/access/access-level';
import { PortfolioGrouping } from '../../domain/config/site-config';
import {
  PortfolioPort,
  type AccountSummary,
  type PortfolioSummary,
  type ProfitAnalysisRow,
} from '../ports/portfolio.port';
import { fakePlatform } from '../support/testing/fake-platform';
import { InMemorySiteConfig, siteConfigFile } from '../support/testing/fake-site-config';
import { AnalysisScopeLoader } from './analysis-scope';
import { GetAccountsTabUseCase, type AccountsTabInput } from './get-accounts-tab.use-case';
import { splitActor, type ActorFields } from '../session/testing/test-actor';
import { first } from '../../domain/shared/present';

const cred = { token: 't' };
const account = (over: Partial<AccountSummary>): AccountSummary => ({
  id: 1,
  name: 'GBP Account',
  portfolioId: 100,
  portfolioName: 'Mine',
  groupCode: 'ISA',
  groupName: 'ISAs',
  serviceType: 'Discretionary',
  planCurrency: 'GBP',
  blocked: false,
  inceptionDate: '2020-01-01',
  activeDate: '2020-01-01',
  ...over,
});
const portfolio = (over: Partial<PortfolioSummary>): PortfolioSummary => ({
  id: 100,
  name: 'Mine',
  reportCurrency: 'GBP',
  ownerEntityId: 1,
  ownerName: 'A',
  type: 'PT_SINGLE',
  reasonForVisibility: 'single_owner',
  sortOrder: 1,
  ...over,
});
const row = (key: string, closingValue: number, movement: number, twrr: number | null = 0.05): ProfitAnalysisRow => ({
  key,
  name: key,
  accountId: null,
  portfolioId: null,
  currency: 'GBP',
  from: '2025-06-16',
  to: '2026-06-15',
  noData: false,
  openingValue: ZERO,
  closingValue: decimal(closingValue),
  netCashflow: ZERO,
  movement: decimal(movement),
  twrr,
  twrrAnnualised: false,
  irr: 0.04,
  irrReason: null,
});

function setUp(
  opts: {
    settings?: Record<string, unknown>;
    accounts?: AccountSummary[];
    capabilities?: string[];
    clientAnalysis?: boolean;
  } = {},
) {
  const events: string[] = [];
  const profitRequests: any[] = [];
  const port = Object.assign(Object.create(PortfolioPort.prototype) as PortfolioPort, {
    clientPortfolios: async () => {
      events.push('clientPortfolios');
      return [
        portfolio({}),
        portfolio({ id: 400, name: 'Child', ownerEntityId: 4, reasonForVisibility: 'explicit_link', sortOrder: 2 }),
      ];
    },
    portfolioAccounts: async () => {
      events.push('portfolioAccounts');
      return (
        opts.accounts ?? [
          account({}),
          account({ id: 2, name: 'USD Account', planCurrency: 'USD', groupCode: 'GIA', groupName: 'General' }),
          account({ id: 41, name: 'Junior ISA', portfolioId: 400, portfolioName: 'Child' }),
        ]
      );
    },
    visibilityLinks: async () => [{ accountId: 41, portfolioId: 400, groupCode: null }],
    accountGroups: async () => [
      { code: 'ISA', name: 'ISAs', reportCurrency: 'GBP', accountIds: [1, 41] },
      { code: 'GIA', name: 'General', reportCurrency: 'GBP', accountIds: [2] },
    ],
    profitAnalysis: async (req: any) => {
      events.push('profitAnalysis');
      profitRequests.push(req);
      if (req.grouping === 'all') return [row('all', 0, 0, req.accountIds.length / 100)];
      const all = [
        row('portfolio:100', 300.3, 20.2, 0.07),
        row('account:1', 100.104, 10.111),
        row('account:2', 200.205, 10.1),
        row('portfolio:400', 50, 1, 0.02),
        row('account:41', 50.005, 1),
      ];
      return all.filter((r) => !r.key.startsWith('account:') || req.accountIds.includes(Number(r.key.split(':')[1])));
    },
  });
  const platform = fakePlatform({
    getToggleCondition: async () => ({ key: 'client_analysis', enabled: opts.clientAnalysis ?? true }),
    getClient: async () => ({ preferredCurrency: 'GBP' }),
    getCapabilities: async () => opts.capabilities ?? ['view_portfolio'],
    // The child who owns the explicit-link portfolio can sign in (spec 2 §6: other people's portfolios only then).
    getClientGroupMembers: async () => [{ memberId: 4, entityName: 'C', loginAccessible: true, isClient: true }],
  });
  const scope = new AnalysisScopeLoader(
    port,
    platform,
    platform,
    platform,
    new InMemorySiteConfig(siteConfigFile({ settings: opts.settings ?? {} })),
  );
  const useCase = new GetAccountsTabUseCase(port, scope);
  const run = async (input: Partial<AccountsTabInput & ActorFields> = {}) => {
    const r = await useCase.execute(
      ...splitActor(
        {
          clientId: 1,
          siteAccessLevel: SiteAccessLevel.Portfolio,
          preferredCurrency: 'GBP',
          today: '2026-06-15',
          ...input,
        },
        { credential: cred },
      ),
    );
    return r;
  };
  const view = async (input: Partial<AccountsTabInput & ActorFields> = {}) => {
    const r = await run(input);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  return { run, view, events, profitRequests };
}

describe('GetAccountsTabUseCase', () => {
  it('lists My and Linked portfolios in Split grouping from one profit analysis after the scope', async () => {
    const { view, events, profitRequests } = setUp();
    const v = await view();
    expect(events.slice(-2)).toEqual(['portfolioAccounts', 'profitAnalysis']);
    expect(profitRequests).toEqual([
      expect.objectContaining({
        accountIds: [1, 2, 41],
        grouping: 'portfolio,account',
        from: '2025-06-16',
        to: '2026-06-15',
        currency: 'GBP',
        feesAndTaxes: 1,
      }),
    ]);
    expect(v).toMatchObject({
      heading: 'All portfolios',
      grouping: 'Split',
      groupingFilter: 'My',
      accountsTab: { title: 'Portfolios', shown: true },
      inceptionDate: '2020-01-01',
      empty: null,
    });
    expect(v.breadcrumb).toEqual([{ label: 'All portfolios', filter: null }]);
    expect(v.tables.map((t) => [t.key, t.heading, t.rows.map((r) => r.id)])).toEqual([
      ['my', 'My', ['100']],
      ['linked', 'Linked', ['400']],
    ]);
    const mine = first(first(v.tables).rows);
    // Accounts to the penny; the portfolio the exact sum of its accounts, with its own TWRR.
    expect(mine.children.map((c) => [c.id, c.value, c.movement, c.filter])).toEqual([
      ['1', 100.1, 10.11, { account: 1 }],
      ['2', 200.21, 10.1, { account: 2 }],
    ]);
    expect(mine).toMatchObject({
      kind: 'portfolio',
      value: 300.31,
      movement: 20.21,
      twrr: 0.07,
      filter: { portfolio: 100 },
    });
    expect(v.totals).toEqual({ value: 350.32, movement: 21.21, accountCount: 3 });
  });

  it("hides My's heading when nothing is linked", async () => {
    const { view } = setUp({ accounts: [account({}), account({ id: 2 })] });
    const v = await view();
    expect(v.tables.map((t) => [t.key, t.heading])).toEqual([['my', null]]);
  });

  it('puts every portfolio in one table when Consolidated (site setting or override)', async () => {
    for (const v of [
      await setUp({ settings: { portfolioGrouping: 'Consolidated' } }).view(),
      await setUp().view({ grouping: PortfolioGrouping.Consolidated }),
    ]) {
      expect(v).toMatchObject({
        grouping: 'Consolidated',
        groupingFilter: 'All',
        heading: 'All portfolios',
        accountsTab: { title: 'Portfolios' },
      });
      expect(v.tables.map((t) => [t.key, t.heading, t.rows.map((r) => r.id)])).toEqual([['all', null, ['100', '400']]]);
    }
  });

  it("lists account groups with each group's own TWRR in account-group mode, side by side", async () => {
    const { view, profitRequests } = setUp();
    const v = await view({ grouping: PortfolioGrouping.AccountGroup });
    expect(v).toMatchObject({
      heading: 'All accounts',
      accountsTab: { title: 'Account groups' },
      groupingFilter: 'All',
    });
    expect(v.breadcrumb).toEqual([{ label: 'All accounts', filter: null }]);
    expect(
      first(v.tables).rows.map((r) => [r.kind, r.id, r.value, r.twrr, r.filter, r.children.map((c) => c.id)]),
    ).toEqual([
      ['group', 'ISA', 150.11, 0.02, { group: 'ISA' }, ['1', '41']],
      ['group', 'GIA', 200.21, 0.01, { group: 'GIA' }, ['2']],
    ]);
    expect(profitRequests.map((r) => r.grouping)).toEqual(['portfolio,account', 'all', 'all']);
  });

  it('drills down: a portfolio lists its accounts; a group its accounts; an account itself, with the breadcrumb', async () => {
    const { view } = setUp();
    const p = await view({ filter: { portfolio: 100 } });
    expect(p).toMatchObject({
      heading: 'Mine',
      accountsTab: { title: 'Accounts', shown: true },
      selection: { kind: 'portfolio', id: '100' },
    });
    expect(p.breadcrumb).toEqual([
      { label: 'All portfolios', filter: null },
      { label: 'Mine', filter: { portfolio: 100 } },
    ]);
    expect(p.tables).toEqual([
      { key: 'all', heading: null, rows: [expect.objectContaining({ id: '1' }), expect.objectContaining({ id: '2' })] },
    ]);

    const g = await view({ filter: { group: 'ISA' }, grouping: PortfolioGrouping.AccountGroup });
    expect(g.heading).toBe('ISAs');
    expect(g.breadcrumb).toEqual([
      { label: 'All accounts', filter: null },
      { label: 'ISAs', filter: { group: 'ISA' } },
    ]);
    expect(first(g.tables).rows.map((r) => r.id)).toEqual(['1', '41']);

    const a = await view({ filter: { account: 2 } });
    expect(a).toMatchObject({ heading: 'USD Account', accountsTab: { title: 'Accounts', shown: false } });
    expect(a.breadcrumb).toEqual([
      { label: 'All portfolios', filter: null },
      { label: 'Mine', filter: { portfolio: 100 } },
      { label: 'USD Account', filter: { account: 2 } },
    ]);
    const ag = await view({ filter: { account: 2 }, grouping: PortfolioGrouping.AccountGroup });
    expect(ag.breadcrumb.map((c) => c.label)).toEqual(['All accounts', 'General', 'USD Account']);
  });

  it('shows the tabs by the Tabs table', async () => {
    const all = await setUp({ capabilities: ['modelling_by_target_sets'] }).view();
    expect(all.tabs).toEqual({
      accounts: true,
      investments: true,
      allocation: true,
      transactions: true,
      investmentInstructions: false,
      paymentInformation: false,
    });
    expect(all.defaultTab).toBe('accounts');
    const one = await setUp({ capabilities: ['modelling_by_target_sets'] }).view({ filter: { account: 1 } });
    expect(one.tabs).toMatchObject({ accounts: false, investmentInstructions: true, paymentInformation: true });
    const noCapability = await setUp().view({ filter: { account: 1 } });
    expect(noCapability.tabs).toMatchObject({ investmentInstructions: false, paymentInformation: true });
    const noToggle = await setUp({ capabilities: ['modelling_by_target_sets'], clientAnalysis: false }).view({
      filter: { account: 1 },
    });
    expect(noToggle.tabs).toMatchObject({ investmentInstructions: false, paymentInformation: false });
    // A portfolio holding one account keeps the Accounts tab.
    const onePortfolio = await setUp().view({ filter: { portfolio: 400 } });
    expect(onePortfolio.tabs).toMatchObject({ accounts: true, paymentInformation: true });
    const unpublished = await setUp({
      settings: {
        analysisSections: { investments: false, transactions: false },
        allocationAssetClassEnabled: false,
        allocationSectorEnabled: false,
        allocationGeographicRegionEnabled: false,
        investmentsDefaultTab: true,
      },
    }).view();
    expect(unpublished.tabs).toMatchObject({ investments: false, allocation: false, transactions: false });
    const investmentsFirst = await setUp({ settings: { investmentsDefaultTab: true } }).view();
    expect(investmentsFirst.defaultTab).toBe('investments');
  });

  it("answers 'You don't have any accounts to view.' without asking for figures when there is no account", async () => {
    const { view, events } = setUp({ accounts: [] });
    const v = await view();
    expect(v).toMatchObject({
      tables: [],
      empty: "You don't have any accounts to view.",
      totals: { value: 0, movement: 0, accountCount: 0 },
    });
    expect(events).not.toContain('profitAnalysis');
  });

  it('refuses other levels, two filters and an unseen account', async () => {
    const { run } = setUp();
    expect(await run({ siteAccessLevel: SiteAccessLevel.Assets })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(await run({ filter: { account: 1, portfolio: 100 } })).toMatchObject({
      ok: false,
      error: { code: 'validation' },
    });
    expect(await run({ filter: { account: 999 } })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });
});
