import { startSandboxPlatform, type RunningSandbox } from '../sandbox-server';
import { call, signIn } from '../testing/sandbox-test-client';

describe('anonymous, sandbox-only and additional-verification endpoints', () => {
  let sb: RunningSandbox;
  beforeAll(async () => {
    sb = await startSandboxPlatform({ sessionTimeoutMinutes: 0.5 });
  });
  afterAll(() => sb.close());

  it('serves site, login profile 1 and toggles', async () => {
    expect((await call(sb, 'GET', 'site')).body).toEqual({ site_locales: ['en-gb'], version: '23.6.301' });
    expect((await call(sb, 'GET', 'sysadmin/loginsetting/login_profile/1')).body).toEqual({
      id: 1,
      inactive_session_timeout_client: 0.5,
    });
    expect((await call(sb, 'GET', 'sysadmin/loginsetting/login_profile/2')).status).toBe(404);
    expect((await call(sb, 'GET', 'feature_toggle/toggle_condition?key=unknown_key')).body).toEqual({
      key: 'unknown_key',
      enabled: false,
    });
  });

  it('switches health to BAD and back through /sandbox/maintenance', async () => {
    expect((await call(sb, 'GET', 'health')).body).toEqual({ status: 'OK' });
    expect((await call(sb, 'POST', 'sandbox/maintenance', { root: true, body: { on: true } })).status).toBe(204);
    expect((await call(sb, 'GET', 'health')).body).toEqual({ status: 'BAD' });
    await call(sb, 'POST', 'sandbox/maintenance', { root: true, body: { on: false } });
    expect((await call(sb, 'GET', 'health')).body).toEqual({ status: 'OK' });
  });

  it('shows the codes sent, per username, newest last', async () => {
    await call(sb, 'POST', 'auth/login', { body: { username: 'farah@client', password: 'Demo-Passw0rd' } });
    await call(sb, 'POST', 'forgotten_password', { body: { user_id: 'farah' } });
    const outbox = (await call(sb, 'GET', 'sandbox/outbox', { root: true })).body;
    expect(outbox['farah@client']).toEqual([
      { kind: 'mfa', channel: 'sms', target: '+447700904321', code: '123456', sent_at: expect.any(String) },
      { kind: 'reset', channel: 'email', target: 'farah@example.com', code: '123456', sent_at: expect.any(String) },
    ]);
  });

  it('answers 404 with the error body for unknown routes, and 400 for malformed JSON', async () => {
    const missing = await call(sb, 'GET', 'no/such/route');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      error_code: 'not_found',
      api_message: expect.any(String),
      user_message: null,
    });
    expect((await call(sb, 'GET', 'api/unknown', { root: true })).status).toBe(404);
    const malformed = await call(sb, 'POST', 'auth/login', { rawBody: '{"username":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error_code).toBe('validation');
  });

  it('changes the additional-verification method with a code', async () => {
    const token = await signIn(sb, 'lena');
    const details = await call(sb, 'GET', 'api/tfa/details', { root: true, token });
    expect(details.body).toEqual({
      mobile: '*******7788',
      email: 'l****@example.com',
      softwareToken: false,
      mfaMethod: null,
    });
    const chosen = await call(sb, 'PUT', 'api/tfa/method', { root: true, token, body: { mfaMethod: 'sms' } });
    const { deviceId } = chosen.body;
    expect(sb.state.outbox.for('lena@client').at(-1)).toMatchObject({
      kind: 'verification',
      channel: 'sms',
      code: '123456',
    });
    const bad = await call(sb, 'POST', 'api/tfa/validate', {
      root: true,
      token,
      body: { mfaMethod: 'sms', mfaCode: '000000', deviceId },
    });
    expect(bad.body.error_code).toBe('bad_otp');
    const good = await call(sb, 'POST', 'api/tfa/validate', {
      root: true,
      token,
      body: { mfaMethod: 'sms', mfaCode: '123456', deviceId },
    });
    expect(good.status).toBe(204);
    expect((await call(sb, 'GET', 'api/tfa/details', { root: true, token })).body.mfaMethod).toBe('sms');
    expect((await call(sb, 'GET', 'session/user', { token })).body.tfaMethods).toEqual(['sms']);
    expect(
      (await call(sb, 'PUT', 'api/tfa/method', { root: true, token, body: { mfaMethod: 'token' } })).body.error_code,
    ).toBe('no_mfa_method');
    expect((await call(sb, 'GET', 'api/tfa/details', { root: true })).status).toBe(401);
  });

  it('keeps a session with pending steps away from everything but session/*, auth/* and own terms', async () => {
    const res = await call(sb, 'POST', 'auth/login', { body: { username: 'ivan@client', password: 'Demo-Passw0rd' } });
    const token = /XPLANID=([^;]+)/.exec(res.setCookie!)![1];
    expect((await call(sb, 'GET', 'api/tfa/details', { root: true, token })).body.error_code).toBe(
      'login_steps_pending',
    );
    expect((await call(sb, 'GET', 'ufield/entity/client_access_level/choice', { token })).status).toBe(403);
    expect((await call(sb, 'GET', 'session/capability', { token })).status).toBe(200);
    expect(
      (await call(sb, 'POST', 'entity/client-v3/10001/terms_and_conditions', { token, body: {} })).body.error_code,
    ).toBe('login_steps_pending');
  });
});
