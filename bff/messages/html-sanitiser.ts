import createDOMPurify from 'dompurify';

/**
 * Message bodies are sanitised on the server before they reach the browser (spec 3 §5 "Message body"): an
 * allow-list (DOMPurify's) that drops scripts, event handlers, javascript: links, forms and frames, and keeps
 * img only with data:image, http: or https: sources.
 */
const IMG_SOURCE = /^(?:data:image\/[a-z0-9.+-]+[;,]|https?:\/\/)/i;

/** The DOM and purifier, made on first use: jsdom takes seconds to load, and most requests never sanitise. */
let made: { window: Window; purify: ReturnType<typeof createDOMPurify> } | null = null;

function sanitiser(): NonNullable<typeof made> {
  if (made) return made;
  // Loaded here rather than imported at the top, so that starting the portal does not wait for jsdom.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { JSDOM } = require('jsdom') as typeof import('jsdom');
  const window = new JSDOM('').window as unknown as Window;
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!IMG_SOURCE.test(src.trim())) node.removeAttribute('src');
      node.removeAttribute('srcset');
    }
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  made = { window, purify };
  return made;
}

const CONFIG = {
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'iframe',
    'frame',
    'object',
    'embed',
    'svg',
    'math',
    'base',
    'link',
    'meta',
  ],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
};

export function sanitiseMessageHtml(html: string): string {
  const { window, purify } = sanitiser();
  const fragment = purify.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  // A link whose address was removed (javascript: and the like) is only its text: it must not look like a link.
  for (const a of Array.from(fragment.querySelectorAll('a:not([href])'))) a.replaceWith(...Array.from(a.childNodes));
  const holder = window.document.createElement('div');
  holder.appendChild(fragment);
  return holder.innerHTML;
}

/** A body as HTML for the reading pane: markup sanitised; plain text escaped with its line breaks kept. */
export function messageBodyHtml(raw: string): string {
  if (/<[a-z!/]/i.test(raw)) return sanitiseMessageHtml(raw);
  const escaped = raw.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return escaped.trim() ? `<p>${escaped.trim().replace(/\r?\n/g, '<br>')}</p>` : '';
}
