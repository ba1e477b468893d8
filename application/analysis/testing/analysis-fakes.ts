import { exactAmounts, POSITION_AMOUNTS, type Loose } from '../../shared/testing/exact-amounts';
import { mapSiteConfiguration } from '../../../domain/config/site-config';
import { PortfolioPort, type Position } from '../../ports/portfolio.port';
import type { AnalysisScope, AnalysisScopeLoader, ScopedAccount } from '../analysis-scope';

/** In-memory fakes for the analysis use cases' tests: a scope and a PortfolioPort serving positions. */

export const credential = { token: 't' };

export const scopedAccount = (id: number, planCurrency = 'GBP', over: Partial<ScopedAccount> = {}): ScopedAccount =>
  ({
    id,
    name: `Account ${id}`,
    portfolioId: 1,
    portfolioName: 'P',
    planCurrency,
    blocked: false,
    inceptionDate: '2020-01-01',
    activeDate: '2020-01-01',
    isLinked: false,
    accountOwner: 'Amelia Hartley',
    ...over,
  }) as ScopedAccount;

export const scopeOf = (accounts: ScopedAccount[], over: Partial<AnalysisScope> = {}): AnalysisScope => ({
  clientId: 5,
  currency: 'GBP',
  portfolios: [{ id: 1, name: 'P', isLinked: false, rank: 0 } as AnalysisScope['portfolios'][number]],
  accounts,
  groups: [],
  config: mapSiteConfiguration({}),
  settings: {},
  clientAnalysis: false,
  accountVisibility: true,
  capabilities: ['view_portfolio', 'view_marketdata'],
  ...over,
});

export const position = (over: Partial<Loose<Position>>): Position =>
  exactAmounts<Position>(
    {
      positionId: `${over.accountId ?? 1}-${over.securityId ?? 'cash'}`,
      securityId: 1,
      code: 'SEC',
      isin: null,
      description: 'Security',
      accountId: 1,
      units: 10,
      weight: 0,
      value: 100,
      nativeValue: 100,
      planCurrencyValue: 100,
      cost: 80,
      unrealisedGain: 20,
      percentGainLoss: 25,
      annualIncome: 2,
      percentYield: 2,
      nativeMarketPrice: 10,
      nativeCurrency: 'GBP',
      planCurrency: 'GBP',
      currency: 'GBP',
      assetClasses: [],
      regions: [],
      sector: null,
      priceUpdated: null,
      nativeCost: 80,
      planCurrencyCost: 80,
      nativeUnrealisedGain: 20,
      planCurrencyUnrealisedGain: 20,
      planCurrencyMarketPrice: 10,
      subPositions: [],
      ...over,
    },
    POSITION_AMOUNTS,
  );

/** `calls` records every positions request, so a test can check what was asked and how often. */
export function fakePorts(scope: AnalysisScope, rows: Position[]) {
  const calls: Parameters<PortfolioPort['positions']>[0][] = [];
  const positions: PortfolioPort['positions'] = async (req) => {
    calls.push(req);
    return rows;
  };
  const port = Object.assign(Object.create(PortfolioPort.prototype) as PortfolioPort, { positions });
  const loader = { load: async () => scope } as unknown as AnalysisScopeLoader;
  return { port, loader, calls };
}
