/**
 * The policy links of the 'Important information' card (spec 3 §2 "Adviser details page") follow the
 * footer's rule (spec 1 §2.10, spec 3 §2 "Generic text page"): a text page only with heading, content
 * and segment; the site terms only with both text and heading.
 */
import { completeTextPages, siteTermsOf } from '../config/text-pages';

export interface PolicyLinkEntry {
  label: string;
  /** A router path under /core/. */
  to: string;
}

export function policyLinks(content: Record<string, unknown>): PolicyLinkEntry[] {
  const links = completeTextPages(content.textPages).map((p) => ({ label: p.heading, to: `/${p.segment}` }));
  const terms = siteTermsOf(content);
  if (terms.complete) links.push({ label: terms.heading, to: `/${terms.segment}` });
  return links;
}
