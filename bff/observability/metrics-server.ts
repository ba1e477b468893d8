import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PortalMetrics } from './portal-metrics';

export interface MetricsServer {
  /** Where Prometheus scrapes: `http://host:port/metrics`. */
  url: string;
  close(): Promise<void>;
}

/**
 * The Prometheus endpoint, `GET /metrics` on a port of its own (METRICS_PORT), apart from the portal's: it is for
 * the monitoring network, never published with the portal, and answers nothing else (404). No session, no
 * anti-forgery token: it holds no personal data (labels are route patterns, entry points and limit names).
 */
export async function startMetricsServer(metrics: PortalMetrics, port: number, host?: string): Promise<MetricsServer> {
  metrics.collectProcessMetrics();
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found: the metrics are at GET /metrics\n');
      return;
    }
    metrics.scrape().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (e: unknown) => {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end(`The metrics could not be collected: ${e instanceof Error ? e.message : String(e)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (e: NodeJS.ErrnoException) =>
      reject(
        e.code === 'EADDRINUSE'
          ? new Error(`METRICS_PORT ${port} is taken: the metrics endpoint needs a port of its own.`)
          : e,
      ),
    );
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://${hostForUrl(host)}:${bound}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Every interface is reached on this machine through 127.0.0.1. */
function hostForUrl(host: string | undefined): string {
  if (!host || host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
