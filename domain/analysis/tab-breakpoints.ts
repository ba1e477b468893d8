/** spec 2 §9 "Breakpoints", as the analysis tabs use them (CSS media queries repeat these numbers). */

/** spec 2 §9: at this width or narrower grid columns hide; the tabs' tables become lists. */
export const NARROW_MAX_WIDTH_PX = 767;
/** spec 2 §2, §9: at this width or narrower the 'What does this mean?' modal is hidden. */
export const EXPLANATION_HIDDEN_MAX_WIDTH_PX = 640;

/** The media query that matches a width at or below a breakpoint. */
export function maxWidthQuery(px: number): string {
  return `(max-width: ${px}px)`;
}
