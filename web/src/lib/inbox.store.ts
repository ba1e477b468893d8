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

/**
 * The badge's count comes from two reads: its own, and the messages page's folders (the Inbox's count).
 * Each read takes a ticket when it is asked; an answer shows only if no read asked after it has shown
 * already, so a slow answer to an earlier read (made before a message was read) never puts back the
 * count from before, and the badge says what the Inbox says.
 */
let lastTicket = 0;
let shownTicket = 0;

/** Taken just before a read that carries the unread count is asked. */
export function unreadTicket(): number {
  lastTicket += 1;
  return lastTicket;
}

/** The unread count a read answered (null for an adviser: no badge), unless a later-asked read has shown already. */
export function showUnread(ticket: number, count: number | null): void {
  if (ticket <= shownTicket) return;
  shownTicket = ticket;
  inboxStore.unread = count ?? 0;
}

export async function refreshUnreadCount(): Promise<void> {
  const ticket = unreadTicket();
  try {
    const { count } = await api.get<UnreadCount>('/messages/unread-count', { silent: true });
    showUnread(ticket, count);
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
  // Whatever was asked before does not show.
  shownTicket = unreadTicket();
  inboxStore.unread = 0;
  inboxStore.attention = null;
}
onClientStateReset(resetInbox);
