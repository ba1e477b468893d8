import request from 'supertest';
import type { App } from 'supertest/types';
import { createPortalApp, PortalApp } from '../../bff/app.factory';
import type { PortalConfig } from '../../bff/config/portal-config';
import { TEST_KEY_ROOT } from './redis-for-tests';

export const PASSWORD = 'Demo-Passw0rd';
export const CODE = '123456';

/** Without a platform of its own, a test portal serves the embedded sandbox on purpose (SANDBOX=embedded), as production must. */
export function onEmbeddedSandbox(config: Partial<PortalConfig>): Partial<PortalConfig> {
  return config.platformUrl ? {} : { sandbox: 'embedded' };
}

/**
 * A portal on the embedded sandbox (random ports), initialised but not listening: supertest drives it.
 * On Redis it writes under the suite's own key prefix, never the portal's `portal:`:
 * `startPortal({ ...redis.portal })` with `redis` from redisForTests.
 */
export async function startPortal(config: Partial<PortalConfig> = {}): Promise<PortalApp & { server: App }> {
  if (config.redisUrl && !config.redisKeyPrefix?.startsWith(TEST_KEY_ROOT)) {
    throw new Error(
      `A test portal on Redis writes under a test key prefix (redisForTests(...).portal), not ${JSON.stringify(config.redisKeyPrefix ?? 'portal:')}.`,
    );
  }
  const portal = await createPortalApp({
    config: {
      sandboxPort: 0,
      platformUrl: undefined,
      ...onEmbeddedSandbox(config),
      redisUrl: undefined,
      redisKeyPrefix: undefined,
      sessionSecret: 'test-secret-'.padEnd(40, 'x'),
      ...config,
    },
    logger: false,
  });
  await portal.app.init();
  return Object.assign(portal, { server: portal.app.getHttpServer() });
}

/** One browser: a cookie jar and the anti-forgery token the portal handed out. */
export class Browser {
  readonly agent: ReturnType<typeof request.agent>;
  csrf: string | null = null;

  /** `ip` is sent as X-Forwarded-For, for portals started with trustProxy. */
  constructor(server: App, ip?: string) {
    this.agent = request.agent(server);
    if (ip) this.agent.set('X-Forwarded-For', ip);
  }

  async token(): Promise<string> {
    const res = await this.agent.get('/api/auth/csrf').expect(200);
    this.csrf = res.body.csrfToken;
    return this.csrf!;
  }

  get(path: string) {
    return this.agent.get(path);
  }

  /** A mutating request carrying the token (fetched first when there is none). */
  async send(method: 'post' | 'put' | 'patch' | 'delete', path: string, body?: object) {
    if (!this.csrf) await this.token();
    const res = await this.agent[method](path)
      .set('X-CSRF-Token', this.csrf!)
      .send(body ?? {});
    if (res.body?.csrfToken) this.csrf = res.body.csrfToken;
    return res;
  }

  post(path: string, body?: object) {
    return this.send('post', path, body);
  }

  /** Signs in as a persona that goes straight to LoginSuccess. */
  async signIn(username: string, tab: 'client' | 'adviser' = 'client', password = PASSWORD) {
    const res = await this.post('/api/auth/login', { tab, username, password });
    if (res.status !== 200 || res.body.login.status !== 'LoginSuccess') {
      throw new Error(`sign-in of ${username} did not succeed: ${res.status} ${JSON.stringify(res.body)}`);
    }
    return res.body;
  }
}

/** A new browser signed in as a persona that goes straight to LoginSuccess. */
export async function signedIn(server: App, username: string, tab: 'client' | 'adviser' = 'client'): Promise<Browser> {
  const b = new Browser(server);
  await b.signIn(username, tab);
  return b;
}

/** Places a client in context for a signed-in adviser, which the portal must allow. */
export async function chooseClient(adviser: Browser, clientId: number): Promise<void> {
  const res = await adviser.post('/api/advisers/client-in-context', { clientId });
  if (res.status !== 200)
    throw new Error(`client ${clientId} could not be placed in context: ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * A client's id as the adviser's client list gives it: searched by `search`, the row whose name holds
 * every one of `nameParts` (the search alone may match several clients).
 */
export async function clientIdFromList(adviser: Browser, search: string, ...nameParts: string[]): Promise<number> {
  const rows = (await adviser.get('/api/advisers/clients').query({ name: search }).expect(200)).body.rows as {
    id: number;
    entityName: string;
  }[];
  const parts = nameParts.length ? nameParts : [search];
  const row = rows.find((r) => parts.every((part) => r.entityName.includes(part)));
  if (!row)
    throw new Error(
      `${parts.join(' ')} is not in the adviser's list: ${JSON.stringify(rows.map((r) => r.entityName))}`,
    );
  return row.id;
}

/** The session cookie's value in a response, if it set one. */
export function sessionCookie(res: { headers: Record<string, unknown> }): string | undefined {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  return cookies.find((c) => c.startsWith('portal.sid='))?.split(';')[0];
}
