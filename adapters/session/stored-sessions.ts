/**
 * Which session objects are known to exist in the store: loaded from it, or written by it. A save of
 * such a session may only update a key that still exists, so a session destroyed by a sign-out (or
 * expired) is never written back by a request that loaded it earlier. A brand-new session (first
 * request, or the new id of a regenerated session) is written unconditionally under its fresh id.
 */
const stored = new WeakSet<object>();

export function markStored(sess: object): void {
  stored.add(sess);
}

export function isStored(sess: object): boolean {
  return stored.has(sess);
}
