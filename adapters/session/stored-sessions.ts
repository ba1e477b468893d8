/**
 * Which session objects are known to exist in the store: loaded from it, or written by it. A save of
 * such a session may only update a key that still exists, so a session destroyed by a sign-out (or
 * expired) is never written back by a request that loaded it earlier. A brand-new session (first
 * request, or the new id of a regenerated session) is written unconditionally under its fresh id.
 */
const stored = new WeakSet<object>();
/** The text a session had in the store when it was loaded or last written. */
const storedText = new WeakMap<object, string>();

export function markStored(sess: object, text?: string): void {
  stored.add(sess);
  if (text !== undefined) storedText.set(sess, text);
}

/** Carries what the store knew of the loaded data over to the Session object made from it. */
export function carryOver(data: object, sess: object): void {
  markStored(sess, storedText.get(data));
}

/**
 * Whether a session is as the store has it, from one serialisation and no store call: a session
 * the store never had is unchanged while it holds nothing but its cookie. (A session with sealed
 * fields compares by its sealed text, which is the same for the same plain text.)
 */
export function unchangedSince(sess: object, serialise: (s: object) => string): boolean {
  const before = storedText.get(sess);
  if (before === undefined) return Object.keys(sess).every((k) => k === 'cookie');
  return before === serialise(sess);
}

export function isStored(sess: object): boolean {
  return stored.has(sess);
}

/** A session that came from the store had been destroyed (signed out, expired) by the time it was regenerated. */
export class SessionGoneError extends Error {
  /** What callers outside the adapters test for. */
  readonly sessionGone = true;
  constructor() {
    super('The session ended while this request was running.');
  }
}

/** express-session gives each store a generate(req) at run time (a new id and an empty session). */
export function generatedBy(store: object, req: unknown): void {
  (store as { generate(req: unknown): void }).generate(req);
}

/**
 * Regenerate (a new id for the same visitor, as at sign-in or on choosing a client) only while the
 * old session still exists: a request that loaded the session before a sign-out cannot mint a fresh,
 * valid session from it afterwards. `remove` deletes the old key and says whether it was there.
 */
export function regenerateUnlessGone(
  req: { sessionID: string; session?: object },
  remove: (sid: string) => Promise<boolean>,
  generate: () => void,
  fn: (err?: unknown) => void,
): void {
  const cameFromStore = !!req.session && isStored(req.session);
  remove(req.sessionID).then(
    (existed) => {
      if (cameFromStore && !existed) return fn(new SessionGoneError());
      generate();
      fn();
    },
    (e) => fn(e),
  );
}
