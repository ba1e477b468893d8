import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { PortalPage } from '../../../../domain/access/page-access';
import { canGoBackInPortal, markSignedInEntry } from './in-portal-history';
import {
  hasValuationTemplateFor,
  HOME_LABEL,
  homeLinkShown,
  mainNavigationItems,
  navigationConfig,
} from './navigation';
import { useShellModel } from './use-shell-model';

export const MENU = 'Menu';
export const BACK = 'Back';

/** spec 1 §2.6: logo linking home, the configured menu (behind a Menu button on small screens), and a mobile Back button. */
export function MainNavigation({ onClientList }: { onClientList: boolean }) {
  const m = useShellModel();
  const view = m.view!;
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const { pathname } = location;
  const navigate = useNavigate();

  // Another page closes the menu.
  const [openOn, setOpenOn] = useState(pathname);
  if (openOn !== pathname) {
    setOpenOn(pathname);
    setOpen(false);
  }

  const items = mainNavigationItems(navigationConfig(m.settings).mainNavigation, {
    role: view.user.role,
    locale: view.user.locale,
    siteAccessLevel: view.siteAccessLevel,
    segmentOf: m.segmentOf,
    hasValuationTemplate: hasValuationTemplateFor(m.settings, view.user.role),
    clientReportsOn: !!m.toggles['use-client-reports'],
    onClientList,
  });
  // Back steps through this sign-in's pages only: shown when there is one to go back to, never
  // leaving the portal (nor on the client list, where the client in context is cleared).
  useEffect(markSignedInEntry, [location.key]);
  const showBack = !onClientList && canGoBackInPortal();
  const back = () => (canGoBackInPortal() ? navigate(-1) : navigate(m.homePath));
  const logo = m.config?.images.logo;
  // On a phone the top bar has no room for Home, so the menu leads with it (CSS shows it there only).
  // It also gives a client whose level leaves the menu empty (carla, Assets; Messages) a Menu at all.
  const homePage = `/clients/${m.segmentOf(PortalPage.home)}/`;
  const phoneHome =
    !onClientList &&
    homeLinkShown({ hasClient: m.hasClient, siteAccessLevel: view.siteAccessLevel }) &&
    !items.some((i) => 'to' in i && i.to === homePage);
  const onHome = pathname.startsWith(m.hasClient ? homePage : m.clientListPath);

  return (
    <div className="main-nav">
      <div className="main-nav__inner">
        {showBack && (
          <button type="button" className="main-nav__back" onClick={() => void back()}>
            <svg
              className="main-nav__back-icon"
              viewBox="0 0 16 16"
              width="16"
              height="16"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d="M10.5 2.5L5 8l5.5 5.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.25"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {BACK}
          </button>
        )}
        <Link to={m.homePath} className="main-nav__logo">
          {logo ? <img src={logo} alt={`${m.firmName} home`} /> : <span>{m.product}</span>}
        </Link>
        {(items.length > 0 || phoneHome) && (
          <nav
            className={items.length > 0 ? 'main-nav__nav' : 'main-nav__nav main-nav__nav--phone-only'}
            aria-label="Main"
          >
            <button
              type="button"
              className="main-nav__toggle"
              aria-expanded={open}
              aria-controls="main-menu"
              onClick={() => setOpen((o) => !o)}
            >
              <span className="main-nav__toggle-icon" aria-hidden="true" />
              {MENU}
            </button>
            <ul id="main-menu" className={open ? 'main-nav__list main-nav__list--open' : 'main-nav__list'}>
              {phoneHome && (
                <li className="main-nav__home">
                  <Link to={m.homePath} className="main-nav__link" aria-current={onHome ? 'page' : undefined}>
                    {HOME_LABEL}
                  </Link>
                </li>
              )}
              {items.map((item) => (
                <li key={item.key}>
                  {'to' in item ? (
                    <NavLink to={item.to} className="main-nav__link">
                      {item.label}
                    </NavLink>
                  ) : (
                    <a href={item.href} className="main-nav__link">
                      {item.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </div>
  );
}
