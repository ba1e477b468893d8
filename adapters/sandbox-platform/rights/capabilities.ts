import type { SignedInContext } from '../http/reply';
import { CLIENT_CAPABILITIES } from '../data/demo-constants';
import { readableClient } from './client-rights';

/**
 * session/capability: the session user's own, or (entity_id given) those of that client as far as
 * the caller may see it; a client with no portal user has the default client set.
 */
export function capabilitiesFor(ctx: SignedInContext, entityId: number | undefined): string[] {
  if (entityId === undefined || entityId === ctx.user.entityId) return [...ctx.user.capabilities];
  const client = readableClient(ctx, entityId);
  const user = client.userId === null ? undefined : ctx.state.index.userById(client.userId);
  return [...(user?.capabilities ?? CLIENT_CAPABILITIES)];
}
