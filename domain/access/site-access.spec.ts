import { ClientAccessLevel, SiteAccessLevel } from './access-level';
import {
  clientAccessFromSiteAccess,
  effectiveSiteAccess,
  isPreviewChoice,
  NO_ACCESS_MAPPING_FOUND,
  portalViewChoices,
  resolveClientAccessLevel,
  siteAccessFromClientAccess,
  UNABLE_TO_LOOKUP_ACCESS_MAPPING,
} from './site-access';

const CHOICES = [
  { code: '0', description: 'Not Assigned' },
  { code: '1', description: 'Client Portfolio' },
  { code: '2', description: 'Client Assets' },
  { code: '3', description: 'Client Messages' },
];

describe('siteAccessFromClientAccess', () => {
  it.each([
    [ClientAccessLevel.ClientPortfolio, SiteAccessLevel.Portfolio],
    [ClientAccessLevel.ClientAssets, SiteAccessLevel.Assets],
    [ClientAccessLevel.ClientMessages, SiteAccessLevel.Messages],
    [ClientAccessLevel.NotAssigned, SiteAccessLevel.NotAssigned],
  ])('maps %s to %s', (client, site) => {
    expect(siteAccessFromClientAccess(client)).toBe(site);
    expect(clientAccessFromSiteAccess(site)).toBe(client);
  });

  it('gives null for missing or unknown levels', () => {
    expect(siteAccessFromClientAccess(null)).toBeNull();
    expect(siteAccessFromClientAccess(undefined)).toBeNull();
    expect(siteAccessFromClientAccess(7 as ClientAccessLevel)).toBeNull();
  });
});

describe('resolveClientAccessLevel', () => {
  it('resolves a code found among the choices, as string or number', () => {
    expect(resolveClientAccessLevel('2', CHOICES)).toEqual({ ok: true, value: ClientAccessLevel.ClientAssets });
    expect(resolveClientAccessLevel(0, CHOICES)).toEqual({ ok: true, value: ClientAccessLevel.NotAssigned });
  });

  it('reports a failed choice lookup', () => {
    expect(resolveClientAccessLevel('1', null)).toEqual({ ok: false, error: UNABLE_TO_LOOKUP_ACCESS_MAPPING });
    expect(UNABLE_TO_LOOKUP_ACCESS_MAPPING).toBe('Unable to lookup mapping for client_access_level');
  });

  it('reports a code with no mapping', () => {
    expect(resolveClientAccessLevel('9', CHOICES)).toEqual({ ok: false, error: NO_ACCESS_MAPPING_FOUND });
    expect(resolveClientAccessLevel(null, CHOICES)).toEqual({ ok: false, error: NO_ACCESS_MAPPING_FOUND });
    expect(resolveClientAccessLevel('1', [{ code: '2', description: 'Client Assets' }]).ok).toBe(false);
    expect(resolveClientAccessLevel('7', [{ code: '7', description: 'Other' }]).ok).toBe(false);
  });
});

describe('effectiveSiteAccess', () => {
  it('treats NotAssigned as Messages and keeps the rest', () => {
    expect(effectiveSiteAccess(SiteAccessLevel.NotAssigned)).toBe(SiteAccessLevel.Messages);
    expect(effectiveSiteAccess(SiteAccessLevel.Assets)).toBe(SiteAccessLevel.Assets);
  });
});

describe('portalViewChoices', () => {
  it('offers Portfolio, Assets and Messages once each', () => {
    expect(portalViewChoices(CHOICES)).toEqual([
      { view: SiteAccessLevel.Portfolio, label: 'Portfolio', clientAccessLevel: ClientAccessLevel.ClientPortfolio },
      { view: SiteAccessLevel.Assets, label: 'Assets', clientAccessLevel: ClientAccessLevel.ClientAssets },
      { view: SiteAccessLevel.Messages, label: 'Messages', clientAccessLevel: ClientAccessLevel.ClientMessages },
    ]);
  });

  it('shows NotAssigned as Messages when it is the only messages choice', () => {
    expect(portalViewChoices([{ code: '0', description: 'Not Assigned' }])).toEqual([
      { view: SiteAccessLevel.Messages, label: 'Messages', clientAccessLevel: ClientAccessLevel.NotAssigned },
    ]);
  });

  it('is empty when the lookup failed, and skips unknown codes', () => {
    expect(portalViewChoices(null)).toEqual([]);
    expect(
      portalViewChoices([
        { code: 'x', description: 'Odd' },
        { code: '', description: '' },
      ]),
    ).toEqual([]);
  });
});

describe('isPreviewChoice', () => {
  it('is preview when the client has no user', () => {
    expect(
      isPreviewChoice({ hasUser: false, chosen: SiteAccessLevel.Portfolio, derived: SiteAccessLevel.Portfolio }),
    ).toBe(true);
  });

  it('is preview when the chosen level differs from the derived one', () => {
    expect(isPreviewChoice({ hasUser: true, chosen: SiteAccessLevel.Assets, derived: SiteAccessLevel.Portfolio })).toBe(
      true,
    );
    expect(isPreviewChoice({ hasUser: true, chosen: SiteAccessLevel.Assets, derived: null })).toBe(true);
  });

  it('is not preview for the derived level, NotAssigned counting as Messages', () => {
    expect(
      isPreviewChoice({ hasUser: true, chosen: SiteAccessLevel.Portfolio, derived: SiteAccessLevel.Portfolio }),
    ).toBe(false);
    expect(
      isPreviewChoice({ hasUser: true, chosen: SiteAccessLevel.Messages, derived: SiteAccessLevel.NotAssigned }),
    ).toBe(false);
  });
});
