import { LoginStatus } from '../../../../../domain/auth/login-status';
import type { PublicSiteConfig, SessionView, SignInResponse, SignInView } from '../../../lib/contract';

export function view(status: LoginStatus, extra: Partial<SignInView> = {}): SignInView {
  return {
    status,
    message: null,
    messageKind: null,
    positions: null,
    hint: null,
    methods: null,
    codeSentTo: null,
    method: null,
    twoFactor: false,
    ...extra,
  };
}

export function session(role: 'ClientUser' | 'User' = 'ClientUser'): SessionView {
  return {
    user: {
      id: 1,
      username: role === 'User' ? 'adviser' : 'amelia@client',
      entityId: 10,
      displayName: 'Amelia Ashworth',
      role,
      locale: 'en-gb',
      preferredCurrency: 'GBP',
      userTimezone: 'Europe/London',
      lastLogin: null,
      tfaMethods: [],
      clientAccessLevel: 1,
      siteAccessLevel: null,
      loginProfileId: 1,
      relatedEntities: [],
      partnerDisplayName: null,
      partnerEntityId: null,
    },
    clientInContext: null,
    siteAccessLevel: null,
    timeout: { timeoutMs: 1_800_000, warningMs: 1_500_000 },
    csrfToken: 'session-token',
  };
}

/** A sign-in answer for the fake fetch. */
export function answer(
  status: LoginStatus,
  extra: Partial<SignInView> = {},
  withSession: SessionView | null = null,
): { body: SignInResponse } {
  return { body: { login: view(status, extra), session: withSession, csrfToken: 'next-token' } };
}

export function siteConfig(
  settings: Record<string, unknown> = {},
  content: Record<string, unknown> = {},
): PublicSiteConfig {
  return {
    instance: { productName: 'Client Online' },
    siteConfiguration: {},
    images: { logo: '/core/images/logo.svg', logoOnWhite: '/core/images/logo-on-white.svg' },
    chartColours: [],
    settings: {
      usernameHint: 'Your username was sent to you in your welcome email.',
      branding: { firmName: 'Harbour & Vale Wealth' },
      ...settings,
    },
    content: {
      login: { heading: 'Welcome to Client Online', clientTab: 'Client', adviserTab: 'Adviser' },
      siteTerms: {
        heading: 'Terms of use',
        text: '<p>Use it <strong>well</strong>.</p><script>alert(1)</script><img src=x onerror="alert(2)">',
      },
      ...content,
    },
  } as unknown as PublicSiteConfig;
}
