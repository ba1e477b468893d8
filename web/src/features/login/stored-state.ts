import { clearSession } from '../../lib/session.store';

/**
 * spec 1 §9: the persisted state keys (user, global, capabilities, account, dashboard, notification,
 * filter, history, site access). The settings-and-content file and the cookie acceptance are not
 * session state and stay.
 */
export const STORED_SESSION_KEYS = [
  'user',
  'global',
  'capabilities',
  'account',
  'dashboard',
  'notification',
  'filter',
  'history',
  'site-access',
] as const;

/** Further state of a signed-in session kept by this app: the adviser's place in the client list. */
export const APP_SESSION_KEYS = ['client-list'] as const;

/** spec 1 §2.3: the login page clears all stored session state on load. */
export function clearStoredSessionState(): void {
  clearSession();
  for (const storage of [safeStorage('localStorage'), safeStorage('sessionStorage')]) {
    if (!storage) continue;
    for (const key of [...STORED_SESSION_KEYS, ...APP_SESSION_KEYS]) storage.removeItem(key);
  }
}

/** Private browsing may refuse storage access altogether. */
function safeStorage(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[name];
  } catch {
    return null;
  }
}
