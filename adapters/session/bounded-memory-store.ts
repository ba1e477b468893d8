import type { Request } from 'express';
import { settled } from '../../application/shared/settled';
import session from 'express-session';
import { sessionLifetimeMs } from './session-lifetime';
import type { SessionSealer } from './session-sealer';
import { carryOver, generatedBy, isStored, markStored, regenerateUnlessGone, unchangedSince } from './stored-sessions';

type Callback<T = unknown> = (err?: unknown, value?: T) => void;

export const MEMORY_STORE_MAX_SESSIONS = 20_000;
const SWEEP_EVERY_MS = 60_000;

/**
 * The in-memory store (one process only), with the same rules as the Redis store: per-session
 * lifetimes, no write-back of a destroyed session, sealed sensitive fields. Expired sessions are
 * swept every minute, and the store never holds more than `maxSessions`. Past that, sessions that
 * are not signed in (anonymous, or a sign-in under way) go first, oldest first, so that anonymous
 * traffic cannot push signed-in users out; only when there are none does the oldest signed-in
 * session go.
 */
export class BoundedMemoryStore extends session.Store {
  private readonly sessions = new Map<string, { value: string; expiresAt: number }>();
  /** The ids of sessions that are not signed in, in order of writing. */
  private readonly unsignedIn = new Map<string, true>();
  private lastFullSweep = -Infinity;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly sealer: SessionSealer,
    private readonly absoluteMs: number,
    private readonly maxSessions = MEMORY_STORE_MAX_SESSIONS,
    private readonly now: () => number = Date.now,
  ) {
    super();
    this.timer = setInterval(() => this.sweep(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  get size(): number {
    return this.sessions.size;
  }

  override createSession(req: Request, data: session.SessionData): session.Session & session.SessionData {
    const sess = super.createSession(req, data);
    carryOver(data, sess);
    return sess;
  }

  /** True when saving would write what the store already holds (see unchangedSince). */
  unchanged(sess: object): boolean {
    return unchangedSince(sess, (s) => this.sealer.stringify(s));
  }

  override regenerate(req: Request, fn: (err?: unknown) => void): void {
    const remove = (sid: string) =>
      settled(() => {
        const entry = this.sessions.get(sid);
        this.forget(sid);
        return !!entry && entry.expiresAt > this.now();
      });
    regenerateUnlessGone(req, remove, () => generatedBy(this, req), fn);
  }

  get(sid: string, cb: Callback<session.SessionData | null>): void {
    const entry = this.sessions.get(sid);
    if (!entry) return cb(null, null);
    if (entry.expiresAt <= this.now()) {
      this.forget(sid);
      return cb(null, null);
    }
    try {
      const data = this.sealer.parse(entry.value);
      markStored(data, entry.value);
      cb(null, data);
    } catch (e) {
      cb(e);
    }
  }

  set(sid: string, sess: session.SessionData, cb?: Callback): void {
    const now = this.now();
    const existing = this.sessions.get(sid);
    // Only update a key that still exists (Redis SET … XX): a destroyed session stays destroyed.
    if (isStored(sess) && (!existing || existing.expiresAt <= now)) {
      this.forget(sid);
      return cb?.();
    }
    const value = this.sealer.stringify(sess);
    const expiresAt = now + sessionLifetimeMs(sess, now, this.absoluteMs);
    this.forget(sid); // re-inserted last: the maps stay in order of writing
    this.sessions.set(sid, { value, expiresAt });
    if (!(sess as { user?: unknown }).user) this.unsignedIn.set(sid, true);
    markStored(sess, value);
    if (this.sessions.size > this.maxSessions) this.makeRoom(now);
    cb?.();
  }

  /** The text stored for a session (sealed fields stay sealed), or undefined. */
  peek(sid: string): string | undefined {
    return this.sessions.get(sid)?.value;
  }

  /** When the store will drop a session (epoch ms), or undefined. */
  expiresAt(sid: string): number | undefined {
    return this.sessions.get(sid)?.expiresAt;
  }

  destroy(sid: string, cb?: Callback): void {
    this.forget(sid);
    cb?.();
  }

  override length(cb: Callback<number>): void {
    cb(null, this.sessions.size);
  }

  override clear(cb?: Callback): void {
    this.sessions.clear();
    this.unsignedIn.clear();
    cb?.();
  }

  /** Drops expired sessions; returns how many went. */
  sweep(now = this.now()): number {
    let dropped = 0;
    for (const [sid, entry] of this.sessions) {
      if (entry.expiresAt <= now) {
        this.forget(sid);
        dropped++;
      }
    }
    return dropped;
  }

  close(): void {
    clearInterval(this.timer);
  }

  private makeRoom(now: number): void {
    // A full sweep at most once a second: a flood of new sessions must not cost a scan each.
    if (now - this.lastFullSweep >= 1000) {
      this.lastFullSweep = now;
      if (this.sweep(now) > 0 && this.sessions.size <= this.maxSessions) return;
    }
    for (const order of [this.unsignedIn, this.sessions]) {
      for (const sid of order.keys()) {
        if (this.sessions.size <= this.maxSessions) return;
        this.forget(sid);
      }
    }
  }

  private forget(sid: string): void {
    this.sessions.delete(sid);
    this.unsignedIn.delete(sid);
  }
}
