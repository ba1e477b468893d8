import { policyLinks } from '../../../../domain/contact/policy-links';

export { DEFAULT_SITE_TERMS_SEGMENT } from '../../../../domain/config/text-pages';

/**
 * spec 1 §2.10: a text page is listed only when heading, content and segment all exist; the
 * disclaimer link needs both its text and its heading. Paths are router paths under /core/
 * (the same links as the contact page's 'Important information').
 */
export const footerLinks = (content: Record<string, unknown>): { label: string; to: string }[] => policyLinks(content);
