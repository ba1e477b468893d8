import { decimal, ZERO } from '../../domain/money/decimal';
import { SiteAccessLevel } from '../../domain/access/access-level';
import { AnalysisScopeLoader } from '../analysis/analysis-scope';
import { PortfolioPort, type AccountSummary, type ProfitAnalysisRow } from '../ports/portfolio.port';
import { fakePlatform } from '../support/testing/fake-platform';
import { InMemorySiteConfig, siteConfigFile } from '../support/testing/fake-site-config';
import { dashboardPreset, GetDashboardSummaryUseCase, type DashboardInput } from './get-dashboard-summary.use-case';
import { splitActor, type ActorFields } from '../session/testing/test-actor';

const cred = { token: 't' };
const account = (over: Partial<AccountSummary>): AccountSummary => ({
  id: 1,
  name: 'GBP Account',
  portfolioId: 100,
  portfolioName: 'Mine',
  groupCode: 'G1',
  groupName: 'Group',
  serviceType: 'Discretionary',
  planCurrency: 'GBP',
  blocked: false,
  inceptionDate: '2020-01-01',
  activeDate: '2020-01-01',
  ...over,
});
const row = (key: string, closingValue: number, movement: number, twrr: number | null = 0.05): ProfitAnalysisRow => ({
  key,
  name: key,
  accountId: null,
  portfolioId: null,
  currency: 'GBP',
  from: '2025-06-15',
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

function setUp(settings: Record<string, unknown> = {}) {
  const events: string[] = [];
  const inFlight: Record<string, number> = {};
  let profitPeak = 0;
  const record = (name: string, value: (req: any) => unknown) => async (req: any) => {
    events.push(name);
    inFlight[name] = (inFlight[name] ?? 0) + 1;
    if (name === 'profitAnalysis') profitPeak = Math.max(profitPeak, inFlight[name]);
    await new Promise((r) => setTimeout(r, 5));
    inFlight[name]--;
    return value(req);
  };
  const profitRequests: any[] = [];
  const port = Object.assign(Object.create(PortfolioPort.prototype) as PortfolioPort, {
    clientPortfolios: record('clientPortfolios', () => [
      {
        id: 100,
        name: 'Mine',
        reportCurrency: 'GBP',
        ownerEntityId: 1,
        ownerName: 'A',
        type: 'PT_SINGLE',
        reasonForVisibility: 'single_owner',
        sortOrder: 1,
      },
      {
        id: 400,
        name: 'Child',
        reportCurrency: 'GBP',
        ownerEntityId: 4,
        ownerName: 'C',
        type: 'PT_SINGLE',
        reasonForVisibility: 'explicit_link',
        sortOrder: 2,
      },
    ]),
    portfolioAccounts: record('portfolioAccounts', () => [
      account({}),
      account({ id: 2, name: 'USD Account', planCurrency: 'USD' }),
      account({ id: 41, portfolioId: 400 }),
    ]),
    visibilityLinks: record('visibilityLinks', () => [{ accountId: 41, portfolioId: 400, groupCode: null }]),
    accountGroups: record('accountGroups', () => []),
    profitAnalysis: record('profitAnalysis', (req) => {
      profitRequests.push(req);
      return req.grouping === 'all'
        ? [row('all', 600.6, 30.3, 0.123)]
        : [
            row('portfolio:100', 300.3, 20.2),
            row('account:1', 100.1, 10.1),
            row('account:2', 200.2, 10.1),
            row('portfolio:400', 300.3, 10.1),
            row('account:41', 300.3, 10.1),
          ];
    }),
  });
  const platform = fakePlatform({
    getToggleCondition: async () => ({ key: 'client_analysis', enabled: true }),
    getClient: async () => ({ preferredCurrency: 'GBP' }),
    getCapabilities: async () => [],
    // The child who owns the explicit-link portfolio can sign in (spec 2 §6: other people's portfolios only then).
    getClientGroupMembers: async () => [{ memberId: 4, entityName: 'C', loginAccessible: true, isClient: true }],
  });
  const scope = new AnalysisScopeLoader(
    port,
    platform,
    platform,
    platform,
    new InMemorySiteConfig(siteConfigFile({ settings: { enableHoldBackPeriod: false, ...settings } })),
  );
  const useCase = new GetDashboardSummaryUseCase(port, scope);
  const run = (input: Partial<DashboardInput & ActorFields> = {}) =>
    useCase.execute(
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
  return { run, events, profitRequests, profitPeak: () => profitPeak };
}

describe('GetDashboardSummaryUseCase', () => {
  it('asks for profit analysis once per grouping, side by side, after the scope', async () => {
    const { run, events, profitRequests } = setUp();
    const r = await run();
    if (!r.ok) throw new Error(r.error.message);
    expect(events.filter((e) => e === 'profitAnalysis')).toHaveLength(2);
    // Both profit-analysis calls come last, together, after the accounts batch.
    expect(events.slice(-3)).toEqual(['portfolioAccounts', 'profitAnalysis', 'profitAnalysis']);
    expect(profitRequests.map((p) => p.grouping).sort()).toEqual(['all', 'portfolio,account']);
    for (const p of profitRequests)
      expect(p).toMatchObject({ accountIds: [1, 2, 41], from: '2025-06-16', to: '2026-06-15', currency: 'GBP' });
  });

  it('runs the two profit analyses in parallel (one round trip)', async () => {
    const { run, profitPeak } = setUp();
    expect((await run()).ok).toBe(true);
    expect(profitPeak()).toBe(2);
  });

  it('adds account values to portfolio and total values exactly, with the collection figures', async () => {
    const { run } = setUp();
    const r = await run();
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value;
    expect(s.level).toBe('Portfolio');
    expect(s.timeframe).toEqual({ key: 'default', preset: '1y', name: '1 year', from: '2025-06-16', to: '2026-06-15' });
    expect(s.portfolios.map((p) => [p.id, p.isLinked, p.value, p.accounts.map((a) => a.id)])).toEqual([
      [100, false, 300.3, [1, 2]],
      [400, true, 300.3, [41]],
    ]);
    expect(s.accountCollectionTotals).toEqual({
      value: 600.6,
      movement: 30.3,
      twrr: 0.123,
      irr: 0.04,
      period: { from: '2025-06-15', to: '2026-06-15', annualised: false },
      accountCount: 3,
    });
    expect(s.overview).toMatchObject({ value: 600.6, acrossText: 'across 3 accounts', multiCurrency: true });
    // The one USD account among GBP ones: the note names it, in the analysis hero's words.
    expect(s.overview?.fxNote).toBe("Converted from USD at each day's rate");
    expect(s.layout).toBe('tiles');
  });

  it('uses the secondary time frame and the site settings', async () => {
    const a = await setUp().run({ timeframe: 'secondary' });
    if (!a.ok) throw new Error(a.error.message);
    expect(a.value.timeframe).toMatchObject({ key: 'secondary', preset: 'inception', from: '2020-01-01' });
    expect(dashboardPreset({ dashboardDefaultTimeFrame: 'ytd' }, 'default')).toBe('ytd');
    expect(dashboardPreset({ dashboardSecondaryTimeFrame: '3y' }, 'secondary')).toBe('3y');
    expect(dashboardPreset({ dashboardSecondaryTimeFrame: 'nonsense' }, 'secondary')).toBe('inception');
    const b = await setUp({ dashboardDefaultTimeFrame: '3y' }).run();
    if (!b.ok) throw new Error(b.error.message);
    expect(b.value.timeframe).toMatchObject({ preset: '3y', from: '2023-06-16' });
  });

  it('answers Assets level empty without any platform figures, and refuses other levels', async () => {
    const { run, events } = setUp();
    const r = await run({ siteAccessLevel: SiteAccessLevel.Assets });
    expect(r).toEqual({
      ok: true,
      value: {
        level: 'Assets',
        timeframe: null,
        currency: null,
        currencyView: null,
        accountCollectionTotals: null,
        overview: null,
        layout: null,
        portfolios: [],
      },
    });
    expect(events).toEqual([]);
    const refused = await run({ siteAccessLevel: null });
    expect(refused.ok).toBe(false);
  });
});
