import type { MouseEvent } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PortalPage } from '../../../../domain/access/page-access';
import { MESSAGES_AND_DOCUMENTS } from '../../../../domain/messages/messages-page';
import { SKIP_TO_MAIN_CONTENT } from '../../../../domain/session/shell-texts';
import { sessionStore, setSession } from '../../lib/session.store';
import { AccountMenu } from './AccountMenu';
import {
  accountNavigationItems,
  hasValuationTemplateFor,
  HOME_LABEL,
  homeLinkShown,
  navigationConfig,
} from './navigation';
import { shellApi } from './shell.api';
import { UnreadBadge } from './UnreadBadge';
import { ViewingPreview } from './ViewingPreview';
import { useBiometricLink } from '../my-account/use-biometric-link';
import { inboxStore } from '../../lib/inbox.store';
import { useShellModel } from './use-shell-model';

export const viewingText = (name: string) => `Viewing ${name}`;

/** Moves focus to the main region (the router does not handle in-page fragments). */
function skipToMain(e: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  e.preventDefault();
  main.focus();
  main.scrollIntoView?.();
}

/** spec 1 §2.6: the first thing on every signed-in page. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main" onClick={skipToMain}>
      {SKIP_TO_MAIN_CONTENT}
    </a>
  );
}

/** spec 1 §2.6 (after the skip link): 'Viewing {client}' for an adviser; Home; the inbox with its badge; My Account. */
export function TopBar({ onClientList }: { onClientList: boolean }) {
  const m = useShellModel();
  const { unread: count } = useSnapshot(inboxStore);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const view = m.view!;
  const biometricLink = useBiometricLink(m.isClient, `${view.user.role}:${view.user.entityId ?? ''}`);

  const leaveClient = async (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    try {
      await shellApi.clearClientInContext();
    } catch {
      return; // The global toast says what went wrong; the client stays in context.
    }
    const current = sessionStore.view;
    if (current) setSession({ ...current, clientInContext: null, siteAccessLevel: null });
    void navigate(m.clientListPath);
  };

  const accountItems = accountNavigationItems(navigationConfig(m.settings).myAccountNavigation, {
    role: view.user.role,
    locale: view.user.locale,
    siteAccessLevel: view.siteAccessLevel,
    segmentOf: m.segmentOf,
    hasValuationTemplate: hasValuationTemplateFor(m.settings, view.user.role),
    clientReportsOn: !!m.toggles['use-client-reports'],
    onClientList,
    hasClientInContext: m.hasClientInContext,
    biometricLinkVisible: biometricLink,
  });
  const homePage = `/clients/${m.segmentOf(PortalPage.home)}/`;
  const onHome = m.hasClient ? pathname.startsWith(homePage) : pathname.startsWith(m.clientListPath);

  return (
    <div className="top-bar">
      {/* An adviser always sees whose portal this is: a band across the page, not a small link among the quick links. */}
      {m.isAdviser && view.clientInContext && (
        <div className="viewing-banner" data-testid="viewing-banner">
          <div className="viewing-banner__inner">
            <Link to={m.clientListPath} className="top-bar__viewing" onClick={(e) => void leaveClient(e)}>
              {viewingText(view.clientInContext.displayName)}
            </Link>
            <ViewingPreview client={view.clientInContext} />
          </div>
        </div>
      )}
      <div className="top-bar__inner">
        <nav className="top-bar__nav" aria-label="Quick links">
          <ul className="top-bar__list">
            {homeLinkShown({ hasClient: m.hasClient, siteAccessLevel: view.siteAccessLevel }) && (
              <li className="top-bar__home">
                <Link to={m.homePath} className="top-bar__link" aria-current={onHome ? 'page' : undefined}>
                  {HOME_LABEL}
                </Link>
              </li>
            )}
            {m.hasClient && (
              <li>
                <NavLink to={m.messagesPath} className="top-bar__link">
                  {MESSAGES_AND_DOCUMENTS}
                  <UnreadBadge count={count} isClient={m.isClient} />
                </NavLink>
              </li>
            )}
            <li>
              <AccountMenu items={accountItems} loggingOut={m.loggingOut} />
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
