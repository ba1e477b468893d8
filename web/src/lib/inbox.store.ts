import { proxy } from 'valtio';
import { api } from './api-client';
import type { AttentionCounts, UnreadCount } from './contract';
import { onClientStateReset } from './client-state';

/**
 * What is waiting in the client's inbox, read by the top bar's badge (spec 1 §2.6), the home
 * attention panel (spec 2 §2) and the 'Action required' panel of the messages page. Every read is
 * silent: a failure leaves the previous figures (or none) rather than a toast over the page.
 */
export const inboxStore = proxy({
  unread: 0,
  /** The counts and the items behind them: documents to sign and unread important messages. */
  attention: null as AttentionCounts | null,
});

export async function refreshUnreadCount(): Promise<void> {
  try {
    const { count } = await api.get<UnreadCount>('/messages/unread-count', { silent: true });
    // An adviser has no count (unread counts are the client's): no badge.
    inboxStore.unread = count ?? 0;
  } catch {
    // The badge keeps its last figure.
  }
}

/** The counts and the items behind them, for the attention and 'Action required' panels: one read. */
export async function refreshAttention(): Promise<void> {
  try {
    inboxStore.attention = await api.get<AttentionCounts>('/messages/attention', { silent: true });
  } catch {
    inboxStore.attention = null;
  }
}

/** Both reads, after anything that changes them (reading, signing, sending). */
export function refreshInbox(): Promise<unknown> {
  return Promise.all([refreshUnreadCount(), refreshAttention()]);
}

export function resetInbox(): void {
  inboxStore.unread = 0;
  inboxStore.attention = null;
}
onClientStateReset(resetInbox);
