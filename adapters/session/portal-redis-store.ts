import { RedisStore } from 'connect-redis';
import type { Request } from 'express';
import type session from 'express-session';
import type Redis from 'ioredis';
import { sessionLifetimeMs } from './session-lifetime';
import type { SessionSealer } from './session-sealer';
import { carryOver, generatedBy, isStored, markStored, regenerateUnlessGone, unchangedSince } from './stored-sessions';

type Callback = (err?: unknown) => void;

/**
 * connect-redis 8 over ioredis, with three rules of the portal's own:
 * - a session that came from the store is saved with `SET … XX`: once destroyed, it stays destroyed;
 * - each session's key lives as long as `sessionLifetimeMs` says (anonymous, signing in, signed in);
 * - sensitive fields are sealed by the serializer before they reach Redis.
 */
export class PortalRedisStore extends RedisStore {
  constructor(
    private readonly redis: Redis,
    prefix: string,
    sealer: SessionSealer,
    private readonly absoluteMs: number,
    private readonly now: () => number = Date.now,
  ) {
    super({ client: redis, prefix, serializer: sealer, disableTouch: true });
  }

  override createSession(req: Request, data: session.SessionData): session.Session & session.SessionData {
    const sess = super.createSession(req, data);
    carryOver(data, sess);
    return sess;
  }

  override async get(sid: string, cb: (err: unknown, sess?: session.SessionData | null) => void): Promise<void> {
    try {
      const text = await this.redis.get(this.prefix + sid);
      if (!text) return cb(null, null);
      const data = this.serializer.parse(text) as session.SessionData;
      markStored(data, text);
      cb(null, data);
    } catch (e) {
      cb(e);
    }
  }

  /** True when saving would write what Redis already holds (see unchangedSince). */
  unchanged(sess: object): boolean {
    return unchangedSince(sess, (s) => this.serializer.stringify(s as session.SessionData));
  }

  override regenerate(req: Request, fn: (err?: unknown) => void): void {
    regenerateUnlessGone(
      req,
      async (sid) => (await this.redis.del(this.prefix + sid)) > 0,
      () => generatedBy(this, req),
      fn,
    );
  }

  override async set(sid: string, sess: session.SessionData, cb?: Callback): Promise<void> {
    try {
      const key = this.prefix + sid;
      const ttlMs = sessionLifetimeMs(sess, this.now(), this.absoluteMs);
      const value = this.serializer.stringify(sess);
      const existing = isStored(sess);
      const reply = existing
        ? await this.redis.set(key, value, 'PX', ttlMs, 'XX')
        : await this.redis.set(key, value, 'PX', ttlMs);
      if (reply === 'OK') markStored(sess, value);
      cb?.();
    } catch (e) {
      cb?.(e);
    }
  }
}
