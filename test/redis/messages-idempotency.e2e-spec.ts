import request from 'supertest';
import type { App } from 'supertest/types';
import { pdf } from '../support/messages-api';
import { Browser, PASSWORD, sessionCookie, startPortal } from '../support/portal-harness';
import { redisForTests } from '../support/redis-for-tests';

const SECRET = 'messages-idem-secret-'.padEnd(48, 'm');
type Portal = Awaited<ReturnType<typeof startPortal>>;

/**
 * Two BFF processes behind one load balancer share sessions and send idempotency keys in Redis: the same
 * compose sent to both at once (a double click split across them) creates one message.
 */
describe('messages: one idempotency key across two BFF processes (Redis)', () => {
  let stopRedis: () => Promise<void> = async () => undefined;
  let first: Portal;
  let second: Portal;
  beforeAll(async () => {
    const r = await redisForTests('messages-idem');
    stopRedis = r.stop;
    first = await startPortal({ ...r.portal, sessionSecret: SECRET });
    second = await startPortal({ ...r.portal, sessionSecret: SECRET, platformUrl: first.sandbox!.url });
  }, 90_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await stopRedis();
  });

  it('creates one message when the same key reaches both processes at once', async () => {
    const b = new Browser(first.server);
    const login = await b.post('/api/auth/login', { tab: 'client', username: 'amelia', password: PASSWORD });
    expect(login.body.login.status).toBe('LoginSuccess');
    const cookie = sessionCookie(login)!;
    const csrf = await b.token();
    const subject = `Split double click ${Date.now()}`;
    const send = (server: App) =>
      request(server)
        .post('/api/messages')
        .set('Cookie', cookie)
        .set('X-CSRF-Token', csrf)
        .set('Idempotency-Key', `split-${subject.replace(/\D/g, '')}`)
        .field('subject', subject)
        .field('body', 'x')
        .attach('files', pdf('a.pdf', 400_000).bytes, { filename: 'a.pdf', contentType: 'application/pdf' });
    const [x, y] = await Promise.all([send(first.server), send(second.server)]);
    expect([x.status, y.status]).toEqual([200, 200]);
    expect(x.body.messageId).toBe(y.body.messageId);
    expect([x.headers['idempotent-replayed'], y.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true']);
    const sent = await request(second.server)
      .get('/api/messages')
      .query({ folder: 'sent', search: subject })
      .set('Cookie', cookie)
      .expect(200);
    expect(sent.body.items.map((m: { id: number }) => m.id)).toEqual([x.body.messageId]);
  });
});
