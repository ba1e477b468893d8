import { useSnapshot } from 'valtio';
import { PortalPage } from '../../../../domain/access/page-access';
import { sessionStore } from '../../lib/session.store';
import { pageSegment, siteStore } from '../../lib/site.store';
import { siteTermsBackLink } from './back-link';

export function useBackLink(): string {
  const { phase, view } = useSnapshot(sessionStore);
  const { config } = useSnapshot(siteStore);
  return siteTermsBackLink({
    signedIn: phase === 'signedIn' && !!view,
    role: view?.user.role ?? null,
    clientListPath: `/advisers/${pageSegment(config as never, PortalPage.clientList)}/`,
  });
}
