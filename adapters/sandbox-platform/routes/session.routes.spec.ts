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

  it('changes the password only with the right current one', async () => {
    const token = await signIn(sb, 'lena');
    const wrong = await call(sb, 'PUT', 'session/password', { token, body: { current_password: 'nope', new_password: 'Another-Pass1' } });
    expect(wrong.body).toMatchObject({ error_code: 'validation', api_message: 'Current password is incorrect' });
    const right = await call(sb, 'PUT', 'session/password', { token, body: { current_password: 'Demo-Passw0rd', new_password: 'Another-Pass1' } });
    expect(right.status).toBe(204);
    expect((await call(sb, 'POST', 'auth/login', { body: { username: 'lena@client', password: 'Another-Pass1' } })).status).toBe(200);
  });

  it('reads security questions (set for amelia, empty for ben)', async () => {
    const amelia = await call(sb, 'GET', 'session/password_reset_questions', { token: await signIn(sb, 'amelia') });
    expect(amelia.body.questions).toHaveLength(2);
    const ben = await call(sb, 'GET', 'session/password_reset_questions', { token: await signIn(sb, 'ben') });
    expect(ben.body).toEqual({ questions: [] });
  });

  it('rejects malformed security questions', async () => {
    const token = await signIn(sb, 'dmitri');
    const res = await call(sb, 'PUT', 'session/password_reset_questions', { token, body: { questions: [{ question: 'Q', answer: '' }] } });
    expect(res.status).toBe(400);
  });

  it('lists capabilities, a client of an adviser by entity_id, and refuses others', async () => {
    const amelia = await call(sb, 'GET', 'session/capability', { token: await signIn(sb, 'amelia') });
    expect(amelia.body).toEqual(expect.arrayContaining(['view_portfolio', 'view_partner']));
    const adviser = await signIn(sb, 'adviser');
    const forAmelia = await call(sb, 'GET', `session/capability?entity_id=${entityOf(sb, 'amelia')}`, { token: adviser });
    expect(forAmelia.body).toEqual(amelia.body);
    const adviser2 = await signIn(sb, 'adviser2');
    const refused = await call(sb, 'GET', `session/capability?entity_id=${entityOf(sb, 'amelia')}`, { token: adviser2 });
    expect(refused.status).toBe(403);
  });

  it('answers feature access', async () => {
    const res = await call(sb, 'GET', 'session/feature_access?feature_names=multi_currency', { token: await signIn(sb, 'erin') });
    expect(res.body).toEqual({ multi_currency: true });
  });
});
