/** The signed-in shell's own words (spec 1 §2.6 "Top bar"). */

/** spec 1 §2.6: the first thing on every page, a link to the main content. */
export const SKIP_TO_MAIN_CONTENT = 'Skip to main content';
