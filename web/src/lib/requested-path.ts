import { ADVISER_ROLE, type RoleName, type SiteAccessLevel } from '../../../domain/access/access-level';
import { checkPageAccess, PortalPage } from '../../../domain/access/page-access';

/**
 * A page asked for while signed out (a bookmark, a link in an email) is kept in this tab through
 * every sign-in step and opened after LoginSuccess when the role and access level allow it. Only
 * paths of this app are kept: never another origin, never a protocol-relative or absolute URL.
 */
export const REQUESTED_PATH_KEY = 'requested-path';
/** The web app's base path (spec 1 §2). */
const APP_BASE = '/core';
const PROBE_ORIGIN = 'https://portal.invalid';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function hasControlCharacter(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

/**
 * The path itself when it is a path under /core/ of this site (pathname, query and fragment), else
 * null: absolute and protocol-relative URLs, backslashes, control characters and '..' tricks fail.
 */
export function safeAppPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 2000) return null;
  if (!raw.startsWith(`${APP_BASE}/`) || raw.includes('\\') || hasControlCharacter(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || !url.pathname.startsWith(`${APP_BASE}/`) || url.pathname.startsWith('//'))
    return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Keeps the signed-out request (a router location: the path without /core). */
export function rememberRequestedPath(location: { pathname: string; search: string; hash: string }): void {
  const path = safeAppPath(`${APP_BASE}${location.pathname}${location.search}${location.hash}`);
  if (path) storage()?.setItem(REQUESTED_PATH_KEY, path);
}

export function forgetRequestedPath(): void {
  storage()?.removeItem(REQUESTED_PATH_KEY);
}

/** Reads and forgets the kept request. */
export function takeRequestedPath(): string | null {
  const path = safeAppPath(storage()?.getItem(REQUESTED_PATH_KEY));
  forgetRequestedPath();
  return path;
}

export interface SignedInUser {
  role: RoleName;
  siteAccessLevel: SiteAccessLevel | null;
  hasClientInContext: boolean;
  segmentOf: (page: PortalPage) => string;
}

/**
 * The router path to open after LoginSuccess for a kept request, or null for the normal landing: a
 * client or adviser page the user may see (spec 1 §2.1, §4.7); anything else takes the normal landing.
 */
export function requestedPathAfterLogin(path: string | null, user: SignedInUser): string | null {
  const safe = safeAppPath(path);
  if (!safe) return null;
  const routerPath = safe.slice(APP_BASE.length);
  const [, section, segment] = /^\/(clients|advisers)\/([^/?#]*)/.exec(routerPath) ?? [];
  if (!section) return null;
  if (!segment) {
    // A section index: the user's own section only (an adviser's client pages need a client first).
    const own = section === 'advisers' ? user.role === ADVISER_ROLE : user.role !== ADVISER_ROLE;
    return own ? routerPath : null;
  }
  const page = (Object.values(PortalPage) as PortalPage[]).find((p) => user.segmentOf(p) === segment);
  if (!page) return null;
  if ((section === 'advisers') !== (page === PortalPage.clientList)) return null;
  const decision = checkPageAccess({
    role: user.role,
    siteAccessLevel: user.siteAccessLevel,
    hasClientInContext: user.hasClientInContext,
    page,
  });
  return decision.allowed ? routerPath : null;
}
