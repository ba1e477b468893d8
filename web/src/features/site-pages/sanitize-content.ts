import type { HtmlAllowList } from '../../lib/safe-html';

/** Rich text of the site content (maintenance message, terms, text pages): structure and links only. */
export const CONTENT_HTML: HtmlAllowList = {
  tags: ['p', 'br', 'strong', 'em', 'b', 'i', 'a', 'ul', 'ol', 'li', 'h2', 'h3'],
  attributes: ['href', 'title'],
};
