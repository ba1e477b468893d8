import type { IncomingMessage, ServerResponse } from 'node:http';
import { validation } from './errors';
import { errorReply } from './dispatch';
import type { PlatformRequest, Reply } from './reply';

export const API_BASE_PATH = '/resourceful';
export const SESSION_COOKIE = 'XPLANID';
const MAX_BODY_BYTES = 1_000_000;

/** Adapts node:http to the dispatcher: reads the JSON body and the cookie, writes the reply. */
export function createRequestListener(dispatch: (request: PlatformRequest) => Reply) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    readBody(req)
      .then((raw) => dispatch(toPlatformRequest(req, raw)))
      .catch(errorReply)
      .then((reply) => write(res, reply));
  };
}

function toPlatformRequest(req: IncomingMessage, raw: string): PlatformRequest {
  const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
  const inBase = url.pathname === API_BASE_PATH || url.pathname.startsWith(`${API_BASE_PATH}/`);
  const path = (inBase ? url.pathname.slice(API_BASE_PATH.length) : url.pathname).replace(/^\/+|\/+$/g, '');
  return {
    scope: inBase ? 'base' : 'root',
    method: (req.method ?? 'GET').toUpperCase(),
    path,
    query: url.searchParams,
    body: parseJson(raw),
    token: sessionToken(req.headers.cookie),
  };
}

function parseJson(raw: string): unknown {
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw validation('Malformed JSON body');
  }
}

export function sessionToken(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(validation('Request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function write(res: ServerResponse, reply: Reply): void {
  if (reply.setCookie) res.setHeader('Set-Cookie', reply.setCookie);
  if (reply.status === 204 || reply.body === undefined) {
    res.writeHead(reply.status).end();
    return;
  }
  const payload = JSON.stringify(reply.body);
  res.writeHead(reply.status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(payload) });
  res.end(payload);
}
