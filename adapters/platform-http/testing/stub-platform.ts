import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { itemAt } from '../../../domain/shared/present';

/** A request as the stub received it; `at` is performance.now() on arrival. */
export interface StubRequest {
  method: string;
  /** Path and query, e.g. '/resourceful/entity/client-v4/12?fields.0=dob'. */
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  at: number;
}

export interface StubAnswer {
  status: number;
  body?: unknown;
  /** A body sent as it is instead of `body` as JSON (an HTML error page), with the Content-Type in `headers`. */
  text?: string;
  headers?: Record<string, string | string[]>;
}

/** 'hang' never answers (for timeouts); 'reset' drops the connection. */
type StubReply = StubAnswer | 'hang' | 'reset';
export type StubHandler = (req: StubRequest) => StubReply | Promise<StubReply>;

export interface StubPlatform {
  /** The API base: '{origin}/resourceful'. */
  baseUrl: string;
  origin: string;
  requests: StubRequest[];
  close(): Promise<void>;
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
const stop = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** A tiny platform on a free port answering each request with `handler`. */
export async function startStubPlatform(handler: StubHandler): Promise<StubPlatform> {
  const requests: StubRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    const answerRequest = async (): Promise<void> => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: text ? JSON.parse(text) : undefined,
        at: performance.now(),
      };
      requests.push(request);
      const answer = await handler(request);
      if (answer === 'hang') return;
      if (answer === 'reset') return void req.socket.destroy();
      if (answer.text !== undefined) {
        res.writeHead(answer.status, answer.headers);
        return void res.end(answer.text);
      }
      const json = answer.body === undefined ? '' : JSON.stringify(answer.body);
      res.writeHead(answer.status, { ...(json ? { 'Content-Type': 'application/json' } : {}), ...answer.headers });
      res.end(json);
    };
    req.on('end', () => void answerRequest());
  });
  const origin = `http://127.0.0.1:${await listen(server)}`;
  return { baseUrl: `${origin}/resourceful`, origin, requests, close: () => stop(server) };
}

/** A base URL on which nothing listens (the port was free a moment ago). */
export async function refusedBaseUrl(): Promise<string> {
  const server = createServer();
  const port = await listen(server);
  await stop(server);
  return `http://127.0.0.1:${port}/resourceful`;
}

/** Milliseconds between consecutive requests. */
export const gaps = (requests: StubRequest[]): number[] =>
  requests.slice(1).map((r, i) => r.at - itemAt(requests, i).at);
