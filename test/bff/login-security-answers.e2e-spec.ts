import { Browser, PASSWORD, startPortal } from '../support/portal-harness';

/**
 * ivan's SetSecurityQuestions sign-in step (spec 3 §5): the BFF refuses answers shorter than the
 * platform's version calls for (8 characters from 22.8.234, else none), whatever the browser sent.
 */
describe('security answers at the SetSecurityQuestions sign-in step', () => {
  const SHORT = [
    { question: 'Name of your first pet?', answer: 'Rex' },
    { question: 'Town where you were born?', answer: 'Bath' },
  ];
  const GOOD = [
    { question: 'Name of your first pet?', answer: 'Rex the dog' },
    { question: 'Town where you were born?', answer: 'Bath, Somerset' },
  ];

  /** ivan through his password change and the terms, to the questions. */
  async function ivanAtQuestions(server: Awaited<ReturnType<typeof startPortal>>['server']): Promise<Browser> {
    const b = new Browser(server);
    expect(
      (await b.post('/api/auth/login', { tab: 'client', username: 'ivan', password: PASSWORD })).body.login.status,
    ).toBe('ForceChangePassword');
    expect(
      (await b.post('/api/auth/login/change-password', { newPassword: 'Ivan-New-Passw0rd!' })).body.login.status,
    ).toBe('SiteTerms');
    expect((await b.post('/api/auth/login/site-terms', { accepted: true })).body.login.status).toBe(
      'SetSecurityQuestions',
    );
    return b;
  }

  describe('on the default sandbox (23.6.301)', () => {
    let portal: Awaited<ReturnType<typeof startPortal>>;
    beforeAll(async () => {
      portal = await startPortal();
    });
    afterAll(() => portal.close());

    it('says 8 only at the step, refuses 3- and 4-character answers with a clear message, then takes good ones', async () => {
      const stranger = new Browser(portal.server);
      await stranger.token();
      expect((await stranger.get('/api/auth/login/security-questions')).status).toBe(409);

      const b = await ivanAtQuestions(portal.server);
      expect((await b.get('/api/auth/login/security-questions').expect(200)).body).toEqual({ minAnswerLength: 8 });

      const refused = await b.post('/api/auth/login/security-questions', { questions: SHORT });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        code: 'validation',
        message:
          'Question 1: Answer needs to be at least 8 characters; Question 2: Answer needs to be at least 8 characters',
      });
      // Spaces around an answer do not count: it is saved trimmed.
      const padded = await b.post('/api/auth/login/security-questions', {
        questions: [{ ...GOOD[0], answer: '   Rex    ' }, GOOD[1]],
      });
      expect(padded.status).toBe(400);
      expect(padded.body.message).toBe('Question 1: Answer needs to be at least 8 characters');
      // Nothing was saved and the sign-in is still at the step.
      expect(
        portal.sandbox!.state.users.securityQuestions(portal.sandbox!.state.index.userByLooseName('ivan')!),
      ).toHaveLength(0);
      expect((await b.get('/api/auth/login').expect(200)).body.status).toBe('SetSecurityQuestions');

      const done = await b.post('/api/auth/login/security-questions', { questions: GOOD });
      expect(done.status).toBe(200);
      expect(done.body.login.status).toBe('LoginSuccess');
      expect(
        portal.sandbox!.state.users.securityQuestions(portal.sandbox!.state.index.userByLooseName('ivan')!),
      ).toHaveLength(2);
    });
  });

  describe('on a platform older than 22.8.234', () => {
    let portal: Awaited<ReturnType<typeof startPortal>>;
    beforeAll(async () => {
      portal = await startPortal({ sandboxPlatformVersion: '22.8.233' });
    });
    afterAll(() => portal.close());

    it('asks no minimum and takes short answers', async () => {
      const b = await ivanAtQuestions(portal.server);
      expect((await b.get('/api/auth/login/security-questions').expect(200)).body).toEqual({ minAnswerLength: 0 });
      const done = await b.post('/api/auth/login/security-questions', { questions: SHORT });
      expect(done.status).toBe(200);
      expect(done.body.login.status).toBe('LoginSuccess');
    });
  });
});
