import { api } from '../../lib/api-client';
import type {
  LinkableAccounts,
  MarkRead,
  Message,
  PendingAttachments,
  MessageFolders,
  MessageList,
  SendResult,
} from '../../lib/contract';

export interface ListQuery {
  folder: string;
  entityId: number | null;
  sort: string;
  docType: string;
  search: string;
  /** 'Load more': the last page's nextCursor; none for the first page. */
  cursor: string | null;
}

function listSearch(q: ListQuery): string {
  const p = new URLSearchParams({ folder: q.folder, sort: q.sort });
  if (q.cursor) p.set('cursor', q.cursor);
  if (q.entityId) p.set('entityId', String(q.entityId));
  if (q.docType && q.docType !== 'All') p.set('docType', q.docType);
  if (q.search.trim()) p.set('search', q.search.trim());
  return p.toString();
}

/** The documents and messages page's calls (spec 3 §7 "Documents and messages", through the portal API). */
export const messagesApi = {
  folders: () => api.get<MessageFolders>('/messages/folders', { silent: true }),
  list: (q: ListQuery) => api.get<MessageList>(`/messages?${listSearch(q)}`, { silent: true }),
  message: (id: number) => api.get<Message>(`/messages/${id}`, { silent: true }),
  /** The accounts compose may link (only when the client may view the portfolio). */
  linkableAccounts: () => api.get<LinkableAccounts>('/messages/compose/accounts', { silent: true }),
  /** A sent message's attachments that were not stored (its sender only). */
  pending: (id: number) => api.get<PendingAttachments>(`/messages/${id}/pending-attachments`, { silent: true }),
  markRead: (id: number) => api.post<MarkRead>(`/messages/${id}/read`, {}, { silent: true }),
  /** A new message or a reply; the idempotency key makes a repeat answer the first send's outcome. */
  send: (form: FormData, idempotencyKey: string, replyTo: number | null) =>
    api.postForm<SendResult>(replyTo ? `/messages/${replyTo}/reply` : '/messages', form, {
      silent: true,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  /** The failed attachments again, to the message already created (never a second message). */
  retry: (retryUrl: string, form: FormData, idempotencyKey: string) =>
    api.postForm<SendResult>(retryUrl.replace(/^\/api/, ''), form, {
      silent: true,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
};
