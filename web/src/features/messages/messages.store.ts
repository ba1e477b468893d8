import { proxy } from 'valtio';
import { DEFAULT_MESSAGE_SORT } from '../../../../domain/messages/sort-options';
import type { Message, MessageFolders, MessageSummary } from '../../lib/contract';
import { ApiError } from '../../lib/api-client';
import { refreshInbox, showUnread, unreadTicket } from '../../lib/inbox.store';
import { messagesApi, type ListQuery } from './messages-api';
import { onClientStateReset } from '../../lib/client-state';

type LoadState = 'idle' | 'loading' | 'ready' | 'failed';
/** A message that does not exist or is not the user's is not available, not a failure to retry. */
type OpenState = LoadState | 'missing';
export type MessagesView = 'messages' | 'compose' | 'reply';

function initialState() {
  return {
    folders: null as MessageFolders | null,
    foldersState: 'idle' as LoadState,
    /** spec 3 §3 "Filters". */
    folder: '',
    entityId: null as number | null,
    sort: DEFAULT_MESSAGE_SORT as string,
    docType: 'All',
    search: '',
    items: [] as MessageSummary[],
    page: 1,
    hasMore: false,
    /** Where 'Load more' carries on (the last page's nextCursor). */
    nextCursor: null as string | null,
    empty: null as string | null,
    listState: 'idle' as LoadState,
    openId: null as number | null,
    open: null as Message | null,
    openState: 'idle' as OpenState,
    view: 'messages' as MessagesView,
  };
}

/** The documents and messages page (spec 3 §2, §3 "Filters", §4 "Reading and composing"). */
export const messagesStore = proxy(initialState());

let listSeq = 0;
let openSeq = 0;

function query(cursor: string | null): ListQuery {
  const s = messagesStore;
  return { folder: s.folder, entityId: s.entityId, sort: s.sort, docType: s.docType, search: s.search, cursor };
}

export function folderOfType(type: string): string | null {
  return messagesStore.folders?.folders.find((f) => f.type === type)?.id ?? null;
}

/** Reads the folders and settings, then the first page of the folder asked for (or the inbox). */
export async function loadFolders(start: { important?: boolean; toBeSigned?: boolean } = {}): Promise<void> {
  messagesStore.foldersState = 'loading';
  try {
    const folders = await readFolders();
    messagesStore.folders = folders;
    messagesStore.sort = folders.defaultSort;
    messagesStore.foldersState = 'ready';
  } catch {
    messagesStore.foldersState = 'failed';
    return;
  }
  // spec 3 §2: importantOnly opens the important folder; toBeSigned the To be signed folder, only when signatures are on.
  const wanted =
    (start.toBeSigned && folderOfType('digitalSignatures')) ||
    (start.important && folderOfType('important')) ||
    folderOfType('received');
  messagesStore.folder = wanted ?? messagesStore.folders.folders[0]?.id ?? '';
  if (!isSigningFolder()) await loadList();
}

/** The folders, whose Inbox count the top bar's badge then shows too (the two never disagree). */
async function readFolders(): Promise<MessageFolders> {
  const ticket = unreadTicket();
  const folders = await messagesApi.folders();
  const inbox = folders.folders.find((f) => f.type === 'received');
  if (inbox && !folders.adviserView) showUnread(ticket, inbox.unreadCount);
  return folders;
}

/** The folders' unread counts again (counted by the server up to 21, so never worked out here). */
export async function refreshFolderCounts(): Promise<void> {
  try {
    const fresh = await readFolders();
    if (messagesStore.folders) messagesStore.folders.folders = fresh.folders;
  } catch {
    // The counts shown stay as they were.
  }
}

export function isSigningFolder(): boolean {
  return messagesStore.folders?.folders.find((f) => f.id === messagesStore.folder)?.type === 'digitalSignatures';
}

/** The first page for the current filters (replacing the list). */
export async function loadList(): Promise<void> {
  const seq = ++listSeq;
  messagesStore.listState = 'loading';
  try {
    const list = await messagesApi.list(query(null));
    if (seq !== listSeq) return;
    messagesStore.items = list.items;
    messagesStore.page = 1;
    messagesStore.hasMore = list.hasMore;
    messagesStore.nextCursor = list.nextCursor;
    messagesStore.empty = list.empty;
    messagesStore.listState = 'ready';
  } catch {
    if (seq === listSeq) messagesStore.listState = 'failed';
  }
}

