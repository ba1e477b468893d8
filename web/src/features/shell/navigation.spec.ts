import { SiteAccessLevel } from '../../../../domain/access/access-level';
import { PortalPage } from '../../../../domain/access/page-access';
import { segmentFor } from '../../../../domain/config/segments';
import {
  accountNavigationItems,
  hasValuationTemplateFor,
  isRelativeUrl,
  mainNavigationItems,
  type NavEntry,
  type NavigationContext,
} from './navigation';

function ctx(over: Partial<NavigationContext> = {}): NavigationContext {
  return {
    role: 'ClientUser',
    locale: 'en-gb',
    siteAccessLevel: SiteAccessLevel.Portfolio,
    segmentOf: (p) => segmentFor(p),
    hasValuationTemplate: false,
    clientReportsOn: false,
    onClientList: false,
    ...over,
  };
}

const page = (path: string, extra: Partial<NavEntry> = {}): NavEntry => ({ type: 'page', label: path, path, ...extra });
const labels = (items: { label: string }[]) => items.map((i) => i.label);

describe('main navigation visibility (spec 1 §2.6)', () => {
  it('links page entries to /clients/{path}/', () => {
    expect(mainNavigationItems([page('home'), page('/documents-and-messages/')], ctx())).toEqual([
      { key: 'main-0', label: 'home', to: '/clients/home/' },
      { key: 'main-1', label: '/documents-and-messages/', to: '/clients/documents-and-messages/' },
    ]);
  });

  it('uses configured segments', () => {
    const segmentOf = (p: PortalPage) => segmentFor(p, { home: 'dashboard' });
    expect(mainNavigationItems([page('dashboard'), page('home')], ctx({ segmentOf }))).toEqual([
      { key: 'main-0', label: 'dashboard', to: '/clients/dashboard/' },
    ]);
  });

  it('hides the additional-verification entry, under a configured segment too', () => {
    expect(mainNavigationItems([page('additional-verification'), page('home')], ctx())).toHaveLength(1);
    const segmentOf = (p: PortalPage) => segmentFor(p, { additionalVerification: 'verify' });
    expect(labels(mainNavigationItems([page('verify'), page('home')], ctx({ segmentOf })))).toEqual(['home']);
    expect(accountNavigationItems([page('verify')], { ...ctx({ segmentOf }), hasClientInContext: false })).toEqual([]);
  });

  it('hides entries for another user type or locale', () => {
    const entries = [
      page('home', { userType: 'User' }),
      page('documents-and-messages', { locale: 'en-au' }),
      page('change-password', { userType: 'ClientUser', locale: 'EN-GB' }),
    ];
    expect(labels(mainNavigationItems(entries, ctx()))).toEqual(['change-password']);
    expect(labels(mainNavigationItems(entries, ctx({ role: 'User' })))).toEqual(['home']);
  });

  it('shows home (and balance sheet) for Portfolio or Assets only, analysis for Portfolio only', () => {
    const entries = [page('home'), page('analysis'), page('balance-sheet'), page('documents-and-messages')];
    expect(labels(mainNavigationItems(entries, ctx()))).toEqual([
      'home',
      'analysis',
      'balance-sheet',
      'documents-and-messages',
    ]);
    expect(labels(mainNavigationItems(entries, ctx({ siteAccessLevel: SiteAccessLevel.Assets })))).toEqual([
      'home',
      'balance-sheet',
      'documents-and-messages',
    ]);
    expect(labels(mainNavigationItems(entries, ctx({ siteAccessLevel: SiteAccessLevel.Messages })))).toEqual([
      'documents-and-messages',
    ]);
  });

  it('shows the valuation report only when the level allows it and a template exists or client reports are on', () => {
    const entries = [page('valuation-report')];
    expect(mainNavigationItems(entries, ctx())).toEqual([]);
    expect(mainNavigationItems(entries, ctx({ hasValuationTemplate: true }))).toHaveLength(1);
    expect(mainNavigationItems(entries, ctx({ clientReportsOn: true }))).toHaveLength(1);
    expect(
      mainNavigationItems(entries, ctx({ clientReportsOn: true, siteAccessLevel: SiteAccessLevel.Messages })),
    ).toEqual([]);
  });

  it('shows url entries only when relative, at Portfolio level, for a client', () => {
    const entries: NavEntry[] = [
      { type: 'url', label: 'Fact find', url: '/factfind/' },
      { type: 'url', label: 'Elsewhere', url: 'https://example.com/' },
      { type: 'url', label: 'Protocol-relative', url: '//example.com/' },
      { type: 'url', label: 'Script', url: 'javascript:alert(1)' },
    ];
    expect(mainNavigationItems(entries, ctx())).toEqual([{ key: 'main-0', label: 'Fact find', href: '/factfind/' }]);
    expect(mainNavigationItems(entries, ctx({ siteAccessLevel: SiteAccessLevel.Assets }))).toEqual([]);
    expect(mainNavigationItems(entries, ctx({ role: 'User' }))).toEqual([]);
    expect(mainNavigationItems([{ type: 'url', label: 'About us', url: '/core/about-us' }], ctx())).toEqual([
      { key: 'main-0', label: 'About us', to: '/about-us' },
    ]);
    expect(isRelativeUrl('/a')).toBe(true);
    expect(isRelativeUrl('/\\evil.com')).toBe(false);
  });

  it('leaves out paths that name no page', () => {
    expect(labels(mainNavigationItems([page('no-such-page'), page('home')], ctx()))).toEqual(['home']);
  });

  it('lists the My Account pages, and biometric permission only when the wrapper has no stored choice', () => {
    const entries = [
      page('personal-details'),
      page('preferences'),
      page('security-questions'),
      page('biometric-permission'),
    ];
    const client = { ...ctx(), hasClientInContext: false };
    expect(labels(accountNavigationItems(entries, client))).toEqual([
      'personal-details',
      'preferences',
      'security-questions',
    ]);
    expect(labels(accountNavigationItems(entries, { ...client, biometricLinkVisible: true }))).toEqual([
      'personal-details',
      'preferences',
      'security-questions',
      'biometric-permission',
    ]);
  });

  it('shows the balance sheet at the Assets and Portfolio levels only', () => {
    const entries = [page('balance-sheet'), page('home')];
    expect(labels(mainNavigationItems(entries, ctx()))).toEqual(['balance-sheet', 'home']);
    expect(mainNavigationItems(entries, ctx({ siteAccessLevel: SiteAccessLevel.Assets }))[0]).toEqual({
      key: 'main-0',
      label: 'balance-sheet',
      to: '/clients/balance-sheet/',
    });
    expect(mainNavigationItems(entries, ctx({ siteAccessLevel: SiteAccessLevel.Messages }))).toEqual([]);
  });

  it('shows the analysis page to Portfolio clients only', () => {
    const entries = [page('analysis'), page('home')];
    expect(mainNavigationItems(entries, ctx())).toEqual([
      { key: 'main-0', label: 'analysis', to: '/clients/analysis/' },
      { key: 'main-1', label: 'home', to: '/clients/home/' },
    ]);
    expect(labels(mainNavigationItems(entries, ctx({ siteAccessLevel: SiteAccessLevel.Assets })))).toEqual(['home']);
    expect(labels(mainNavigationItems(entries, ctx({ siteAccessLevel: SiteAccessLevel.Messages })))).toEqual([]);
  });

  it('is hidden on the client-list page', () => {
    expect(mainNavigationItems([page('home')], ctx({ onClientList: true }))).toEqual([]);
  });

  it('tolerates a missing or malformed list', () => {
    expect(mainNavigationItems(undefined, ctx())).toEqual([]);
    expect(mainNavigationItems([null as unknown as NavEntry, { type: 'page' } as NavEntry], ctx())).toEqual([]);
  });
});

