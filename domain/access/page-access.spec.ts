import { RoleName, SiteAccessLevel } from './access-level';
import {
  ACCESS_DENIED_MESSAGE,
  accessDeniedReturnLink,
  checkPageAccess,
  ADVISER_READ_ONLY_PAGES,
  CLIENT_ONLY_PAGES,
  clientAreaIndex,
  landingAfterLogin,
  levelAllowsPage,
  PAGE_NOT_FOUND_HEADING,
  PAGE_NOT_FOUND_MESSAGE,
  PortalPage,
  returnToProductText,
  rootRedirect,
  UNLISTED_PAGES,
} from './page-access';

const client = (page: PortalPage, siteAccessLevel: SiteAccessLevel | null) =>
  checkPageAccess({ role: 'ClientUser', siteAccessLevel, hasClientInContext: false, page });
const adviser = (page: PortalPage, siteAccessLevel: SiteAccessLevel | null, hasClientInContext = true) =>
  checkPageAccess({ role: 'User', siteAccessLevel, hasClientInContext, page });

describe('checkPageAccess', () => {
  it('lets Portfolio see everything a client may see', () => {
    for (const page of Object.values(PortalPage).filter((p) => p !== PortalPage.clientList)) {
      expect(client(page, SiteAccessLevel.Portfolio)).toEqual({ allowed: true });
    }
  });

  it('needs Portfolio for analysis', () => {
    expect(client(PortalPage.analysis, SiteAccessLevel.Assets)).toEqual({ allowed: false, reason: 'accessLevel' });
  });

  it.each([PortalPage.home, PortalPage.balanceSheet, PortalPage.valuationReport])(
    'needs Assets or Portfolio for %s',
    (page) => {
      expect(client(page, SiteAccessLevel.Assets)).toEqual({ allowed: true });
      expect(client(page, SiteAccessLevel.Messages)).toEqual({ allowed: false, reason: 'accessLevel' });
      expect(client(page, SiteAccessLevel.NotAssigned)).toEqual({ allowed: false, reason: 'accessLevel' });
    },
  );

  it('lets Messages and NotAssigned see documents and messages', () => {
    expect(client(PortalPage.documentsAndMessages, SiteAccessLevel.Messages)).toEqual({ allowed: true });
    expect(client(PortalPage.documentsAndMessages, SiteAccessLevel.NotAssigned)).toEqual({ allowed: true });
  });

  it('sends a missing or unknown level to login', () => {
    expect(client(PortalPage.documentsAndMessages, null)).toEqual({ allowed: false, reason: 'accessUnknown' });
    expect(client(PortalPage.home, 'Gold' as SiteAccessLevel)).toEqual({ allowed: false, reason: 'accessUnknown' });
  });

  it("keeps the client's view-as log from advisers, at every level", () => {
    for (const level of Object.values(SiteAccessLevel)) {
      expect(adviser(PortalPage.portalViews, level)).toEqual({ allowed: false, reason: 'role' });
      expect(client(PortalPage.portalViews, level)).toEqual({ allowed: true });
    }
  });

  it('keeps client-only pages from advisers, except preferences, which they see read-only', () => {
    expect(CLIENT_ONLY_PAGES).toHaveLength(6);
    expect(ADVISER_READ_ONLY_PAGES).toEqual([PortalPage.preferences]);
    for (const page of CLIENT_ONLY_PAGES.filter((p) => p !== PortalPage.preferences)) {
      expect(adviser(page, SiteAccessLevel.Portfolio)).toEqual({ allowed: false, reason: 'role' });
    }
    expect(adviser(PortalPage.preferences, SiteAccessLevel.Portfolio, true)).toEqual({ allowed: true });
    expect(adviser(PortalPage.preferences, null, false)).toEqual({ allowed: true });
    expect(client(PortalPage.preferences, SiteAccessLevel.Messages)).toEqual({ allowed: true });
    expect(client(PortalPage.biometricPermission, SiteAccessLevel.Messages)).toEqual({ allowed: true });
  });

  it('gives the client list to advisers only, with no client or level needed', () => {
    expect(adviser(PortalPage.clientList, null, false)).toEqual({ allowed: true });
    expect(client(PortalPage.clientList, SiteAccessLevel.Portfolio)).toEqual({ allowed: false, reason: 'role' });
  });

  it('needs a client in context for an adviser on client pages', () => {
    expect(adviser(PortalPage.home, SiteAccessLevel.Portfolio, false)).toEqual({
      allowed: false,
      reason: 'noClientInContext',
    });
    expect(adviser(PortalPage.home, SiteAccessLevel.Portfolio, true)).toEqual({ allowed: true });
    expect(adviser(PortalPage.analysis, SiteAccessLevel.Messages, true)).toEqual({
      allowed: false,
      reason: 'accessLevel',
    });
  });

  it('refuses an unknown role', () => {
    expect(
      checkPageAccess({
        role: 'Other' as RoleName,
        siteAccessLevel: SiteAccessLevel.Portfolio,
        hasClientInContext: true,
        page: PortalPage.home,
      }),
    ).toEqual({ allowed: false, reason: 'role' });
  });
});

