import { CLIENT_ROLE, type RoleName, SiteAccessLevel } from '../../../../domain/access/access-level';
import {
  ADVISER_READ_ONLY_PAGES,
  CLIENT_ONLY_PAGES,
  CLIENT_OWN_PAGES,
  levelAllowsPage,
  PortalPage,
  UNLISTED_PAGES,
} from '../../../../domain/access/page-access';
import { templateUserType } from '../../../../domain/valuation/valuation-templates';

/** One entry of settings.navigation.mainNavigation or myAccountNavigation (spec 1 §2.6). */
export interface NavEntry {
  type: 'page' | 'url';
  label: string;
  path?: string;
  url?: string;
  userType?: string;
  locale?: string;
}

export interface NavigationConfig {
  mainNavigation: NavEntry[];
  myAccountNavigation: NavEntry[];
}

/** spec 1 §2.6: the top bar's Home link (on a phone, the menu's first item). */
export const HOME_LABEL = 'Home';

/** A link the shell renders: `to` is inside the app (router path), `href` leaves it. */
export type NavLinkItem = { key: string; label: string; to: string } | { key: string; label: string; href: string };

export interface NavigationContext {
  role: RoleName;
  locale: string;
  /** The level pages are gated by: the client's own, or the client in context's for an adviser. */
  siteAccessLevel: SiteAccessLevel | null;
  /** The configured URL segment of each page key. */
  segmentOf: (page: PortalPage) => string;
  /** A valuation report template exists for this user type. */
  hasValuationTemplate: boolean;
  /** The use-client-reports feature toggle. */
  clientReportsOn: boolean;
  /** The adviser's client list is showing: the menu is hidden there. */
  onClientList: boolean;
  /** spec 1 §2.6, spec 3 §2: inside the mobile wrapper with no stored biometric choice yet. */
  biometricLinkVisible?: boolean;
}

/** The web app's base path (spec 1 §2). */
const APP_BASE = '/core/';

const trimSlashes = (s: string) => s.trim().replace(/^\/+|\/+$/g, '');
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A url entry may only point inside this site: a path, never another origin or a script. */
export function isRelativeUrl(url: string | undefined): url is string {
  if (!url) return false;
  const u = url.trim();
  return u.startsWith('/') && !u.startsWith('//') && !u.startsWith('/\\');
}

function pageOf(entry: NavEntry, ctx: NavigationContext): PortalPage | null {
  const path = trimSlashes(entry.path ?? '');
  return (Object.values(PortalPage) as PortalPage[]).find((p) => ctx.segmentOf(p) === path) ?? null;
}

/** spec 1 §2.6: the valuation report needs a level that allows it, and a template for the user type or client reports on. */
function valuationAllowed(ctx: NavigationContext): boolean {
  return (
    levelAllowsPage(ctx.siteAccessLevel, PortalPage.valuationReport) &&
    (ctx.hasValuationTemplate || ctx.clientReportsOn)
  );
}

function audienceMatches(entry: NavEntry, ctx: NavigationContext): boolean {
  if (entry.userType && entry.userType.trim() !== ctx.role) return false;
  if (entry.locale && !same(entry.locale, ctx.locale)) return false;
  return true;
}

/** spec 3 §6: an adviser sees no client-only page, except those they see read-only (preferences). */
function adviserMaySee(page: PortalPage): boolean {
  if (ADVISER_READ_ONLY_PAGES.includes(page)) return true;
  return !CLIENT_ONLY_PAGES.includes(page) && !CLIENT_OWN_PAGES.includes(page);
}

function pageVisible(page: PortalPage, ctx: NavigationContext): boolean {
  if (ctx.role !== CLIENT_ROLE && !adviserMaySee(page)) return false;
  switch (page) {
    case PortalPage.analysis:
    case PortalPage.home:
    case PortalPage.balanceSheet:
      return levelAllowsPage(ctx.siteAccessLevel, page);
    case PortalPage.valuationReport:
      return valuationAllowed(ctx);
    case PortalPage.biometricPermission:
      return ctx.biometricLinkVisible === true;
    default:
      return true;
  }
}

