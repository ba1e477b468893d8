import { itemAt } from '../../../domain/shared/present';
import type { ClientRecord } from '../data/records';
import { validation } from '../http/errors';
import { readBookmark, sandboxBookmark } from '../http/query';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 1000;
const SORTS = ['entity_name', '-entity_name', 'dob', '-dob'] as const;
export type ClientSort = (typeof SORTS)[number];

type SortKey = string | null;
interface Cursor {
  key: SortKey;
  id: number;
}

export interface ClientListParams {
  quicksearch?: string;
  pcode?: string;
  dob?: string;
  pageSize: number;
  sort: ClientSort;
  after?: Cursor;
}

const keyOf = (c: ClientRecord, sort: ClientSort): SortKey =>
  sort.endsWith('entity_name') ? c.entityName.toLowerCase() : c.dob;

/** Sort order: by key (nulls last either way), ties by id ascending. */
function compare(a: Cursor, b: Cursor, descending: boolean): number {
  if (a.key !== b.key) {
    if (a.key === null) return 1;
    if (b.key === null) return -1;
    const byKey = a.key < b.key ? -1 : 1;
    return descending ? -byKey : byKey;
  }
  return a.id - b.id;
}

export const encodeBookmark = (c: ClientRecord, sort: ClientSort): string =>
  sandboxBookmark([keyOf(c, sort), c.entityId]);

const isCursor = (v: unknown): v is [SortKey, number] =>
  Array.isArray(v) && v.length === 2 && (typeof v[0] === 'string' || v[0] === null) && Number.isInteger(v[1]);

export function readListParams(query: URLSearchParams): ClientListParams {
  const sizeRaw = query.get('page_size');
  const pageSize = sizeRaw === null || sizeRaw === '' ? DEFAULT_PAGE_SIZE : Number(sizeRaw);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw validation(`page_size must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
  }
  const sort = (query.get('page_sort') || 'entity_name') as ClientSort;
  if (!SORTS.includes(sort)) throw validation(`page_sort must be one of ${SORTS.join(', ')}`);
  const dob = query.get('dob') || undefined;
  if (dob !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(dob)) throw validation('dob must be YYYY-MM-DD');
  const after = readBookmark(query, isCursor);
  return {
    quicksearch: query.get('quicksearch')?.trim().toLowerCase() || undefined,
    pcode: query.get('pcode')?.replace(/\s+/g, '').toUpperCase() || undefined,
    dob,
    pageSize,
    sort,
    after: after ? { key: after[0], id: after[1] } : undefined,
  };
}

function matches(c: ClientRecord, p: ClientListParams): boolean {
  if (p.dob && c.dob !== p.dob) return false;
  if (p.pcode && !(c.preferredPostcode ?? '').replace(/\s+/g, '').toUpperCase().startsWith(p.pcode)) return false;
  if (p.quicksearch) {
    const q = p.quicksearch;
    const starts = (s: string | null): boolean => !!s && s.toLowerCase().startsWith(q);
    if (!starts(c.firstName) && !starts(c.lastName) && !starts(c.entityName)) return false;
  }
  return true;
}

const sortedBooks = new WeakMap<readonly ClientRecord[], Map<ClientSort, ClientRecord[]>>();

/** The adviser's book in one sort order, computed once (names and dates of birth never change). */
function sortedBook(book: readonly ClientRecord[], sort: ClientSort): ClientRecord[] {
  const bySort = sortedBooks.get(book) ?? new Map<ClientSort, ClientRecord[]>();
  sortedBooks.set(book, bySort);
  let sorted = bySort.get(sort);
  if (!sorted) {
    const desc = sort.startsWith('-');
    sorted = [...book].sort((a, b) =>
      compare({ key: keyOf(a, sort), id: a.entityId }, { key: keyOf(b, sort), id: b.entityId }, desc),
    );
    bySort.set(sort, sorted);
  }
  return sorted;
}

/** One page: the matching clients strictly after the bookmark, at most pageSize of them. */
export function pageOfClients(book: readonly ClientRecord[], p: ClientListParams): ClientRecord[] {
  const sorted = sortedBook(book, p.sort);
  const desc = p.sort.startsWith('-');
  let start = 0;
  if (p.after) {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const c = itemAt(sorted, mid);
      if (compare({ key: keyOf(c, p.sort), id: c.entityId }, p.after, desc) <= 0) lo = mid + 1;
      else hi = mid;
    }
    start = lo;
  }
  const page: ClientRecord[] = [];
  for (let i = start; i < sorted.length && page.length < p.pageSize; i++) {
    const c = itemAt(sorted, i);
    if (matches(c, p)) page.push(c);
  }
  return page;
}
