import { MAX_LIST_PAGE, type ListPosition } from '../../application/messages/list-position';

/**
 * The message list's cursor on the portal API (nextCursor, given back as cursor): a list position
 * (application/messages/list-position) as an opaque base64url text.
 */

/** Longest bookmark a cursor carries: a cursor is a request parameter, not a place to store things. */
const MAX_BOOKMARK_LENGTH = 2000;
/** At most a platform page's worth (the widest page the list reads is 100). */
const MAX_SKIP = 100;
/** Longest cursor text taken. */
export const MAX_CURSOR_LENGTH = 4 * Math.ceil((MAX_BOOKMARK_LENGTH * 3 + 64) / 3);

export function encodeListCursor(p: ListPosition): string {
  return Buffer.from(JSON.stringify([p.bookmark, p.skip, p.page]), 'utf8').toString('base64url');
}

/** The position a cursor names, or null for a text that is not one of ours. */
export function decodeListCursor(cursor: string): ListPosition | null {
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(v) || v.length !== 3) return null;
    const [bookmark, skip, page] = v as unknown[];
    const bookmarkOk =
      bookmark === null || (typeof bookmark === 'string' && bookmark !== '' && bookmark.length <= MAX_BOOKMARK_LENGTH);
    const skipOk = Number.isInteger(skip) && (skip as number) >= 0 && (skip as number) <= MAX_SKIP;
    const pageOk = Number.isInteger(page) && (page as number) >= 2 && (page as number) <= MAX_LIST_PAGE;
    return bookmarkOk && skipOk && pageOk ? { bookmark, skip: skip as number, page: page as number } : null;
  } catch {
    return null;
  }
}
