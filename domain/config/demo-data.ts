/**
 * The banner of a portal serving the embedded sandbox's demo firm (issue 21 §2): on every page,
 * sign-in included, and never dismissed, since the firm's sign-in details are published.
 */
export const DEMO_DATA_TEXTS = {
  label: 'Demo data',
  note: 'A sample firm whose sign-in details are public. Enter nothing real.',
} as const;
