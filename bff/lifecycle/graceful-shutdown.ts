import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { DEFAULT_SHUTDOWN_GRACE_MS } from '../../adapters/config/env-schema';

export { DEFAULT_SHUTDOWN_GRACE_MS };
const IDLE_SWEEP_MS = 25;
/**
 * How long a connection that is idle when the stop begins stays open. Closing it at once races a
 * client that is just sending its next request there (it would see ECONNRESET for a request never
 * read); left open, that request is answered with Connection: close. After this, idle ones close.
 */
const IDLE_LINGER_MS = 1_000;

export interface GracefulShutdown {
  readonly draining: boolean;
  /** Stops accepting, lets every accepted request finish (answered with Connection: close), then resolves. */
  drain(): Promise<void>;
}

/**
 * Graceful shutdown for an HTTP server under keep-alive load: stop accepting connections, answer
 * every request already accepted (and any that arrives on an open connection meanwhile) with
 * `Connection: close`, close connections left idle, and after `graceMs` close whatever is left.
 */
export function gracefulShutdown(server: Server, graceMs = DEFAULT_SHUTDOWN_GRACE_MS): GracefulShutdown {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  let drained: Promise<void> | undefined;

  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (draining) res.shouldKeepAlive = false;
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });

  return {
    get draining() {
      return draining;
    },
    drain() {
      if (drained) return drained;
      draining = true;
      for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
      drained = new Promise<void>((resolve) => {
        let sweep: NodeJS.Timeout | undefined;
        const linger = setTimeout(
          () => {
            server.closeIdleConnections();
            sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
          },
          Math.min(IDLE_LINGER_MS, graceMs / 2),
        );
        const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
        const finish = () => {
          clearTimeout(linger);
          clearInterval(sweep);
          clearTimeout(deadline);
          resolve();
        };
        if (!server.listening) return finish();
        // net.Server's close: stop accepting, but unlike http.Server's own close do not drop idle
        // keep-alive connections at once (see IDLE_LINGER_MS). Resolves when the last one has gone.
        NetServer.prototype.close.call(server, () => finish());
      });
      return drained;
    },
  };
}
