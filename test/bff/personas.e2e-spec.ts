import { Browser, CODE, startPortal } from '../support/portal-harness';

/** Every persona of PERSONAS.md reaches its documented outcome through the BFF. */
describe('personas sign in through the BFF', () => {
  let portal: Awaited<ReturnType<typeof startPortal>>;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal.close());

  const browser = () => new Browser(portal.server);

  it.each([
    ['amelia', 'Portfolio', 'Amelia Hartley'],
    ['ben', 'Portfolio', 'Ben Hartley'],
    ['carla', 'Assets', null],
    ['dmitri', 'Messages', null],
    ['erin', 'NotAssigned', null],
    ['lena', 'Portfolio', null],
  ])('%s goes straight to LoginSuccess with site access %s', async (username, level, name) => {
    const b = browser();
    const body = await b.signIn(username);
    expect(body.session.user.role).toBe('ClientUser');
    expect(body.session.siteAccessLevel).toBe(level);
    if (name) expect(body.session.user.displayName).toBe(name);
    const me = await b.get('/api/session').expect(200);
    expect(me.body.user.username).toBe(`${username}@client`);
  });

  it('amelia sees ben as a login-accessible member of her group, and the child is not listed', async () => {
    const body = await browser().signIn('amelia');
    expect(body.session.user.relatedEntities.map((e: { entityName: string }) => e.entityName)).toEqual(['Ben Hartley']);
    expect(body.session.user.partnerDisplayName).toBe('Ben Hartley');
  });

  it('farah is asked for a code, and 123456 completes her sign-in', async () => {
    const b = browser();
    const first = await b
      .post('/api/auth/login', { tab: 'client', username: 'farah', password: 'Demo-Passw0rd' })
      .then((r) => r.body);
    expect(first.login).toMatchObject({ status: 'MfaRequired', method: 'sms', twoFactor: true });
    expect(first.login.codeSentTo).toMatch(/\*+\d{4}$/);
    expect(first.session).toBeNull();
    await b.get('/api/session').expect(401);
    const done = await b.post('/api/auth/login/mfa-code', { code: CODE });
    expect(done.status).toBe(200);
    expect(done.body.login.status).toBe('LoginSuccess');
    await b.get('/api/session').expect(200);
  });

  it('farah with a wrong code stays at MfaRequired with the bad-code message', async () => {
    const b = browser();
    await b.post('/api/auth/login', { tab: 'client', username: 'farah', password: 'Demo-Passw0rd' });
    const wrong = await b.post('/api/auth/login/mfa-code', { code: '654321' });
    expect(wrong.body.login).toMatchObject({
      status: 'MfaRequired',
      message:
        'There was an error with the authentication code you entered. A new code has been sent to you. Please try again.',
    });
    const right = await b.post('/api/auth/login/mfa-code', { code: CODE });
    expect(right.body.login.status).toBe('LoginSuccess');
  });

  it('george enrols a device, then verifies once more', async () => {
    const b = browser();
    const first = (await b.post('/api/auth/login', { tab: 'client', username: 'george', password: 'Demo-Passw0rd' }))
      .body;
    expect(first.login.status).toBe('MfaEnrolmentLinkDevice');
    expect(first.login.methods).toEqual(expect.arrayContaining(['sms', 'email']));
    const chosen = (await b.post('/api/auth/login/enrolment-method', { method: 'email' })).body;
    expect(chosen.login).toMatchObject({ status: 'MfaEnrolmentValidateDevice', method: 'email' });
    const linked = (await b.post('/api/auth/login/enrolment-code', { code: CODE })).body;
    expect(linked.login).toMatchObject({ status: 'MfaRequired', messageKind: 'info' });
    expect(linked.login.message).toMatch(/verify once more/);
    const done = (await b.post('/api/auth/login/mfa-code', { code: CODE })).body;
    expect(done.login.status).toBe('LoginSuccess');
  });

  it('george with a wrong enrolment code sees MfaEnrolmentLinkDeviceInvalidOtp and can request a new code', async () => {
    const b = browser();
    await b.post('/api/auth/login', { tab: 'client', username: 'george', password: 'Demo-Passw0rd' });
    await b.post('/api/auth/login/enrolment-method', { method: 'sms' });
    const wrong = (await b.post('/api/auth/login/enrolment-code', { code: '000000' })).body;
    expect(wrong.login).toMatchObject({
      status: 'MfaEnrolmentLinkDeviceInvalidOtp',
      message:
        'Sorry, there was a problem with the authentication. You entered an incorrect code. Please request another code and try again.',
    });
    const again = (await b.post('/api/auth/login/new-code')).body;
    expect(again.login.status).toBe('MfaEnrolmentLinkDevice');
  });

  it('hana answers three characters of her memorable word, read off the positions asked', async () => {
    const b = browser();
    const first = (await b.post('/api/auth/login', { tab: 'client', username: 'hana', password: 'Demo-Passw0rd' }))
      .body;
    expect(first.login.status).toBe('MemorableCharactersRequired');
    const positions: number[] = first.login.positions;
    expect(positions).toHaveLength(3);
    const wrong = (await b.post('/api/auth/login/memorable-characters', { characters: ['x', 'x', 'x'] })).body;
    expect(wrong.login).toMatchObject({
      status: 'MemorableCharactersRequired',
      message: 'Incorrect memorable word characters. Please try again with the new positions.',
    });
    const word = 'wealthy';
    const characters = (wrong.login.positions as number[]).map((p) => word[p - 1]);
    const done = (await b.post('/api/auth/login/memorable-characters', { characters })).body;
    expect(done.login.status).toBe('LoginSuccess');
  });

  it('ivan changes his password, accepts the terms and sets his questions, in that order', async () => {
    const b = browser();
    const first = (await b.post('/api/auth/login', { tab: 'client', username: 'ivan', password: 'Demo-Passw0rd' }))
      .body;
    expect(first.login).toMatchObject({ status: 'ForceChangePassword', twoFactor: false });
    await b.get('/api/session').expect(401);
    const terms = (await b.post('/api/auth/login/change-password', { newPassword: 'New-Passw0rd-1' })).body;
    expect(terms.login.status).toBe('SiteTerms');
    const questions = (await b.post('/api/auth/login/site-terms', { accepted: true })).body;
    expect(questions.login.status).toBe('SetSecurityQuestions');
    const done = (
      await b.post('/api/auth/login/security-questions', {
        questions: [
          { question: 'Name of your first school?', answer: 'first-answer' },
          { question: 'Town where you were born?', answer: 'second-answer' },
        ],
      })
    ).body;
    expect(done.login.status).toBe('LoginSuccess');
    // The platform keeps what ivan did: the new password now signs him straight in.
    const later = await new Browser(portal.server).signIn('ivan', 'client', 'New-Passw0rd-1');
    expect(later.login.status).toBe('LoginSuccess');
  });

  it.each([
    ['jules', 'Account has been disabled'],
    ['kai', 'Account deactivated'],
  ])('%s sees "%s"', async (username, message) => {
    const res = await browser().post('/api/auth/login', { tab: 'client', username, password: 'Demo-Passw0rd' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message, statusCode: 403 });
  });

  it('advisers sign in on the Adviser tab and land on the advisers area', async () => {
    for (const name of ['adviser', 'adviser2']) {
      const body = await browser().signIn(name, 'adviser');
      expect(body.session.user.role).toBe('User');
      expect(body.session.clientInContext).toBeNull();
    }
  });

  it('a client name on the Adviser tab is not a user', async () => {
    const res = await browser().post('/api/auth/login', {
      tab: 'adviser',
      username: 'amelia',
      password: 'Demo-Passw0rd',
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Either your username or your password is incorrect');
  });

  it('a step out of order is refused with 409 and leaves the sign-in where it was', async () => {
    const b = browser();
    await b.post('/api/auth/login', { tab: 'client', username: 'farah', password: 'Demo-Passw0rd' });
    const res = await b.post('/api/auth/login/memorable-characters', { characters: ['a', 'b', 'c'] });
    expect(res.status).toBe(409);
    const progress = await b.get('/api/auth/login').expect(200);
    expect(progress.body.status).toBe('MfaRequired');
  });

  it('cancelling a sign-in resets the flow', async () => {
    const b = browser();
    await b.post('/api/auth/login', { tab: 'client', username: 'hana', password: 'Demo-Passw0rd' });
    await b.post('/api/auth/login/cancel').then((r) => expect(r.status).toBe(204));
    const progress = await b.get('/api/auth/login').expect(200);
    expect(progress.body.status).toBe('Default');
  });

  it('the browser never sees a password or the platform credential', async () => {
    const b = browser();
    const first = await b.post('/api/auth/login', { tab: 'client', username: 'farah', password: 'Demo-Passw0rd' });
    const done = await b.post('/api/auth/login/mfa-code', { code: CODE });
    const session = await b.get('/api/session');
    for (const text of [first.text, done.text, session.text]) {
      expect(text).not.toContain('Demo-Passw0rd');
      expect(text).not.toMatch(/XPLANID|credential|token"/);
    }
  });
});
