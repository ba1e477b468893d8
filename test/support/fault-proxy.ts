import { createServer, request as httpRequest, Server, type IncomingMessage, type ServerResponse } from 'node:http';

/** Reads the whole answer, changes its JSON body and sends it on with its length corrected. */
function rewrite(up: IncomingMessage, res: ServerResponse, change: (body: unknown) => unknown): void {
  const chunks: Buffer[] = [];
  up.on('data', (c: Buffer) => chunks.push(c));
  up.on('error', () => res.destroy());
  up.on('end', () => {
    const body = Buffer.from(JSON.stringify(change(JSON.parse(Buffer.concat(chunks).toString('utf8')))));
    const headers = { ...up.headers, 'content-length': String(body.length) };
    delete headers['transfer-encoding'];
    res.writeHead(up.statusCode ?? 502, headers).end(body);
  });
}

export interface FaultRule {
  /** Matches `METHOD path` of the platform request, e.g. /^DELETE .*\/session$/. */
  match: RegExp;
  delayMs?: number;
  /** Answer with this status (and an empty JSON body) instead of forwarding. */
  status?: number;
  /** Forward the answer's head and only this many bytes of its body, then drop the connection. */
  cutAfterBytes?: number;
  /** Forward the answer with its JSON body changed by this (a platform that sends what the sandbox never would). */
  rewriteJson?: (body: unknown) => unknown;
}

/**
 * An HTTP proxy in front of a platform that can slow down or fail chosen calls, for tests of how the
 * portal behaves when the platform is slow or failing. Rules can change while it runs.
 */
export class FaultProxy {
  rules: FaultRule[] = [];
  private server?: Server;
  private watches: { match: RegExp; left: number; done: () => void }[] = [];

  constructor(private readonly target: string) {}

  async start(): Promise<string> {
    const target = new URL(this.target);
    this.server = createServer((req, res) => {
      const line = `${req.method} ${req.url}`;
      this.arrive(line);
      const rule = this.rules.find((r) => r.match.test(line));
      const go = () => {
        if (rule?.status) {
          req.resume();
          res.writeHead(rule.status, { 'Content-Type': 'application/json' }).end('{}');
          return;
        }
        const upstream = httpRequest(
          {
            host: target.hostname,
            port: target.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, host: target.host },
          },
          (up) => {
            if (rule?.rewriteJson) return void rewrite(up, res, rule.rewriteJson);
            res.writeHead(up.statusCode ?? 502, up.headers);
            if (rule?.cutAfterBytes === undefined) return void up.pipe(res);
            let left = rule.cutAfterBytes;
            const cut = () => {
              up.destroy();
              res.destroy();
            };
            if (left <= 0) {
              res.flushHeaders();
              setTimeout(cut, 20);
              return;
            }
            up.on('data', (chunk: Buffer) => {
              if (res.destroyed) return;
              res.write(chunk.subarray(0, left));
              left -= Math.min(left, chunk.length);
              if (left === 0) setTimeout(cut, 20);
            });
          },
        );
        upstream.on('error', () => res.destroy());
        req.pipe(upstream);
      };
      if (rule?.delayMs) setTimeout(go, rule.delayMs);
      else go();
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as { port: number };
    return `http://127.0.0.1:${port}`;
  }

  /**
   * Resolves once `count` platform requests matching `match` (on `METHOD path`) have reached the
   * proxy after this call: a test that needs a slow call to be under way waits for it, not for time.
   */
  arrived(match: RegExp, count = 1): Promise<void> {
    return new Promise((done) => this.watches.push({ match, left: count, done }));
  }

  private arrive(line: string): void {
    for (const w of this.watches) if (w.match.test(line) && --w.left === 0) w.done();
    this.watches = this.watches.filter((w) => w.left > 0);
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
