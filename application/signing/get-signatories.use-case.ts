import { INVALID_PHONE_TEXT } from '../../domain/signing/signing-texts';
import type { SigningStep } from '../../domain/signing/signing-journey';
import { err, ok, type Result } from '../../domain/shared/result';
import type { PortalError } from '../errors/portal-error';
import { platformFailure } from '../messages/platform-failure';
import { Injectable } from '../shared/injectable';
import { SigningRequests, type LoadedRequest } from './signing-requests';
import { SIGNING_REQUEST_NOT_FOUND } from './signing-refusals';
import { itemView, signatoryView, type SignatoryView, type SigningItemView } from './signing-views';
import type { PortalActor } from '../session/portal-actor';

export interface SignatoriesAnswer {
  requestId: number;
  item: SigningItemView;
  signatories: SignatoryView[];
  step: SigningStep;
  message: string | null;
}

/** A request's signatories and where the journey starts (spec 3 §3 "Signatory", §4); also the reload after sign or decline. */
export function signatoriesAnswer(loaded: LoadedRequest, user: PortalActor): SignatoriesAnswer {
  const item = itemView(loaded.record, user, loaded.signatories);
  const signatories = loaded.signatories.map((s) => signatoryView(s, user));
  const me = signatories.find((s) => s.isMe);
  // spec 3 §4: a phone with no '+' goes to invalidPhone, and no code is ever asked for.
  const invalidPhone = item.canSign && !!me && !me.phoneValid;
  return {
    requestId: loaded.record.id,
    item,
    signatories,
    step: invalidPhone ? 'invalidPhone' : 'selectAction',
    message: invalidPhone ? INVALID_PHONE_TEXT : null,
  };
}

/** spec 3 §4: the signatory reload after sign or decline. The act has happened whatever it answers: a failed reload gives null. */
export async function reloadAnswer(
  requests: SigningRequests,
  user: PortalActor,
  signatureId: number,
): Promise<SignatoriesAnswer | null> {
  try {
    const reloaded = await requests.load(user, signatureId);
    return reloaded.ok ? signatoriesAnswer(reloaded.value, user) : null;
  } catch {
    return null;
  }
}

@Injectable()
export class GetSignatoriesUseCase {
  constructor(private readonly requests: SigningRequests) {}

  async execute(user: PortalActor, signatureId: number): Promise<Result<SignatoriesAnswer, PortalError>> {
    try {
      const loaded = await this.requests.load(user, signatureId);
      if (!loaded.ok) return loaded;
      return ok(signatoriesAnswer(loaded.value, user));
    } catch (e) {
      return err(platformFailure(e, SIGNING_REQUEST_NOT_FOUND));
    }
  }
}
