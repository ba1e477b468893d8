import { useEffect, useEffectEvent, useState } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { hasNavigatedInApp, noteAppNavigation } from './app-navigation';

/** How long a page may take to show its heading (a lazily loaded page, a gate's spinner). */
const HEADING_WAIT_MS = 5000;
/** Gives the page's own title effect time to run before the title is read out. */
const TITLE_DELAY_MS = 150;

/**
 * After sign-in and after every move to another page inside the app, focus goes to the first
 * heading of the new page's <main id="main"> (as spec 2 does for breadcrumbs) and the page title is
 * announced politely. A page opened afresh (typed, reloaded, a bookmark), with its own redirects,
 * keeps the browser's own start. Returns the announcement, for the caller's live region; `enabled`
 * false leaves it to an enclosing layout.
 */
export function useRouteFocus(enabled = true): string {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [announcement, setAnnouncement] = useState('');

  // The new location's state and navigation type come with it: read as they are when it arrives.
  const movesFocus = useEffectEvent((): boolean => {
    // A change within a page that keeps the user's place (a new date range) leaves focus where it is.
    if ((location.state as { keepFocus?: boolean } | null)?.keepFocus) return false;
    if (navigationType !== NavigationType.Replace) noteAppNavigation();
    else if (!hasNavigatedInApp()) return false;
    return true;
  });

  useEffect(() => {
    // 'default' is the entry the tab loaded. A redirect replaces the entry: it moves focus only after
    // the user has moved (a sign-in, a link), not while the page the tab opened on settles.
    if (!enabled || location.key === 'default') return;
    if (!movesFocus()) return;
    const main = document.getElementById('main');
    if (!main) return;
    let titleTimer: ReturnType<typeof setTimeout> | undefined;
    const focusHeading = (): boolean => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      titleTimer = setTimeout(() => setAnnouncement(document.title), TITLE_DELAY_MS);
      return true;
    };
    if (focusHeading()) return () => clearTimeout(titleTimer);
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
      clearTimeout(titleTimer);
    };
    // Only a new location moves focus.
  }, [location.key, enabled]);

  return announcement;
}
