import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { checkPageAccess, PortalPage } from '../../../domain/access/page-access';
import { AccessDenied } from '../features/site-pages/AccessDenied';
import { rememberRequestedPath } from '../lib/requested-path';
import { sessionStore } from '../lib/session.store';

/** Role, client-in-context and access-level rules of a page, as the server enforces them (spec 1 §2.7, §4.7). */
export function PageGate({ page, children }: { page: PortalPage; children: ReactNode }) {
  const { view } = useSnapshot(sessionStore);
  const location = useLocation();
  if (!view) {
    rememberRequestedPath(location);
    return <Navigate to="/login" replace />;
  }
  const decision = checkPageAccess({
    role: view.user.role,
    siteAccessLevel: view.siteAccessLevel,
    hasClientInContext: !!view.clientInContext,
    page,
  });
  if (decision.allowed) return <>{children}</>;
  if (decision.reason === 'accessUnknown') return <Navigate to="/login" replace />;
  return <AccessDenied />;
}
