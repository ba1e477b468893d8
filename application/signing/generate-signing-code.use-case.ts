import { signingPhone } from '../../domain/signing/signing-phone';
import { CODE_GENERATION_FAILURE_TEXT, INVALID_PHONE_TEXT } from '../../domain/signing/signing-texts';
import type { SigningStep } from '../../domain/signing/signing-journey';
import { err, ok, type Result } from '../../domain/shared/result';
import type { PortalError } from '../errors/portal-error';
import { platformFailure } from '../messages/platform-failure';
import { isPlatformError } from '../ports/platform-error';
import { SigningPort } from '../ports/signing.port';
import { Injectable } from '../shared/injectable';
import { loadAct } from './signing-actor';
import { SigningRequests } from './signing-requests';
import { SIGNING_REQUEST_NOT_FOUND } from './signing-refusals';
import type { PortalActor } from '../session/portal-actor';

export interface GenerateCodeResult {
  outcome: 'sent' | 'invalidPhone' | 'error';
  step: SigningStep;
  maskedPhone: string | null;
  message: string | null;
}

/**
 * Ticking the terms box requests a one-time code (spec 3 §4), and 'Send a new security code' asks
 * again. A phone with no '+' goes to invalidPhone and no code is sent; a failure to generate shows
 * the §8 text. The session's end and a request that is not the user's are errors, not outcomes.
 */
@Injectable()
export class GenerateSigningCodeUseCase {
  constructor(
    private readonly signing: SigningPort,
    private readonly requests: SigningRequests,
  ) {}

  async execute(user: PortalActor, signatureId: number): Promise<Result<GenerateCodeResult, PortalError>> {
    const { credential } = user;
    try {
      const act = await loadAct(this.requests, user, signatureId);
      if (!act.ok) return act;
      const phone = signingPhone(act.value.own.entityPhone);
      const invalid: GenerateCodeResult = {
        outcome: 'invalidPhone',
        step: 'invalidPhone',
        maskedPhone: phone.masked,
        message: INVALID_PHONE_TEXT,
      };
      if (!phone.valid) return ok(invalid);
      try {
        await this.signing.generateCode({ credential, signatureId, signatoryId: act.value.own.id });
      } catch (e) {
        if (!isPlatformError(e) || e.code === 'no_session') throw e;
        if (e.code === 'validation') return ok(invalid);
        return ok({
          outcome: 'error',
          step: 'sendCode',
          maskedPhone: phone.masked,
          message: CODE_GENERATION_FAILURE_TEXT,
        });
      }
      return ok({ outcome: 'sent', step: 'enterCode', maskedPhone: phone.masked, message: null });
    } catch (e) {
      return err(platformFailure(e, SIGNING_REQUEST_NOT_FOUND));
    }
  }
}
