import { proxy } from 'valtio';
import { api } from './api-client';
import type { AttentionCounts, MessageList, MessageSummary, PendingSignatures, UnreadCount } from './contract';

/**
 * What is waiting in the client's inbox, read by the top bar's badge (spec 1 §2.6), the home
 * attention panel (spec 2 §2) and the 'Action required' panel of the messages page. Every read is
 * silent: a failure leaves the previous figures (or none) rather than a toast over the page.
 */
export const inboxStore = proxy({
  unread: 0,
  attention: null as AttentionCounts | null,
  pending: null as PendingSignatures | null,
  /** Unread messages of the important folder, newest first (first page only). */
  importantUnread: [] as MessageSummary[],
});

/** The folder id of the important folder (spec 3 §2: the name lower-cased, spaces to hyphens). */
export const IMPORTANT_FOLDER_ID = 'important';

export async function refreshUnreadCount(): Promise<void> {
  try {
    const { count } = await api.get<UnreadCount>('/messages/unread-count', { silent: true });
    inboxStore.unread = count;
  } catch {
    // The badge keeps its last figure.
  }
}

/** The counts and the items behind them, for the attention and 'Action required' panels. */
export async function refreshAttention(): Promise<void> {
  const [attention, pending, important] = await Promise.allSettled([
    api.get<AttentionCounts>('/messages/attention', { silent: true }),
    api.get<PendingSignatures>('/signing/pending', { silent: true }),
    api.get<MessageList>(`/messages?folder=${IMPORTANT_FOLDER_ID}`, { silent: true }),
  ]);
  inboxStore.attention = attention.status === 'fulfilled' ? attention.value : null;
  inboxStore.pending = pending.status === 'fulfilled' ? pending.value : null;
  inboxStore.importantUnread = important.status === 'fulfilled' ? important.value.items.filter((m) => !m.read) : [];
}

/** Both reads, after anything that changes them (reading, signing, sending). */
export function refreshInbox(): Promise<unknown> {
  return Promise.all([refreshUnreadCount(), refreshAttention()]);
}

export function resetInbox(): void {
  inboxStore.unread = 0;
  inboxStore.attention = null;
  inboxStore.pending = null;
  inboxStore.importantUnread = [];
}
