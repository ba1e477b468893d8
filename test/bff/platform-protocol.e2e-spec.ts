import { PASSWORD, signedIn, startPortal, Browser } from '../support/portal-harness';

type Portal = Awaited<ReturnType<typeof startPortal>>;

const LOST = 'This feature is not available without a valid session';
const APP_ID = 'portal-app-e2e';

/**
 * The portal on the platform's documented protocol (shared/design/PLATFORM-WIRE.md), end to end on the
 * embedded sandbox: its application key on every call, the entity reads nested under fields and the
 * fields-wrapped writes, the public forms of the security questions and password change, and a 401
 * that signs the user out with the spec's lost-session redirect.
 */
describe('the platform protocol, end to end', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal({ platformAppId: APP_ID });
  });
  afterAll(() => portal.close());
  afterEach(() => {
    portal.sandbox!.state.now = () => Date.now();
  });

  it('gives the embedded sandbox its PLATFORM_APP_ID: every call of the portal carries it, a call without it is refused', async () => {
    const refused = await fetch(`${portal.sandbox!.url}/site`);
    expect(refused.status).toBe(403);
    expect((await fetch(`${portal.sandbox!.url}/site`, { headers: { 'X-Xplan-App-id': APP_ID } })).status).toBe(200);

    // Sign-in, reads, batches (the assets summary) and writes all go through.
    const amelia = await signedIn(portal.server, 'amelia');
    expect((await amelia.get('/api/session').expect(200)).body.user.entityId).toBe(10001);
    await amelia.get('/api/assets/summary').expect(200);
    await amelia.get('/api/capabilities').expect(200);
  });

  it('reads and writes preferences through the nested read and the fields-wrapped PATCH', async () => {
    const amelia = await signedIn(portal.server, 'amelia');
    expect((await amelia.get('/api/my-account/preferences').expect(200)).body).toMatchObject({
      email: true,
      mail: false,
      sms: true,
    });
    expect(
      (await amelia.send('put', '/api/my-account/preferences', { email: true, mail: true, sms: true })).status,
    ).toBe(200);
    expect((await amelia.get('/api/my-account/preferences').expect(200)).body).toMatchObject({
      email: true,
      mail: true,
      sms: true,
    });
    expect(
      (await amelia.send('put', '/api/my-account/preferences', { email: true, mail: false, sms: true })).status,
    ).toBe(200);
  });

  it('changes the password (old_password) and sets security questions (POST of the array) in the public forms', async () => {
    const lena = await signedIn(portal.server, 'lena');
    const changed = await lena.send('put', '/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'Another-Passw0rd-9',
    });
    expect(changed.status).toBe(200);
    expect(portal.sandbox!.state.users.password(portal.sandbox!.state.index.userByLooseName('lena')!)).toBe(
      'Another-Passw0rd-9',
    );
    const wrong = await lena.send('put', '/api/account/password', {
      currentPassword: 'not-my-password',
      newPassword: 'Another-Passw0rd-8',
    });
    // A wrong current password is refused in the platform's words, never read as a lost session.
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).not.toBe('no_session');
    await lena.get('/api/session').expect(200);
    const questions = {
      question1: 'What was the name of your first school?',
      answer1: 'first-answer',
      question2: 'Other',
      customQuestion2: 'Name of my first teacher?',
      answer2: 'second-answer',
    };
    expect((await lena.send('put', '/api/my-account/security-questions', questions)).body).toMatchObject({
      saved: true,
    });
    expect(
      portal.sandbox!.state.users.securityQuestions(portal.sandbox!.state.index.userByLooseName('lena')!),
    ).toHaveLength(2);
  });

  it('signs the user out when the platform session has gone: 401 with the lost-session text, and the portal session ended', async () => {
    const amelia = await signedIn(portal.server, 'amelia');
    await amelia.get('/api/my-account/preferences').expect(200);
    // The platform ends idle sessions after 60 minutes: move its clock past that.
    portal.sandbox!.state.now = () => Date.now() + 61 * 60_000;

    const lost = await amelia.get('/api/my-account/preferences');
    expect(lost.status).toBe(401);
    expect(lost.body).toMatchObject({ code: 'no_session', apiMessage: LOST });
    portal.sandbox!.state.now = () => Date.now();
    // The portal session went with it: nothing of it answers any more.
    const after = await amelia.get('/api/session');
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 'no_session', apiMessage: LOST });
  });

  it('answers a wrong password at sign-in as wrong credentials, never as a lost session', async () => {
    const b = new Browser(portal.server);
    const res = await b.post('/api/auth/login', { tab: 'client', username: 'amelia', password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      code: 'invalid_credentials',
      message: expect.stringContaining('Either your username or your password is incorrect'),
    });
    expect(res.body.apiMessage).not.toBe(LOST);
  });
});