/**
 * Whether Home is offered (the top bar's link, the phone menu's first item): the client list for an adviser
 * without a client; otherwise only at the levels that see the home page (Assets, Portfolio). At Messages and
 * NotAssigned the home page is denied, and 'Messages and documents' beside it is where the client lands.
 */
export function homeLinkShown(ctx: { hasClient: boolean; siteAccessLevel: SiteAccessLevel | null }): boolean {
  return !ctx.hasClient || levelAllowsPage(ctx.siteAccessLevel, PortalPage.home);
}

function toLink(entry: NavEntry, index: number, ctx: NavigationContext, menu: 'main' | 'account'): NavLinkItem | null {
  if (!entry || typeof entry.label !== 'string' || !audienceMatches(entry, ctx)) return null;
  const key = `${menu}-${index}`;
  if (entry.type === 'url') {
    const ok =
      isRelativeUrl(entry.url) && ctx.siteAccessLevel === SiteAccessLevel.Portfolio && ctx.role === CLIENT_ROLE;
    if (!ok) return null;
    const url = entry.url!.trim();
    // A page of this app (a text page) opens in the app; anything else on the site is a full load.
    return url.startsWith(APP_BASE)
      ? { key, label: entry.label, to: url.slice(APP_BASE.length - 1) }
      : { key, label: entry.label, href: url };
  }
  if (entry.type !== 'page') return null;
  const page = pageOf(entry, ctx);
  if (!page) return null;
  if (UNLISTED_PAGES.includes(page)) return null;
  if (!pageVisible(page, ctx)) return null;
  return { key, label: entry.label, to: `/clients/${ctx.segmentOf(page)}/` };
}

/** spec 1 §2.6: the main menu items; hidden on the client-list page. */
export function mainNavigationItems(entries: readonly NavEntry[] | undefined, ctx: NavigationContext): NavLinkItem[] {
  if (ctx.onClientList) return [];
  return (entries ?? []).map((e, i) => toLink(e, i, ctx, 'main')).filter((l): l is NavLinkItem => l !== null);
}

/**
 * spec 1 §2.6: the My Account links, for clients or advisers with a client in context; an adviser
 * with no client in context keeps only the pages they see read-only (spec 3 §6: preferences, with
 * the note to use XPlan), so each of those pages stays reachable from the menu.
 */
export function accountNavigationItems(
  entries: readonly NavEntry[] | undefined,
  ctx: NavigationContext & { hasClientInContext: boolean },
): NavLinkItem[] {
  const links = (entries ?? []).map((e, i) => toLink(e, i, ctx, 'account')).filter((l): l is NavLinkItem => l !== null);
  // spec 1 §2.6: account links only for clients or for advisers with a client in context.
  return ctx.role === CLIENT_ROLE || ctx.hasClientInContext ? links : [];
}

/** The navigation block of the settings file, tolerating a missing or partial one. */
export function navigationConfig(settings: Record<string, unknown> | undefined): NavigationConfig {
  const nav = (settings?.navigation ?? {}) as Partial<NavigationConfig>;
  return {
    mainNavigation: Array.isArray(nav.mainNavigation) ? nav.mainNavigation : [],
    myAccountNavigation: Array.isArray(nav.myAccountNavigation) ? nav.myAccountNavigation : [],
  };
}

/** spec 1 §3: valuation report templates carry a userType ('Client' or 'Adviser', or the role name); one without applies to everyone. */
export function hasValuationTemplateFor(settings: Record<string, unknown> | undefined, role: RoleName): boolean {
  const templates = settings?.valuationReportTemplates;
  if (!Array.isArray(templates)) return false;
  return templates.some(
    (t: { userType?: string } | null) =>
      !!t && (!t.userType || templateUserType(t.userType) === templateUserType(role)),
  );
}
