import { IMPORTANT_FOLDER_NAME, messageFolders } from '../../domain/messages/folders';
import { unreadDisplay, UNREAD_PAGE_SIZE } from '../../domain/messages/message-limits';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, type PortalError } from '../errors/portal-error';
import { MessagesPort } from '../ports/messages.port';
import { SigningRequests } from '../signing/signing-requests';
import { Injectable } from '../shared/injectable';
import { advisersSeeNoUnreadCounts } from './list-folders.use-case';
import { folderQuery, keptInFolder } from './list-messages.use-case';
import { MessagesContextLoader } from './messages-context';
import { waitingForClient } from './waiting-signatures';
import type { PortalActor } from '../session/portal-actor';
import { first } from '../../domain/shared/present';

export interface UnreadCount {
  /** null for an adviser (advisersSeeNoUnreadCounts). */
  count: number | null;
  display: string;
}

export interface AttentionMessage {
  id: number;
  subject: string;
  createdDate: string;
}

export interface AttentionSignature {
  id: number;
  subject: string;
  dueDate: string;
  overdue: boolean;
  docnoteId: number | null;
}

export interface AttentionCounts {
  /** null for an adviser (advisersSeeNoUnreadCounts), whose list of important messages is then empty. */
  importantUnread: number | null;
  toBeSigned: number;
  /** The unread important messages, newest first (at most 21). */
  importantMessages: AttentionMessage[];
  /** The requests waiting for a signature, soonest due first. */
  signatures: AttentionSignature[];
  importantLink: string;
  toBeSignedLink: string;
}

/** spec 3 §9 */
export const IMPORTANT_ONLY_LINK = '/clients/documents-and-messages/?importantOnly=true';
/** spec 3 §9 */
export const TO_BE_SIGNED_LINK = '/clients/documents-and-messages/?toBeSigned=true';

/** The top bar's unread badge (spec 1 top bar; spec 3 §6, §9) and the home attention panel's counts. */
@Injectable()
export class MessageCountsUseCase {
  constructor(
    private readonly messages: MessagesPort,
    private readonly signing: SigningRequests,
    private readonly context: MessagesContextLoader,
  ) {}

  /** Unread received messages, fetched with a page of 21 so that '(20+)' can show. */
  async unread(user: PortalActor): Promise<Result<UnreadCount, PortalError>> {
    if (advisersSeeNoUnreadCounts(user)) return ok({ count: null, display: '' });
    try {
      const settings = await this.context.settings();
      const inbox = first(messageFolders({ ...settings, isClient: user.role === 'client', hasClientInitiated: false }));
      const related = await this.context.relatedEntities(user, settings);
      const page = await this.messages.listDocNotes({
        credential: user.credential,
        pageSize: UNREAD_PAGE_SIZE,
        includeRead: false,
        ...folderQuery(inbox, null, [user.clientId, ...related.map((r) => r.id)])!,
      });
      const count = page.items.filter((r) => keptInFolder(user, inbox, r)).length;
      return ok({ count, display: unreadDisplay(count) });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }

  /** Unread important messages and documents waiting for the client's signature (the user's `today` marks the overdue). */
  async attention(user: PortalActor): Promise<Result<AttentionCounts, PortalError>> {
    try {
      const settings = await this.context.settings();
      const folders = messageFolders({ ...settings, isClient: user.role === 'client', hasClientInitiated: false });
      const importantFolder = folders.find((f) => f.name === IMPORTANT_FOLDER_NAME && f.type === 'important')!;
      const [important, related] = await Promise.all([
        this.context.importantCategory(user),
        this.context.relatedEntities(user, settings),
      ]);
      const filters = folderQuery(importantFolder, important, [user.clientId, ...related.map((r) => r.id)]);
      const [messages, waiting] = await Promise.all([
        filters && !advisersSeeNoUnreadCounts(user)
          ? this.messages
              .listDocNotes({ credential: user.credential, pageSize: UNREAD_PAGE_SIZE, includeRead: false, ...filters })
              .then((p) => p.items.filter((r) => keptInFolder(user, importantFolder, r)))
          : Promise.resolve([]),
        user.role === 'client' && settings.digitalSignaturesEnabled
          ? waitingForClient(this.signing, user)
          : Promise.resolve([]),
      ]);
      const signatures = waiting.map((i) => ({
        id: i.id,
        subject: i.subject,
        dueDate: i.dueDate,
        overdue: i.overdue,
        docnoteId: i.docnoteId,
      }));
      return ok({
        importantUnread: advisersSeeNoUnreadCounts(user) ? null : messages.length,
        toBeSigned: signatures.length,
        importantMessages: messages.map((r) => ({ id: r.id, subject: r.subject, createdDate: r.createdDate })),
        signatures,
        importantLink: IMPORTANT_ONLY_LINK,
        toBeSignedLink: TO_BE_SIGNED_LINK,
      });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
