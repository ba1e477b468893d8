/**
 * Where the signed-in part of this tab's history starts, so that the mobile Back button (spec 1 §2.6)
 * only ever steps back to a signed-in page of the portal, never out of it or to the login page.
 *
 * The router numbers each history entry (history.state.idx: 0 for the entry the tab loaded, one more
 * for each push, the same on replace). The first signed-in page of the sign-in records its number
 * under the spec's 'history' storage key (spec 1 §9), which the login page clears.
 */
export const HISTORY_STORAGE_KEY = 'history';

export function historyIndex(): number {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function storedFloor(): number | null {
  try {
    const floor = (JSON.parse(storage()?.getItem(HISTORY_STORAGE_KEY) ?? 'null') as { floor?: unknown } | null)?.floor;
    return typeof floor === 'number' ? floor : null;
  } catch {
    return null;
  }
}

/** Called on every signed-in page: the first one (or one below the recorded start) becomes the start. */
export function markSignedInEntry(): void {
  const idx = historyIndex();
  const floor = storedFloor();
  if (floor !== null && floor <= idx) return;
  storage()?.setItem(HISTORY_STORAGE_KEY, JSON.stringify({ floor: idx }));
}

/** There is a signed-in page of the portal to go back to. */
export function canGoBackInPortal(): boolean {
  const floor = storedFloor();
  return floor !== null && historyIndex() > floor;
}
