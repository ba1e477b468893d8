import type { Request } from 'express';
import type { AdviserDetailsUser } from '../../application/adviser-details/client-advisers';
import { CLIENT_ROLE } from '../../domain/access/access-level';

/** The signed-in client, or the adviser with the client in context (the access guard has checked one exists). */
export function adviserDetailsUser(req: Request): AdviserDetailsUser {
  const s = req.session;
  const isClient = s.user!.role === CLIENT_ROLE;
  return { credential: s.platform!, isClient, clientId: isClient ? s.user!.entityId! : s.clientInContext!.entityId };
}