describe('levelAllowsPage (spec 1 §4.7)', () => {
  const { Portfolio, Assets, Messages, NotAssigned } = SiteAccessLevel;

  it('gives analysis to Portfolio alone', () => {
    expect(
      [Portfolio, Assets, Messages, NotAssigned, null].map((l) => levelAllowsPage(l, PortalPage.analysis)),
    ).toEqual([true, false, false, false, false]);
  });

  it.each([PortalPage.home, PortalPage.balanceSheet, PortalPage.valuationReport])(
    'gives %s to Assets and Portfolio',
    (page) => {
      expect([Portfolio, Assets, Messages, NotAssigned, null].map((l) => levelAllowsPage(l, page))).toEqual([
        true,
        true,
        false,
        false,
        false,
      ]);
    },
  );

  it('gives every other page to any known level, and no page to a missing or unknown one', () => {
    for (const level of [Portfolio, Assets, Messages, NotAssigned])
      expect(levelAllowsPage(level, PortalPage.documentsAndMessages)).toBe(true);
    expect(levelAllowsPage(null, PortalPage.documentsAndMessages)).toBe(false);
    expect(levelAllowsPage('Gold' as SiteAccessLevel, PortalPage.personalDetails)).toBe(false);
  });
});

describe('clientAreaIndex', () => {
  it('goes home for Assets or Portfolio, else to documents and messages', () => {
    expect(clientAreaIndex(SiteAccessLevel.Portfolio)).toBe(PortalPage.home);
    expect(clientAreaIndex(SiteAccessLevel.Assets)).toBe(PortalPage.home);
    expect(clientAreaIndex(SiteAccessLevel.Messages)).toBe(PortalPage.documentsAndMessages);
    expect(clientAreaIndex(SiteAccessLevel.NotAssigned)).toBe(PortalPage.documentsAndMessages);
    expect(clientAreaIndex(null)).toBe(PortalPage.documentsAndMessages);
  });
});

describe('rootRedirect and landingAfterLogin', () => {
  it('sends signed-in users to their section', () => {
    expect(rootRedirect({ checkingSession: false, loggedIn: true, role: 'ClientUser' })).toBe('/clients/');
    expect(rootRedirect({ checkingSession: true, loggedIn: true, role: 'User' })).toBe('/advisers/');
  });

  it('waits while the session check runs, then sends anyone else to login', () => {
    expect(rootRedirect({ checkingSession: true, loggedIn: false, role: null })).toBeNull();
    expect(rootRedirect({ checkingSession: false, loggedIn: false, role: null })).toBe('/login');
    expect(rootRedirect({ checkingSession: false, loggedIn: true, role: null })).toBe('/login');
  });

  it('lands by role after login', () => {
    expect(landingAfterLogin('ClientUser')).toBe('/clients/');
    expect(landingAfterLogin('User')).toBe('/advisers/');
  });
});

describe('Access Denied and Page Not Found', () => {
  it('returns clients and advisers with a client in context to the clients section', () => {
    expect(accessDeniedReturnLink({ role: 'ClientUser', hasClientInContext: false })).toBe('/clients/');
    expect(accessDeniedReturnLink({ role: 'User', hasClientInContext: true })).toBe('/clients/');
    expect(accessDeniedReturnLink({ role: 'User', hasClientInContext: false })).toBe('/advisers/');
  });

  it('uses the spec texts with a configurable product name', () => {
    expect(ACCESS_DENIED_MESSAGE).toBe(
      'You are not authorised to view the page that you requested. Please contact your adviser if this problem persists.',
    );
    expect(returnToProductText()).toBe('Return to Client Online');
    expect(returnToProductText('Wealth View')).toBe('Return to Wealth View');
    expect(PAGE_NOT_FOUND_HEADING).toBe('Page Not Found');
    expect(PAGE_NOT_FOUND_MESSAGE).toContain("doesn't exist or has been moved");
  });
});

describe('UNLISTED_PAGES (spec 1 §2.6)', () => {
  it('is the additional-verification page alone, which a client may still open by its address', () => {
    expect(UNLISTED_PAGES).toEqual([PortalPage.additionalVerification]);
    for (const level of [SiteAccessLevel.Portfolio, SiteAccessLevel.Assets, SiteAccessLevel.Messages]) {
      expect(client(PortalPage.additionalVerification, level)).toEqual({ allowed: true });
    }
  });
});
