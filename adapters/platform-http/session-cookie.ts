import type { PlatformCredential } from '../../application/ports/platform-credential';
import { first } from '../../domain/shared/present';

/** The platform's session cookie (adapters/PLATFORM-API.md, "Base, sessions, values"). */
export const SESSION_COOKIE_NAME = 'XPLANID';

/** Finds the session token in Set-Cookie header values; undefined when none is set. */
export function credentialFromSetCookie(setCookies: readonly string[]): PlatformCredential | undefined {
  for (const header of setCookies) {
    const pair = first(header.split(';'));
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== SESSION_COOKIE_NAME) continue;
    const token = pair
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    if (token) return { token };
  }
  return undefined;
}

export function sessionCookieHeader(cred: PlatformCredential): string {
  return `${SESSION_COOKIE_NAME}=${cred.token}`;
}
