import { err, ok, type Result } from '../../domain/shared/result';
import { portalError, type PortalError } from '../errors/portal-error';
import { platformFailure } from './platform-failure';
import { MessagesPort } from '../ports/messages.port';
import { Injectable } from '../shared/injectable';
import { MESSAGE_NOT_FOUND, MessageAccess } from './get-message.use-case';
import { MessagesContextLoader } from './messages-context';
import type { PortalActor } from '../session/portal-actor';

export const CLIENTS_ONLY_MARK_READ = 'Only the client marks messages read.';

export interface MarkReadOutcome {
  id: number;
  read: true;
  /** The read notice went out now (only on the first read, and only when a read notice template is configured). */
  readNoticeSent: boolean;
}

/**
 * spec 3 §4: a client opening a message not yet read marks it read and sends a read notice (the configured
 * e-mail template). The mark stands even if the notice cannot be sent.
 */
@Injectable()
export class MarkReadUseCase {
  constructor(
    private readonly messages: MessagesPort,
    private readonly context: MessagesContextLoader,
    private readonly access: MessageAccess,
  ) {}

  async execute(user: PortalActor, docnoteId: number): Promise<Result<MarkReadOutcome, PortalError>> {
    if (user.role !== 'client') return err(portalError('forbidden', CLIENTS_ONLY_MARK_READ));
    const found = await this.access.docNote(user, docnoteId);
    if (!found.ok) return found;
    if (found.value.firstRead !== null) return ok({ id: docnoteId, read: true, readNoticeSent: false });
    try {
      await this.messages.markFirstRead({ credential: user.credential, docnoteId });
    } catch (e) {
      return err(platformFailure(e, MESSAGE_NOT_FOUND));
    }
    const templateId = (await this.context.settings()).readNoticeTemplateId;
    if (templateId === null) return ok({ id: docnoteId, read: true, readNoticeSent: false });
    const readNoticeSent = await this.messages
      .emailTemplate({ credential: user.credential, templateId })
      .then((t) =>
        this.messages.sendEmail({
          credential: user.credential,
          templateId,
          subject: t.subject,
          docnoteId,
          entityId: user.clientId,
        }),
      )
      .then(
        () => true,
        () => false,
      );
    return ok({ id: docnoteId, read: true, readNoticeSent });
  }
}
