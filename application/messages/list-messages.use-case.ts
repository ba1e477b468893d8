import { needsLiteralCheck, subjectHoldsText } from '../../domain/messages/subject-search';
import { NO_MESSAGES_FOR_SELECTION, type FolderPlan } from '../../domain/messages/folders';
import { MESSAGE_PAGE_SIZE } from '../../domain/messages/message-limits';
import { DEFAULT_MESSAGE_SORT, type MessageSort } from '../../domain/messages/sort-options';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, portalError, type PortalError } from '../errors/portal-error';
import { MessagesPort, type DocNoteListQuery, type DocNotePage, type DocNoteRecord } from '../ports/messages.port';
import { Injectable } from '../shared/injectable';
import { LIST_START, type ListPosition } from './list-position';
import { isClientInitiated, MessagesContextLoader, visibleTo } from './messages-context';
import { messageSummary, type MessageSummary } from './message-summary';
import type { PortalActor } from '../session/portal-actor';
import { itemAt, present } from '../../domain/shared/present';

export interface MessageListRequest {
  folder?: string;
  entityId?: number;
  sort?: MessageSort;
  docType?: string;
  search?: string;
  /** A page number, read from the list's start (a deep one costs a platform page for each page before it). */
  page?: number;
  /** Where the last page ended (its `next`): 'Load more' carries on from there; the page number is then ignored. */
  from?: ListPosition;
}

export interface MessageList {
  items: MessageSummary[];
  page: number;
  pageSize: number;
  hasMore: boolean;
  /** Where the next page starts; null at the end of the list. */
  next: ListPosition | null;
  empty: string | null;
}

export const UNKNOWN_FOLDER = 'No such folder.';
export const SIGNING_FOLDER_ELSEWHERE = 'The To be signed folder is listed by GET /api/signing/requests.';
export const UNKNOWN_ENTITY = 'No such entity among those whose messages you can see.';
/** spec 3 §3 "Filters": docType 'All' does not filter. */
export const ALL_DOCUMENT_TYPES = 'All';

