import { startSandboxPlatform, type RunningSandbox } from '../sandbox-server';
import { call, entityOf, signIn } from '../testing/sandbox-test-client';

describe('session endpoints', () => {
  let sb: RunningSandbox;
  beforeAll(async () => {
    sb = await startSandboxPlatform();
  });
  afterAll(() => sb.close());
  afterEach(() => {
    sb.state.now = () => Date.now();
  });

  const NO_SESSION = {
    error_code: 'no_session',
    api_message: 'This feature is not available without a valid session',
    user_message: null,
  };

  it('serves the session user with every field of the contract', async () => {
    const token = await signIn(sb, 'amelia');
    const res = await call(sb, 'GET', 'session/user', { token });
    expect(res.body).toEqual({
      id: 101,
      username: 'amelia@client',
      entity_id: 10001,
      entity_name: 'Amelia Hartley',
      display_name: 'Amelia Hartley',
      role_name: 'ClientUser',
      locale: 'en-gb',
      tfaMethods: [],
      last_login: expect.any(String),
      last_login_datetime: expect.any(String),
      user_timezone: 'Europe/London',
      preferred_currency: 'GBP',
      client_access_level: 1,
      additional_login_steps: [],
      login_profile_id: 1,
    });
  });

  it('answers no_session without, with an unknown, or with an ended token', async () => {
    expect((await call(sb, 'GET', 'session/user')).body).toEqual(NO_SESSION);
    expect((await call(sb, 'GET', 'session/user', { token: 'nope' })).status).toBe(401);
    const token = await signIn(sb, 'ben');
    expect((await call(sb, 'DELETE', 'session', { token })).status).toBe(204);
    expect((await call(sb, 'GET', 'session/user', { token })).body).toEqual(NO_SESSION);
  });

  it('ends a session after 60 idle minutes, and any call keeps it alive', async () => {
    const start = Date.now();
    const token = await signIn(sb, 'carla');
    sb.state.now = () => start + 59 * 60_000;
    expect((await call(sb, 'GET', 'session/capability', { token })).status).toBe(200);
    sb.state.now = () => start + 118 * 60_000;
    expect((await call(sb, 'GET', 'session/user', { token })).status).toBe(200);
    sb.state.now = () => start + 179 * 60_000;
    expect((await call(sb, 'GET', 'session/user', { token })).status).toBe(401);
  });

  it('changes the password only with the right old_password (the public field name)', async () => {
    const token = await signIn(sb, 'lena');
    const wrong = await call(sb, 'PUT', 'session/password', {
      token,
      body: { old_password: 'nope', new_password: 'Another-Pass1' },
    });
    expect(wrong.body).toMatchObject({ error_code: 'validation', api_message: 'Current password is incorrect' });
    const unnamed = await call(sb, 'PUT', 'session/password', {
      token,
      body: { current_password: 'Demo-Passw0rd', new_password: 'Another-Pass1' },
    });
    expect(unnamed.body).toMatchObject({ error_code: 'validation', api_message: 'old_password is required' });
    const right = await call(sb, 'PUT', 'session/password', {
      token,
      body: { old_password: 'Demo-Passw0rd', new_password: 'Another-Pass1' },
    });
    expect(right.status).toBe(204);
    expect(
      (await call(sb, 'POST', 'auth/login', { body: { username: 'lena@client', password: 'Another-Pass1' } })).status,
    ).toBe(200);
  });

  it('reads security questions (set for amelia, empty for ben)', async () => {
    const amelia = await call(sb, 'GET', 'session/password_reset_questions', { token: await signIn(sb, 'amelia') });
    expect(amelia.body.questions).toHaveLength(2);
    const ben = await call(sb, 'GET', 'session/password_reset_questions', { token: await signIn(sb, 'ben') });
    expect(ben.body).toEqual({ questions: [] });
  });

  it('sets security questions by POST with the bare array of { question, answer }, and rejects malformed ones', async () => {
    const token = await signIn(sb, 'dmitri');
    const questions = [
      { question: 'First pet?', answer: 'Rex' },
      { question: 'First school?', answer: 'St Mary' },
    ];
    expect(
      (await call(sb, 'POST', 'session/password_reset_questions', { token, body: [{ question: 'Q', answer: '' }] }))
        .status,
    ).toBe(400);
    expect((await call(sb, 'POST', 'session/password_reset_questions', { token, body: { questions } })).status).toBe(
      400,
    );
    expect((await call(sb, 'PUT', 'session/password_reset_questions', { token, body: { questions } })).status).toBe(
      404,
    );
    expect((await call(sb, 'POST', 'session/password_reset_questions', { token, body: questions })).status).toBe(204);
    expect((await call(sb, 'GET', 'session/password_reset_questions', { token })).body).toEqual({
      questions: ['First pet?', 'First school?'],
    });
  });

  it("lists the session's own capabilities, ignoring any parameter as the platform does", async () => {
    const amelia = await call(sb, 'GET', 'session/capability', { token: await signIn(sb, 'amelia') });
    expect(amelia.body).toEqual(expect.arrayContaining(['view_portfolio', 'view_partner']));
    const adviser = await signIn(sb, 'adviser');
    const own = await call(sb, 'GET', 'session/capability', { token: adviser });
    const withEntity = await call(sb, 'GET', `session/capability?entity_id=${entityOf(sb, 'amelia')}`, {
      token: adviser,
    });
    expect(withEntity.status).toBe(200);
    expect(withEntity.body).toEqual(own.body);
    const adviser2 = await signIn(sb, 'adviser2');
    expect(
      (await call(sb, 'GET', `session/capability?entity_id=${entityOf(sb, 'amelia')}`, { token: adviser2 })).status,
    ).toBe(200);
  });

  it('answers feature access', async () => {
    const res = await call(sb, 'GET', 'session/feature_access?feature_names=multi_currency', {
      token: await signIn(sb, 'erin'),
    });
    expect(res.body).toEqual({ multi_currency: true });
  });
});
