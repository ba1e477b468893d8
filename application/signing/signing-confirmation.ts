import { isPlatformError } from '../ports/platform-error';
import { MessagesPort } from '../ports/messages.port';
import type { DigitalSignatureRecord } from '../ports/signing.port';
import { Injectable } from '../shared/injectable';
import { SigningRequests } from './signing-requests';
import type { PortalActor } from '../session/portal-actor';

export type NotificationOutcome = 'sent' | 'notConfigured' | 'failed';
export type SigningDecision = 'sign' | 'decline';

export const confirmationSubject = (decision: SigningDecision, filename: string): string =>
  `${decision === 'sign' ? 'Document signed' : 'Document declined'}: ${filename}`;

/**
 * spec 3 §4: after sign or decline succeeds, a confirmation notification is sent with the configured
 * sign or decline template. The signature stands whatever happens here: a failure is reported, not thrown.
 */
@Injectable()
export class SigningConfirmation {
  constructor(
    private readonly messages: MessagesPort,
    private readonly requests: SigningRequests,
  ) {}

  async send(
    user: PortalActor,
    record: DigitalSignatureRecord,
    decision: SigningDecision,
  ): Promise<NotificationOutcome> {
    const { credential } = user;
    const settings = await this.requests.settings();
    const templateId = decision === 'sign' ? settings.signTemplateId : settings.declineTemplateId;
    if (templateId == null) return 'notConfigured';
    try {
      await this.messages.sendEmail({
        credential,
        templateId,
        subject: confirmationSubject(decision, record.filename),
        docnoteId: record.docnoteId,
        entityId: user.clientId,
      });
      return 'sent';
    } catch (e) {
      if (!isPlatformError(e)) throw e;
      return 'failed';
    }
  }
}
