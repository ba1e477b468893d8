import { SiteAccessLevel } from '../../domain/access/access-level';
import { PortfolioPort, type AccountSummary, type PortfolioSummary } from '../ports/portfolio.port';
import { fakePlatform } from '../support/testing/fake-platform';
import { InMemorySiteConfig, siteConfigFile } from '../support/testing/fake-site-config';
import { AnalysisScopeLoader } from './analysis-scope';
import { testActor } from '../session/testing/test-actor';

/** The scope's portfolios: the client's own, and with view_partner the partner's own, ranked as linked (spec 2 §5, §6). */

const cred = { token: 't' };
const CLIENT = 1;
const PARTNER = 2;
const portfolio = (
  id: number,
  owner: number,
  type: PortfolioSummary['type'],
  reason: PortfolioSummary['reasonForVisibility'],
): PortfolioSummary => ({
  id,
  name: `P${id}`,
  reportCurrency: 'GBP',
  ownerEntityId: owner,
  ownerName: '',
  type,
  reasonForVisibility: reason,
  sortOrder: id,
});
const account = (id: number, portfolioId: number): AccountSummary => ({
  id,
  name: `A${id}`,
  portfolioId,
  portfolioName: `P${portfolioId}`,
  groupCode: null,
  groupName: null,
  serviceType: 'Advisory',
  planCurrency: 'GBP',
  blocked: false,
  inceptionDate: '2020-01-01',
  activeDate: '2020-01-01',
});

function loader(capabilities: string[], partnerAnswer: 'ok' | 'refused' = 'ok') {
  const asked: number[] = [];
  const own = [
    portfolio(10, CLIENT, 'PT_SINGLE', 'single_owner'),
    portfolio(30, CLIENT, 'PT_JOINT', 'primary_joint_owner'),
  ];
  const partners = [
    portfolio(20, PARTNER, 'PT_SINGLE', 'single_owner'),
    portfolio(30, CLIENT, 'PT_JOINT', 'secondary_joint_owner'),
  ];
  const port = Object.assign(Object.create(PortfolioPort.prototype) as PortfolioPort, {
    clientPortfolios: async ({ clientId }: { clientId: number }) => {
      asked.push(clientId);
      if (clientId === PARTNER && partnerAnswer === 'refused') throw new Error('forbidden');
      return clientId === CLIENT ? own : partners;
    },
    portfolioAccounts: async ({ portfolioIds }: { portfolioIds: number[] }) =>
      portfolioIds.map((p) => account(p * 10, p)),
    visibilityLinks: async () => [],
    accountGroups: async () => [],
  });
  const platform = fakePlatform({
    getToggleCondition: async () => ({ key: 'client_analysis', enabled: false }),
    getClient: async () => ({ preferredCurrency: 'GBP', partnerEntityId: PARTNER }),
    getCapabilities: async () => capabilities,
  });
  return {
    asked,
    scope: new AnalysisScopeLoader(port, platform, platform, platform, new InMemorySiteConfig(siteConfigFile({}))),
  };
}

describe('AnalysisScopeLoader: the partner’s portfolios', () => {
  it("adds the partner's own single portfolio, linked and after the client's, with view_partner; the joint one once", async () => {
    const { scope, asked } = loader(['view_portfolio', 'view_partner']);
    const s = await scope.load(
      testActor({ credential: cred, clientId: CLIENT, siteAccessLevel: SiteAccessLevel.Portfolio, partnerId: PARTNER }),
    );
    expect(asked.sort()).toEqual([CLIENT, PARTNER]);
    expect(s.portfolios.map((p) => [p.id, p.isLinked])).toEqual([
      [10, false],
      [30, false],
      [20, true],
    ]);
    expect(s.accounts.find((a) => a.portfolioId === 20)).toMatchObject({ id: 200, isLinked: true });
  });
});

describe('AnalysisScopeLoader: the account-visibility toggle', () => {
  const scopeWith = (toggle: (key: string) => Promise<{ key: string; enabled: boolean }>) => {
    const port = Object.assign(Object.create(PortfolioPort.prototype) as PortfolioPort, {
      clientPortfolios: async () => [portfolio(10, CLIENT, 'PT_SINGLE', 'single_owner')],
      portfolioAccounts: async () => [account(100, 10)],
      visibilityLinks: async () => [],
      accountGroups: async () => [],
    });
    const platform = fakePlatform({
      getToggleCondition: toggle,
      getClient: async () => ({ preferredCurrency: 'GBP' }),
      getCapabilities: async () => [],
    });
    return new AnalysisScopeLoader(port, platform, platform, platform, new InMemorySiteConfig(siteConfigFile({}))).load(
      testActor({ credential: cred, clientId: CLIENT, siteAccessLevel: SiteAccessLevel.Portfolio }),
    );
  };

  it('follows the platform toggle, and counts as on when the platform cannot say', async () => {
    expect(
      (await scopeWith(async (key) => ({ key, enabled: key !== 'portfolio_account_visibility' }))).accountVisibility,
    ).toBe(false);
    expect((await scopeWith(async (key) => ({ key, enabled: true }))).accountVisibility).toBe(true);
    expect(
      (
        await scopeWith(async (key) =>
          key === 'portfolio_account_visibility' ? Promise.reject(new Error('down')) : { key, enabled: true },
        )
      ).accountVisibility,
    ).toBe(true);
  });

  it('leaves them out without view_partner, even when the platform would answer', async () => {
    const { scope } = loader(['view_portfolio']);
    const s = await scope.load(
      testActor({ credential: cred, clientId: CLIENT, siteAccessLevel: SiteAccessLevel.Portfolio, partnerId: PARTNER }),
    );
    expect(s.portfolios.map((p) => p.id)).toEqual([10, 30]);
  });

  it('shows the client’s own when the platform refuses the partner’s, and asks nothing without a partner', async () => {
    const refused = loader(['view_partner'], 'refused');
    expect(
      (
        await refused.scope.load(
          testActor({
            credential: cred,
            clientId: CLIENT,
            siteAccessLevel: SiteAccessLevel.Portfolio,
            partnerId: PARTNER,
          }),
        )
      ).portfolios.map((p) => p.id),
    ).toEqual([10, 30]);
    const single = loader(['view_partner']);
    await single.scope.load(
      testActor({ credential: cred, clientId: CLIENT, siteAccessLevel: SiteAccessLevel.Portfolio, partnerId: null }),
    );
    expect(single.asked).toEqual([CLIENT]);
  });
});
