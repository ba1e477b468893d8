import { ADVISER_ROLE, CLIENT_ROLE, RoleName, SiteAccessLevel } from './access-level';

/** Page keys of the portal (spec 1 §2.1). The value is the key, which also names the default segment. */
export enum PortalPage {
  home = 'home',
  analysis = 'analysis',
  balanceSheet = 'balanceSheet',
  valuationReport = 'valuationReport',
  documentsAndMessages = 'documentsAndMessages',
  personalDetails = 'personalDetails',
  adviserDetails = 'adviserDetails',
  additionalVerification = 'additionalVerification',
  annualReview = 'annualReview',
  changePassword = 'changePassword',
  preferences = 'preferences',
  securityQuestions = 'securityQuestions',
  biometricPermission = 'biometricPermission',
  clientList = 'clientList',
  /** Not in the spec: 'Who has viewed my portal', the client's view-as log (issue 13). */
  portalViews = 'portalViews',
}

/** spec 1 §2.1, §6; spec 3 §6 (biometric permission too): pages allowed to the client role only. */
export const CLIENT_ONLY_PAGES: readonly PortalPage[] = [
  PortalPage.additionalVerification,
  PortalPage.annualReview,
  PortalPage.changePassword,
  PortalPage.preferences,
  PortalPage.securityQuestions,
  PortalPage.biometricPermission,
];

/**
 * spec 3 §6: client-only pages an adviser still sees, read-only: preferences, with the client in
 * context's choices in disabled boxes, or with no client in context the note to use XPlan.
 */
export const ADVISER_READ_ONLY_PAGES: readonly PortalPage[] = [PortalPage.preferences];

/** Not in the spec: pages about the client's own account that an adviser may never see, even with the client in context. */
export const CLIENT_OWN_PAGES: readonly PortalPage[] = [PortalPage.portalViews];

/**
 * spec 1 §2.6 ('Hidden: the additional-verification entry'): pages no menu lists, main or My Account,
 * whatever the navigation settings say; each still answers its own address.
 */
export const UNLISTED_PAGES: readonly PortalPage[] = [PortalPage.additionalVerification];

/** spec 1 §2.1 (adviser area): pages for the adviser role only. */
export const ADVISER_ONLY_PAGES: readonly PortalPage[] = [PortalPage.clientList];

/** spec 1 §4.7, §2.6: pages needing the Assets or Portfolio level. */
export const ASSETS_OR_PORTFOLIO_PAGES: readonly PortalPage[] = [
  PortalPage.home,
  PortalPage.balanceSheet,
  PortalPage.valuationReport,
];

/** spec 1 §4.7, §2.6: pages needing the Portfolio level. */
export const PORTFOLIO_PAGES: readonly PortalPage[] = [PortalPage.analysis];

/** spec 1 §2.1 section roots. */
export const CLIENTS_SECTION_PATH = '/clients/';
/** spec 1 §2.1 section roots. */
export const ADVISERS_SECTION_PATH = '/advisers/';
/** spec 1 §2.1, §4.7: where a signed-out user or an unknown access level is sent. */
export const LOGIN_PATH = '/login';

export type PageAccessDenial = 'role' | 'accessLevel' | 'noClientInContext' | 'accessUnknown';
export type PageAccessDecision = { allowed: true } | { allowed: false; reason: PageAccessDenial };

const KNOWN_LEVELS = new Set<string>(Object.values(SiteAccessLevel));

/**
 * Whether a user may see a page (spec 1 §2.1, §4.7, §6). Checks run in this order: role, client in
 * context (advisers on client pages), a known access level ('accessUnknown' sends to login), then
 * the level the page needs.
 */
