import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SandboxError, validation } from './errors';
import { discardUnclaimed, isMultipartRequest, receiveMultipart } from './multipart';
import { errorReply } from './dispatch';
import { platformQuery } from './query';
import type { PlatformRequest, Reply } from './reply';

export const API_BASE_PATH = '/resourceful';
export const SESSION_COOKIE = 'XPLANID';
const MAX_BODY_BYTES = 1_000_000;
/** A multipart upload carries one attachment of up to 10,000,000 bytes (spec 3 §9); a larger one is cut off and refused. */
export const MAX_UPLOAD_FILE_BYTES = 10_000_000;

/** Where multipart file parts are written while a call runs, and what the sandbox keeps. */
export interface UploadArea {
  dir: string;
}

/**
 * Adapts node:http to the dispatcher: reads the JSON body and the cookie, writes the reply. With an
 * `appId`, every call but the sandbox's own controls must carry it in `X-Xplan-App-id`.
 */
export function createRequestListener(
  dispatch: (request: PlatformRequest) => Reply,
  uploads?: UploadArea,
  appId?: string,
) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (appId && !knownApplication(req, appId)) {
      req.resume();
      return write(res, errorReply(unknownApplication()));
    }
    void readRequestBody(req, uploads)
      .then((body) => {
        try {
          return dispatch(toPlatformRequest(req, body));
        } finally {
          discardUnclaimed(body);
        }
      })
      .catch(errorReply)
      .then((reply) => write(res, reply));
  };
}

/** The header of the application key (public evidence: cl-xplan-api Documentation/api/Authentication.md). */
export const APP_ID_HEADER = 'x-xplan-app-id';

/** Whether a call names the application the sandbox was told of; the sandbox's own controls (/sandbox/*) need not. */
function knownApplication(req: IncomingMessage, appId: string): boolean {
  if (new URL(req.url ?? '/', 'http://sandbox.invalid').pathname.startsWith('/sandbox/')) return true;
  return req.headers[APP_ID_HEADER] === appId;
}

/** The answer to a call without the application key, or with another: a refusal in the platform's words (our assumption: 403). */
const unknownApplication = (): SandboxError =>
  new SandboxError(
    403,
    'forbidden',
    'Permission Error: this application is not known here; send its key in the X-Xplan-App-id header',
  );

/** A multipart body is streamed to files in the upload area; anything else is read whole (at most 1 MB) as JSON. */
async function readRequestBody(req: IncomingMessage, uploads: UploadArea | undefined): Promise<unknown> {
  if (isMultipartRequest(req.headers['content-type'])) {
    if (!uploads) throw validation('This server takes no uploads');
    return receiveMultipart(req, uploads.dir, { fileBytes: MAX_UPLOAD_FILE_BYTES, files: 1, fields: 5 });
  }
  return parseJson((await readBody(req)).toString('utf8'));
}

function toPlatformRequest(req: IncomingMessage, body: unknown): PlatformRequest {
  const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
  const inBase = url.pathname === API_BASE_PATH || url.pathname.startsWith(`${API_BASE_PATH}/`);
  const path = (inBase ? url.pathname.slice(API_BASE_PATH.length) : url.pathname).replace(/^\/+|\/+$/g, '');
  return {
    scope: inBase ? 'base' : 'root',
    method: (req.method ?? 'GET').toUpperCase(),
    path,
    query: platformQuery(url.search),
    body,
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

function readBody(req: IncomingMessage): Promise<Buffer> {
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
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function write(res: ServerResponse, reply: Reply): void {
  if (reply.setCookie) res.setHeader('Set-Cookie', reply.setCookie);
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  if (reply.raw) {
    const { contentType, filename } = reply.raw;
    const content = reply.raw.content;
    const size = Buffer.isBuffer(content) ? content.length : content.size;
    const headers: Record<string, string | number> = { 'Content-Type': contentType, 'Content-Length': size };
    if (filename) headers['Content-Disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`;
    res.writeHead(reply.status, headers);
    // A stored upload goes out from its file, never read whole.
    if (Buffer.isBuffer(content)) res.end(content);
    else
      createReadStream(content.path)
        .on('error', () => res.destroy())
        .pipe(res);
    return;
  }
  if (reply.status === 204 || reply.body === undefined) {
    res.writeHead(reply.status).end();
    return;
  }
  const payload = JSON.stringify(reply.body);
  res.writeHead(reply.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
  });
  res.end(payload);
}
