import { proxy } from 'valtio';

/**
 * The client's unread message count behind the inbox badge (spec 1 §2.6). There is no unread-count
 * endpoint yet, so it stays 0 (no badge) until the messages issue sets it.
 */
export const unreadStore = proxy<{ count: number }>({ count: 0 });

export function setUnreadCount(count: number): void {
  unreadStore.count = count;
}
