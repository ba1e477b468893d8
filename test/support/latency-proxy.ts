import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { last } from '../../domain/shared/present';

/** One platform call as the proxy saw it: from its request's arrival to the end of its answer. */
export interface TimedCall {
  method: string;
  path: string;
  start: number;
  end: number;
}

/**
 * Calls in sequence: a new round trip starts when a call begins after every earlier one has ended.
 * Calls made side by side (Promise.all) overlap and count as one.
 */
export function sequentialRoundTrips(calls: readonly TimedCall[]): number {
  return roundTripGroups(calls).length;
}

/** The calls grouped by round trip, in order. */
export function roundTripGroups(calls: readonly TimedCall[]): TimedCall[][] {
  const groups: TimedCall[][] = [];
  let lastEnd = -Infinity;
  for (const c of [...calls].sort((a, b) => a.start - b.start)) {
    if (c.start >= lastEnd) groups.push([]);
    last(groups).push(c);
    lastEnd = Math.max(lastEnd, c.end);
  }
  return groups;
}

export const durationMs = (c: TimedCall): number => c.end - c.start;

/** The slowest single call (0 when there is none). */
export function slowestCallMs(calls: readonly TimedCall[]): number {
  return calls.reduce((max, c) => Math.max(max, durationMs(c)), 0);
}

/** The critical path: the slowest call of each round trip, added up. */
export function criticalPathMs(calls: readonly TimedCall[]): number {
  return roundTripGroups(calls).reduce((sum, group) => sum + slowestCallMs(group), 0);
}

/**
 * An HTTP proxy between the portal and the platform that holds every call `latencyMs` before
 * forwarding it (the network between them) and times each one, so tests and the benchmark can
 * count the portal's sequential platform round trips and compare its time with the platform's.
 */
export class LatencyProxy {
  readonly calls: TimedCall[] = [];
  private server?: Server;

  /** `target` is the platform's API base, e.g. a sandbox's `url`; `latencyMs` may be changed between calls. */
  constructor(
    private readonly target: string,
    public latencyMs: number,
  ) {}

  /** Starts listening; answers the API base to give the portal (same path as the target's). */
  async start(): Promise<string> {
    const target = new URL(this.target);
    this.server = createServer((req, res) => {
      const call: TimedCall = { method: req.method ?? 'GET', path: req.url ?? '', start: performance.now(), end: 0 };
      const body: Buffer[] = [];
      req.on('data', (c: Buffer) => body.push(c));
      req.on('end', () =>
        setTimeout(() => {
          const out = httpRequest(
            { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
            (answer) => {
              res.writeHead(answer.statusCode ?? 502, answer.headers);
              answer.pipe(res).on('finish', () => {
                call.end = performance.now();
                this.calls.push(call);
              });
            },
          );
          out.on('error', () => res.destroy());
          out.end(Buffer.concat(body));
        }, this.latencyMs),
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}${target.pathname}`;
  }

  /** Forgets the calls seen so far (before the request to measure). */
  reset(): void {
    this.calls.length = 0;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
