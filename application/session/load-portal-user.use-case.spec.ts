import { ClientAccessLevel, SiteAccessLevel } from '../../domain/access/access-level';
import { PlatformError } from '../ports/platform-error';
import type { ClientGroupMember } from '../ports/clients.port';
import {
  ACCESS_LEVEL_CHOICES,
  clientSummary,
  CREDENTIAL,
  fakePlatform,
  sessionUser,
  type FakePlatform,
} from '../support/testing/fake-platform';
import { LoadPortalUserUseCase } from './load-portal-user.use-case';

/** The use case with one fake platform as all its ports. */
const loadPortalUserOn = (platform: FakePlatform) => new LoadPortalUserUseCase(platform, platform);

const member = (memberId: number, entityName: string, loginAccessible = true): ClientGroupMember => ({
  memberId,
  entityName,
  loginAccessible,
  isClient: true,
});

function clientPlatform(over: Record<string, jest.Mock> = {}) {
  return {
    getFieldChoices: jest.fn().mockResolvedValue(ACCESS_LEVEL_CHOICES),
    getClient: jest
      .fn()
      .mockResolvedValue(clientSummary({ entityId: 70, firstName: 'Zoe', lastName: 'Example', partnerEntityId: 71 })),
    getClientGroupMembers: jest
      .fn()
      .mockResolvedValue([
        member(70, 'Zoe Example'),
        member(71, 'Max Example'),
        member(72, 'Kid Example', false),
        member(73, 'Trust'),
      ]),
    ...over,
  };
}

describe('LoadPortalUserUseCase', () => {
  it('an adviser has no access mapping and no group lookups', async () => {
    const adviser = sessionUser({
      roleName: 'User',
      username: 'adviser1',
      entityId: 1001,
      clientAccessLevel: null,
      displayName: 'Ada Adviser',
      lastLoginDatetime: '2026-01-02T10:00:00Z',
    });
    const getSessionUser = jest.fn().mockResolvedValue(adviser);
    const result = await loadPortalUserOn(fakePlatform({ getSessionUser })).execute(CREDENTIAL);
    expect(getSessionUser).toHaveBeenCalledWith(CREDENTIAL);
    expect(result).toEqual({
      ok: true,
      value: {
        id: 7,
        username: 'adviser1',
        entityId: 1001,
        displayName: 'Ada Adviser',
        role: 'User',
        locale: 'en-gb',
        preferredCurrency: 'GBP',
        userTimezone: 'Europe/London',
        lastLogin: '2026-01-02T10:00:00Z',
        tfaMethods: [],
        clientAccessLevel: null,
        siteAccessLevel: null,
        loginProfileId: 1,
        relatedEntities: [],
        partnerDisplayName: null,
        partnerEntityId: null,
      },
    });
  });

  it('uses the user it is given instead of asking again, with the defaults for missing values', async () => {
    const known = sessionUser({
      roleName: 'User',
      entityId: null,
      displayName: '',
      entityName: 'Ada',
      locale: '',
      preferredCurrency: '',
      lastLogin: '2025-12-31',
    });
    const result = await loadPortalUserOn(fakePlatform({})).execute(CREDENTIAL, known);
    expect(result).toMatchObject({
      ok: true,
      value: { displayName: 'Ada', locale: 'en-gb', preferredCurrency: 'GBP', lastLogin: '2025-12-31' },
    });
  });

  it('a client gets the site access level, login-accessible others of the group and the partner name', async () => {
    const platform = clientPlatform();
    const result = await loadPortalUserOn(fakePlatform(platform)).execute(
      CREDENTIAL,
      sessionUser({ clientAccessLevel: 2 }),
    );
    expect(platform.getFieldChoices).toHaveBeenCalledWith(CREDENTIAL, 'entity', 'client_access_level');
    expect(platform.getClient).toHaveBeenCalledWith(CREDENTIAL, 70);
    expect(platform.getClientGroupMembers).toHaveBeenCalledWith(CREDENTIAL, 70);
    expect(result).toMatchObject({
      ok: true,
      value: {
        displayName: 'Zoe Example',
        clientAccessLevel: ClientAccessLevel.ClientAssets,
        siteAccessLevel: SiteAccessLevel.Assets,
        relatedEntities: [
          { memberId: 71, entityName: 'Max Example' },
          { memberId: 73, entityName: 'Trust' },
        ],
        partnerDisplayName: 'Max Example',
        partnerEntityId: 71,
      },
    });
  });

  it('has no partner name when the client has no partner', async () => {
    const platform = clientPlatform({
      getClient: jest.fn().mockResolvedValue(clientSummary({ partnerEntityId: null })),
    });
    const result = await loadPortalUserOn(fakePlatform(platform)).execute(CREDENTIAL, sessionUser());
    expect(result).toMatchObject({
      ok: true,
      value: { partnerDisplayName: null, siteAccessLevel: SiteAccessLevel.Portfolio },
    });
  });

  it("fails with 'Unable to lookup mapping for client_access_level' when the choices cannot be read", async () => {
    const platform = clientPlatform({
      getFieldChoices: jest.fn().mockRejectedValue(new PlatformError('forbidden', 403, 'Permission Error')),
    });
    const result = await loadPortalUserOn(fakePlatform(platform)).execute(CREDENTIAL, sessionUser());
    expect(result).toEqual({
      ok: false,
      error: { code: 'access_mapping', message: 'Unable to lookup mapping for client_access_level', apiMessage: null },
    });
    expect(platform.getClient).not.toHaveBeenCalled();
  });

  it.each([[9], [null]])("fails with 'No mapping found for client_access_level' for code %j", async (code) => {
    const platform = clientPlatform();
    const result = await loadPortalUserOn(fakePlatform(platform)).execute(
      CREDENTIAL,
      sessionUser({ clientAccessLevel: code }),
    );
    expect(result).toEqual({
      ok: false,
      error: { code: 'access_mapping', message: 'No mapping found for client_access_level', apiMessage: null },
    });
  });

  it('maps a failing client read', async () => {
    const platform = clientPlatform({
      getClient: jest
        .fn()
        .mockRejectedValue(
          new PlatformError('no_session', 401, 'This feature is not available without a valid session'),
        ),
    });
    const result = await loadPortalUserOn(fakePlatform(platform)).execute(CREDENTIAL, sessionUser());
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'no_session', apiMessage: 'This feature is not available without a valid session' },
    });
  });
});
