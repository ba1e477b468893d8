import { itemAt } from '../../../domain/shared/present';
import { DEMO_PASSWORD } from '../data/demo-constants';
import { startSandboxPlatform, type RunningSandbox } from '../sandbox-server';
import { call, tokenOf } from '../testing/sandbox-test-client';

describe('sign-in behaviours of the personas', () => {
  let sb: RunningSandbox;
  beforeAll(async () => {
    sb = await startSandboxPlatform();
  });
  afterAll(() => sb.close());

  const login = (username: string, extra: Record<string, unknown> = {}, password = DEMO_PASSWORD) =>
    call(sb, 'POST', 'auth/login', { body: { username, password, ...extra } });
  const validate = (username: string, body: Record<string, unknown>) =>
    call(sb, 'POST', 'auth/tfa/validate', { body: { username, password: DEMO_PASSWORD, ...body } });

  it.each(['amelia', 'ben', 'carla', 'dmitri', 'erin', 'lena'])(
    '%s signs straight in with a session cookie',
    async (name) => {
      const res = await login(`${name}@client`);
      expect(res.status).toBe(200);
      expect(res.setCookie).toMatch(/^XPLANID=[0-9a-f]+; Path=\/; HttpOnly$/);
      expect(res.body).toMatchObject({
        username: `${name}@client`,
        role_name: 'ClientUser',
        additional_login_steps: [],
        login_profile_id: 1,
      });
      const me = await call(sb, 'GET', 'session/user', { token: tokenOf(res) });
      expect(me.body.entity_id).toBe(res.body.entity_id);
    },
  );

  it('signs in advisers with role User and no access level', async () => {
    const res = await login('adviser');
    expect(res.body).toMatchObject({ role_name: 'User', entity_id: 1001, client_access_level: null });
  });

  it('answers unknown user and wrong password with byte-identical 401 bodies', async () => {
    const unknown = await login('nobody@client');
    const wrong = await login('amelia@client', {}, 'wrong-password');
    const wrongJules = await login('jules@client', {}, 'wrong-password');
    expect(unknown.status).toBe(401);
    expect(wrong.text).toBe(unknown.text);
    expect(wrongJules.text).toBe(unknown.text);
    expect(unknown.body).toEqual({
      error_code: 'invalid_credentials',
      api_message: 'Either your username or your password is incorrect',
      user_message: 'Either your username or your password is incorrect',
    });
  });

  it('refuses jules (disabled) and kai (deactivated) with the right password', async () => {
    expect((await login('jules@client')).body).toMatchObject({
      error_code: 'account_disabled',
      api_message: 'Account has been disabled',
    });
    const kai = await login('kai@client');
    expect(kai.status).toBe(403);
    expect(kai.body).toMatchObject({ error_code: 'account_deactivated', api_message: 'Account deactivated' });
  });

  it('asks farah for a code on her linked sms device, and signs her in with 123456', async () => {
    const res = await login('farah@client');
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe('mfa_required');
    const [device] = res.body.context.devices;
    expect(device).toEqual({ device_id: expect.any(String), method: 'sms', target: '*******4321' });
    expect(sb.state.outbox.for('farah@client').at(-1)).toMatchObject({ kind: 'mfa', channel: 'sms', code: '123456' });

    const wrong = await validate('farah@client', {
      device_id: device.device_id,
      method: 'sms',
      code: '654321',
      loginOnSuccess: true,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error_code).toBe('bad_otp');
    expect(wrong.body.user_message).toMatch(/^There was an error with the authentication code you entered/);

    const right = await validate('farah@client', {
      device_id: device.device_id,
      method: 'sms',
      code: '123456',
      loginOnSuccess: true,
    });
    expect(right.status).toBe(200);
    expect(right.body.username).toBe('farah@client');
    expect(tokenOf(right)).toBeTruthy();
  });

  async function georgeJourney(): Promise<void> {
    const first = await login('george@client');
    expect(first.status).toBe(403);
    expect(first.body).toMatchObject({ error_code: 'mfa_enrolment_required', context: { methods: ['sms', 'email'] } });

    const enrol = await call(sb, 'POST', 'auth/tfa/device', {
      body: { username: 'george@client', password: DEMO_PASSWORD, method: 'email' },
    });
    expect(enrol.status).toBe(200);
    const deviceId = enrol.body.Context.DeviceId;
    expect(sb.state.outbox.for('george@client').at(-1)).toMatchObject({
      kind: 'enrolment',
      channel: 'email',
      target: 'george@example.com',
      code: '123456',
    });

    const bad = await validate('george@client', {
      device_id: deviceId,
      method: 'email',
      code: '111111',
      loginOnSuccess: false,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error_code).toBe('bad_otp');

    const linked = await validate('george@client', {
      device_id: deviceId,
      method: 'email',
      code: '123456',
      loginOnSuccess: false,
    });
    expect(linked.status).toBe(200);
    expect(linked.body).toEqual({ device_linked: true });
    expect(linked.setCookie).toBeNull();

    const again = await login('george@client');
    expect(again.body.error_code).toBe('mfa_required');
    expect(again.body.context.devices).toEqual([{ device_id: deviceId, method: 'email', target: 'g****@example.com' }]);
    const done = await validate('george@client', {
      device_id: deviceId,
      method: 'email',
      code: '123456',
      loginOnSuccess: true,
    });
    expect(done.status).toBe(200);
    expect(tokenOf(done)).toBeTruthy();
  }

  it('takes george through enrolment, then verification, on every sign-in', async () => {
    await georgeJourney();
    await georgeJourney();
  });

  it('refuses to enrol a method george has no target for', async () => {
    const res = await call(sb, 'POST', 'auth/tfa/device', {
      body: { username: 'george@client', password: DEMO_PASSWORD, method: 'token' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('invalid_device');
  });

  it('asks hana for three fresh memorable-word positions and accepts the right characters in any case', async () => {
    const word = 'wealthy';
    const first = await login('hana@client');
    expect(first.status).toBe(403);
    expect(first.body.error_code).toBe('memorable_characters_required');
    const { positions, hint } = first.body.context;
    expect(positions).toHaveLength(3);
    expect([...positions].sort((a: number, b: number) => a - b)).toEqual(positions);
    expect(new Set(positions).size).toBe(3);
    expect(positions.every((p: number) => p >= 1 && p <= word.length)).toBe(true);
    expect(typeof hint).toBe('string');

    const wrong = await login('hana@client', { memorableCharacters: ['x', 'x', 'x'] });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({
      error_code: 'invalid_memorable_characters',
      api_message: 'Incorrect memorable word characters. Please try again with the new positions.',
    });
    const fresh: number[] = wrong.body.context.positions;
    expect(fresh).toHaveLength(3);

    const right = await login('hana@client', {
      memorableCharacters: fresh.map((p) => itemAt(word, p - 1).toUpperCase()),
    });
    expect(right.status).toBe(200);
    expect(right.body.username).toBe('hana@client');
  });

  it('signs ivan in with pending steps, each removed for good as he completes it', async () => {
    const first = await login('ivan@client');
    expect(first.status).toBe(200);
    expect(first.body.additional_login_steps).toEqual(['ForceChangePassword', 'SiteTerms', 'SetSecurityQuestions']);
    const token = tokenOf(first);
    const ivanEntity = first.body.entity_id;

    expect((await call(sb, 'GET', `entity/client-v4/${ivanEntity}`, { token })).body.error_code).toBe(
      'login_steps_pending',
    );

    const samePassword = await call(sb, 'POST', 'auth/password', {
      body: { username: 'ivan@client', password: DEMO_PASSWORD, new_password: DEMO_PASSWORD },
    });
    expect(samePassword.body.error_code).toBe('validation');
    const short = await call(sb, 'POST', 'auth/password', {
      body: { username: 'ivan@client', password: DEMO_PASSWORD, new_password: 'short' },
    });
    expect(short.status).toBe(400);
    const changed = await call(sb, 'POST', 'auth/password', {
      body: { username: 'ivan@client', password: DEMO_PASSWORD, new_password: 'New-Passw0rd-1' },
    });
    expect(changed.status).toBe(204);
    expect((await call(sb, 'GET', 'session/user', { token })).body.additional_login_steps).toEqual([
      'SiteTerms',
      'SetSecurityQuestions',
    ]);

    const terms = await call(sb, 'POST', `entity/client-v3/${ivanEntity}/terms_and_conditions`, {
      token,
      body: {
        fields: { content: 'Terms', agreed_date: { _type: 'Date', _val: '2025-06-01' }, desc: 'Login Disclaimer' },
      },
    });
    expect(terms.status).toBe(204);
    const questions = await call(sb, 'POST', 'session/password_reset_questions', {
      token,
      body: [
        { question: 'Q1?', answer: 'a1' },
        { question: 'Q2?', answer: 'a2' },
      ],
    });
    expect(questions.status).toBe(204);
    expect((await call(sb, 'GET', 'session/user', { token })).body.additional_login_steps).toEqual([]);
    expect((await call(sb, 'GET', `entity/client-v4/${ivanEntity}`, { token })).status).toBe(200);

    expect((await login('ivan@client')).status).toBe(401);
    const later = await login('ivan@client', {}, 'New-Passw0rd-1');
    expect(later.status).toBe(200);
    expect(later.body.additional_login_steps).toEqual([]);
  });
});
