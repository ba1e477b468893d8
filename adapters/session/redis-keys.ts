/** Every key the portal writes in Redis starts with this unless REDIS_KEY_PREFIX says otherwise. */
export const DEFAULT_REDIS_KEY_PREFIX = 'portal:';

/** The prefix of each family of Redis keys the portal writes: all of them under one prefix. */
export interface RedisKeys {
  /** connect-redis sessions: `<prefix>sess:<session id>`. */
  sessions: string;
  /** Throttling counters: `<prefix>throttle:<limit name>:<digest>` (the rate limiter adds the `:`). */
  throttle: string;
  /** The shared circuit of a platform: `<prefix>circuit:<platform API base>` (and its `:events` channel). */
  circuit: string;
  /** Send idempotency keys: `<prefix>idem:<key>`. */
  idempotency: string;
  /** Attachments a sent message still waits for: `<prefix>pending-attachments:<client>:<message>`. */
  pendingAttachments: string;
  /** The view-as log: `<prefix>views:<client>`. */
  portalViews: string;
}

/**
 * The key families under one prefix (REDIS_KEY_PREFIX): with the default, exactly the keys the portal
 * has always written (`portal:sess:…`); a test run or a second portal sharing the Redis passes its own.
 */
export function redisKeys(prefix: string = DEFAULT_REDIS_KEY_PREFIX): RedisKeys {
  return {
    sessions: `${prefix}sess:`,
    throttle: `${prefix}throttle`,
    circuit: `${prefix}circuit:`,
    idempotency: `${prefix}idem:`,
    pendingAttachments: `${prefix}pending-attachments:`,
    portalViews: `${prefix}views:`,
  };
}
