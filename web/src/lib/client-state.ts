/**
 * Everything the web app holds of a signed-in user's client (the stores of the pages, the inbox
 * figures, the prompts, the toasts) is forgotten in one step whenever the context changes: sign-in,
 * sign-out, choosing or leaving a client, and another tab changing the session. Each store module
 * adds its own reset when it loads; a store never loaded holds nothing to forget.
 */
const resets = new Set<() => void>();

/** Adds a store's reset (back to its starting state) to the one reset of a context change. */
export function onClientStateReset(reset: () => void): void {
  resets.add(reset);
}

/** Puts every store back to its starting state: nothing of the previous user or client stays in memory. */
export function resetClientState(): void {
  for (const reset of resets) reset();
}
