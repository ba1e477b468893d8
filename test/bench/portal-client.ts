import { performance } from 'node:perf_hooks';
import { createPortalApp, type PortalApp } from '../../bff/app.factory';
import { first } from '../../domain/shared/present';

/** A listening portal on a given platform (in-memory sessions), and its base URL. */
export async function listeningPortal(platformUrl: string | undefined): Promise<{ portal: PortalApp; base: string }> {
  const portal = await createPortalApp({
    config: { platformUrl, redisUrl: undefined, sandboxPort: 0, port: 0 },
    logger: false,
  });
  await portal.app.listen(0, '127.0.0.1');
  return { portal, base: (await portal.app.getUrl()).replace('[::1]', '127.0.0.1') };
}

const sid = (res: Response): string =>
  first(
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith('portal.sid='))!
      .split(';'),
  );

/** Signs in a persona that goes straight in; answers the session cookie. */
export async function signIn(
  base: string,
  username: string,
  password = 'Demo-Passw0rd',
  tab: 'client' | 'adviser' = 'client',
): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const cookie = sid(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken, cookie },
    body: JSON.stringify({ tab, username, password }),
  });
  const body = (await res.json()) as { login?: { status?: string } };
  if (res.status !== 200 || body.login?.status !== 'LoginSuccess')
    throw new Error(`sign-in of ${username} failed: ${res.status} ${JSON.stringify(body)}`);
  return sid(res);
}

export interface TimedAnswer {
  ms: number;
  status: number;
  bytes: number;
  /** The error's message when the status is not 200. */
  problem: string | null;
}

/** One GET with the session, timed to the last byte of the answer. */
export async function timedGet(base: string, path: string, cookie: string): Promise<TimedAnswer> {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, { headers: { cookie } });
  const text = await res.text();
  const ms = performance.now() - started;
  const problem =
    res.status === 200
      ? null
      : `${res.status} ${(JSON.parse(text) as { apiMessage?: string; message?: string }).apiMessage ?? text.slice(0, 200)}`;
  return { ms, status: res.status, bytes: text.length, problem };
}
