import type { SigningRequests } from '../signing/signing-requests';
import type { PortalActor } from '../session/portal-actor';

/**
 * The requests waiting for this client's signature, by the signing journey's own rule
 * (SigningRequests.awaiting: spec 3 §3 pending, less what shows as signed or declined to them), so the
 * To be signed count, the attention panel and the signing list always agree.
 */
export function waitingForClient(requests: SigningRequests, user: PortalActor) {
  return requests.awaiting(user);
}
