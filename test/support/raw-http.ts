import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { first } from '../../domain/shared/present';

/** What a raw request got: a status and a body, or the connection closed without an answer. */
export interface RawAnswer {
  status: number | null;
  body: string;
  headers: IncomingHttpHeaders;
  /** Set when the connection was closed without a complete answer. */
  error?: string;
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string | number>;
  /** The body, written as it is (no framing added). */
  body?: Buffer | string;
  /** Destroy the connection after writing the body (a client that disconnects mid-upload). */
  disconnectAfterBody?: boolean;
  timeoutMs?: number;
}

/**
 * One HTTP request whose headers and body the caller controls byte for byte (a Content-Length that does not
 * match, a body cut short, a client that goes away), for tests of what a broken client gets.
 */
export function rawRequest(base: string, r: RawRequest): Promise<RawAnswer> {
  const url = new URL(r.path, base);
  return new Promise((resolve) => {
    let settled = false;
    const done = (a: RawAnswer) => {
      if (!settled) {
        settled = true;
        resolve(a);
      }
    };
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: r.method ?? 'POST',
        headers: r.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          done({ status: res.statusCode ?? null, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }),
        );
        res.on('error', (e) =>
          done({
            status: res.statusCode ?? null,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: res.headers,
            error: e.message,
          }),
        );
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) =>
      done({ status: null, body: '', headers: {}, error: e.code ?? e.message }),
    );
    req.setTimeout(r.timeoutMs ?? 15_000, () => {
      req.destroy();
      done({ status: null, body: '', headers: {}, error: 'timeout' });
    });
    if (r.body !== undefined) req.write(r.body);
    if (r.disconnectAfterBody) {
      setTimeout(() => {
        req.destroy();
        done({ status: null, body: '', headers: {}, error: 'disconnected' });
      }, 100);
    } else req.end();
  });
}

/** A signed-in session as a raw client carries it: the cookie header and the anti-forgery token. */
export interface RawSession {
  cookie: string;
  csrf: string;
}

function cookiesOf(res: Response, jar: Map<string, string>): void {
  for (const line of res.headers.getSetCookie()) {
    const pair = first(line.split(';'));
    const eq = pair.indexOf('=');
    jar.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
}

/** Signs a persona in over the network (the Client tab), answering its cookie and anti-forgery token. */
export async function rawSignIn(
  base: string,
  username: string,
  password: string,
  tab: 'client' | 'adviser' = 'client',
): Promise<RawSession> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const first = await fetch(new URL('/api/auth/csrf', base));
  cookiesOf(first, jar);
  let csrf = ((await first.json()) as { csrfToken: string }).csrfToken;
  const login = await fetch(new URL('/api/auth/login', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: cookie() },
    body: JSON.stringify({ tab, username, password }),
  });
  cookiesOf(login, jar);
  const body = (await login.json()) as { csrfToken?: string; login?: { status: string } };
  if (login.status !== 200 || body.login?.status !== 'LoginSuccess')
    throw new Error(`sign-in of ${username} failed: ${login.status}`);
  if (body.csrfToken) csrf = body.csrfToken;
  return { cookie: cookie(), csrf };
}
