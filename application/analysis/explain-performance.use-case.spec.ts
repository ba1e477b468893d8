import { decimal } from '../../domain/money/decimal';
import { exactAmounts, DAILY_PERFORMANCE_AMOUNTS, type Loose } from '../shared/testing/exact-amounts';
import { SiteAccessLevel } from '../../domain/access/access-level';
import { EARLIER_START_DATE, INVALID_DATE_FORMAT } from '../../domain/analysis/custom-range';
import { PortfolioPort, type AccountSummary, type DailyPerformance, type ExternalFlow } from '../ports/portfolio.port';
import { fakePlatform } from '../support/testing/fake-platform';
import { InMemorySiteConfig, siteConfigFile } from '../support/testing/fake-site-config';
import { AnalysisScopeLoader } from './analysis-scope';
import {
  ACCOUNT_NOT_FOUND,
  ExplainPerformanceUseCase,
  NEEDS_PORTFOLIO_LEVEL,
  NO_DATA_FOR_SELECTION,
  ONE_FILTER_ONLY,
  type ExplainInput,
} from './explain-performance.use-case';
import { splitActor, type ActorFields } from '../session/testing/test-actor';
import { itemAt, last, present } from '../../domain/shared/present';

const dailyPerformanceCalls = (calls: Record<string, unknown[]>): unknown[] =>
  present(calls.dailyPerformance, 'a dailyPerformance call');

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

const daily = (d: Loose<DailyPerformance>): DailyPerformance =>
  exactAmounts<DailyPerformance>(d, DAILY_PERFORMANCE_AMOUNTS);

