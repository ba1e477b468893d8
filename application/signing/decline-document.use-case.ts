import { DECLINE_FAILURE_TEXT } from '../../domain/signing/signing-texts';
import { err, ok, type Result } from '../../domain/shared/result';
import type { PortalError } from '../errors/portal-error';
import { platformFailure } from '../messages/platform-failure';
import { isPlatformError } from '../ports/platform-error';
import { SigningPort } from '../ports/signing.port';
import { Injectable } from '../shared/injectable';
import { reloadAnswer } from './get-signatories.use-case';
import { DECLINE_METHOD } from './sign-document.use-case';
import { loadAct } from './signing-actor';
import { SigningConfirmation, type NotificationOutcome } from './signing-confirmation';
import { SigningRequests } from './signing-requests';
import { SIGNING_REQUEST_NOT_FOUND } from './signing-refusals';
import type { SignatoryView, SigningItemView } from './signing-views';
import type { PortalActor } from '../session/portal-actor';

export interface DeclineResult {
  outcome: 'declined' | 'error';
  message: string | null;
  notification: NotificationOutcome | null;
  item: SigningItemView | null;
  signatories: SignatoryView[];
}

/**
 * Declining (spec 3 §4 declining): the sign payload with the decline method and no code. A failure
 * shows the decline text; on success the confirmation is sent and the signatories reloaded.
 */
@Injectable()
export class DeclineDocumentUseCase {
  constructor(
    private readonly signing: SigningPort,
    private readonly requests: SigningRequests,
    private readonly confirmation: SigningConfirmation,
  ) {}

  async execute(user: PortalActor, signatureId: number): Promise<Result<DeclineResult, PortalError>> {
    const { credential } = user;
    try {
      const act = await loadAct(this.requests, user, signatureId);
      if (!act.ok) return act;
      const { record, own } = act.value;
      try {
        await this.signing.decline({
          credential,
          signatureId: record.id,
          signatoryId: own.id,
          signingMethod: DECLINE_METHOD,
          secureData: record.secureData,
          otp: '',
        });
      } catch (e) {
        if (!isPlatformError(e) || e.code === 'no_session') throw e;
        return ok({ outcome: 'error', message: DECLINE_FAILURE_TEXT, notification: null, item: null, signatories: [] });
      }
      const notification = await this.confirmation.send(user, record, 'decline');
      const answer = await reloadAnswer(this.requests, user, record.id);
      return ok({
        outcome: 'declined',
        message: null,
        notification,
        item: answer?.item ?? null,
        signatories: answer?.signatories ?? [],
      });
    } catch (e) {
      return err(platformFailure(e, SIGNING_REQUEST_NOT_FOUND));
    }
  }
}
