import { Navigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { clientAreaIndex, rootRedirect } from '../../../domain/access/page-access';
import { CHECKING_YOUR_SESSION } from '../../../domain/session/shell-texts';
import { Spinner } from '../components/Spinner';
import { sessionStore } from '../lib/session.store';
import { pageSegment, siteStore } from '../lib/site.store';

/** The root index: clients to /clients/, advisers to /advisers/, anyone else to /login (spec 1 §2.1). */
export function RootRedirect() {
  const { phase, view } = useSnapshot(sessionStore);
  const target = rootRedirect({
    checkingSession: phase === 'checking',
    loggedIn: phase === 'signedIn',
    role: view?.user.role ?? null,
  });
  if (!target) return <Spinner label={CHECKING_YOUR_SESSION} />;
  return <Navigate to={target} replace />;
}

/** The client-area index: home for Assets or Portfolio, otherwise documents and messages (replacing history). */
export function ClientIndexRedirect() {
  const { view } = useSnapshot(sessionStore);
  const { config } = useSnapshot(siteStore);
  const page = clientAreaIndex(view?.siteAccessLevel ?? null);
  return <Navigate to={`/clients/${pageSegment(config as never, page)}/`} replace />;
}
