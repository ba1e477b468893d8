import { needsLiteralCheck, subjectHoldsText } from '../../domain/messages/subject-search';
import { NO_MESSAGES_FOR_SELECTION, type FolderPlan } from '../../domain/messages/folders';
import { MESSAGE_PAGE_SIZE } from '../../domain/messages/message-limits';
import { DEFAULT_MESSAGE_SORT, type MessageSort } from '../../domain/messages/sort-options';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, portalError, type PortalError } from '../errors/portal-error';
import { MessagesPort, type DocNoteListQuery, type DocNotePage, type DocNoteRecord } from '../ports/messages.port';
import { Injectable } from '../shared/injectable';
import { isClientInitiated, MessagesContextLoader, visibleTo } from './messages-context';
import type { MessagesUser } from './messages-user';
import { messageSummary, type MessageSummary } from './message-summary';

export interface MessageListRequest {
  folder?: string;
  entityId?: number;
  sort?: MessageSort;
  docType?: string;
  search?: string;
  page?: number;
}

export interface MessageList {
  items: MessageSummary[];
  page: number;
  pageSize: number;
  hasMore: boolean;
  empty: string | null;
}

export const UNKNOWN_FOLDER = 'No such folder.';
export const SIGNING_FOLDER_ELSEWHERE = 'The To be signed folder is listed by GET /api/signing/requests.';
export const UNKNOWN_ENTITY = 'No such entity among those whose messages you can see.';
/** How many platform pages a list reads side by side. */
export const PLATFORM_PAGES_AT_ONCE = 5;
/** spec 3 §3 "Filters": docType 'All' does not filter. */
export const ALL_DOCUMENT_TYPES = 'All';

/** The docnote-v2 filters of a folder, for the entities asked about. */
export function folderQuery(folder: FolderPlan, importantCategory: number | null, entityIds: readonly number[]): Omit<DocNoteListQuery, 'credential' | 'page' | 'pageSize'> | null {
  if (folder.importantOnly && importantCategory === null) return null; // no important category: nothing is important
  return {
    entityIds,
    ...(folder.importantOnly ? { categories: [importantCategory!] } : {}),
    ...(folder.clientInitiatedOnly ? { docsubtype: 'Client Initiated' } : {}),
    ...(folder.doctypes.length ? { doctypes: folder.doctypes } : {}),
    ...(folder.doctypesExcluded.length ? { doctypesExcluded: folder.doctypesExcluded } : {}),
  };
}

/** What a folder keeps of a page the platform answered (the platform cannot leave out the client's own messages). */
export function keptInFolder(user: MessagesUser, folder: FolderPlan, record: DocNoteRecord): boolean {
  return visibleTo(user, record) && !(folder.excludeClientInitiated && isClientInitiated(record));
}

/** The platform's largest docnote page (PLATFORM-API.md), for a search the BFF narrows itself. */
const WIDENED_SEARCH_PAGE_SIZE = 100;

/** The message list (spec 3 §2, §3 "Filters", §9): a folder, an entity, a sort, a type and a subject search, 20 a page. */
@Injectable()
export class ListMessagesUseCase {
  constructor(
    private readonly messages: MessagesPort,
    private readonly context: MessagesContextLoader,
  ) {}

  async execute(user: MessagesUser, req: MessageListRequest): Promise<Result<MessageList, PortalError>> {
    try {
      const settings = await this.context.settings();
      const [folders, related, important] = await Promise.all([this.context.folders(user, settings), this.context.relatedEntities(user, settings), this.context.importantCategory(user)]);
      const folder = req.folder ? folders.find((f) => f.id === req.folder) : folders[0];
      if (!folder) return err(portalError('not_found', UNKNOWN_FOLDER));
      if (folder.type === 'digitalSignatures') return err(portalError('validation', SIGNING_FOLDER_ELSEWHERE));
      const allowed = [user.clientId, ...related.map((r) => r.id)];
      if (req.entityId !== undefined && !allowed.includes(req.entityId)) return err(portalError('not_found', UNKNOWN_ENTITY));
      const page = req.page ?? 1;
      const base = { items: [] as MessageSummary[], page, pageSize: MESSAGE_PAGE_SIZE };
      const filters = folderQuery(folder, important, req.entityId !== undefined ? [req.entityId] : allowed);
      const docType = req.docType && req.docType !== ALL_DOCUMENT_TYPES ? req.docType : null;
      if (!filters || (docType && folder.doctypes.length && !folder.doctypes.includes(docType))) return ok({ ...base, hasMore: false, empty: NO_MESSAGES_FOR_SELECTION });
      const search = req.search?.trim();
      const literal = search && needsLiteralCheck(search) ? search : null;
      const query = {
        credential: user.credential,
        // A widened search is narrowed here: it reads the platform's largest pages to make fewer calls.
        pageSize: literal ? WIDENED_SEARCH_PAGE_SIZE : MESSAGE_PAGE_SIZE,
        sort: req.sort ?? DEFAULT_MESSAGE_SORT,
        ...filters,
        ...(docType ? { doctypes: [docType] } : {}),
        ...(search ? { subject: search } : {}),
      };
      const kept = await this.keptThrough(
        page,
        (p) => this.messages.listDocNotes({ ...query, page: p }),
        (r) => keptInFolder(user, folder, r) && (literal === null || subjectHoldsText(r.subject, literal)),
      );
      const items = kept.slice((page - 1) * MESSAGE_PAGE_SIZE, page * MESSAGE_PAGE_SIZE).map((r) => messageSummary(user, r, important));
      const hasMore = kept.length > page * MESSAGE_PAGE_SIZE;
      return ok({ ...base, items, hasMore, empty: items.length === 0 && page === 1 ? NO_MESSAGES_FOR_SELECTION : null });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }

  /**
   * The docnotes the folder keeps, in order, through page `page` and one beyond (to know whether there is more).
   * The platform cannot leave out the client's own messages, so its pages of 20 may keep fewer: its pages are
   * read a few side by side at a time, from the first, until enough are kept or the list ends.
   */
  private async keptThrough(page: number, read: (p: number) => Promise<DocNotePage>, keep: (r: DocNoteRecord) => boolean): Promise<DocNoteRecord[]> {
    const want = page * MESSAGE_PAGE_SIZE + 1;
    const kept: DocNoteRecord[] = [];
    for (let next = 1; ; ) {
      // The pages still needed (through the one after `page`) if none were left out, at most PLATFORM_PAGES_AT_ONCE.
      const batch = Math.max(1, Math.min(PLATFORM_PAGES_AT_ONCE, page + 2 - next));
      const answers = await Promise.all(Array.from({ length: batch }, (_, i) => read(next + i)));
      next += batch;
      for (const p of answers) {
        kept.push(...p.items.filter(keep));
        if (p.endOfList) return kept;
      }
      if (kept.length >= want) return kept;
    }
  }
}
