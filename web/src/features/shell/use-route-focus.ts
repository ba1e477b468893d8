import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a page may take to show its heading (a lazily loaded page, a gate's spinner). */
const HEADING_WAIT_MS = 5000;
/** Gives the page's own title effect time to run before the title is read out. */
const TITLE_DELAY_MS = 150;

/**
 * After sign-in and after every move to another page inside the app, focus goes to the new page's
 * first heading (as spec 2 does for breadcrumbs) and the page title is announced politely. A page
 * opened afresh (typed, reloaded, a bookmark) keeps the browser's own start. Returns the text of the
 * announcement, for a live region of the shell.
 */
export function useRouteFocus(): string {
  const location = useLocation();
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    // 'default' is the entry the tab loaded; every move inside the app (sign-in included) has a key.
    if (location.key === 'default') return;
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
  }, [location.key]);

  return announcement;
}
