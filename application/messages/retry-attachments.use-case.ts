import { MAX_ATTACHMENTS, TOO_MANY_ATTACHMENTS, validateAttachments } from '../../domain/messages/attachment-validation';
import { sendOutcome } from '../../domain/messages/send-outcome';
import { err, ok, type Result } from '../../domain/shared/result';
import { portalError, type PortalError } from '../errors/portal-error';
import { platformFailure } from './platform-failure';
import { MessagesPort } from '../ports/messages.port';
import { Injectable } from '../shared/injectable';
import { MESSAGE_NOT_FOUND, MessageAccess } from './get-message.use-case';
import { isClientInitiated } from './messages-context';
import type { MessagesUser } from './messages-user';
import type { OutgoingAttachment, SendReport } from './outgoing-attachment';
import { uploadEach } from './upload-attachments';

export const NOT_YOUR_MESSAGE = 'Attachments can only be added to a message you sent.';

/**
 * Retrying the attachments that failed (spec 3 §8 "Attachment failure"): they go to the message that exists,
 * never to a new one. A file of the same name already stored (an upload whose answer was lost) is not sent twice.
 */
@Injectable()
export class RetryAttachmentsUseCase {
  constructor(
    private readonly messages: MessagesPort,
    private readonly access: MessageAccess,
  ) {}

  async execute(user: MessagesUser, docnoteId: number, files: readonly OutgoingAttachment[]): Promise<Result<SendReport, PortalError>> {
    if (!user.isClient) return err(portalError('forbidden', NOT_YOUR_MESSAGE));
    const found = await this.access.docNote(user, docnoteId);
    if (!found.ok) return found;
    if (!isClientInitiated(found.value)) return err(portalError('forbidden', NOT_YOUR_MESSAGE));
    const check = validateAttachments(files.map((f) => ({ name: f.filename, size: f.size })));
    if (!check.valid) return err(portalError('validation', check.countError ?? check.fileErrors.find((e) => e !== null)!));
    try {
      const existing = await this.messages.listAttachments({ credential: user.credential, docnoteId });
      const already = files.filter((f) => existing.some((a) => a.filename === f.filename));
      const toSend = files.filter((f) => !already.includes(f));
      if (existing.length + toSend.length > MAX_ATTACHMENTS) return err(portalError('validation', TOO_MANY_ATTACHMENTS));
      const { stored, failed } = await uploadEach(this.messages, user.credential, docnoteId, toSend);
      const storedAll = [...already.map((f) => f.filename), ...stored];
      return ok({
        ...sendOutcome({ created: true, markedRead: true, failedAttachments: failed.length, template: null, notification: null }),
        messageId: docnoteId,
        storedAttachments: storedAll,
        failedAttachments: failed,
      });
    } catch (e) {
      return err(platformFailure(e, MESSAGE_NOT_FOUND));
    }
  }
}
