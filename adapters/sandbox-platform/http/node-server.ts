import type { IncomingMessage, ServerResponse } from 'node:http';
import { SandboxError, validation } from './errors';
import { multipartBoundary, parseMultipart } from './multipart';
import { errorReply } from './dispatch';
import type { PlatformRequest, Reply } from './reply';

export const API_BASE_PATH = '/resourceful';
export const SESSION_COOKIE = 'XPLANID';
const MAX_BODY_BYTES = 1_000_000;
/** A multipart upload may carry one attachment of up to 10,000,000 bytes (spec 3 §9) plus its framing. */
const MAX_MULTIPART_BYTES = 10_500_000;

/** Adapts node:http to the dispatcher: reads the JSON body and the cookie, writes the reply. */
export function createRequestListener(dispatch: (request: PlatformRequest) => Reply) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    readBody(req)
      .then((raw) => dispatch(toPlatformRequest(req, raw)))
      .catch(errorReply)
      .then((reply) => write(res, reply));
  };
}

function toPlatformRequest(req: IncomingMessage, raw: Buffer): PlatformRequest {
  const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
  const inBase = url.pathname === API_BASE_PATH || url.pathname.startsWith(`${API_BASE_PATH}/`);
  const path = (inBase ? url.pathname.slice(API_BASE_PATH.length) : url.pathname).replace(/^\/+|\/+$/g, '');
  return {
    scope: inBase ? 'base' : 'root',
    method: (req.method ?? 'GET').toUpperCase(),
    path,
    query: url.searchParams,
    body: readRequestBody(req, raw),
    token: sessionToken(req.headers.cookie),
  };
}

function readRequestBody(req: IncomingMessage, raw: Buffer): unknown {
  const boundary = multipartBoundary(req.headers['content-type']);
  return boundary ? parseMultipart(raw, boundary) : parseJson(raw.toString('utf8'));
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

function readBody(req: IncomingMessage): Promise<Buffer> {
  const limit = /^multipart\//i.test(req.headers['content-type'] ?? '') ? MAX_MULTIPART_BYTES : MAX_BODY_BYTES;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > limit) {
        // Answer at once; the rest of the body is read and dropped so the caller sees the answer.
        refused = true;
        chunks.length = 0;
        reject(new SandboxError(413, 'validation', 'Request body too large'));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function write(res: ServerResponse, reply: Reply): void {
  if (reply.setCookie) res.setHeader('Set-Cookie', reply.setCookie);
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  if (reply.raw) {
    const { contentType, bytes, filename } = reply.raw;
    const headers: Record<string, string | number> = { 'Content-Type': contentType, 'Content-Length': bytes.length };
    if (filename) headers['Content-Disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`;
    res.writeHead(reply.status, headers).end(bytes);
    return;
  }
  if (reply.status === 204 || reply.body === undefined) {
    res.writeHead(reply.status).end();
    return;
  }
  const payload = JSON.stringify(reply.body);
  res.writeHead(reply.status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(payload) });
  res.end(payload);
}
