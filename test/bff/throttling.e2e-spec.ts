import { Browser, PASSWORD, startPortal } from '../support/portal-harness';
import { redisForTests, type TestRedis } from '../support/redis-for-tests';
import { itemAt } from '../../domain/shared/present';

type Portal = Awaited<ReturnType<typeof startPortal>>;

/**
 * Issue 7 items 5 and 6, against the memory store and against Redis. Each portal counts under its
 * own key prefix, so runs never see each other's counters (the Redis is shared).
 */
describe.each(['memory', 'redis'] as const)('throttling (%s store)', (store) => {
  const redisOfEach: TestRedis[] = [];

  afterAll(async () => {
    for (const r of redisOfEach) await r.stop();
  });

  async function portalWithOwnCounters(): Promise<Portal> {
    if (store === 'memory') return startPortal({ trustProxy: true });
    const r = await redisForTests('throttling');
    redisOfEach.push(r);
    return startPortal({ trustProxy: true, ...r.portal });
  }

  const login = (ip: string, username: string, password: string) =>
    new Browser(portal.server, ip).post('/api/auth/login', { tab: 'client', username, password });

  let portal: Portal;

  describe('failed sign-ins', () => {
    beforeAll(async () => {
      portal = await portalWithOwnCounters();
    });
    afterAll(() => portal.close());

    it("blocks the attacker's address for that account while the owner gets in from elsewhere", async () => {
      const attacker = new Browser(portal.server, '203.0.113.10');
      for (let i = 1; i <= 10; i++) {
        expect(
          (await attacker.post('/api/auth/login', { tab: 'client', username: 'carla', password: `wrong-${i}` })).status,
        ).toBe(401);
      }
      const blocked = await attacker.post('/api/auth/login', { tab: 'client', username: 'carla', password: PASSWORD });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject({
        code: 'throttled',
        message: 'Too many unsuccessful attempts. Please wait a minute and try again.',
      });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
      // The owner, from home: straight in.
      await new Browser(portal.server, '198.51.100.7').signIn('carla');
      // The attacker's address is blocked for carla only.
      await new Browser(portal.server, '203.0.113.10').signIn('lena');
      expect((await login('203.0.113.10', 'carla', PASSWORD)).status).toBe(429);
    });

    it("counts 'carla', ' CARLA@client ' and 'Carla@Client' as one account", async () => {
      const ip = '203.0.113.11';
      const spellings = ['carla', ' CARLA@client ', 'Carla@Client'];
      for (let i = 0; i < 10; i++) expect((await login(ip, itemAt(spellings, i % 3), `wrong-${i}`)).status).toBe(401);
      expect((await login(ip, ' carla ', PASSWORD)).status).toBe(429);
      expect((await login(ip, 'CARLA@CLIENT', PASSWORD)).status).toBe(429);
      // Other accounts from this address are not affected.
      await new Browser(portal.server, ip).signIn('ben');
    });

    it('refuses the 101st failure within the hour for the account, from any address', async () => {
      // 100 failures from 10 addresses (10 each, the most one address may make), in both spellings.
      for (let a = 1; a <= 10; a++) {
        for (let i = 1; i <= 10; i++) {
          const res = await login(`192.0.2.${a}`, i % 2 ? 'erin' : ' ERIN@client ', `wrong-${a}-${i}`);
          expect(res.status).toBe(401);
        }
      }
      const hundredAndFirst = await login('192.0.2.200', 'erin', 'wrong-again');
      expect(hundredAndFirst.status).toBe(429);
      expect(Number(hundredAndFirst.headers['retry-after'])).toBeGreaterThan(3000);
      expect(Number(hundredAndFirst.headers['retry-after'])).toBeLessThanOrEqual(3600);
      expect(hundredAndFirst.body.message).toMatch(
        /^Too many unsuccessful attempts\. Please try again in (59|60) minutes\.$/,
      );
      // Now it slows everyone, the owner too; other accounts are not affected.
      expect((await login('192.0.2.201', 'erin', PASSWORD)).status).toBe(429);
      await new Browser(portal.server, '192.0.2.201').signIn('amelia');
    });

    it('blocks an address that tries many accounts (credential stuffing) after 100 failures in the hour', async () => {
      const ip = '203.0.113.50';
      for (let i = 1; i <= 100; i++) expect((await login(ip, `nobody-${i}`, 'Summer2024!')).status).toBe(401);
      expect((await login(ip, 'nobody-101', 'Summer2024!')).status).toBe(429);
      expect((await login(ip, 'dmitri', PASSWORD)).status).toBe(429);
      // The owners elsewhere are not affected.
      await new Browser(portal.server, '198.51.100.50').signIn('dmitri');
    });
  });

  describe('sending codes, per account', () => {
    beforeAll(async () => {
      portal = await portalWithOwnCounters();
    });
    afterAll(() => portal.close());

    const sent = (username: string, kind: string) =>
      portal.sandbox!.state.outbox.for(username).filter((m) => m.kind === kind).length;

    function expectTooManyCodes(
      res: { status: number; headers: Record<string, string>; body: { code: string; message: string } },
      maxSeconds: number,
    ) {
      expect(res.status).toBe(429);
      expect(res.body.code).toBe('throttled');
      expect(res.body.message).toMatch(/^Too many codes have been requested\. Please try again in \d+ minutes?\.$/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(maxSeconds);
    }

    it('forgot password: the 6th reset code within 15 minutes is refused and not sent, whatever the spelling or address', async () => {
      const spellings = ['carla', ' CARLA@client ', 'Carla'];
      for (let i = 0; i < 5; i++) {
        const res = await new Browser(portal.server, `198.51.100.${i + 1}`).post('/api/auth/forgot-password', {
          username: spellings[i % 3],
        });
        expect(res.status).toBe(200);
      }
      expect(sent('carla@client', 'reset')).toBe(5);
      const sixth = await new Browser(portal.server, '198.51.100.99').post('/api/auth/forgot-password', {
        username: 'carla',
      });
      expectTooManyCodes(sixth, 15 * 60);
      expect(sixth.body.message).toBe('Too many codes have been requested. Please try again in 15 minutes.');
      expect(sent('carla@client', 'reset')).toBe(5);
    });

    it('forgot password: a name that is no account is refused at the same point, with the same answer', async () => {
      const answers = [];
      for (let i = 0; i < 6; i++)
        answers.push(
          await new Browser(portal.server, `198.51.101.${i + 1}`).post('/api/auth/forgot-password', {
            username: 'no-such-client',
          }),
        );
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429]);
      expect(itemAt(answers, 5).body).toEqual({
        statusCode: 429,
        code: 'throttled',
        message: 'Too many codes have been requested. Please try again in 15 minutes.',
        apiMessage: null,
        requestId: expect.any(String),
      });
    });

    it('forgot username: the 6th e-mail within 15 minutes is refused and not sent', async () => {
      const user = portal.sandbox!.state.index.userByLooseName('ben')!;
      const dob = portal.sandbox!.state.index.client(user.entityId)!.dob!;
      for (let i = 0; i < 5; i++) {
        const res = await new Browser(portal.server, `198.51.102.${i + 1}`).post('/api/auth/forgot-username', {
          email: i % 2 ? ' BEN@example.com ' : 'ben@example.com',
          dob,
        });
        expect(res.status).toBe(200);
      }
      expect(sent('ben@client', 'username')).toBe(5);
      expectTooManyCodes(
        await new Browser(portal.server, '198.51.102.99').post('/api/auth/forgot-username', {
          email: 'ben@example.com',
          dob,
        }),
        15 * 60,
      );
      expect(sent('ben@client', 'username')).toBe(5);
    });

    it("sign-in 'Request new code': the 6th within 15 minutes is refused and not sent", async () => {
      const b = new Browser(portal.server, '198.51.103.1');
      expect(
        (await b.post('/api/auth/login', { tab: 'client', username: 'farah', password: PASSWORD })).body.login.status,
      ).toBe('MfaRequired');
      const atSignIn = sent('farah@client', 'mfa');
      for (let i = 0; i < 5; i++) expect((await b.post('/api/auth/login/new-code')).status).toBe(200);
      expect(sent('farah@client', 'mfa')).toBe(atSignIn + 5);
      const sixth = await b.post('/api/auth/login/new-code');
      expectTooManyCodes(sixth, 15 * 60);
      expect(sent('farah@client', 'mfa')).toBe(atSignIn + 5);
      // The code already sent still signs her in.
      expect((await b.post('/api/auth/login/mfa-code', { code: '123456' })).body.login.status).toBe('LoginSuccess');
    });

    it('enrolment: the 6th code within 15 minutes is refused and not sent', async () => {
      const b = new Browser(portal.server, '198.51.104.1');
      expect(
        (await b.post('/api/auth/login', { tab: 'client', username: 'george', password: PASSWORD })).body.login.status,
      ).toBe('MfaEnrolmentLinkDevice');
      for (let i = 0; i < 5; i++) {
        expect((await b.post('/api/auth/login/enrolment-method', { method: 'sms' })).body.login.status).toBe(
          'MfaEnrolmentValidateDevice',
        );
        // 'Request new code' at enrolment goes back to the method choice, where the next code is counted.
        expect((await b.post('/api/auth/login/new-code')).body.login.status).toBe('MfaEnrolmentLinkDevice');
      }
      expect(sent('george@client', 'enrolment')).toBe(5);
      expectTooManyCodes(await b.post('/api/auth/login/enrolment-method', { method: 'sms' }), 15 * 60);
      expect(sent('george@client', 'enrolment')).toBe(5);
    });

    it('additional verification: the 6th code within 15 minutes is refused and not sent', async () => {
      const b = new Browser(portal.server, '198.51.105.1');
      await b.signIn('lena');
      for (let i = 0; i < 5; i++)
        expect(
          (await b.send('put', '/api/account/verification/method', { method: i % 2 ? 'email' : 'sms' })).status,
        ).toBe(200);
      expect(sent('lena@client', 'verification')).toBe(5);
      expectTooManyCodes(await b.send('put', '/api/account/verification/method', { method: 'sms' }), 15 * 60);
      expect(sent('lena@client', 'verification')).toBe(5);
    });
  });

  describe('sending codes, per address', () => {
    beforeAll(async () => {
      portal = await portalWithOwnCounters();
    });
    afterAll(() => portal.close());

    const total = () => Object.values(portal.sandbox!.state.outbox.toJSON()).reduce((n, list) => n + list.length, 0);

    /** 20 reset codes asked for from this address, each for another name (no account's own limit is reached). */
    async function useUpAddress(ip: string): Promise<void> {
      for (let i = 1; i <= 20; i++) {
        expect(
          (await new Browser(portal.server, ip).post('/api/auth/forgot-password', { username: `stranger-${ip}-${i}` }))
            .status,
        ).toBe(200);
      }
    }

    function expectRefusedForTheHour(res: {
      status: number;
      headers: Record<string, string>;
      body: { message: string };
    }) {
      expect(res.status).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(15 * 60);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
      expect(res.body.message).toMatch(/^Too many codes have been requested\. Please try again in (59|60) minutes\.$/);
    }

    it('forgot password: the 21st from one address within the hour is refused and not sent; other addresses are not', async () => {
      const ip = '203.0.113.101';
      await useUpAddress(ip);
      const before = total();
      expectRefusedForTheHour(
        await new Browser(portal.server, ip).post('/api/auth/forgot-password', { username: 'amelia' }),
      );
      expect(total()).toBe(before);
      expect(
        (await new Browser(portal.server, '203.0.113.201').post('/api/auth/forgot-password', { username: 'amelia' }))
          .status,
      ).toBe(200);
      expect(total()).toBe(before + 1);
    });

    it('forgot username: the 21st from one address within the hour is refused and not sent', async () => {
      const ip = '203.0.113.102';
      await useUpAddress(ip);
      const user = portal.sandbox!.state.index.userByLooseName('ben')!;
      const dob = portal.sandbox!.state.index.client(user.entityId)!.dob!;
      const before = total();
      expectRefusedForTheHour(
        await new Browser(portal.server, ip).post('/api/auth/forgot-username', { email: 'ben@example.com', dob }),
      );
      expect(total()).toBe(before);
    });

    it("sign-in 'Request new code': the 21st from one address within the hour is refused and not sent", async () => {
      const ip = '203.0.113.103';
      const b = new Browser(portal.server, ip);
      await b.post('/api/auth/login', { tab: 'client', username: 'farah', password: PASSWORD });
      await useUpAddress(ip);
      const before = total();
      expectRefusedForTheHour(await b.post('/api/auth/login/new-code'));
      expect(total()).toBe(before);
    });

    it('enrolment: the 21st from one address within the hour is refused and not sent', async () => {
      const ip = '203.0.113.104';
      const b = new Browser(portal.server, ip);
      await b.post('/api/auth/login', { tab: 'client', username: 'george', password: PASSWORD });
      await useUpAddress(ip);
      const before = total();
      expectRefusedForTheHour(await b.post('/api/auth/login/enrolment-method', { method: 'email' }));
      expect(total()).toBe(before);
    });

    it('additional verification: the 21st from one address within the hour is refused and not sent', async () => {
      const ip = '203.0.113.105';
      const b = new Browser(portal.server, ip);
      await b.signIn('lena');
      await useUpAddress(ip);
      const before = total();
      expectRefusedForTheHour(await b.send('put', '/api/account/verification/method', { method: 'sms' }));
      expect(total()).toBe(before);
    });
  });
});
