import Redis from 'ioredis';
import request from 'supertest';
import { DEFAULT_REDIS_KEY_PREFIX, redisKeys, type RedisKeys } from '../../adapters/session/redis-keys';
import { AMELIA } from '../support/assets-api';
import { pdf, sendForm } from '../support/messages-api';
import { Browser, chooseClient, PASSWORD, sessionCookie, signedIn, startPortal } from '../support/portal-harness';
import { freePort, redisForTests, scanKeys, type TestRedis } from '../support/redis-for-tests';
import { sessionIdOf } from '../support/session-ids';

type Portal = Awaited<ReturnType<typeof startPortal>>;

/**
 * Test runs share their Redis with other runs (and maybe a portal): a portal started with a test's
 * REDIS_KEY_PREFIX writes every key family under it and nothing under the portal's own `portal:`,
 * and the run's keys are gone once it has cleaned up.
 */
describe('a portal on Redis writes only under its REDIS_KEY_PREFIX', () => {
  let r: TestRedis;
  let redis: Redis;
  let before: Set<string>;
  const portals: Portal[] = [];

  beforeAll(async () => {
    r = await redisForTests('key-prefix');
    redis = new Redis(r.url);
    before = new Set(await scanKeys(redis, DEFAULT_REDIS_KEY_PREFIX));
  }, 60_000);
  afterAll(async () => {
    for (const p of portals) await p.close();
    redis?.disconnect();
    await r?.stop();
  });

  async function until(what: string, check: () => Promise<boolean>): Promise<void> {
    for (let i = 0; i < 50 && !(await check()); i++) await new Promise((done) => setTimeout(done, 100));
    if (!(await check())) throw new Error(`timed out waiting for ${what}`);
  }

  /** The families (of RedisKeys) that have at least one key among `keys`. */
  const familiesOf = (keys: string[], of: RedisKeys) =>
    (Object.entries(of) as [keyof RedisKeys, string][])
      .filter(([, p]) => keys.some((k) => k.startsWith(p)))
      .map(([family]) => family)
      .sort();

  it('keeps sessions, throttling counters, the circuit, idempotency keys, waiting attachments and the view-as log under the run prefix, and nothing new under portal:', async () => {
    const portal = await startPortal({ ...r.portal });
    portals.push(portal);

    // A wrong password: the throttling counters.
    expect(
      (
        await new Browser(portal.server).post('/api/auth/login', {
          tab: 'client',
          username: 'amelia',
          password: 'not-her-password',
        })
      ).status,
    ).toBe(401);
    // amelia signs in: her session.
    const amelia = new Browser(portal.server);
    const login = await amelia.post('/api/auth/login', { tab: 'client', username: 'amelia', password: PASSWORD });
    expect(login.body.login.status).toBe('LoginSuccess');
    const sid = sessionIdOf(sessionCookie(login)!);
    // A message whose attachment the platform refuses once: its idempotency key and the file it waits for.
    portal.sandbox!.state.messages.failNextAttachment = true;
    const sent = await sendForm(
      amelia,
      '/api/messages',
      { subject: `Key prefix ${Date.now()}`, body: 'x' },
      [pdf('waiting.pdf')],
      { 'Idempotency-Key': `key-prefix-${Date.now()}` },
    ).expect(200);
    expect(sent.body.failedAttachments).toEqual(['waiting.pdf']);
    // An adviser opens amelia's portal: the view-as log.
    await chooseClient(await signedIn(portal.server, 'adviser', 'adviser'), AMELIA);
    // A portal whose platform does not answer: the shared circuit counts the failures.
    const down = await startPortal({ ...r.portal, platformUrl: `http://127.0.0.1:${await freePort()}/resourceful` });
    portals.push(down);
    await request(down.server).get('/api/health').expect(200);
    await until('the circuit written', async () => (await scanKeys(redis, r.keys.circuit)).length > 0);

    const ours = await r.keysNow();
    expect(familiesOf(ours, r.keys)).toEqual([
      'circuit',
      'idempotency',
      'pendingAttachments',
      'portalViews',
      'sessions',
      'throttle',
    ]);
    expect(await redis.exists(r.keys.sessions + sid)).toBe(1);
    expect(await redis.exists(redisKeys().sessions + sid)).toBe(0);
    const added = (await scanKeys(redis, DEFAULT_REDIS_KEY_PREFIX)).filter((k) => !before.has(k));
    expect({ addedUnderPortal: added }).toEqual({ addedUnderPortal: [] });
  }, 60_000);

  it('leaves no key of the run once it has cleaned up', async () => {
    for (const p of portals.splice(0)) await p.close();
    const left = await r.keysNow();
    expect(left.length).toBeGreaterThan(0);
    expect(await r.removeKeys()).toBeGreaterThan(0);
    expect(await r.keysNow()).toEqual([]);
  });
});
