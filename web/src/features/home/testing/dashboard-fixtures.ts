import type {
  DashboardAccount,
  DashboardPortfolio,
  DashboardSummary,
  PerformanceOverview,
  PublicSiteConfig,
  SessionView,
} from '../../../lib/contract';
import { acrossAccounts } from '../../../../../domain/analysis/home-dashboard';

/** The default '1 year' time frame's returns: an annual rate. */
const YEAR = { from: '2025-11-25', to: '2026-11-24', annualised: true };

export function homeSiteConfig(content: Record<string, unknown> = {}): PublicSiteConfig {
  return {
    instance: { firm: 'demo', region: 'GB', lineOfBusiness: 'wealth', productName: 'Client Online' },
    siteConfiguration: {
      feesAndTaxes: 1,
      holdBackPeriod: false,
      portfolioGrouping: 'Split',
      profitAnalysisType: 'twrr',
      groupingFilter: 'My',
      useHistoricData: false,
    },
    images: {},
    chartColours: [],
    settings: {},
    content,
  } as unknown as PublicSiteConfig;
}

export function homeSession(level: 'Portfolio' | 'Assets' = 'Portfolio'): SessionView {
  return {
    user: {
      id: 1,
      username: 'amelia@client',
      entityId: 10001,
      displayName: 'Amelia Hartley',
      role: 'ClientUser',
      locale: 'en-gb',
      preferredCurrency: 'GBP',
      userTimezone: 'Europe/London',
      lastLogin: null,
      tfaMethods: [],
      clientAccessLevel: level === 'Portfolio' ? 1 : 2,
      siteAccessLevel: level,
      loginProfileId: 1,
      relatedEntities: [],
      partnerDisplayName: null,
      partnerEntityId: null,
    },
    clientInContext: null,
    siteAccessLevel: level,
    timeout: { timeoutMs: 30 * 60_000, warningMs: 25 * 60_000 },
    csrfToken: 'token',
  } as unknown as SessionView;
}

export function account(id: number, value: number, over: Partial<DashboardAccount> = {}): DashboardAccount {
  return {
    id,
    name: `Account ${id}`,
    planCurrency: 'GBP',
    groupCode: null,
    groupName: null,
    blocked: false,
    value,
    movement: value / 10,
    twrr: 0.05,
    irr: 0.04,
    period: YEAR,
    ...over,
  };
}

export function portfolio(id: number, accounts: DashboardAccount[], name = `Portfolio ${id}`): DashboardPortfolio {
  const value = accounts.reduce((s, a) => s + a.value, 0);
  return {
    id,
    name,
    type: 'PT_SINGLE',
    isLinked: false,
    value,
    movement: value / 10,
    twrr: 0.05,
    irr: 0.04,
    period: YEAR,
    accounts,
  };
}

export function summary(portfolios: DashboardPortfolio[], over: Partial<DashboardSummary> = {}): DashboardSummary {
  const accounts = portfolios.flatMap((p) => p.accounts);
  const value = accounts.reduce((s, a) => s + a.value, 0);
  const n = accounts.length;
  return {
    level: 'Portfolio',
    timeframe: { key: 'default', preset: '1y', name: '1 year', from: '2025-11-24', to: '2026-11-24' },
    currency: 'GBP',
    currencyView: { choice: 'preferred', currency: 'GBP', preferred: 'GBP', original: null, offered: false },
    accountCollectionTotals: { value, movement: 1000, twrr: 0.1234, irr: 0.1, period: YEAR, accountCount: n },
    overview: {
      value,
      movement: 1000,
      twrr: 0.1234,
      irr: 0.1,
      period: YEAR,
      accountCount: n,
      acrossText: acrossAccounts(n),
      multiCurrency: false,
      fxNote: null,
    },
    layout: n > 9 ? 'table' : 'tiles',
    portfolios,
    ...over,
  };
}

export function performance(): PerformanceOverview {
  const points = [
    { date: '2026-01-31', value: 1000 },
    { date: '2026-02-28', value: 1100 },
  ];
  return {
    currency: 'GBP',
    currencyView: { choice: 'preferred', currency: 'GBP', preferred: 'GBP', original: null, offered: false },
    range: { key: '1y', name: '1 year', from: '2025-11-24', to: '2026-11-24' },
    frequency: 'monthly',
    hero: {
      value: 1100,
      movement: 100,
      twrr: 0.1,
      irr: 0.1,
      period: YEAR,
      accountCount: 2,
      acrossText: 'across 2 accounts',
      multiCurrency: false,
      fxNote: null,
    },
    percentageAvailable: true,
    percentage: { name: 'Percentage', points: [] },
    value: { name: 'Value', points },
    cashflow: { name: 'Net transfers / payments', points: [] },
    beforeInception: null,
    benchmarks: [],
    defaultBenchmarkId: null,
  };
}