describe('My Account links (spec 1 §2.6)', () => {
  const entries = [
    page('change-password', { userType: 'ClientUser' }),
    page('additional-verification', { userType: 'ClientUser' }),
    page('documents-and-messages'),
  ];

  it("gives a client their account pages, never the additional-verification entry (spec 1 §2.6 'Hidden')", () => {
    expect(labels(accountNavigationItems(entries, { ...ctx(), hasClientInContext: false }))).toEqual([
      'change-password',
      'documents-and-messages',
    ]);
    const configured = [page('additional-verification', { userType: 'ClientUser' }), page('/additional-verification/')];
    expect(accountNavigationItems(configured, { ...ctx(), hasClientInContext: false })).toEqual([]);
  });

  it('gives an adviser nothing without a client in context, and only non-client entries with one', () => {
    expect(accountNavigationItems(entries, { ...ctx({ role: 'User' }), hasClientInContext: false })).toEqual([]);
    expect(labels(accountNavigationItems(entries, { ...ctx({ role: 'User' }), hasClientInContext: true }))).toEqual([
      'documents-and-messages',
    ]);
  });

  it('gives an adviser Preferences (read-only, spec 3 §6) with a client in context, no account link without one (spec 1 §2.6), and no other client-only page even without a userType', () => {
    const all = [
      page('personal-details'),
      page('preferences'),
      page('security-questions'),
      page('change-password'),
      page('portal-views'),
      page('annual-review'),
      page('biometric-permission'),
    ];
    const adviser = ctx({ role: 'User', biometricLinkVisible: true });
    expect(labels(accountNavigationItems(all, { ...adviser, hasClientInContext: true }))).toEqual([
      'personal-details',
      'preferences',
    ]);
    expect(labels(accountNavigationItems(all, { ...adviser, hasClientInContext: false }))).toEqual([]);
    expect(
      labels(accountNavigationItems(all, { ...ctx({ biometricLinkVisible: true }), hasClientInContext: false })),
    ).toEqual(all.map((e) => e.path));
  });
});

describe('valuation templates', () => {
  it('match the user type, or everyone when the template names none', () => {
    expect(hasValuationTemplateFor({ valuationReportTemplates: [{ userType: 'User' }] }, 'ClientUser')).toBe(false);
    expect(hasValuationTemplateFor({ valuationReportTemplates: [{ userType: 'ClientUser' }] }, 'ClientUser')).toBe(
      true,
    );
    expect(hasValuationTemplateFor({ valuationReportTemplates: [{}] }, 'User')).toBe(true);
    expect(hasValuationTemplateFor({}, 'User')).toBe(false);
  });
});
