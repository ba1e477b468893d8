/** The signed-in shell's own words (spec 1 §2.6 "Top bar"). */

/** spec 1 §2.6: the first thing on every page, a link to the main content. */
export const SKIP_TO_MAIN_CONTENT = 'Skip to main content';

/** Not given by the spec: the spinner's label while the session is read, before a signed-in page can show. */
export const CHECKING_YOUR_SESSION = 'Checking your session…';
