import type { Request } from 'express';
import { ADVISER_ROLE } from '../../domain/access/access-level';
import { csrfTokenFor } from '../common/csrf.middleware';
import type { SessionViewDto } from './session.dto';

/** What the browser may know of its session: never the platform credential or a password. */
export function sessionView(req: Request): SessionViewDto | null {
  const s = req.session;
  if (!s?.user || !s.timeout) return null;
  const client = s.clientInContext ?? null;
  return {
    user: s.user,
    clientInContext: client,
    siteAccessLevel: s.user.role === ADVISER_ROLE ? (client?.siteAccessLevel ?? null) : s.user.siteAccessLevel,
    timeout: s.timeout,
    csrfToken: csrfTokenFor(req),
  };
}
