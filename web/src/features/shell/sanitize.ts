import DOMPurify from 'dompurify';

/** spec 1 §2.10, §5: the footer's copyright keeps only these tags. */
export const FOOTER_ALLOWED_TAGS = ['p', 'strong', 'a', 'em'];
const ALLOWED_ATTR = ['href', 'title'];

/** The footer copyright HTML reduced to the allow-list: no scripts, no event handlers, no styles. */
export function sanitizeFooterHtml(html: unknown): string {
  if (typeof html !== 'string' || html.trim() === '') return '';
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: FOOTER_ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
