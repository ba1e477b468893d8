import { unreadDisplay, UNREAD_PAGE_SIZE } from '../../domain/messages/message-limits';
import { DOWNLOAD_VIA_XPLAN } from '../../domain/messages/messages-settings';
import {
  DEFAULT_MESSAGE_SORT,
  MESSAGE_SORT_LABELS,
  MESSAGE_SORT_OPTIONS,
  type MessageSort,
} from '../../domain/messages/sort-options';
import type { FolderType } from '../../domain/messages/folders';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, type PortalError } from '../errors/portal-error';
import { MessagesPort, type DocumentTypeRecord } from '../ports/messages.port';
import { SigningRequests } from '../signing/signing-requests';
import { Injectable } from '../shared/injectable';
import { waitingForClient } from './waiting-signatures';
import { folderQuery, keptInFolder } from './list-messages.use-case';
import { MessagesContextLoader, type RelatedEntity } from './messages-context';
import type { PortalActor } from '../session/portal-actor';
import { itemAt } from '../../domain/shared/present';

export interface FolderView {
  id: string;
  name: string;
  type: FolderType;
  /** null for an adviser (see advisersSeeNoUnreadCounts). */
  unreadCount: number | null;
  unreadDisplay: string;
}

/**
 * Why an adviser gets no unread counts (folders, badge, attention). Spec 3 §6 gives '(n)' counts to the client
 * only; an adviser with a client in context sees read status markers on each message instead. The platform
 * filters unread (include_read_notes=false) by the caller's own first read, so an adviser's count would be of
 * the adviser's reads, not the client's; the client side's read state (has_been_seen) is on each docnote but
 * cannot be filtered on, so counting it would mean reading every page of the client's documents.
 */
export const advisersSeeNoUnreadCounts = (user: PortalActor): boolean => user.role !== 'client';

export interface FoldersView {
  folders: FolderView[];
  oneWayMessaging: boolean;
  digitalSignaturesEnabled: boolean;
  canCompose: boolean;
  canReply: boolean;
  canDownloadAttachments: boolean;
  downloadNote: string | null;
  adviserView: boolean;
  relatedEntitiesEnabled: boolean;
  relatedEntities: RelatedEntity[];
  documentTypeFilterEnabled: boolean;
  documentTypes: DocumentTypeRecord[];
  sortOptions: { value: MessageSort; label: string }[];
  defaultSort: MessageSort;
}

/** The page's frame (spec 3 §2, §6): folders with unread counts, what the user may do, the filters offered. */
@Injectable()
export class ListFoldersUseCase {
  constructor(
    private readonly messages: MessagesPort,
    private readonly signing: SigningRequests,
    private readonly context: MessagesContextLoader,
  ) {}

  async execute(user: PortalActor): Promise<Result<FoldersView, PortalError>> {
    try {
      const settings = await this.context.settings();
      const [folders, related, important, documentTypes] = await Promise.all([
        this.context.folders(user, settings),
        this.context.relatedEntities(user, settings),
        this.context.importantCategory(user),
        settings.documentTypeFilterEnabled
          ? this.messages.documentTypes({ credential: user.credential }).catch(() => [])
          : Promise.resolve([]),
      ]);
      const entities = [user.clientId, ...related.map((r) => r.id)];
      const counts = await Promise.all(
        folders.map(async (folder): Promise<number | null> => {
          if (advisersSeeNoUnreadCounts(user)) return null;
          // Sent holds the client's own messages (read when sent); To be signed counts the requests waiting for the client.
          if (folder.type === 'sent') return 0;
          if (folder.type === 'digitalSignatures') return (await waitingForClient(this.signing, user)).length;
          const filters = folderQuery(folder, important, entities);
          if (!filters) return 0;
          const page = await this.messages.listDocNotes({
            credential: user.credential,
            pageSize: UNREAD_PAGE_SIZE,
            includeRead: false,
            ...filters,
          });
          return page.items.filter((r) => keptInFolder(user, folder, r)).length;
        }),
      );
      const mayWrite = user.role === 'client' && !settings.oneWayMessaging;
      const mayDownload = user.role === 'client' || !settings.preventUserDownloadingAttachment;
      return ok({
        folders: folders.map((f, i) => {
          const unreadCount = itemAt(counts, i);
          return { id: f.id, name: f.name, type: f.type, unreadCount, unreadDisplay: unreadDisplay(unreadCount ?? 0) };
        }),
        oneWayMessaging: settings.oneWayMessaging,
        digitalSignaturesEnabled: settings.digitalSignaturesEnabled,
        canCompose: mayWrite,
        canReply: mayWrite,
        canDownloadAttachments: mayDownload,
        downloadNote: mayDownload ? null : DOWNLOAD_VIA_XPLAN,
        adviserView: user.role !== 'client',
        relatedEntitiesEnabled: settings.enableRelatedEntities && related.length > 0,
        relatedEntities: related,
        documentTypeFilterEnabled: settings.documentTypeFilterEnabled,
        documentTypes,
        sortOptions: MESSAGE_SORT_OPTIONS.map((value) => ({ value, label: MESSAGE_SORT_LABELS[value] })),
        defaultSort: DEFAULT_MESSAGE_SORT,
      });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
