/**
 * The policy links of the 'Important information' card (spec 3 §2 "Adviser details page") follow the
 * footer's rule (spec 1 §2.10, spec 3 §2 "Generic text page"): a text page only with heading, content
 * and segment; the site terms only with both text and heading.
 */

/** spec 3 §9: the disclaimer link's segment when none is configured. */
export const DEFAULT_SITE_TERMS_SEGMENT = 'site-terms-view';

export interface PolicyLinkEntry {
  label: string;
  /** A router path under /core/. */
  to: string;
}

const filled = (s: unknown): s is string => typeof s === 'string' && s.trim() !== '';
const trimSlashes = (s: string): string => s.trim().replace(/^\/+|\/+$/g, '');

export function policyLinks(content: Record<string, unknown>): PolicyLinkEntry[] {
  const pages = Array.isArray(content.textPages) ? (content.textPages as Record<string, unknown>[]) : [];
  const links: PolicyLinkEntry[] = pages
    .filter((p) => !!p && filled(p.heading) && filled(p.content) && filled(p.segment) && trimSlashes(p.segment as string) !== '')
    .map((p) => ({ label: (p.heading as string).trim(), to: `/${trimSlashes(p.segment as string)}` }));
  const terms = (content.siteTerms ?? {}) as Record<string, unknown>;
  if (filled(terms.heading) && filled(terms.text)) {
    links.push({ label: terms.heading.trim(), to: `/${filled(terms.segment) ? trimSlashes(terms.segment) : DEFAULT_SITE_TERMS_SEGMENT}` });
  }
  return links;
}
