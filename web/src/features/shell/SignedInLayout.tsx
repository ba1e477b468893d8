import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ADVISER_ROLE, CLIENT_ROLE } from '../../../../domain/access/access-level';
import { ADVISER_READ_ONLY_PAGES, PortalPage } from '../../../../domain/access/page-access';
import { CHECKING_YOUR_SESSION } from '../../../../domain/session/shell-texts';
import { Spinner } from '../../components/Spinner';
import { refreshUnreadCount, resetInbox } from '../../lib/inbox.store';
import { rememberRequestedPath } from '../../lib/requested-path';
import { sessionStore } from '../../lib/session.store';
import { useRouteFocus } from '../../lib/use-route-focus';
import { pageSegment, productName, siteStore } from '../../lib/site.store';
import { AccessDenied } from '../site-pages/AccessDenied';
import { ContextNotice } from './ContextNotice';
import { CookieNotice } from './CookieNotice';
import { exitStore, resetExit } from './exit.store';
import { Footer } from './Footer';
import { MainNavigation } from './MainNavigation';
import { PinnedToasts } from './PinnedToasts';
import { timeoutStore } from './session-timeout.store';
import { shellApi } from './shell.api';
import { TimeoutModal } from './TimeoutModal';
import { Toasts } from './Toasts';
import { SkipLink, TopBar } from './TopBar';
import { useNotificationPrompts } from './use-notification-prompts';
import { useSessionTimeout } from './use-session-timeout';
import './shell.css';

/** What pages rendered inside the shell see through useOutletContext(): they are already inside <main>. */
export const SHELL_OUTLET_CONTEXT = { inShell: true } as const;

type Section = 'clients' | 'advisers';

/**
 * The signed-in pages (spec 1 §2.2), checks in order: (the error toasts are global) redirect to login
 * when signed out, a spinner while the session check runs, the adviser-only guard, the session rule
 * for advisers on client pages, the health and maintenance check, then the shell itself.
 */
export function SignedInLayout({ section }: { section: Section }) {
  const { phase, view } = useSnapshot(sessionStore);
  const { to: exitTo } = useSnapshot(exitStore);
  const { config } = useSnapshot(siteStore);
  const location = useLocation();

  useEffect(() => resetExit, []);

  if (exitTo) return <Navigate to={exitTo} replace />;
  if (phase === 'checking') return <Spinner label={CHECKING_YOUR_SESSION} />;
  if (phase === 'signedOut' || !view) {
    rememberRequestedPath(location);
    return <Navigate to="/login" replace />;
  }
  if (section === 'advisers' && view.user.role !== ADVISER_ROLE) return <AccessDenied />;
  // spec 3 §6: preferences stay open to an adviser with no client in context (read-only, with a note).
  const adviserReadOnlyPage = ADVISER_READ_ONLY_PAGES.some((p) =>
    location.pathname.startsWith(`/clients/${pageSegment(config as never, p)}/`),
  );
  if (section === 'clients' && view.user.role === ADVISER_ROLE && !view.clientInContext && !adviserReadOnlyPage) {
    return <Navigate to={`/advisers/${pageSegment(config as never, PortalPage.clientList)}/`} replace />;
  }
  return (
    <HealthGate>
      <Shell section={section} />
    </HealthGate>
  );
}

/** spec 1 §4.4: under maintenance, or with the maintenance page switched on, signed-in pages go to the maintenance page. */
function HealthGate({ children }: { children: ReactNode }) {
  const { config } = useSnapshot(siteStore);
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  const maintenancePageEnabled = config?.settings?.maintenancePageEnabled === true;

  useEffect(() => {
    let live = true;
    if (maintenancePageEnabled) {
      void navigate('/maintenance', { replace: true });
      return;
    }
    shellApi
      .health()
      .then((h) => {
        if (!live) return;
        if (h.underMaintenance) void navigate('/maintenance', { replace: true });
        else setReady(true);
      })
      // The health check itself failing is no reason to keep the user out.
      .catch(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [maintenancePageEnabled, navigate]);

  if (!ready) return <Spinner label={`Loading ${productName(config as never)}…`} />;
  return <>{children}</>;
}

/** spec 1 §2.6: the inbox badge's count, read once a client is signed in (advisers have no badge). */
function useUnreadCount(clientId: number | null): void {
  useEffect(() => {
    resetInbox();
    if (clientId !== null) void refreshUnreadCount();
  }, [clientId]);
}

function Shell({ section }: { section: Section }) {
  const { view } = useSnapshot(sessionStore);
  const { phase } = useSnapshot(timeoutStore);
  // The advisers section holds only the client list, where the menu is hidden (spec 1 §2.6).
  const onClientList = section === 'advisers';

  useSessionTimeout(view?.timeout ?? null);
  useNotificationPrompts();
  useUnreadCount(view?.user.role === CLIENT_ROLE ? view.user.entityId : null);
  const pageAnnouncement = useRouteFocus();

  return (
    <>
      <div className="shell" inert={phase === 'warning'}>
        <SkipLink />
        <CookieNotice />
        <header className="shell__header">
          <TopBar onClientList={onClientList} />
          <MainNavigation onClientList={onClientList} />
        </header>
        <ContextNotice />
        <PinnedToasts />
        <main id="main" tabIndex={-1} className="shell__main">
          <Outlet context={SHELL_OUTLET_CONTEXT} />
        </main>
        <Toasts inShell />
        <Footer />
        <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
          {pageAnnouncement}
        </p>
      </div>
      <TimeoutModal />
    </>
  );
}
