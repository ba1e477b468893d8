import { SiteAccessLevel } from '../../domain/access/access-level';
import type { ClientGroupMember } from '../ports/clients.port';
import { PortfolioPort, type AccountSummary, type PortfolioSummary } from '../ports/portfolio.port';
import { fakePlatform } from '../support/testing/fake-platform';
import { InMemorySiteConfig, siteConfigFile } from '../support/testing/fake-site-config';
import { AnalysisScopeLoader } from './analysis-scope';
import { testActor } from '../session/testing/test-actor';

/** spec 2 §6: other people's portfolios (ranked after shared) only when their owner is login accessible. */

const cred = { token: 't' };
const CLIENT = 1;
const PARTNER = 2;
const CHILD = 3;
const SIBLING = 4;
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
const member = (id: number, loginAccessible: boolean): ClientGroupMember => ({
  memberId: id,
  entityName: `M${id}`,
  loginAccessible,
  isClient: true,
});

function scopeWith(members: () => Promise<ClientGroupMember[]>) {
  const own = [
    portfolio(10, CLIENT, 'PT_SINGLE', 'single_owner'),
    portfolio(40, CHILD, 'PT_SHARED', 'shared_owner'),
    portfolio(50, CHILD, 'PT_SINGLE', 'explicit_link'),
    portfolio(60, SIBLING, 'PT_SINGLE', 'explicit_link'),
  ];
  const port = Object.assign(Object.create(PortfolioPort.prototype) as PortfolioPort, {
    clientPortfolios: async ({ clientId }: { clientId: number }) =>
      clientId === CLIENT ? own : [portfolio(20, PARTNER, 'PT_SINGLE', 'single_owner')],
    portfolioAccounts: async ({ portfolioIds }: { portfolioIds: number[] }) =>
      portfolioIds.map((p) => account(p * 10, p)),
    visibilityLinks: async () => [{ accountId: 500 }, { accountId: 600 }],
    accountGroups: async () => [],
  });
  const platform = fakePlatform({
    getToggleCondition: async (key: string) => ({ key, enabled: false }),
    getClient: async () => ({ preferredCurrency: 'GBP', partnerEntityId: PARTNER }),
    getCapabilities: async () => ['view_portfolio', 'view_partner'],
    getClientGroupMembers: members,
  });
  return new AnalysisScopeLoader(port, platform, platform, platform, new InMemorySiteConfig(siteConfigFile({}))).load(
    testActor({ credential: cred, clientId: CLIENT, siteAccessLevel: SiteAccessLevel.Portfolio, partnerId: PARTNER }),
  );
}

describe('AnalysisScopeLoader: other people’s portfolios only when login accessible (spec 2 §6)', () => {
  it('leaves out the portfolio of a member who cannot sign in (explicit link or not); keeps a login-accessible one, the shared one and the partner’s', async () => {
    const s = await scopeWith(async () => [
      member(CLIENT, true),
      member(PARTNER, true),
      member(CHILD, false),
      member(SIBLING, true),
    ]);
    expect(s.portfolios.map((p) => [p.id, p.isLinked])).toEqual([
      [10, false],
      [40, false],
      [20, true],
      [60, true],
    ]);
    expect(s.accounts.map((a) => a.id)).not.toContain(500);
    expect(s.accounts.map((a) => a.id)).toContain(600);
  });

  it('shows no one else’s when the platform cannot say who is login accessible (the client’s, the shared and the vetted partner’s stay)', async () => {
    const s = await scopeWith(async () => Promise.reject(new Error('down')));
    expect(s.portfolios.map((p) => p.id)).toEqual([10, 40, 20]);
  });
});
