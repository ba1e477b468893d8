/** The documents and messages page's own words (spec 3 §2 "Documents and messages page"; spec 1 §2.6 top bar). */

/** spec 3 §2: the page's heading unless the site content gives another; spec 1 §2.6: the top bar's inbox link. */
export const MESSAGES_AND_DOCUMENTS = 'Messages and documents';
/** spec 3 §2: the optional related-entity filter. */
export const SHOW_MESSAGES_FOR = 'Show messages for';
/** spec 3 §2: the message list's button for the next page. */
export const LOAD_MORE_MESSAGES = 'Load more';
