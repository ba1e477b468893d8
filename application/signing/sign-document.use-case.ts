import { signFailure, type SigningStep } from '../../domain/signing/signing-journey';
import { REQUEST_CODE_FIRST_TEXT } from '../../domain/signing/signing-texts';
import { err, ok, type Result } from '../../domain/shared/result';
import type { PortalError } from '../errors/portal-error';
import { platformFailure } from '../messages/platform-failure';
import { isPlatformError } from '../ports/platform-error';
import { SigningPort } from '../ports/signing.port';
import { Injectable } from '../shared/injectable';
import { reloadAnswer } from './get-signatories.use-case';
import { loadAct } from './signing-actor';
import { SigningConfirmation, type NotificationOutcome } from './signing-confirmation';
import { SigningRequests } from './signing-requests';
import { SIGNING_REQUEST_NOT_FOUND } from './signing-refusals';
import type { SignatoryView, SigningItemView } from './signing-views';
import type { PortalActor } from '../session/portal-actor';

/** spec 3 §3, §9: signing_method in requests: 1 signs, 2 declines. */
export const SIGN_METHOD = 1;
export const DECLINE_METHOD = 2;

export interface SignResult {
  outcome: 'signed' | 'mismatch' | 'tooManyAttempts' | 'expired' | 'error';
  step: SigningStep;
  message: string | null;
  offerNewCode: boolean;
  notification: NotificationOutcome | null;
  item: SigningItemView | null;
  signatories: SignatoryView[];
}

const KIND_TO_OUTCOME = {
  mismatch: 'mismatch',
  tooManyAttempts: 'tooManyAttempts',
  expired: 'expired',
  error: 'error',
} as const;

/**
 * Submitting the code (spec 3 §4 validateCode): the platform checks the one-time code. A refused
 * code is an outcome with its §8 text and next step, not an error. On success the confirmation is
 * sent and the signatories reloaded, so the answer carries the item as it now shows ('Signed').
 */
@Injectable()
export class SignDocumentUseCase {
  constructor(
    private readonly signing: SigningPort,
    private readonly requests: SigningRequests,
    private readonly confirmation: SigningConfirmation,
  ) {}

  /** `codeRequested`: whether this user asked for a code for this request (the platform answers 'expired' either way). */
  async execute(
    user: PortalActor,
    input: { signatureId: number; code: string; codeRequested: boolean },
  ): Promise<Result<SignResult, PortalError>> {
    const { credential } = user;
    try {
      const act = await loadAct(this.requests, user, input.signatureId);
      if (!act.ok) return act;
      const { record, own } = act.value;
      if (!input.codeRequested) {
        // No code was sent, so none can have expired: the way on is the same ('Send a new security code').
        return ok({
          outcome: 'error',
          step: 'expiredCode',
          message: REQUEST_CODE_FIRST_TEXT,
          offerNewCode: true,
          notification: null,
          item: null,
          signatories: [],
        });
      }
      try {
        await this.signing.sign({
          credential,
          signatureId: record.id,
          signatoryId: own.id,
          signingMethod: SIGN_METHOD,
          secureData: record.secureData,
          otp: input.code.trim(),
        });
      } catch (e) {
        if (!isPlatformError(e) || e.code === 'no_session') throw e;
        // spec 3 §8: a sign error stores the api_message; the known ones have their own texts.
        const f = signFailure(e.apiMessage ?? e.userMessage);
        return ok({
          outcome: KIND_TO_OUTCOME[f.kind],
          step: f.step,
          message: f.message,
          offerNewCode: f.offerNewCode,
          notification: null,
          item: null,
          signatories: [],
        });
      }
      const notification = await this.confirmation.send(user, record, 'sign');
      const answer = await reloadAnswer(this.requests, user, record.id);
      return ok({
        outcome: 'signed',
        step: 'validateCode',
        message: null,
        offerNewCode: false,
        notification,
        item: answer?.item ?? null,
        signatories: answer?.signatories ?? [],
      });
    } catch (e) {
      return err(platformFailure(e, SIGNING_REQUEST_NOT_FOUND));
    }
  }
}
