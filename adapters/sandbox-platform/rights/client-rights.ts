import { VIEW_PARTNER } from '../../../domain/access/capabilities';
import type { ClientRecord, UserRecord } from '../data/records';
import { forbidden, notFound } from '../http/errors';
import type { SignedInContext } from '../http/reply';

/**
 * Who may read a client record: the client themselves, their partner when they hold view_partner,
 * and the adviser whose client it is.
 */
export function mayReadClient(ctx: SignedInContext, client: ClientRecord): boolean {
  const { user } = ctx;
  if (user.role === 'User') return client.adviserEntityId === user.entityId;
  if (client.entityId === user.entityId) return true;
  const own = ctx.state.index.client(user.entityId);
  return own?.partnerEntityId === client.entityId && user.capabilities.includes(VIEW_PARTNER);
}

/** Who may change a client record: the client themselves and their adviser. */
export function mayWriteClient(user: UserRecord, client: ClientRecord): boolean {
  return user.role === 'User' ? client.adviserEntityId === user.entityId : client.entityId === user.entityId;
}

/** A client with view_partner may record their partner's annual review status (answering the review for them). */
export function mayWritePartnerReview(ctx: SignedInContext, client: ClientRecord): boolean {
  const { user } = ctx;
  if (user.role !== 'ClientUser' || !user.capabilities.includes(VIEW_PARTNER)) return false;
  return ctx.state.index.client(user.entityId)?.partnerEntityId === client.entityId;
}

/** The client (with its PATCHed statuses) if it exists and the caller may read it; 404 or 403 otherwise. */
export function readableClient(ctx: SignedInContext, entityId: number): ClientRecord {
  const client = ctx.state.index.client(entityId);
  if (!client) throw notFound(`client ${entityId}`);
  if (!mayReadClient(ctx, client)) throw forbidden(`you do not have access to client ${entityId}`);
  return ctx.state.clients.current(client);
}

/** The client group of an entity when the caller belongs to it (a client) or advises the entity. */
export function mayReadGroupOf(ctx: SignedInContext, client: ClientRecord): boolean {
  if (mayReadClient(ctx, client)) return true;
  const group = ctx.state.index.groupOf(client.entityId);
  return ctx.user.role === 'ClientUser' && !!group?.members.some((m) => m.entityId === ctx.user.entityId);
}