/** The docnote-v2 filters of a folder, for the entities asked about. */
export function folderQuery(
  folder: FolderPlan,
  importantCategory: number | null,
  entityIds: readonly number[],
): Omit<DocNoteListQuery, 'credential' | 'bookmark' | 'pageSize'> | null {
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
export function keptInFolder(user: PortalActor, folder: FolderPlan, record: DocNoteRecord): boolean {
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

  async execute(user: PortalActor, req: MessageListRequest): Promise<Result<MessageList, PortalError>> {
    try {
      const settings = await this.context.settings();
      // The important category is asked alongside the list: only a folder of important messages needs it first.
      const importantCategory = this.context.importantCategory(user);
      importantCategory.catch(() => undefined); // a failure is read where it is awaited
      const [folders, related] = await Promise.all([
        this.context.folders(user, settings),
        this.context.relatedEntities(user, settings),
      ]);
      const folder = req.folder ? folders.find((f) => f.id === req.folder) : folders[0];
      if (!folder) return err(portalError('not_found', UNKNOWN_FOLDER));
      if (folder.type === 'digitalSignatures') return err(portalError('validation', SIGNING_FOLDER_ELSEWHERE));
      const allowed = [user.clientId, ...related.map((r) => r.id)];
      if (req.entityId !== undefined && !allowed.includes(req.entityId))
        return err(portalError('not_found', UNKNOWN_ENTITY));
      const page = req.from?.page ?? req.page ?? 1;
      const base = { items: [] as MessageSummary[], page, pageSize: MESSAGE_PAGE_SIZE };
      const filters = folderQuery(
        folder,
        folder.importantOnly ? await importantCategory : null,
        req.entityId !== undefined ? [req.entityId] : allowed,
      );
      const docType = req.docType && req.docType !== ALL_DOCUMENT_TYPES ? req.docType : null;
      const nothing = { ...base, hasMore: false, next: null, empty: NO_MESSAGES_FOR_SELECTION };
      if (!filters || (docType && folder.doctypes.length && !folder.doctypes.includes(docType))) return ok(nothing);
      const search = req.search?.trim();
      const literal = search && needsLiteralCheck(search) ? search : null;
      const query = {
        credential: user.credential,
        // A widened search is narrowed here: it reads the platform's largest pages to make fewer calls.
        pageSize: literal ? WIDENED_SEARCH_PAGE_SIZE : MESSAGE_PAGE_SIZE,
        sort: req.sort ?? DEFAULT_MESSAGE_SORT,
        // The read state of each message is shown, so the platform is asked for it (session_info).
        readState: true,
        ...filters,
        ...(docType ? { doctypes: [docType] } : {}),
        ...(search ? { subject: search } : {}),
      };
      // Two platform pages a round trip: the folder often keeps fewer than a page of the first (the client's own messages are left out of the inbox).
      const read = readingAhead((bookmark) => this.messages.listDocNotePages({ ...query, bookmark }, READ_AHEAD_PAGES));
      const keep = (r: DocNoteRecord) =>
        keptInFolder(user, folder, r) && (literal === null || subjectHoldsText(r.subject, literal));
      let at: ListPosition | null = req.from ?? LIST_START;
      // A page number without a position walks from the start, a page at a time.
      for (let p = 1; !req.from && p < page && at; p++) at = (await pageFrom(at, read, keep)).next;
      if (!at) return ok({ ...nothing, empty: null });
      const found = await pageFrom(at, read, keep);
      const important = await importantCategory;
      const items = found.items.map((r) => messageSummary(user, r, important));
      return ok({
        ...base,
        items,
        hasMore: found.next !== null,
        next: found.next,
        empty: items.length === 0 && page === 1 ? NO_MESSAGES_FOR_SELECTION : null,
      });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}

/** Platform pages asked for in one round trip (the port's listDocNotePages): the page wanted and the next. */
export const READ_AHEAD_PAGES = 2;

/**
 * A reader of one platform page at a time that asks for several in one round trip and answers the later ones
 * from what it holds, each under the bookmark it starts at: a portal page that needs the platform's next page
 * as well costs one round trip, not two.
 */
export function readingAhead(
  readPages: (bookmark: string | null) => Promise<DocNotePage[]>,
): (bookmark: string | null) => Promise<DocNotePage> {
  const held = new Map<string | null, DocNotePage>();
  return async (bookmark) => {
    const ahead = held.get(bookmark);
    if (ahead) {
      held.delete(bookmark);
      return ahead;
    }
    const pages = await readPages(bookmark);
    // Each later page starts at the bookmark of the one before it.
    pages.slice(1).forEach((page, i) => held.set(itemAt(pages, i).nextBookmark, page));
    return present(pages[0], `the platform page at bookmark ${bookmark}`);
  };
}

/**
 * One portal page (MESSAGE_PAGE_SIZE docnotes the folder keeps) from a position, and where the next starts.
 * The platform cannot leave out everything the folder leaves out (the client's own messages in the inbox,
 * adviser-only notes for a client), so its pages may keep fewer: they are read one after another, each after
 * the last one's bookmark, until a docnote beyond the page is found (there is more) or the list ends. A
 * bookmark already read ends the list too, and a docnote already taken is not taken twice, so a platform that
 * ignores the bookmark gives one page, not the same page over and over until the request's deadline.
 */
export async function pageFrom(
  from: ListPosition,
  read: (bookmark: string | null) => Promise<DocNotePage>,
  keep: (r: DocNoteRecord) => boolean,
): Promise<{ items: DocNoteRecord[]; next: ListPosition | null }> {
  const items: DocNoteRecord[] = [];
  const taken = new Set<number>();
  const asked = new Set<string | null>();
  let bookmark = from.bookmark;
  let skip = from.skip;
  for (;;) {
    asked.add(bookmark);
    const answer = await read(bookmark);
    const kept = answer.items.filter(keep);
    for (let i = skip; i < kept.length; i++) {
      // Not `itemAt`: a negative position must not count from the end.
      const record = present(kept[i], `the docnote at position ${i} of ${kept.length}`);
      if (taken.has(record.id)) continue;
      if (items.length === MESSAGE_PAGE_SIZE) return { items, next: { bookmark, skip: i, page: from.page + 1 } };
      taken.add(record.id);
      items.push(record);
    }
    if (answer.nextBookmark === null || asked.has(answer.nextBookmark)) return { items, next: null };
    bookmark = answer.nextBookmark;
    skip = 0;
  }
}
