import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * The signing terms' HTML as the browser may show it: an allow-list of text markup and links
 * (http, https, mailto), with scripts, styles, forms, frames and every event handler dropped.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'span',
  'div',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan'];
const SAFE_URI = /^(?:https?:|mailto:)/i;

let purify: ReturnType<typeof createDOMPurify> | null = null;

function purifier(): ReturnType<typeof createDOMPurify> {
  if (!purify) {
    purify = createDOMPurify(new JSDOM('').window);
    // Links open outside the portal and never hand it the opener.
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purify;
}

export function sanitiseTermsHtml(html: string): string {
  return purifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: [...ALLOWED_ATTR, 'target', 'rel'],
    ALLOWED_URI_REGEXP: SAFE_URI,
    RETURN_TRUSTED_TYPE: false,
  });
}
