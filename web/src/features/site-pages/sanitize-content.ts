import DOMPurify from 'dompurify';

/** Rich text of the site content (maintenance message, terms, text pages): structure and links only. */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'b', 'i', 'a', 'ul', 'ol', 'li', 'h2', 'h3'];
const ALLOWED_ATTR = ['href', 'title'];

export function sanitizeContentHtml(html: unknown): string {
  if (typeof html !== 'string' || html.trim() === '') return '';
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
