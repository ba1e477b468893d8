/** spec 1 §2.6, §9: the unread badge shows counts up to this, then '20+'. */
export const UNREAD_CAP = 20;
/** spec 1 §9, spec 3 §9: one more than the cap is fetched to know whether to show '20+'. */
export const UNREAD_FETCH_PAGE_SIZE = UNREAD_CAP + 1;

/** spec 1 §2.6: the badge text, only for client users with unread above zero. */
export function unreadBadge(count: number, isClient: boolean): string | null {
  if (!isClient || !Number.isFinite(count) || count <= 0) return null;
  return count > UNREAD_CAP ? `${UNREAD_CAP}+` : String(Math.floor(count));
}
