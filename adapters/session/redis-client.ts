import Redis from 'ioredis';

/**
 * A Redis client that fails fast: no offline queue and a command timeout, so that an outage turns
 * into a quick 503 instead of requests hanging while ioredis reconnects.
 */
export function createRedisClient(url: string, opts: { commandTimeoutMs?: number } = {}): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: opts.commandTimeoutMs ?? 1000,
    connectTimeout: 1000,
    lazyConnect: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  // Errors surface on the commands that fail; an unhandled 'error' event would crash the process.
  client.on('error', () => undefined);
  return client;
}

/** Waits for the first connection, up to a limit; false when Redis did not answer in time. */
export function redisReady(client: Redis, timeoutMs: number): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(false), timeoutMs);
    const onReady = () => finish(true);
    function finish(ok: boolean) {
      clearTimeout(timer);
      client.off('ready', onReady);
      resolve(ok);
    }
    client.once('ready', onReady);
  });
}
