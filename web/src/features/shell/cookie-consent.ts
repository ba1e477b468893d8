/** spec 1 §2.10: the cookie notice shows until accepted; acceptance lives in local storage. */
export const COOKIE_CONSENT_KEY = 'cookieAccepted';
/** The name of the older acceptance cookie, migrated to local storage and then removed. */
export const LEGACY_CONSENT_COOKIE = 'cookieAccepted';
/** spec 1 §2.10 */
export const COOKIE_POLICY_PATH = '/core/cookie-policy';

const ACCEPTED = 'true';

function legacyCookieAccepted(doc: Document): boolean {
  return doc.cookie.split(';').some((c) => {
    const [name, ...rest] = c.trim().split('=');
    return name === LEGACY_CONSENT_COOKIE && rest.join('=').trim() !== '' && rest.join('=').trim() !== 'false';
  });
}

function removeLegacyCookie(doc: Document): void {
  const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT';
  for (const path of ['/', '/core', '/core/']) doc.cookie = `${LEGACY_CONSENT_COOKIE}=; ${expired}; path=${path}`;
  doc.cookie = `${LEGACY_CONSENT_COOKIE}=; ${expired}`;
}

/** Whether the visitor has accepted; an old acceptance cookie is moved into local storage first. */
export function cookiesAccepted(storage: Storage | null = safeLocalStorage(), doc: Document = document): boolean {
  if (legacyCookieAccepted(doc)) {
    try {
      storage?.setItem(COOKIE_CONSENT_KEY, ACCEPTED);
      removeLegacyCookie(doc);
    } catch {
      // Storage is not usable (private browsing): keep the cookie so the choice is not lost.
      return true;
    }
  }
  try {
    return storage?.getItem(COOKIE_CONSENT_KEY) === ACCEPTED;
  } catch {
    return false;
  }
}

/** OK on the notice. Returns false when the choice could not be stored (it then holds for this page only). */
export function acceptCookies(storage: Storage | null = safeLocalStorage()): boolean {
  try {
    storage?.setItem(COOKIE_CONSENT_KEY, ACCEPTED);
    return !!storage;
  } catch {
    return false;
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
