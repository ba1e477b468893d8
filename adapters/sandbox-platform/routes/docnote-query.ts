import type { SandboxDocNote } from '../data/messages/docnote-records';
import { validation } from '../http/errors';
import { queryFlag, queryList, readBookmark, sandboxBookmark } from '../http/query';
import { queryDate, queryIds, queryInt } from '../http/wire';
import type { MessageStore } from '../state/message-store';

/** Sort options of spec 3 §9; '-created_date' is the default. Ties fall back to the id, newest first. */
export const DOCNOTE_SORTS = [
  '-created_date',
  'created_date',
  '-reference_date',
  'reference_date',
  'subject',
  '-subject',
] as const;
export type DocNoteSortName = (typeof DOCNOTE_SORTS)[number];

export const DOCNOTE_MAX_PAGE_SIZE = 100;

export interface DocNoteFilters {
  entityIds: number[];
  createdFrom: string | null;
  createdTo: string | null;
  subject: RegExp | null;
  doctypes: string[];
  doctypesExcluded: string[];
  categories: number[];
  includeRead: boolean;
  /** firstread.entity_id: whose first read include_read_notes=0 looks at; null for the caller's own. */
  firstReader: number | null;
  /** session_info=1: each row carries the caller's session_info (its first read). */
  sessionInfo: boolean;
  docsubtype: string | null;
  sort: DocNoteSortName;
  /** The position after which the page starts (page_bookmark), or null for the first page. */
  after: DocNotePosition | null;
  pageSize: number;
}

/** Where a docnote stands in a sort: its sort key and its id (a row's bookmark names it). */
export type DocNotePosition = [key: string, id: number];

const isPosition = (v: unknown): v is DocNotePosition =>
  Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && Number.isSafeInteger(v[1]);

/** A subject wildcard: '*' matches any run of characters, anything else literally, case-insensitive; no '*' means "contains". */
export function subjectPattern(raw: string): RegExp {
  const parts = raw.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  const body = parts.join('.*');
  return new RegExp(raw.includes('*') ? `^${body}$` : body, 'is');
}

const optionalDate = (query: URLSearchParams, name: string): string | null =>
  query.get(name) ? queryDate(query, name) : null;

/**
 * The docnote-v2 list's parameters, by their documented names (public evidence: cl-xplan-api
 * src/api/docnote.lisp, docnote-v2 GET): page_size (default 20, at most 100), page_sort, page_bookmark
 * (the last row's bookmark: the rows after it); created_date.start_date and created_date.end_date
 * (inclusive days); subject (wildcard); doctype and doctype_exclude (lists); entity_ids and categories
 * (id lists); firstread.include_read_notes=0 for unread only, firstread.entity_id whose reads count;
 * session_info=1 for each row's session_info; docsubtype. Lists are `name.N`, booleans 1/0. Anything
 * else (`page`, `created_date_from`, `include_read_notes`) is not a parameter of this list and is ignored.
 */
export function readDocNoteFilters(query: URLSearchParams): DocNoteFilters {
  const sort = (query.get('page_sort') || '-created_date') as DocNoteSortName;
  if (!DOCNOTE_SORTS.includes(sort)) throw validation(`page_sort must be one of ${DOCNOTE_SORTS.join(', ')}`);
  const subject = query.get('subject');
  const reader = queryIds(query, 'firstread.entity_id');
  if (reader.length > 1) throw validation('firstread.entity_id is one entity id');
  return {
    entityIds: queryIds(query, 'entity_ids'),
    createdFrom: optionalDate(query, 'created_date.start_date'),
    createdTo: optionalDate(query, 'created_date.end_date'),
    subject: subject ? subjectPattern(subject) : null,
    doctypes: queryList(query, 'doctype'),
    doctypesExcluded: queryList(query, 'doctype_exclude'),
    categories: queryIds(query, 'categories'),
    includeRead: queryFlag(query, 'firstread.include_read_notes', true),
    firstReader: reader[0] ?? null,
    sessionInfo: queryFlag(query, 'session_info', false),
    docsubtype: query.get('docsubtype') || null,
    sort,
    after: readBookmark(query, isPosition) ?? null,
    pageSize: queryInt(query, 'page_size', 20, 1, DOCNOTE_MAX_PAGE_SIZE),
  };
}

function sortKey(sort: DocNoteSortName): (n: SandboxDocNote) => string {
  const field = sort.replace(/^-/, '');
  return (n) =>
    field === 'subject'
      ? n.subject.toLowerCase()
      : field === 'reference_date'
        ? (n.referenceDate ?? n.createdAt.slice(0, 10))
        : n.createdAt;
}

/** The sort's order of two positions: by key (descending for '-'), ties newest id first. */
function compare(sort: DocNoteSortName, [ka, ia]: DocNotePosition, [kb, ib]: DocNotePosition): number {
  const c = ka < kb ? -1 : ka > kb ? 1 : 0;
  return (sort.startsWith('-') ? -c : c) || ib - ia;
}

/** The bookmark of a row: its position in the sort. */
export const docNoteBookmark = (n: SandboxDocNote, sort: DocNoteSortName): string =>
  sandboxBookmark([sortKey(sort)(n), n.id]);

/** The docnotes matching the filters (unread as first read by `reader`), sorted, the page after the bookmark. */
export function filterDocNotes(
  notes: readonly SandboxDocNote[],
  f: DocNoteFilters,
  store: MessageStore,
  reader: number,
): SandboxDocNote[] {
  const key = sortKey(f.sort);
  const matching = notes.filter(
    (n) =>
      (!f.entityIds.length || n.entityIds.some((e) => f.entityIds.includes(e))) &&
      (!f.createdFrom || n.createdAt.slice(0, 10) >= f.createdFrom) &&
      (!f.createdTo || n.createdAt.slice(0, 10) <= f.createdTo) &&
      (!f.subject || f.subject.test(n.subject)) &&
      (!f.doctypes.length || f.doctypes.includes(n.doctype)) &&
      !f.doctypesExcluded.includes(n.doctype) &&
      (!f.categories.length || n.categories.some((c) => f.categories.includes(c))) &&
      (!f.docsubtype || n.docsubtype === f.docsubtype) &&
      (f.includeRead || store.firstRead(n, reader) === null) &&
      (!f.after || compare(f.sort, [key(n), n.id], f.after) > 0),
  );
  matching.sort((a, b) => compare(f.sort, [key(a), a.id], [key(b), b.id]));
  return matching.slice(0, f.pageSize);
}
