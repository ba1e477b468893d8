/**
 * Text pages (spec 3 §2 "Generic text page", §3 "Other", §9): entries of content.textPages with heading,
 * content and segment. The list may also be keyed by name, when an entry's segment defaults to the
 * kebab-case form of its key. A page is complete (listed in the footer, given a route) only with all three.
 */
import { kebabCase } from './segments';

/** spec 3 §2 "Generic text page": the heading when no page matches. */
export const UNKNOWN_PAGE_HEADING = 'Unknown page';
/** spec 3 §2 "Generic text page": the content when no page matches. */
export const UNKNOWN_PAGE_CONTENT = 'Unable to locate the text for this page.';

export interface TextPageEntry {
  heading: string;
  content: string;
  /** Without slashes or spaces around it. */
  segment: string;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const bareSegment = (v: unknown): string =>
  text(v)
    .replace(/^\/+|\/+$/g, '')
    .trim();

function entryOf(raw: unknown, key: string | null): TextPageEntry | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const segment = bareSegment(r.segment) || (key ? kebabCase(key) : '');
  return { heading: text(r.heading), content: typeof r.content === 'string' ? r.content : '', segment };
}

/** Every entry as configured (complete or not), from a list or a map keyed by name. */
export function textPageEntries(textPages: unknown): TextPageEntry[] {
  const entries = Array.isArray(textPages)
    ? textPages.map((p) => entryOf(p, null))
    : textPages && typeof textPages === 'object'
      ? Object.entries(textPages as Record<string, unknown>).map(([key, p]) => entryOf(p, key))
      : [];
  return entries.filter((e): e is TextPageEntry => e !== null);
}

/** spec 3 §2: heading, content and segment all present. */
export const isCompleteTextPage = (e: TextPageEntry): boolean =>
  e.heading !== '' && e.content.trim() !== '' && e.segment !== '';

/** The complete pages, one per segment (the first entry for a segment wins). */
export function completeTextPages(textPages: unknown): TextPageEntry[] {
  const seen = new Set<string>();
  return textPageEntries(textPages).filter((e) => {
    if (!isCompleteTextPage(e) || seen.has(e.segment)) return false;
    seen.add(e.segment);
    return true;
  });
}

/** The entry for a segment (the first path segment of the address), complete or not; undefined when none. */
export function textPageFor(textPages: unknown, segment: string): TextPageEntry | undefined {
  const wanted = bareSegment(segment);
  return textPageEntries(textPages).find((e) => e.segment === wanted);
}

/** spec 3 §9: the disclaimer link's segment when none is configured. */
export const DEFAULT_SITE_TERMS_SEGMENT = 'site-terms-view';

/** spec 3 §2 "Site terms page": the disclaimer, complete only with both its text and its heading. */
export function siteTermsOf(content: Record<string, unknown>): {
  heading: string;
  text: string;
  segment: string;
  complete: boolean;
} {
  const t = (content.siteTerms ?? {}) as Record<string, unknown>;
  const heading = text(t.heading);
  const body = typeof t.text === 'string' ? t.text : '';
  return {
    heading,
    text: body,
    segment: bareSegment(t.segment) || DEFAULT_SITE_TERMS_SEGMENT,
    complete: heading !== '' && body.trim() !== '',
  };
}
