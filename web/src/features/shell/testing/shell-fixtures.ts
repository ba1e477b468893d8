import type { PublicSiteConfig, SessionView } from '../../../lib/contract';
import { clearSession, sessionStore, setSession } from '../../../lib/session.store';
import { siteStore } from '../../../lib/site.store';

export function siteConfig(
  over: { settings?: Record<string, unknown>; content?: Record<string, unknown> } = {},
): PublicSiteConfig {
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
    images: {
      logo: '/core/images/logo.svg',
      logoOnWhite: '/core/images/logo-on-white.svg',
      footerLogo: '/core/images/logo-footer.svg',
      favicon: '',
      loginBg: '',
      loginBgTabletL: '',
      loginBgTabletP: '',
    },
    chartColours: [],
    settings: {
      branding: { firmName: 'Harbour & Vale Wealth' },
      maintenancePageEnabled: false,
      navigation: {
        mainNavigation: [
          { type: 'page', label: 'Home', path: 'home' },
          { type: 'page', label: 'Messages and documents', path: 'documents-and-messages' },
        ],
        myAccountNavigation: [
          { type: 'page', label: 'Change password', path: 'change-password', userType: 'ClientUser' },
          { type: 'page', label: 'Additional verification', path: 'additional-verification', userType: 'ClientUser' },
        ],
      },
      ...over.settings,
    },
    content: {
      maintenance: { heading: "We'll be back soon", message: '<p>Scheduled maintenance.</p>' },
      siteTerms: { heading: 'Terms of use', text: '<p>Use it for your own accounts.</p>', segment: 'site-terms-view' },
      footer: { copyright: '<p>&copy; 2026 Harbour &amp; Vale Wealth Ltd.</p>' },
      textPages: [{ heading: 'Privacy policy', segment: 'privacy-policy', content: '<p>We never sell it.</p>' }],
      ...over.content,
    },
  };
}

export function clientSession(over: Partial<SessionView> = {}): SessionView {
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
      clientAccessLevel: 1,
      siteAccessLevel: 'Portfolio',
      loginProfileId: 1,
      relatedEntities: [],
      partnerDisplayName: null,
      partnerEntityId: null,
    },
    clientInContext: null,
    siteAccessLevel: 'Portfolio',
    timeout: { timeoutMs: 30 * 60_000, warningMs: 25 * 60_000 },
    csrfToken: 'token',
    ...over,
  } as SessionView;
}

export function adviserSession(withClient: boolean): SessionView {
  const base = clientSession();
  return {
    ...base,
    user: {
      ...base.user,
      id: 2,
      username: 'adviser',
      entityId: null,
      displayName: 'Alex Adviser',
      role: 'User',
      clientAccessLevel: null,
      siteAccessLevel: null,
    },
    clientInContext: withClient
      ? {
          entityId: 10001,
          displayName: 'Amelia Hartley',
          clientAccessLevel: 1,
          siteAccessLevel: 'Portfolio',
          isPreviewMode: false,
        }
      : null,
    siteAccessLevel: withClient ? 'Portfolio' : null,
  } as SessionView;
}

export function installFixtures(config: PublicSiteConfig, session: SessionView | null | 'checking'): void {
  siteStore.config = config;
  siteStore.toggles = {};
  if (session === 'checking') {
    sessionStore.view = null;
    sessionStore.phase = 'checking';
  } else if (session) setSession(session);
  else clearSession();
}
