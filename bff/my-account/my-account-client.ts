import type { Request } from 'express';
import type { MyAccountClient } from '../../application/my-account/my-account-client';
import { CLIENT_ROLE } from '../../domain/access/access-level';

/** The signed-in client, or the adviser's client in context; the access guard has made sure one exists. */
export function myAccountClient(req: Request): MyAccountClient {
  const s = req.session;
  const user = s.user!;
  if (user.role === CLIENT_ROLE) return { credential: s.platform!, role: 'client', entityId: user.entityId! };
  return { credential: s.platform!, role: 'adviser', entityId: s.clientInContext!.entityId };
}
