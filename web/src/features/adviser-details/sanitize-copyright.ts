import type { HtmlAllowList } from '../../lib/safe-html';

/** spec 3 §9: the copyright HTML keeps only p, strong, a and em. */
export const COPYRIGHT_HTML: HtmlAllowList = { tags: ['p', 'strong', 'a', 'em'], attributes: ['href', 'title'] };
