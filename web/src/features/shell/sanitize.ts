import type { HtmlAllowList } from '../../lib/safe-html';

/** spec 1 §2.10, §5: the footer's copyright keeps only these tags. */
export const FOOTER_ALLOWED_TAGS = ['p', 'strong', 'a', 'em'];

/** The footer copyright's allow-list: no scripts, no event handlers, no styles. */
export const FOOTER_HTML: HtmlAllowList = { tags: FOOTER_ALLOWED_TAGS, attributes: ['href', 'title'] };