function setUp(
  over: {
    perf?: DailyPerformance | null;
    flows?: ExternalFlow[];
    holdBack?: boolean;
    feesAndTaxes?: number;
    usdRate?: number;
  } = {},
) {
  const calls: Record<string, unknown[]> = {};
  const record = (name: string, value: unknown) => (req: unknown) => {
    (calls[name] ??= []).push(req);
    return Promise.resolve(value);
  };
  const perf: DailyPerformance | null =
    over.perf === undefined
      ? daily({
          currency: 'GBP',
          from: '2026-01-01',
          to: '2026-01-03',
          openingValue: 1000,
          closingValue: 2110,
          platformTwrr: null,
          platformIrr: null,
          days: [
            { date: '2026-01-01', value: 1010, flow: 0 },
            { date: '2026-01-02', value: 2030, flow: 1000 },
            { date: '2026-01-03', value: 2110, flow: 0 },
          ],
        })
      : over.perf;
  const port = Object.assign(Object.create(PortfolioPort.prototype) as PortfolioPort, {
    clientPortfolios: record('clientPortfolios', [
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
    portfolioAccounts: record('portfolioAccounts', [
      account({}),
      account({ id: 2, name: 'USD Account', planCurrency: 'USD' }),
      account({ id: 3, serviceType: 'Not managed' }),
      account({ id: 41, portfolioId: 400 }),
      account({ id: 42, portfolioId: 400 }),
    ]),
    visibilityLinks: record('visibilityLinks', [{ accountId: 41, portfolioId: 400, groupCode: null }]),
    accountGroups: record('accountGroups', [{ code: 'G1', name: 'Group', reportCurrency: 'GBP', accountIds: [1] }]),
    dailyPerformance: record('dailyPerformance', perf),
    externalFlows: record(
      'externalFlows',
      over.flows ?? [
        {
          transactionId: 9,
          accountId: 2,
          date: '2026-01-02',
          type: 'contribution',
          amount: decimal(1250),
          currency: 'USD',
        },
      ],
    ),
    fxRates: record('fxRates', [{ currency: 'USD', date: '2026-01-01', rate: over.usdRate ?? 0.8 }]),
  });
  const platform = fakePlatform({
    getToggleCondition: async () => ({ key: 'client_analysis', enabled: true }),
    getClient: async () => ({ preferredCurrency: 'EUR' }),
    getCapabilities: async () => [],
    // The child who owns the explicit-link portfolio can sign in (spec 2 §6: other people's portfolios only then).
    getClientGroupMembers: async () => [{ memberId: 4, entityName: 'C', loginAccessible: true, isClient: true }],
  });
  const scope = new AnalysisScopeLoader(
    port,
    platform,
    platform,
    platform,
    new InMemorySiteConfig(
      siteConfigFile({
        settings: {
          enableHoldBackPeriod: over.holdBack ?? false,
          ...(over.feesAndTaxes === undefined ? {} : { feesAndTaxes: over.feesAndTaxes }),
        },
      }),
    ),
  );
  const useCase = new ExplainPerformanceUseCase(port, scope);
  const run = (input: Partial<ExplainInput & ActorFields> = {}) =>
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
  return { run, calls };
}

describe('ExplainPerformanceUseCase', () => {
  it('explains the whole visible selection: flows at their own day’s rate, daily rows, returns and reconciliation', async () => {
    const { run, calls } = setUp();
    const r = await run();
    if (!r.ok) throw new Error(r.error.message);
    const doc = r.value;
    expect(doc.accounts.map((a) => a.id)).toEqual([1, 2, 41]);
    expect(doc.flows).toEqual([
      {
        date: '2026-01-02',
        amount: 1000,
        nativeAmount: 1250,
        nativeCurrency: 'USD',
        fxRate: 0.8,
        accountId: 2,
        type: 'contribution',
      },
    ]);
    expect(doc.dailyValues).toEqual([
      { date: '2025-12-31', value: 1000, flow: 0 },
      { date: '2026-01-01', value: 1010, flow: 0 },
      { date: '2026-01-02', value: 2030, flow: 1000 },
      { date: '2026-01-03', value: 2110, flow: 0 },
    ]);
    expect(doc.twrr).toBeCloseTo(1.01 * (2030 / 2010) * (2110 / 2030) - 1, 12);
    expect(doc.movement).toBe(110);
    expect(doc.reconciliation).toEqual({
      openingValue: '1000.00',
      closingValue: '2110.00',
      netFlows: '1000.00',
      movement: '110.00',
    });
    expect(doc.conventions).toMatchObject({
      flowTiming: 'start-of-day',
      dayCount: 365,
      annualised: false,
      feesAndTaxes: 1,
    });
    expect(doc.twrrBasis).toBe('cumulative');
    expect(doc.platform).toEqual({ twrr: null, irr: null });
    expect(itemAt(dailyPerformanceCalls(calls), 0)).toMatchObject({
      accountIds: [1, 2, 41],
      from: '2025-06-16',
      to: '2026-06-15',
      currency: 'GBP',
      feesAndTaxes: 1,
    });
  });

  it('converts a flow at its published rate exactly, half away from zero, and lists the rates it used', async () => {
    // 1.13 × 1.5 = 1.695 exactly, 1.70; as doubles the product is 1.6949999999999998, which rounds to 1.69.
    const flows: ExternalFlow[] = [
      {
        transactionId: 9,
        accountId: 2,
        date: '2026-01-02',
        type: 'contribution',
        amount: decimal('1.13'),
        currency: 'USD',
      },
    ];
    const r = await setUp({ flows, usdRate: 1.5 }).run();
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.flows).toEqual([expect.objectContaining({ amount: 1.7, nativeAmount: 1.13, fxRate: 1.5 })]);
    expect(r.value.rates).toEqual([{ currency: 'USD', date: '2026-01-01', rate: 1.5 }]);
  });

  it("asks for the site's fee-and-tax mode, states it, and lists the charges a 'before' mode moves out as flows", async () => {
    const perf: DailyPerformance = daily({
      currency: 'GBP',
      from: '2026-01-01',
      to: '2026-01-03',
      openingValue: 1000,
      closingValue: 2110,
      platformTwrr: null,
      platformIrr: null,
      // The platform's flows under mode 0: the contribution on the 2nd, and 15.25 of fees and taxes moved out on the 3rd.
      days: [
        { date: '2026-01-01', value: 1010, flow: 0, charges: 0 },
        { date: '2026-01-02', value: 2030, flow: 1000, charges: 0 },
        { date: '2026-01-03', value: 2110, flow: -15.25, charges: -15.25 },
      ],
    });
    const { run, calls } = setUp({ perf, feesAndTaxes: 0 });
    const r = await run();
    if (!r.ok) throw new Error(r.error.message);
    expect(itemAt(dailyPerformanceCalls(calls), 0)).toMatchObject({ feesAndTaxes: 0 });
    expect(r.value.conventions.feesAndTaxes).toBe(0);
    expect(r.value.flows).toEqual([
      {
        date: '2026-01-02',
        amount: 1000,
        nativeAmount: 1250,
        nativeCurrency: 'USD',
        fxRate: 0.8,
        accountId: 2,
        type: 'contribution',
      },
      {
        date: '2026-01-03',
        amount: -15.25,
        nativeAmount: -15.25,
        nativeCurrency: 'GBP',
        fxRate: 1,
        accountId: null,
        type: 'fees_and_taxes',
      },
    ]);
    expect(r.value.dailyValues.at(-1)).toEqual({ date: '2026-01-03', value: 2110, flow: -15.25 });
    expect(r.value.reconciliation).toMatchObject({ netFlows: '984.75', movement: '125.25' });
    expect(r.value.twrr).toBeCloseTo(1.01 * (2030 / 2010) * (2110 / (2030 - 15.25)) - 1, 12);
  });

  it('lists no charge rows under the default mode, after fees and taxes', async () => {
    const { run } = setUp();
    const r = await run();
    expect(r.ok && r.value.flows.map((f) => f.type)).toEqual(['contribution']);
  });

  it('holds the end date back when the site says so', async () => {
    const { run, calls } = setUp({ holdBack: true });
    await run();
    expect(itemAt(dailyPerformanceCalls(calls), 0)).toMatchObject({ from: '2025-06-15', to: '2026-06-14' });
  });

  it("defaults to the client's preferred currency from the platform when the session does not know it", async () => {
    const { run, calls } = setUp();
    await run({ preferredCurrency: null });
    expect(itemAt(dailyPerformanceCalls(calls), 0)).toMatchObject({ currency: 'EUR' });
  });

  it('narrows to an account, a portfolio or a group; an unknown, hidden or unlinked account is not found', async () => {
    const { run, calls } = setUp();
    expect((await run({ filter: { account: 2 } })).ok).toBe(true);
    expect(itemAt(dailyPerformanceCalls(calls), 0)).toMatchObject({ accountIds: [2] });
    await run({ filter: { group: 'G1' } });
    expect(itemAt(dailyPerformanceCalls(calls), 1)).toMatchObject({ accountIds: [1] });
    await run({ filter: { portfolio: 100 } });
    expect(itemAt(dailyPerformanceCalls(calls), 2)).toMatchObject({ accountIds: [1, 2] });
    expect(await run({ filter: { account: 3 } })).toEqual({
      ok: false,
      error: { code: 'not_found', message: ACCOUNT_NOT_FOUND, apiMessage: null },
    });
    expect(await run({ filter: { account: 999 } })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await run({ filter: { account: 42 } })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await run({ filter: { account: 1, portfolio: 100 } })).toMatchObject({
      ok: false,
      error: { code: 'validation', message: ONE_FILTER_ONLY },
    });
  });

  it('refuses a client without the Portfolio level', async () => {
    const { run, calls } = setUp();
    expect(await run({ siteAccessLevel: SiteAccessLevel.Assets })).toMatchObject({
      ok: false,
      error: { code: 'forbidden', message: NEEDS_PORTFOLIO_LEVEL },
    });
    expect(calls.clientPortfolios).toBeUndefined();
  });

  it("checks a custom range with the spec's texts; since inception starts at the selection's first transaction", async () => {
    const { run, calls } = setUp();
    expect(await run({ from: '2026-02-01', to: '2026-01-01' })).toMatchObject({
      ok: false,
      error: { code: 'validation', message: EARLIER_START_DATE },
    });
    expect(await run({ from: '2026-13-01', to: '2026-01-01' })).toMatchObject({
      ok: false,
      error: { code: 'validation', message: INVALID_DATE_FORMAT },
    });
    expect(await run({ range: 'weekly' })).toMatchObject({ ok: false, error: { code: 'validation' } });
    await run({ from: '01-01-2026', to: '2026-01-03' });
    expect(last(dailyPerformanceCalls(calls))).toMatchObject({ from: '2026-01-01', to: '2026-01-03' });
    await run({ range: 'inception' });
    expect(last(dailyPerformanceCalls(calls))).toMatchObject({ from: '2020-01-01', to: '2026-06-15' });
  });

  it('says there is no data when nothing falls in the range', async () => {
    const { run } = setUp({ perf: null });
    expect(await run()).toMatchObject({ ok: false, error: { code: 'not_found', message: NO_DATA_FOR_SELECTION } });
  });
});
