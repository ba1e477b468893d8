import { validateAttachments } from '../../domain/messages/attachment-validation';
import { prepareMessageBody, type AccountReference } from '../../domain/messages/message-body';
import { replyRelatesTo } from '../../domain/messages/reply-relates-to';
import { sendOutcome } from '../../domain/messages/send-outcome';
import { replySubject, validateSubject } from '../../domain/messages/subject-validation';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, portalError, type PortalError } from '../errors/portal-error';
import { MessagesPort, type DocNoteRecord } from '../ports/messages.port';
import { PendingAttachmentsPort } from '../ports/pending-attachments.port';
import { SessionPort } from '../ports/session.port';
import { PortfolioPort } from '../ports/portfolio.port';
import { Injectable } from '../shared/injectable';
import { MessageAccess } from './get-message.use-case';
import { isClientInitiated, MessagesContextLoader } from './messages-context';
import { UNKNOWN_ENTITY } from './list-messages.use-case';
import type { OutgoingAttachment, SendReport } from './outgoing-attachment';
import { VIEW_PORTFOLIO } from './linkable-accounts.use-case';
import { PENDING_ATTACHMENTS_TTL_MS, uploadEach } from './upload-attachments';
import type { PortalActor } from '../session/portal-actor';

export interface ComposeRequest {
  /** A reply's subject defaults to 'RE: ' plus the original's, cut to 255. */
  subject?: string | null;
  body: string;
  accountIds?: readonly number[];
  /** The message replied to; null for a new message. */
  replyTo?: number | null;
  /** A reply from 'Show messages for' a related entity: that entity (the reply then says so). */
  entityId?: number | null;
  attachments: readonly OutgoingAttachment[];
}

export const NO_COMPOSE = 'Sending messages is not available.';
export const NO_SUCH_ACCOUNT = 'No such account among yours.';
export const NO_REPLY_TO_OWN = 'Replies can only be made to messages you received.';
export { VIEW_PORTFOLIO };

/**
 * Compose and reply (spec 3 §4 "Reading and composing", §5, §8). Nothing is lost: the message is created first,
 * marked first-read, then each attachment uploaded, then the adviser notified; when any step after the create
 * fails the message stays (in Sent) and the report names the attachments stored and those not.
 */
@Injectable()
export class SendMessageUseCase {
  constructor(
    private readonly messages: MessagesPort,
    private readonly platform: SessionPort,
    private readonly portfolio: PortfolioPort,
    private readonly context: MessagesContextLoader,
    private readonly access: MessageAccess,
    private readonly pending: PendingAttachmentsPort,
  ) {}

  /**
   * Whether this user may send now, and reply to `replyTo` when given (the message is theirs to see and not one
   * they sent): checked before anything of the upload is read, and again by execute.
   */
  async mayCompose(
    user: PortalActor,
    replyTo: number | null = null,
  ): Promise<Result<DocNoteRecord | null, PortalError>> {
    const settings = await this.context.settings();
    if (user.role !== 'client' || settings.oneWayMessaging) return err(portalError('forbidden', NO_COMPOSE));
    if (replyTo === null) return ok(null);
    const found = await this.access.docNote(user, replyTo);
    if (!found.ok) return found;
    // As the message's canReply says: a message the client sent is not replied to.
    if (isClientInitiated(found.value)) return err(portalError('forbidden', NO_REPLY_TO_OWN));
    return ok(found.value);
  }

