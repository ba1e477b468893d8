import type { Request } from 'express';
import type { SigningUser } from '../../application/signing/signing-user';
import { CLIENT_ROLE } from '../../domain/access/access-level';
import { todayIso } from '../analysis/analysis-client';

/**
 * Who is on the signing journey: the signed-in client for themselves, or an adviser viewing the
 * client in context (read-only). The access guard has already made sure one of the two exists.
 */
export function signingUser(req: Request): SigningUser {
  const s = req.session;
  const user = s.user!;
  if (user.role === CLIENT_ROLE) return { role: 'client', clientId: user.entityId!, today: todayIso() };
  return { role: 'adviser', clientId: s.clientInContext!.entityId, today: todayIso() };
}