/** 'Load more': the next page, appended. */
export async function loadMore(): Promise<void> {
  const seq = ++listSeq;
  messagesStore.listState = 'loading';
  try {
    const list = await messagesApi.list(query(messagesStore.nextCursor));
    if (seq !== listSeq) return;
    const known = new Set(messagesStore.items.map((m) => m.id));
    messagesStore.items.push(...list.items.filter((m) => !known.has(m.id)));
    messagesStore.page = list.page;
    messagesStore.hasMore = list.hasMore;
    messagesStore.nextCursor = list.nextCursor;
    messagesStore.listState = 'ready';
  } catch {
    if (seq === listSeq) messagesStore.listState = 'failed';
  }
}

function closeOpen(): void {
  openSeq += 1;
  messagesStore.openId = null;
  messagesStore.open = null;
  messagesStore.openState = 'idle';
}

/** spec 3 §4: switching folder resets the open document and the signing context. */
export function selectFolder(folder: string): Promise<void> {
  messagesStore.folder = folder;
  messagesStore.view = 'messages';
  closeOpen();
  messagesStore.items = [];
  if (isSigningFolder()) return Promise.resolve();
  return loadList();
}

/** spec 3 §4: changing the entity filter resets to the received folder. */
export function selectEntity(entityId: number | null): Promise<void> {
  messagesStore.entityId = entityId;
  return selectFolder(folderOfType('received') ?? messagesStore.folder);
}

/**
 * After a send: the Sent folder, where the new message now lives, for everyone. A reply about a related entity
 * is the client's own message, so the entity's view would not show it.
 */
export async function showSent(): Promise<void> {
  await refreshFolderCounts();
  const sent = folderOfType('sent');
  if (!sent) return;
  messagesStore.entityId = null;
  await selectFolder(sent);
}

/** spec 3 §4: changing sort, type or search clears the open document. */
export function setListFilter(change: Partial<{ sort: string; docType: string; search: string }>): Promise<void> {
  Object.assign(messagesStore, change);
  closeOpen();
  return loadList();
}

/**
 * Opens a message in the reading pane. A client opening one not yet read marks it read (the
 * server sends the read notice), and the badge and counts follow.
 */
export async function openMessage(id: number, isClient: boolean): Promise<void> {
  const seq = ++openSeq;
  messagesStore.openId = id;
  messagesStore.openState = 'loading';
  messagesStore.view = 'messages';
  let message: Message;
  try {
    message = await messagesApi.message(id);
  } catch (e) {
    if (seq === openSeq) messagesStore.openState = e instanceof ApiError && e.status === 404 ? 'missing' : 'failed';
    return;
  }
  try {
    if (seq !== openSeq) return;
    messagesStore.open = message;
    messagesStore.openState = 'ready';
    if (isClient && !message.read) {
      await messagesApi.markRead(id);
      const row = messagesStore.items.find((m) => m.id === id);
      if (row) row.read = true;
      if (messagesStore.open?.id === id) messagesStore.open.read = true;
      void refreshFolderCounts();
      void refreshInbox();
    }
  } catch {
    if (seq === openSeq) messagesStore.openState = 'failed';
  }
}

/** Previous (-1) or next (+1) in the list; the list loads more when next runs past its end. */
export async function step(direction: -1 | 1, isClient: boolean): Promise<void> {
  const i = messagesStore.items.findIndex((m) => m.id === messagesStore.openId);
  if (i < 0) return;
  let target = messagesStore.items[i + direction];
  if (!target && direction === 1 && messagesStore.hasMore) {
    await loadMore();
    target = messagesStore.items[i + 1];
  }
  if (target) await openMessage(target.id, isClient);
}

export function closeMessage(): void {
  closeOpen();
}

export function setView(view: MessagesView): void {
  messagesStore.view = view;
}

export function resetMessages(): void {
  listSeq += 1;
  openSeq += 1;
  Object.assign(messagesStore, initialState());
}
onClientStateReset(resetMessages);
