import { useState } from 'react';
import { Link } from 'react-router-dom';
import { acceptCookies, COOKIE_POLICY_PATH, cookiesAccepted } from './cookie-consent';

export const COOKIE_NOTICE_TEXT = 'We use cookies to keep you signed in securely and to remember your choices.';
export const COOKIE_POLICY_LINK = 'Read our cookie policy';

/** spec 1 §2.10: shown until accepted; OK keeps the acceptance in local storage. */
export function CookieNotice() {
  const [accepted, setAccepted] = useState(() => cookiesAccepted());
  if (accepted) return null;
  const ok = () => {
    acceptCookies();
    setAccepted(true);
    // The button is about to disappear: keep keyboard users in a sensible place.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <section className="cookie-notice" aria-label="Cookie notice">
      <div className="cookie-notice__inner">
        <p className="cookie-notice__text">
          {COOKIE_NOTICE_TEXT} <Link to={COOKIE_POLICY_PATH.replace(/^\/core/, '')}>{COOKIE_POLICY_LINK}</Link>
        </p>
        <button type="button" className="button cookie-notice__ok" onClick={ok}>
          OK
        </button>
      </div>
    </section>
  );
}
