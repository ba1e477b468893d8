import { ADVISER_ROLE, CLIENT_ROLE, ClientAccessLevel, SiteAccessLevel } from '../../domain/access/access-level';
import { portalActor } from './portal-actor';
import type { ClientInContext, PortalUser } from './portal-user';

const credential = { token: 't' };
const today = '2026-11-27';
const user = (over: Partial<PortalUser>): PortalUser => ({
  id: 9,
  username: 'u',
  entityId: null,
  displayName: 'U',
  role: CLIENT_ROLE,
  locale: 'en-GB',
  preferredCurrency: 'EUR',
  userTimezone: 'Europe/London',
  lastLogin: null,
  tfaMethods: [],
  clientAccessLevel: null,
  siteAccessLevel: null,
  loginProfileId: 1,
  relatedEntities: [],
  partnerDisplayName: null,
  partnerEntityId: null,
  ...over,
});
const chosen: ClientInContext = {
  entityId: 101,
  displayName: 'Amelia',
  clientAccessLevel: ClientAccessLevel.ClientAssets,
  siteAccessLevel: SiteAccessLevel.Assets,
  isPreviewMode: true,
  partnerEntityId: 102,
};

describe('portalActor', () => {
  it('makes a client the actor for their own entity, with their own levels, currency and partner', () => {
    const client = user({
      entityId: 101,
      clientAccessLevel: ClientAccessLevel.ClientPortfolio,
      siteAccessLevel: SiteAccessLevel.Portfolio,
      partnerEntityId: 102,
    });
    expect(portalActor({ user: client, credential, today })).toEqual({
      ok: true,
      value: {
        userId: 9,
        role: 'client',
        clientId: 101,
        isPreviewMode: false,
        siteAccessLevel: SiteAccessLevel.Portfolio,
        clientAccessLevel: ClientAccessLevel.ClientPortfolio,
        preferredCurrency: 'EUR',
        partnerId: 102,
        credential,
        today,
      },
    });
  });

  it('makes an adviser the actor for the client in context, with no preferred currency of their own', () => {
    const adviser = user({ role: ADVISER_ROLE, entityId: 1001, siteAccessLevel: null });
    expect(portalActor({ user: adviser, clientInContext: chosen, credential, today })).toEqual({
      ok: true,
      value: {
        userId: 9,
        role: 'adviser',
        clientId: 101,
        isPreviewMode: true,
        siteAccessLevel: SiteAccessLevel.Assets,
        clientAccessLevel: ClientAccessLevel.ClientAssets,
        preferredCurrency: null,
        partnerId: 102,
        credential,
        today,
      },
    });
  });

  it('says who is missing: nobody signed in, or nobody to act for', () => {
    expect(portalActor({ credential, today })).toEqual({ ok: false, error: 'no_user' });
    expect(portalActor({ user: user({ entityId: 101 }), today })).toEqual({ ok: false, error: 'no_user' });
    expect(portalActor({ user: user({ role: ADVISER_ROLE }), credential, today })).toEqual({
      ok: false,
      error: 'no_client',
    });
    expect(portalActor({ user: user({ entityId: null }), credential, today })).toEqual({
      ok: false,
      error: 'no_client',
    });
  });
});
