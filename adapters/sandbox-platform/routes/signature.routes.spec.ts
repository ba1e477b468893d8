import { startSandboxPlatform, type RunningSandbox } from '../sandbox-server';
import { call, signIn } from '../testing/sandbox-test-client';

const AMELIA = 10001;

describe('sandbox digital signature calls (spec 3 §3, §4, §7)', () => {
  let sb: RunningSandbox;
  let amelia: string;
  let ben: string;
  let lena: string;
  let adviser: string;
  let adviser2: string;
  let dmitri: string;
  let clock: number;
  beforeAll(async () => {
    sb = await startSandboxPlatform({ signingCodeTtlSeconds: 60 });
    clock = Date.now();
    sb.state.now = () => clock;
    [amelia, ben, lena, adviser, adviser2, dmitri] = await Promise.all([
      signIn(sb, 'amelia'),
      signIn(sb, 'ben'),
      signIn(sb, 'lena'),
      signIn(sb, 'adviser'),
      signIn(sb, 'adviser2'),
      signIn(sb, 'dmitri'),
    ]);
  });
  afterAll(() => sb.close());

  const get = (path: string, token = amelia) => call(sb, 'GET', path, { token });
  const post = (path: string, token: string, body?: unknown) => call(sb, 'POST', path, { token, body });
  const item = async (id: number, token = amelia) =>
    (await get('digital_signature?page_size=100', token)).body.find((s: any) => s.id === id);
  const payload = (sig: any, otp: string) => ({ signing_method: 1, secure_data: sig.secure_data, otp });

  it("lists amelia's requests newest notification first: awaiting, part-signed (overdue), signed, declined, pending", async () => {
    const res = await get('digital_signature?page_size=100&page_sort=-last_notified_at');
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.body.map((s: any) => [s.id, s]));
    expect(Object.keys(byId).map(Number).sort()).toEqual([7001, 7002, 7003, 7004, 7005]);
    expect([byId[7001].status, byId[7002].status, byId[7003].status, byId[7004].status, byId[7005].status]).toEqual([
      4, 0, 1, 2, 3,
    ]);
    const notified = res.body.map((s: any) => s.last_notified_at);
    expect(notified).toEqual([...notified].sort().reverse());
    const today = new Date(clock).toISOString().slice(0, 10);
    expect(byId[7001].duedate._val > today).toBe(true);
    expect(byId[7002].duedate._val < today).toBe(true);
    expect(byId[7005].duedate).toBeNull();
    expect(byId[7002].terms_and_conds).toContain('mandate');
    expect(byId[7001].terms_and_conds).toBeNull();
  });

  it('filters status 4 (needs signing)', async () => {
    expect((await get('digital_signature?status=4')).body.map((s: any) => s.id)).toEqual([7001]);
    expect((await get('digital_signature?status=9')).status).toBe(400);
  });

  it('shows each client only their own requests; the adviser sees their clients; adviser2 none', async () => {
    expect((await get('digital_signature', ben)).body.map((s: any) => s.id)).toEqual([7002]);
    expect((await get('digital_signature', lena)).body.map((s: any) => s.id)).toEqual([7011]);
    expect((await get('digital_signature', dmitri)).body).toEqual([]);
    expect((await get('digital_signature', adviser)).body.length).toBe(6);
    expect((await get('digital_signature', adviser2)).body).toEqual([]);
    expect((await get('digital_signature/7001/signatories', dmitri)).status).toBe(404);
    expect((await get('digital_signature/7001/signatories', adviser2)).status).toBe(404);
  });

  it("narrows an adviser's list to the requests of entityids (a numbered list); a name it does not know is ignored", async () => {
    const all = (await get('digital_signature', adviser)).body.map((s: any) => s.id);
    const amelias = (await get(`digital_signature?entityids.0=${AMELIA}`, adviser)).body.map((s: any) => s.id);
    expect(amelias).toEqual(expect.arrayContaining([7001, 7002, 7003, 7004, 7005]));
    expect(amelias.length).toBeLessThan(all.length);
    expect((await get(`digital_signature?entity_id=${AMELIA}`, adviser)).body.map((s: any) => s.id)).toEqual(all);
  });

  it('gives signatories stored as "Surname, First", with phones, can_sign and the signing method', async () => {
    const part = (await get('digital_signature/7002/signatories')).body;
    expect(part).toEqual([
      expect.objectContaining({
        entity_name: 'Hartley, Ben',
        signing_method: 'signed',
        signed_at: expect.any(String),
        can_sign: true,
      }),
      expect.objectContaining({
        entity_name: 'Hartley, Amelia',
        entityid: AMELIA,
        entity_phone: '+44 7700 900123',
        signing_method: 'awaiting',
        signed_at: null,
        can_sign: true,
      }),
    ]);
    expect((await get('digital_signature/7001/signatories')).body[0].signing_method).toBeNull();
    expect((await get('digital_signature/7011/signatories', lena)).body[0].entity_phone).not.toContain('+');
  });

  it('serves the site terms and the document content for the frame', async () => {
    expect((await get('sysadmin/digital_signature-v2')).body.terms_and_conditions).toContain('electronic signature');
    const sig = await item(7001);
    const res = await fetch(`${sb.url}/digital_signature/content/7001/${sig.filename}`, {
      headers: { Cookie: `XPLANID=${amelia}` },
    });
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('<h1>Investment Management Agreement</h1>');
    expect(
      (await fetch(`${sb.url}/digital_signature/content/7001/other.html`, { headers: { Cookie: `XPLANID=${amelia}` } }))
        .status,
    ).toBe(404);
    expect(
      (
        await fetch(`${sb.url}/digital_signature/content/7001/${sig.filename}`, {
          headers: { Cookie: `XPLANID=${dmitri}` },
        })
      ).status,
    ).toBe(404);
  });

  describe('one-time codes and signing', () => {
    it("sends amelia's code to her '+' phone (recorded in the outbox), and refuses lena's phone without '+'", async () => {
      const res = await post('digital_signature/7001/signatories/70011/generate_code', amelia);
      expect(res.status).toBe(200);
      expect(sb.state.outbox.for('amelia@client').at(-1)).toMatchObject({
        kind: 'signing',
        channel: 'sms',
        target: '+44 7700 900123',
        code: '123456',
      });
      const refused = await post('digital_signature/7011/signatories/70111/generate_code', lena);
      expect(refused.status).toBe(400);
      expect(refused.body.api_message).toContain('phone');
    });

    it('refuses codes and signing for someone else: ben for amelia, the adviser, another client', async () => {
      expect((await post('digital_signature/7002/signatories/70022/generate_code', ben)).status).toBe(403);
      expect((await post('digital_signature/7001/signatories/70011/generate_code', adviser)).status).toBe(403);
      expect((await post('digital_signature/7001/signatories/70011/generate_code', dmitri)).status).toBe(404);
    });

    it('a wrong code does not match, the third wrong one locks, and a new code unlocks', async () => {
      const sig = await item(7002);
      await post('digital_signature/7002/signatories/70022/generate_code', amelia);
      const path = 'digital_signature/7002/signatories/70022/sign';
      expect((await post(path, amelia, payload(sig, '000000'))).body.api_message).toBe('OTP does not match');
      expect((await post(path, amelia, payload(sig, '111111'))).body.api_message).toBe('OTP does not match');
      const third = await post(path, amelia, payload(sig, '222222'));
      expect(third.status).toBe(400);
      expect(third.body.api_message).toBe('Too many incorrect OTP attempts');
      expect((await post(path, amelia, payload(sig, '123456'))).body.api_message).toBe(
        'Too many incorrect OTP attempts',
      );
      await post('digital_signature/7002/signatories/70022/generate_code', amelia);
      const signed = await post(path, amelia, payload(sig, '123456'));
      expect(signed.status).toBe(200);
      // Ben had signed already: both signed makes the request signed.
      expect(signed.body).toMatchObject({ status: 1, signatory: { signing_method: 'signed', can_sign: false } });
      expect((await item(7002, ben)).status).toBe(1);
    });

    it('a code expires after the configured time', async () => {
      const sig = await item(7001);
      await post('digital_signature/7001/signatories/70011/generate_code', amelia);
      clock += 61_000;
      const res = await post('digital_signature/7001/signatories/70011/sign', amelia, payload(sig, '123456'));
      expect(res.status).toBe(400);
      expect(res.body.api_message).toBe('OTP code has expired');
      expect((await item(7001)).status).toBe(4);
    });

    it('signing with no code asked for is an expired code; bad secure data and signing method are refused', async () => {
      const sig = await item(7001);
      sb.state.signatures.issueCode(70011);
      expect(
        (
          await post('digital_signature/7001/signatories/70011/sign', amelia, {
            ...payload(sig, '123456'),
            secure_data: 'forged',
          })
        ).body.api_message,
      ).toBe('Invalid secure data');
      expect(
        (
          await post('digital_signature/7001/signatories/70011/sign', amelia, {
            ...payload(sig, '123456'),
            signing_method: 3,
          })
        ).status,
      ).toBe(400);
      const other = await startSandboxPlatform();
      try {
        const token = await signIn(other, 'amelia');
        const fresh = (await call(other, 'GET', 'digital_signature', { token })).body.find((s: any) => s.id === 7001);
        expect(
          (
            await call(other, 'POST', 'digital_signature/7001/signatories/70011/sign', {
              token,
              body: payload(fresh, '123456'),
            })
          ).body.api_message,
        ).toBe('OTP code has expired');
      } finally {
        await other.close();
      }
    });

    it('signs with 123456: the request becomes signed and cannot be signed again', async () => {
      const sig = await item(7001);
      await post('digital_signature/7001/signatories/70011/generate_code', amelia);
      const res = await post('digital_signature/7001/signatories/70011/sign', amelia, payload(sig, '123456'));
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(1);
      expect((await get('digital_signature/7001/signatories')).body[0]).toMatchObject({
        signing_method: 'signed',
        signed_at: new Date(clock).toISOString(),
      });
      expect((await post('digital_signature/7001/signatories/70011/generate_code', amelia)).status).toBe(400);
      expect((await get('digital_signature?status=4')).body).toEqual([]);
    });

    it('declines without a code; a declined, signed or pending request cannot be declined', async () => {
      const sig = await item(7011, lena);
      const res = await post('digital_signature/7011/signatories/70111/decline', lena, {
        signing_method: 1,
        secure_data: sig.secure_data,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 2, signatory: { signing_method: 'declined' } });
      expect(
        (
          await post('digital_signature/7011/signatories/70111/decline', lena, {
            signing_method: 1,
            secure_data: sig.secure_data,
          })
        ).status,
      ).toBe(400);
      const pending = await item(7005);
      expect(
        (
          await post('digital_signature/7005/signatories/70051/decline', amelia, {
            signing_method: 1,
            secure_data: pending.secure_data,
          })
        ).status,
      ).toBe(400);
    });
  });
});
