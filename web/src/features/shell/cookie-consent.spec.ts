import { acceptCookies, COOKIE_CONSENT_KEY, cookiesAccepted, LEGACY_CONSENT_COOKIE } from './cookie-consent';

describe('cookie consent (spec 1 §2.10)', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = `${LEGACY_CONSENT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

  it('is not accepted until OK, which keeps the choice in local storage', () => {
    expect(cookiesAccepted()).toBe(false);
    expect(acceptCookies()).toBe(true);
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true');
    expect(cookiesAccepted()).toBe(true);
  });

  it('migrates an older acceptance cookie to local storage and removes the cookie', () => {
    document.cookie = `${LEGACY_CONSENT_COOKIE}=true; path=/`;
    expect(document.cookie).toContain(`${LEGACY_CONSENT_COOKIE}=true`);
    expect(cookiesAccepted()).toBe(true);
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true');
    expect(document.cookie).not.toContain(LEGACY_CONSENT_COOKIE);
  });

  it('ignores other cookies and a refused legacy value', () => {
    document.cookie = 'cookieAcceptedOther=true; path=/';
    document.cookie = `${LEGACY_CONSENT_COOKIE}=false; path=/`;
    expect(cookiesAccepted()).toBe(false);
    document.cookie = 'cookieAcceptedOther=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('copes with storage that refuses writes (private browsing)', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(acceptCookies(broken)).toBe(false);
    document.cookie = `${LEGACY_CONSENT_COOKIE}=true; path=/`;
    expect(cookiesAccepted(broken)).toBe(true);
    expect(document.cookie).toContain(LEGACY_CONSENT_COOKIE);
  });
});
