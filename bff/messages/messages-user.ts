import type { Request } from 'express';
import type { MessagesUser } from '../../application/messages/messages-user';
import { CLIENT_ROLE } from '../../domain/access/access-level';

/** The user of a messages request: the signed-in client, or the adviser with the client in context (the access guard has checked one exists). */
export function messagesUser(req: Request): MessagesUser {
  const s = req.session;
  const user = s.user!;
  const isClient = user.role === CLIENT_ROLE;
  return { credential: s.platform!, isClient, clientId: isClient ? user.entityId! : s.clientInContext!.entityId };
}
