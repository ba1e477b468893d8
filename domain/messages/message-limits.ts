/** Paging and unread counting (spec 3 §6, §9). */

/** spec 3 §9: one page of the message list; fewer back means the end of the list. */
export const MESSAGE_PAGE_SIZE = 20;
/** spec 3 §9: the unread fetch asks for one more than can be shown. */
export const UNREAD_PAGE_SIZE = 21;
/** spec 3 §6, §9: counts above this show as '(20+)'. */
export const UNREAD_DISPLAY_CAP = 20;

/** spec 3 §6: '(n)', '(20+)' above 20, and nothing for none. */
export function unreadDisplay(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > UNREAD_DISPLAY_CAP ? `(${UNREAD_DISPLAY_CAP}+)` : `(${Math.floor(count)})`;
}

/** spec 3 §9: a page shorter than the page size is the last one. */
export function isLastPage(itemsReturned: number, pageSize = MESSAGE_PAGE_SIZE): boolean {
  return itemsReturned < pageSize;
}
