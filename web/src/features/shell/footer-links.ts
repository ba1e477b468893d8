/** A text page entry of content.textPages (spec 3 "Generic text page"). */
export interface TextPageEntry {
  heading?: string;
  content?: string;
  segment?: string;
}

export const DEFAULT_SITE_TERMS_SEGMENT = 'site-terms-view';

/**
 * spec 1 §2.10: a text page is listed only when heading, content and segment all exist; the
 * disclaimer link needs both its text and its heading. Paths are router paths under /core/.
 */
export function footerLinks(content: Record<string, unknown>): { label: string; to: string }[] {
  const pages = Array.isArray(content.textPages) ? (content.textPages as TextPageEntry[]) : [];
  const links = pages
    .filter((p) => !!p && nonEmpty(p.heading) && nonEmpty(p.content) && nonEmpty(p.segment))
    .map((p) => ({ label: p.heading!.trim(), to: `/${trimSlashes(p.segment!)}` }));
  const terms = (content.siteTerms ?? {}) as { heading?: string; text?: string; segment?: string };
  if (nonEmpty(terms.heading) && nonEmpty(terms.text)) {
    links.push({ label: terms.heading!.trim(), to: `/${nonEmpty(terms.segment) ? trimSlashes(terms.segment!) : DEFAULT_SITE_TERMS_SEGMENT}` });
  }
  return links;
}

function nonEmpty(s: unknown): boolean {
  return typeof s === 'string' && s.trim() !== '';
}

function trimSlashes(s: string): string {
  return s.trim().replace(/^\/+|\/+$/g, '');
}
