import { ClientAccessLevel, SiteAccessLevel } from '../../domain/access/access-level';
import { PortalPage } from '../../domain/access/page-access';
import { PlatformError } from '../ports/platform-error';
import { GetCapabilitiesUseCase } from '../session/get-capabilities.use-case';
import type { PortalUser } from '../session/portal-user';
import { DumpAccessUseCase, type AccessDump } from './dump-access.use-case';
import { fakePlatform } from './testing/fake-platform';

const CREDENTIAL = { token: 'tok' };

function portalUser(over: Partial<PortalUser>): PortalUser {
  return {
    id: 7,
    username: 'zoe@client',
    entityId: 70,
    displayName: 'Zoe Example',
    role: 'ClientUser',
    locale: 'en-gb',
    preferredCurrency: 'GBP',
    userTimezone: 'Europe/London',
    lastLogin: null,
    tfaMethods: [],
    clientAccessLevel: ClientAccessLevel.ClientPortfolio,
    siteAccessLevel: SiteAccessLevel.Portfolio,
    loginProfileId: 1,
    relatedEntities: [],
    partnerDisplayName: null,
    partnerEntityId: null,
    ...over,
  };
}

async function dump(user: PortalUser, capabilities: string[] = ['view_portfolio']): Promise<AccessDump> {
  const getCapabilities = jest.fn().mockResolvedValue(capabilities);
  const result = await new DumpAccessUseCase(new GetCapabilitiesUseCase(fakePlatform({ getCapabilities }))).execute(
    CREDENTIAL,
    user,
  );
  if (!result.ok) throw new Error(result.error.message);
  expect(getCapabilities).toHaveBeenCalledWith(CREDENTIAL, undefined);
  return result.value;
}

const line = (d: AccessDump, page: PortalPage) => d.pages.find((p) => p.page === page);

describe('DumpAccessUseCase', () => {
  it('judges every portal page for a Portfolio client and gives the capabilities as flags', async () => {
    const d = await dump(portalUser({}), ['view_portfolio', 'view_partner']);
    expect(d.pages.map((p) => p.page)).toEqual(Object.values(PortalPage));
    expect(d.pages.filter((p) => !p.allowed).map((p) => p.page)).toEqual([PortalPage.clientList]);
    expect(line(d, PortalPage.clientList)).toEqual({
      page: 'clientList',
      allowed: false,
      reason: 'role',
      explanation: 'not for the ClientUser role',
    });
    expect(d).toMatchObject({
      clientAccessLevel: { code: 1, name: 'ClientPortfolio' },
      siteAccessLevel: 'Portfolio',
      hasClientInContext: false,
    });
    expect(d.capabilities).toEqual({
      view_portfolio: true,
      view_partner: true,
      view_marketdata: false,
      live_marketdata_access: false,
      modelling_by_target_sets: false,
    });
  });

  it('denies analysis to the Assets level and home to the Messages level', async () => {
    const assets = await dump(
      portalUser({ clientAccessLevel: ClientAccessLevel.ClientAssets, siteAccessLevel: SiteAccessLevel.Assets }),
    );
    expect(line(assets, PortalPage.analysis)).toEqual({
      page: 'analysis',
      allowed: false,
      reason: 'accessLevel',
      explanation: 'needs the Portfolio level',
    });
    expect(line(assets, PortalPage.home)?.allowed).toBe(true);

    const messages = await dump(
      portalUser({ clientAccessLevel: ClientAccessLevel.ClientMessages, siteAccessLevel: SiteAccessLevel.Messages }),
    );
    expect(line(messages, PortalPage.home)).toMatchObject({
      allowed: false,
      reason: 'accessLevel',
      explanation: 'needs the Assets or Portfolio level',
    });
    expect(line(messages, PortalPage.documentsAndMessages)?.allowed).toBe(true);
  });

  it('judges an adviser without a client in context', async () => {
    const d = await dump(
      portalUser({ role: 'User', username: 'adviser', entityId: 1001, clientAccessLevel: null, siteAccessLevel: null }),
    );
    expect(line(d, PortalPage.clientList)?.allowed).toBe(true);
    expect(line(d, PortalPage.home)).toMatchObject({
      allowed: false,
      reason: 'noClientInContext',
      explanation: 'needs a client in context',
    });
    expect(line(d, PortalPage.changePassword)).toMatchObject({
      allowed: false,
      reason: 'role',
      explanation: 'not for the User role',
    });
    expect(d.clientAccessLevel).toBeNull();
  });

  it('says a client with no known level would be sent to login', async () => {
    const d = await dump(portalUser({ clientAccessLevel: null, siteAccessLevel: null }));
    expect(line(d, PortalPage.documentsAndMessages)).toMatchObject({ allowed: false, reason: 'accessUnknown' });
  });

  it('fails when the capabilities cannot be read', async () => {
    const getCapabilities = jest
      .fn()
      .mockRejectedValue(new PlatformError('no_session', 401, 'This feature is not available without a valid session'));
    const result = await new DumpAccessUseCase(new GetCapabilitiesUseCase(fakePlatform({ getCapabilities }))).execute(
      CREDENTIAL,
      portalUser({}),
    );
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ code: 'no_session' }) });
  });
});