  async execute(user: PortalActor, req: ComposeRequest): Promise<Result<SendReport, PortalError>> {
    const settings = await this.context.settings();
    const allowed = await this.mayCompose(user, req.replyTo ?? null);
    if (!allowed.ok) return allowed;
    const original = allowed.value;
    const subject = original && !req.subject?.trim() ? replySubject(original.subject) : (req.subject ?? '');
    const subjectError = validateSubject(subject);
    if (subjectError) return err(portalError('validation', subjectError));
    const check = validateAttachments(req.attachments.map((a) => ({ name: a.filename, size: a.size })));
    if (!check.valid)
      return err(portalError('validation', check.countError ?? check.fileErrors.find((e) => e !== null)!));

    let body: string;
    try {
      body = prepareMessageBody({
        text: req.body,
        attachmentCount: req.attachments.length,
        onBehalfOf: await this.onBehalfOf(user, original, req.entityId ?? null),
        ...(await this.references(user, req.accountIds ?? [])),
      });
    } catch (e) {
      if (e instanceof UnknownAccount) return err(portalError('validation', NO_SUCH_ACCOUNT));
      if (e instanceof UnknownEntity) return err(portalError('not_found', UNKNOWN_ENTITY));
      return err(fromPlatformError(e));
    }

    let created: DocNoteRecord;
    try {
      created = await this.messages.createDocNote({
        credential: user.credential,
        subject,
        body,
        senderEntityId: user.clientId,
        creatorEntityId: user.clientId,
        notificationTemplateId: settings.notificationTemplateId,
        accounts: req.accountIds ?? [],
      });
    } catch {
      return ok({
        ...sendOutcome({ created: false, markedRead: false, failedAttachments: 0, template: null, notification: null }),
        messageId: null,
        storedAttachments: [],
        failedAttachments: req.attachments.map((a) => a.filename),
      });
    }
    const markedRead = await this.messages.markFirstRead({ credential: user.credential, docnoteId: created.id }).then(
      () => true,
      () => false,
    );
    const { stored, failed } = await uploadEach(this.messages, user.credential, created.id, req.attachments);
    if (failed.length) {
      // Only these may be retried, by this client (RetryAttachmentsUseCase). Should the store be down, the
      // answer still names them; a retry is then refused rather than let any file on.
      const notStored = req.attachments
        .filter((a) => failed.includes(a.filename))
        .map((a) => ({ filename: a.filename, size: a.size }));
      await this.pending
        .remember(user.clientId, created.id, notStored, PENDING_ATTACHMENTS_TTL_MS)
        .catch(() => undefined);
    }
    const notice = await this.notify(user, settings.notificationTemplateId, created.id);
    return ok({
      ...sendOutcome({ created: true, markedRead, failedAttachments: failed.length, ...notice }),
      messageId: created.id,
      storedAttachments: stored,
      failedAttachments: failed,
    });
  }

  /** spec 3 §4 step 4: the adviser notification, when a template is configured. */
  private async notify(
    user: PortalActor,
    templateId: number | null,
    docnoteId: number,
  ): Promise<{ template: 'ok' | 'failed' | null; notification: 'ok' | 'failed' | null }> {
    if (templateId === null) return { template: null, notification: null };
    let subject: string;
    try {
      subject = (await this.messages.emailTemplate({ credential: user.credential, templateId })).subject;
    } catch {
      return { template: 'failed', notification: null };
    }
    try {
      await this.messages.sendEmail({
        credential: user.credential,
        templateId,
        subject,
        docnoteId,
        entityId: user.clientId,
      });
      return { template: 'ok', notification: 'ok' };
    } catch {
      return { template: 'ok', notification: 'failed' };
    }
  }

  /**
   * spec 3 §5: a reply on behalf of a related entity says so: the entity chosen in 'Show messages for' (the
   * message must be theirs), or, for a message that is not the client's own at all, the related entity it went to.
   */
  private async onBehalfOf(
    user: PortalActor,
    original: DocNoteRecord | null,
    entityId: number | null,
  ): Promise<string | null> {
    if (!original || entityId === user.clientId) return null;
    const related = await this.context.relatedEntities(user, await this.context.settings());
    const entity = replyRelatesTo({
      chosenEntityId: entityId,
      clientId: user.clientId,
      messageEntityIds: original.entityIds,
      related,
    });
    if (entity === undefined) throw new UnknownEntity();
    return entity?.name ?? null;
  }

  /** spec 3 §5: linked accounts are referenced when the client may view the portfolio; only their own accounts. */
  private async references(
    user: PortalActor,
    accountIds: readonly number[],
  ): Promise<{ accounts: AccountReference[]; mayViewPortfolio: boolean }> {
    if (accountIds.length === 0) return { accounts: [], mayViewPortfolio: false };
    const [capabilities, portfolios] = await Promise.all([
      this.platform.getCapabilities(user.credential, { entityId: user.clientId }).catch(() => [] as string[]),
      this.portfolio.clientPortfolios({ credential: user.credential, clientId: user.clientId }),
    ]);
    const accounts = portfolios.length
      ? await this.portfolio.portfolioAccounts({
          credential: user.credential,
          portfolioIds: portfolios.map((p) => p.id),
        })
      : [];
    const chosen = accountIds.map((id) => accounts.find((a) => a.id === id));
    if (chosen.some((a) => !a)) throw new UnknownAccount();
    return {
      accounts: chosen.map((a) => ({ description: a!.name, externalId: a!.externalAccountId ?? null })),
      mayViewPortfolio: capabilities.includes(VIEW_PORTFOLIO),
    };
  }
}

class UnknownAccount extends Error {}
class UnknownEntity extends Error {}