export function checkPageAccess(input: {
  role: RoleName;
  siteAccessLevel: SiteAccessLevel | null;
  hasClientInContext: boolean;
  page: PortalPage;
}): PageAccessDecision {
  const { role, siteAccessLevel, hasClientInContext, page } = input;
  if (ADVISER_ONLY_PAGES.includes(page)) {
    return role === ADVISER_ROLE ? { allowed: true } : { allowed: false, reason: 'role' };
  }
  if (role !== CLIENT_ROLE && role !== ADVISER_ROLE) return { allowed: false, reason: 'role' };
  if (role === ADVISER_ROLE && ADVISER_READ_ONLY_PAGES.includes(page)) {
    if (!hasClientInContext) return { allowed: true };
  } else if ((CLIENT_ONLY_PAGES.includes(page) || CLIENT_OWN_PAGES.includes(page)) && role !== CLIENT_ROLE) {
    return { allowed: false, reason: 'role' };
  }
  if (role === ADVISER_ROLE && !hasClientInContext) return { allowed: false, reason: 'noClientInContext' };
  if (!isKnownLevel(siteAccessLevel)) return { allowed: false, reason: 'accessUnknown' };
  if (!levelAllowsPage(siteAccessLevel, page)) return { allowed: false, reason: 'accessLevel' };
  return { allowed: true };
}

/**
 * The page access-level rule (spec 1 §4.7, §2.6): Analysis needs Portfolio; home, the balance sheet and
 * valuation reports need Assets or Portfolio; every other page any known level. A missing or unknown
 * level allows no page. Role and client in context are checkPageAccess's; this is the level alone,
 * which the BFF's reads check too.
 */
export function levelAllowsPage(level: SiteAccessLevel | null, page: PortalPage): boolean {
  if (!isKnownLevel(level)) return false;
  if (PORTFOLIO_PAGES.includes(page)) return level === SiteAccessLevel.Portfolio;
  if (ASSETS_OR_PORTFOLIO_PAGES.includes(page)) return hasAssetsView(level);
  return true;
}

function isKnownLevel(level: SiteAccessLevel | null): level is SiteAccessLevel {
  return level !== null && KNOWN_LEVELS.has(level);
}

function hasAssetsView(level: SiteAccessLevel | null): boolean {
  return level === SiteAccessLevel.Assets || level === SiteAccessLevel.Portfolio;
}

/** spec 1 §2.1: the client-area index goes home for Assets or Portfolio, else to documents and messages. */
export function clientAreaIndex(level: SiteAccessLevel | null): PortalPage {
  return hasAssetsView(level) ? PortalPage.home : PortalPage.documentsAndMessages;
}

/** spec 1 §2.1: where the root index sends the user; null while the session check runs. */
export function rootRedirect(input: {
  checkingSession: boolean;
  loggedIn: boolean;
  role: RoleName | null;
}): '/clients/' | '/advisers/' | '/login' | null {
  if (input.loggedIn && input.role === CLIENT_ROLE) return CLIENTS_SECTION_PATH;
  if (input.loggedIn && input.role === ADVISER_ROLE) return ADVISERS_SECTION_PATH;
  return input.checkingSession ? null : LOGIN_PATH;
}

/** spec 1 §2.1, §6: after LoginSuccess clients go to the clients area, advisers to the advisers area. */
export function landingAfterLogin(role: RoleName): '/clients/' | '/advisers/' {
  return role === ADVISER_ROLE ? ADVISERS_SECTION_PATH : CLIENTS_SECTION_PATH;
}

/** spec 1 §2.7: the clients section for clients or advisers with a client in context, else the advisers section. */
export function accessDeniedReturnLink(input: {
  role: RoleName | null;
  hasClientInContext: boolean;
}): '/clients/' | '/advisers/' {
  if (input.role === CLIENT_ROLE) return CLIENTS_SECTION_PATH;
  return input.hasClientInContext ? CLIENTS_SECTION_PATH : ADVISERS_SECTION_PATH;
}

/** spec 1 §2.7: product name used in wording when none is configured. */
export const DEFAULT_PRODUCT_NAME = 'Client Online';

/** spec 1 §2.7 */
export const ACCESS_DENIED_MESSAGE =
  'You are not authorised to view the page that you requested. Please contact your adviser if this problem persists.';

/** spec 1 §2.7: 'Return to Client Online', with the product name configurable. */
export function returnToProductText(productName: string = DEFAULT_PRODUCT_NAME): string {
  return `Return to ${productName}`;
}

/** spec 1 §2.8 */
export const PAGE_NOT_FOUND_HEADING = 'Page Not Found';

/** spec 1 §2.8 */
export const PAGE_NOT_FOUND_MESSAGE =
  "The page that you asked for doesn't exist or has been moved. Please contact your adviser if this problem persists.";
