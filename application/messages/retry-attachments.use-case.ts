import {
  MAX_ATTACHMENTS,
  TOO_MANY_ATTACHMENTS,
  validateAttachments,
} from '../../domain/messages/attachment-validation';
import { sendOutcome } from '../../domain/messages/send-outcome';
import { err, ok, type Result } from '../../domain/shared/result';
import { portalError, type PortalError } from '../errors/portal-error';
import { MessagesPort } from '../ports/messages.port';
import { PendingAttachmentsPort, type PendingAttachment } from '../ports/pending-attachments.port';
import { Injectable } from '../shared/injectable';
import { MESSAGE_NOT_FOUND, MessageAccess } from './get-message.use-case';
import { isClientInitiated } from './messages-context';
import type { OutgoingAttachment, SendReport } from './outgoing-attachment';
import { platformFailure } from './platform-failure';
import { PENDING_ATTACHMENTS_TTL_MS, uploadEach } from './upload-attachments';
import type { PortalActor } from '../session/portal-actor';

export const NOT_YOUR_MESSAGE = 'Attachments can only be added to a message you sent.';
export const NOTHING_TO_RETRY = 'This message has no attachments waiting to be sent again.';
export const NO_FILES_GIVEN = 'Choose the attachments that could not be sent.';
export const notOneThatFailed = (filename: string) =>
  `Only the attachments that could not be sent can be sent again: ${filename} is not one of them.`;

/**
 * Retrying the attachments that failed (spec 3 §8 "Attachment failure"): only the files the send reported not
 * stored (same name and size), only until each is stored, only by the client who sent the message, and always
 * to the message that exists, never a new one. A file the platform holds after all (an upload whose answer was
 * lost) counts as stored and is not sent twice.
 */
@Injectable()
export class RetryAttachmentsUseCase {
  constructor(
    private readonly messages: MessagesPort,
    private readonly access: MessageAccess,
    private readonly pending: PendingAttachmentsPort,
  ) {}

  /** Whether this user may add attachments to this message (one they sent): checked before anything of the upload is read, and again by execute. */
  async mayRetry(user: PortalActor, docnoteId: number): Promise<Result<void, PortalError>> {
    if (user.role !== 'client') return err(portalError('forbidden', NOT_YOUR_MESSAGE));
    const found = await this.access.docNote(user, docnoteId);
    if (!found.ok) return found;
    if (!isClientInitiated(found.value)) return err(portalError('forbidden', NOT_YOUR_MESSAGE));
    return ok(undefined);
  }

  async execute(
    user: PortalActor,
    docnoteId: number,
    files: readonly OutgoingAttachment[],
  ): Promise<Result<SendReport, PortalError>> {
    const allowed = await this.mayRetry(user, docnoteId);
    if (!allowed.ok) return allowed;
    const check = validateAttachments(files.map((f) => ({ name: f.filename, size: f.size })));
    if (!check.valid)
      return err(portalError('validation', check.countError ?? check.fileErrors.find((e) => e !== null)!));

    let waiting: PendingAttachment[];
    try {
      waiting = await this.pending.waiting(user.clientId, docnoteId);
    } catch {
      return err(portalError('unavailable', NOTHING_TO_RETRY));
    }
    if (waiting.length === 0) return err(portalError('validation', NOTHING_TO_RETRY));
    if (files.length === 0) return err(portalError('validation', NO_FILES_GIVEN));
    const seen = new Set<string>();
    for (const f of files) {
      const key = `${f.size}:${f.filename}`;
      if (seen.has(key) || !waiting.some((w) => w.filename === f.filename && w.size === f.size))
        return err(portalError('validation', notOneThatFailed(f.filename)));
      seen.add(key);
    }

    try {
      const existing = await this.messages.listAttachments({ credential: user.credential, docnoteId });
      const already = files.filter((f) => existing.some((a) => a.filename === f.filename));
      const toSend = files.filter((f) => !already.includes(f));
      if (existing.length + toSend.length > MAX_ATTACHMENTS)
        return err(portalError('validation', TOO_MANY_ATTACHMENTS));
      for (const f of already) await this.pending.take(user.clientId, docnoteId, pendingOf(f)).catch(() => false);
      const stored = already.map((f) => f.filename);
      const failed: string[] = [];
      for (const f of toSend) {
        // Taken before the upload, so a second retry at the same moment cannot store it twice.
        if (!(await this.pending.take(user.clientId, docnoteId, pendingOf(f)).catch(() => false))) {
          failed.push(f.filename);
          continue;
        }
        const one = await uploadEach(this.messages, user.credential, docnoteId, [f]);
        stored.push(...one.stored);
        failed.push(...one.failed);
        if (one.failed.length)
          await this.pending
            .restore(user.clientId, docnoteId, pendingOf(f), PENDING_ATTACHMENTS_TTL_MS)
            .catch(() => undefined);
      }
      return ok({
        ...sendOutcome({
          created: true,
          markedRead: true,
          failedAttachments: failed.length,
          template: null,
          notification: null,
        }),
        messageId: docnoteId,
        storedAttachments: stored,
        failedAttachments: failed,
      });
    } catch (e) {
      return err(platformFailure(e, MESSAGE_NOT_FOUND));
    }
  }
}

const pendingOf = (f: OutgoingAttachment): PendingAttachment => ({ filename: f.filename, size: f.size });
