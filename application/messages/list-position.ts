/**
 * Where 'Load more' carries on in a message list: the platform bookmark the page starts after (null for
 * the list's start), how many of the docnotes the folder keeps from that platform page were shown already,
 * and the portal page's number. The portal API hands it to the web app as an opaque text (nextCursor).
 */
export interface ListPosition {
  /** The platform's bookmark, as it gave it; null: the list's first platform page. */
  bookmark: string | null;
  /** Kept docnotes of that platform page already shown. */
  skip: number;
  /** The portal page this position starts (2 for the first 'Load more'). */
  page: number;
}

export const LIST_START: ListPosition = { bookmark: null, skip: 0, page: 1 };

/** The deepest page the list goes to. */
export const MAX_LIST_PAGE = 1000;
