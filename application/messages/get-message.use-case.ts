import { replySubject } from '../../domain/messages/subject-validation';
import { err, ok, type Result } from '../../domain/shared/result';
import { portalError, type PortalError } from '../errors/portal-error';
import { platformFailure } from './platform-failure';
import { MessagesPort, type AttachmentRecord, type DocNoteRecord } from '../ports/messages.port';
import { Injectable } from '../shared/injectable';
import { belongsTo, isClientInitiated, MessagesContextLoader, visibleTo } from './messages-context';
import { messageSummary, type MessageSummary } from './message-summary';
import type { PortalActor } from '../session/portal-actor';

export const MESSAGE_NOT_FOUND = 'No such message.';

export interface OpenedMessage extends MessageSummary {
  /** The platform's body, unsanitised: the BFF sanitises it before it leaves the server. */
  rawBody: string;
  attachments: AttachmentRecord[];
  canReply: boolean;
  replySubject: string;
  /** The accounts the message is linked to (a reply keeps them). */
  accountIds: number[];
}

/**
 * A docnote the user may see, or not found: someone else's docnote is never told apart from one that does not
 * exist (spec 3 §6). Advisers read through their own credential, so ownership is checked here as well.
 */
@Injectable()
export class MessageAccess {
  constructor(
    private readonly messages: MessagesPort,
    private readonly context: MessagesContextLoader,
  ) {}

  async docNote(user: PortalActor, docnoteId: number): Promise<Result<DocNoteRecord, PortalError>> {
    try {
      const settings = await this.context.settings();
      const [record, related] = await Promise.all([
        this.messages.getDocNote({ credential: user.credential, docnoteId }),
        this.context.relatedEntities(user, settings),
      ]);
      if (!belongsTo(record, [user.clientId, ...related.map((r) => r.id)]) || !visibleTo(user, record))
        return err(portalError('not_found', MESSAGE_NOT_FOUND));
      return ok(record);
    } catch (e) {
      return err(platformFailure(e, MESSAGE_NOT_FOUND));
    }
  }
}

/** One message with its body and attachments (spec 3 §2 reading pane, §3). Reading does not mark it read. */
@Injectable()
export class GetMessageUseCase {
  constructor(
    private readonly messages: MessagesPort,
    private readonly context: MessagesContextLoader,
    private readonly access: MessageAccess,
  ) {}

  async execute(user: PortalActor, docnoteId: number): Promise<Result<OpenedMessage, PortalError>> {
    const found = await this.access.docNote(user, docnoteId);
    if (!found.ok) return found;
    const record = found.value;
    try {
      const [settings, important, rawBody, attachments] = await Promise.all([
        this.context.settings(),
        this.context.importantCategory(user),
        this.messages.getDocNoteBody({ credential: user.credential, docnoteId }),
        this.messages.listAttachments({ credential: user.credential, docnoteId }),
      ]);
      return ok({
        ...messageSummary(user, record, important),
        rawBody,
        attachments,
        canReply: user.role === 'client' && !settings.oneWayMessaging && !isClientInitiated(record),
        replySubject: replySubject(record.subject),
        accountIds: [...(record.accounts ?? [])],
      });
    } catch (e) {
      return err(platformFailure(e, MESSAGE_NOT_FOUND));
    }
  }
}
