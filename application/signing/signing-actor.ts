import { maySign } from '../../domain/signing/signatory';
import { err, ok, type Result } from '../../domain/shared/result';
import { portalError, type PortalError } from '../errors/portal-error';
import type { SignatoryRecord } from '../ports/signing.port';
import { SigningRequests, type LoadedRequest } from './signing-requests';
import { ADVISER_VIEW_ONLY, NOT_YOURS_TO_SIGN, SIGNING_REQUEST_NOT_FOUND } from './signing-refusals';
import { ownRecord } from './signing-views';
import type { PortalActor } from '../session/portal-actor';

export interface SigningAct extends LoadedRequest {
  own: SignatoryRecord;
}

/**
 * Before a code, a signature or a decline (spec 3 §4, §6): only a client acts, on a request they may
 * see, through their own signatory record (never one named by the browser), and only while it may be signed.
 */
export async function loadAct(
  requests: SigningRequests,
  user: PortalActor,
  signatureId: number,
): Promise<Result<SigningAct, PortalError>> {
  if (user.role !== 'client') return err(portalError('forbidden', ADVISER_VIEW_ONLY));
  const loaded = await requests.load(user, signatureId);
  if (!loaded.ok) return loaded;
  const own = ownRecord(user, loaded.value.signatories);
  if (!own) return err(portalError('not_found', SIGNING_REQUEST_NOT_FOUND));
  if (
    !maySign(loaded.value.record.status, { entityId: own.entityId, canSign: own.canSign, state: own.signingMethod })
  ) {
    return err(portalError('wrong_step', NOT_YOURS_TO_SIGN));
  }
  return ok({ ...loaded.value, own });
}
