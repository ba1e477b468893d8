import { SiteAccessLevel } from '../../domain/access/access-level';
import { PlatformError } from '../ports/platform-error';
import { PortfolioPort, type AccountSummary } from '../ports/portfolio.port';
import { fakePlatform } from '../support/testing/fake-platform';
import { InMemorySiteConfig } from '../support/testing/fake-site-config';
import { AnalysisScopeLoader } from './analysis-scope';
import { GetInvestmentInstructionsUseCase } from './get-investment-instructions.use-case';
import { splitActor } from '../session/testing/test-actor';

const cred = { token: 't' };
const account = (over: Partial<AccountSummary>): AccountSummary => ({
  id: 1,
  name: 'ISA',
  portfolioId: 100,
  portfolioName: 'Mine',
  groupCode: null,
  groupName: null,
  serviceType: 'Discretionary',
  planCurrency: 'GBP',
  blocked: false,
  inceptionDate: '2020-01-01',
  activeDate: '2020-01-01',
  ...over,
});

function setUp(
  opts: { capabilities?: string[]; clientAnalysis?: boolean; links?: number[]; failLookup?: boolean } = {},
) {
  const events: string[] = [];
  const rec =
    <T>(name: string, value: () => T) =>
    async (req: unknown) => {
      events.push(`${name}:start`);
      await new Promise((r) => setTimeout(r, 5));
      events.push(`${name}:end`);
      void req;
      return value();
    };
  const port = Object.assign(Object.create(PortfolioPort.prototype) as PortfolioPort, {
    clientPortfolios: rec('clientPortfolios', () => [
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
    ]),
    portfolioAccounts: rec('portfolioAccounts', () => [account({}), account({ id: 2, name: 'GIA' })]),
    visibilityLinks: async () => [],
    accountGroups: async () => [],
    targetLinks: rec('targetLinks', () => {
      if (opts.failLookup) throw new PlatformError('forbidden', 403, 'Permission Error: not yours');
      return (opts.links ?? [902, 901]).map((id) => ({ targetSetId: id, accountId: 1, linkedDate: '2020-01-01' }));
    }),
    accountTargetSets: rec('accountTargetSets', () =>
      [
        { targetSetId: 901, description: 'Balanced Growth model' },
        { targetSetId: 902, description: 'Cautious Income model' },
      ].filter((s) => (opts.links ?? [902, 901]).includes(s.targetSetId)),
    ),
    targetSetAllocations: rec('targetSetAllocations', () => [
      {
        targetSetId: 901,
        securities: [
          { securityId: 5, code: 'VWRL', description: 'Vanguard FTSE All-World', weight: 60 },
          { securityId: 6, code: 'CASHF', description: 'Cash', weight: 40 },
        ],
      },
    ]),
  });
  const platform = fakePlatform({
    getToggleCondition: async () => ({ key: 'client_analysis', enabled: opts.clientAnalysis ?? true }),
    getClient: async () => ({ preferredCurrency: 'GBP' }),
    getCapabilities: async () => opts.capabilities ?? ['view_portfolio', 'modelling_by_target_sets'],
  });
  const useCase = new GetInvestmentInstructionsUseCase(
    port,
    new AnalysisScopeLoader(port, platform, platform, platform, new InMemorySiteConfig()),
  );
  const run = (accountId = 1, level: SiteAccessLevel | null = SiteAccessLevel.Portfolio) =>
    useCase.execute(
      ...splitActor({ clientId: 1, siteAccessLevel: level, preferredCurrency: 'GBP', accountId }, { credential: cred }),
    );
  return { run, events };
}

describe('GetInvestmentInstructionsUseCase', () => {
  it("shows the first linked target set's description, the text and the weights", async () => {
    const { run } = setUp();
    expect(await run()).toEqual({
      ok: true,
      value: {
        accountId: 1,
        accountName: 'ISA',
        targetSet: { id: 901, description: 'Balanced Growth model' },
        text: 'Your contributions will be distributed according to the following asset weight',
        securities: [
          { securityId: 5, code: 'VWRL', description: 'Vanguard FTSE All-World', weight: 60 },
          { securityId: 6, code: 'CASHF', description: 'Cash', weight: 40 },
        ],
        empty: null,
      },
    });
  });

  it('asks for links and target sets beside the scope, so only the weights come after it', async () => {
    const { run, events } = setUp();
    await run();
    const at = (e: string) => events.indexOf(e);
    expect(at('targetLinks:start')).toBeLessThan(at('portfolioAccounts:start'));
    expect(at('accountTargetSets:start')).toBeLessThan(at('portfolioAccounts:start'));
    expect(events.filter((e) => e.endsWith(':start')).slice(-1)).toEqual(['targetSetAllocations:start']);
    expect(at('targetSetAllocations:start')).toBeGreaterThan(at('portfolioAccounts:end'));
  });

  it("answers the spec's empty text when no target set is linked", async () => {
    const r = await setUp({ links: [] }).run();
    expect(r).toMatchObject({
      ok: true,
      value: {
        targetSet: null,
        text: null,
        securities: [],
        empty: 'There is currently no investment instructions set-up for this account.',
      },
    });
  });

  it('refuses without the capability or the toggle (403), an unseen account (404) and other levels', async () => {
    expect(await setUp({ capabilities: ['view_portfolio'] }).run()).toMatchObject({
      ok: false,
      error: { code: 'forbidden', message: expect.stringContaining('modelling_by_target_sets') },
    });
    expect(await setUp({ clientAnalysis: false }).run()).toMatchObject({
      ok: false,
      error: { code: 'forbidden', message: expect.stringContaining('client analysis') },
    });
    expect(await setUp({ failLookup: true }).run(999)).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await setUp().run(1, SiteAccessLevel.Assets)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });

  it("passes on the platform's refusal of a visible account's lookup", async () => {
    expect(await setUp({ failLookup: true }).run()).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });
});
