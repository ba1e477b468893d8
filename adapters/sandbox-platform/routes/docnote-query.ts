import type { SandboxDocNote } from '../data/messages/docnote-records';
import { validation } from '../http/errors';
import { queryDate, queryIds, queryInt } from '../http/wire';
import type { MessageStore } from '../state/message-store';

/** Sort options of spec 3 §9; '-created_date' is the default. Ties fall back to the id, newest first. */
export const DOCNOTE_SORTS = ['-created_date', 'created_date', '-reference_date', 'reference_date', 'subject', '-subject'] as const;
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
  docsubtype: string | null;
  sort: DocNoteSortName;
  page: number;
  pageSize: number;
}

/** A subject wildcard: '*' matches any run of characters, anything else literally, case-insensitive; no '*' means "contains". */
export function subjectPattern(raw: string): RegExp {
  const parts = raw.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  const body = parts.join('.*');
  return new RegExp(raw.includes('*') ? `^${body}$` : body, 'is');
}

function flag(query: URLSearchParams, name: string, fallback: boolean): boolean {
  const v = query.get(name);
  if (v === null || v === '') return fallback;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw validation(`${name} must be true or false`);
}

const list = (query: URLSearchParams, name: string): string[] => query.getAll(name).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);

/**
 * The docnote-v2 list's filters: page (1-based) and page_size (default 20, at most 100), page_sort,
 * created_date_from and created_date_to (inclusive days), subject (wildcard), doctype and
 * doctype_exclude (repeatable), entity_ids and categories (ids, repeatable or comma-separated),
 * include_read_notes=false for unread only, docsubtype.
 */
export function readDocNoteFilters(query: URLSearchParams): DocNoteFilters {
  const sort = (query.get('page_sort') || '-created_date') as DocNoteSortName;
  if (!DOCNOTE_SORTS.includes(sort)) throw validation(`page_sort must be one of ${DOCNOTE_SORTS.join(', ')}`);
  const subject = query.get('subject');
  return {
    entityIds: queryIds(query, 'entity_ids'),
    createdFrom: query.get('created_date_from') ? queryDate(query, 'created_date_from') : null,
    createdTo: query.get('created_date_to') ? queryDate(query, 'created_date_to') : null,
    subject: subject ? subjectPattern(subject) : null,
    doctypes: list(query, 'doctype'),
    doctypesExcluded: list(query, 'doctype_exclude'),
    categories: queryIds(query, 'categories'),
    includeRead: flag(query, 'include_read_notes', true),
    docsubtype: query.get('docsubtype') || null,
    sort,
    page: queryInt(query, 'page', 1, 1, 1_000_000),
    pageSize: queryInt(query, 'page_size', 20, 1, DOCNOTE_MAX_PAGE_SIZE),
  };
}

function comparator(sort: DocNoteSortName): (a: SandboxDocNote, b: SandboxDocNote) => number {
  const desc = sort.startsWith('-');
  const field = sort.replace(/^-/, '');
  const key = (n: SandboxDocNote): string =>
    field === 'subject' ? n.subject.toLowerCase() : field === 'reference_date' ? (n.referenceDate ?? n.createdAt.slice(0, 10)) : n.createdAt;
  return (a, b) => {
    const ka = key(a);
    const kb = key(b);
    const c = ka < kb ? -1 : ka > kb ? 1 : 0;
    return (desc ? -c : c) || b.id - a.id;
  };
}

/** The docnotes matching the filters (unread as seen by `viewerEntityId`), sorted, one page of them. */
export function filterDocNotes(notes: readonly SandboxDocNote[], f: DocNoteFilters, store: MessageStore, viewerEntityId: number): SandboxDocNote[] {
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
      (f.includeRead || store.firstRead(n, viewerEntityId) === null),
  );
  matching.sort(comparator(f.sort));
  const start = (f.page - 1) * f.pageSize;
  return matching.slice(start, start + f.pageSize);
}
