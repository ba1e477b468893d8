import { Browser, CODE, PASSWORD, signedIn, startPortal } from '../support/portal-harness';

describe('help with logging in', () => {
  let portal: Awaited<ReturnType<typeof startPortal>>;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal.close());

  it('amelia resets her password through the code and her two security questions', async () => {
    const b = new Browser(portal.server);
    expect((await b.post('/api/auth/forgot-password', { username: 'amelia' })).body).toEqual({ resetCodeSent: true });
    const wrong = await b.post('/api/auth/forgot-password/verify', { username: 'amelia', resetCode: '999999' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Reset code incorrect');
    const verified = (await b.post('/api/auth/forgot-password/verify', { username: 'amelia', resetCode: CODE })).body;
    expect(verified.questionsAvailable).toBe(true);
    expect(verified.questions).toHaveLength(2);
    const badAnswers = await b.post('/api/auth/forgot-password/reset', {
      username: 'amelia',
      resetCode: CODE,
      newPassword: 'Reset-Passw0rd-1',
      answers: ['nope', 'nope'],
    });
    expect(badAnswers.status).toBe(400);
    expect(badAnswers.body.message).toBe(
      'One or both of your security answers are incorrect, please try again or contact us',
    );
    const ok = await b.post('/api/auth/forgot-password/reset', {
      username: 'amelia',
      resetCode: CODE,
      newPassword: 'Reset-Passw0rd-1',
      answers: ['first-answer', 'second-answer'],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.next).toBe('/core/login/?passwordChanged=true');
    await new Browser(portal.server).signIn('amelia', 'client', 'Reset-Passw0rd-1');
    const old = await new Browser(portal.server).post('/api/auth/login', {
      tab: 'client',
      username: 'amelia',
      password: PASSWORD,
    });
    expect(old.status).toBe(401);
  });

  it('carla, with no questions set, resets with the code alone', async () => {
    const b = new Browser(portal.server);
    await b.post('/api/auth/forgot-password', { username: 'carla' });
    const verified = (await b.post('/api/auth/forgot-password/verify', { username: 'carla', resetCode: CODE })).body;
    expect(verified).toEqual({ questionsAvailable: false, questions: [] });
    const ok = await b.post('/api/auth/forgot-password/reset', {
      username: 'carla',
      resetCode: CODE,
      newPassword: 'Reset-Passw0rd-2',
    });
    expect(ok.status).toBe(200);
  });

  it('forgot username: matching email and date of birth, and a mismatch', async () => {
    const b = new Browser(portal.server);
    const ok = await b.post('/api/auth/forgot-username', { email: 'ben@example.com', dob: await dobOf(portal, 'ben') });
    expect(ok.status).toBe(200);
    expect(ok.body.next).toBe('/core/login/?usernameSent=true');
    const miss = await b.post('/api/auth/forgot-username', { email: 'ben@example.com', dob: '1900-01-01' });
    expect(miss.status).toBe(400);
    expect(miss.body.message).toBe(
      'The supplied email and date of birth does not match our records. Please contact our office.',
    );
    const invalid = await b.post('/api/auth/forgot-username', { email: 'ben@example.com', dob: '01/02/1970' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toContain('Please enter a date of birth');
  });
});

async function dobOf(portal: Awaited<ReturnType<typeof startPortal>>, username: string): Promise<string> {
  const user = portal.sandbox!.state.index.userByLooseName(username)!;
  return portal.sandbox!.state.index.client(user.entityId)!.dob!;
}

describe('account pages of a signed-in client', () => {
  let portal: Awaited<ReturnType<typeof startPortal>>;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal.close());

  it('changes the password, refusing a wrong current password', async () => {
    const b = await signedIn(portal.server, 'lena');
    const wrong = await b.send('put', '/api/account/password', {
      currentPassword: 'not-it',
      newPassword: 'Lena-Passw0rd-2',
    });
    expect(wrong.status).toBe(400);
    const ok = await b.send('put', '/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'Lena-Passw0rd-2',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Password changed');
    await new Browser(portal.server).signIn('lena', 'client', 'Lena-Passw0rd-2');
  });

  it('additional verification: details, choosing another method, a wrong then a right code', async () => {
    const b = new Browser(portal.server);
    await b.post('/api/auth/login', { tab: 'client', username: 'farah', password: PASSWORD });
    await b.post('/api/auth/login/mfa-code', { code: CODE });
    const details = (await b.get('/api/account/verification').expect(200)).body;
    expect(details.current).toBe('sms');
    expect(details.methods.map((m: { method: string }) => m.method)).toEqual(expect.arrayContaining(['sms', 'email']));
    const early = await b.post('/api/account/verification/code', { code: CODE });
    expect(early.status).toBe(409);
    const chosen = await b.send('put', '/api/account/verification/method', { method: 'email' });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toEqual({ method: 'email' });
    const wrong = await b.post('/api/account/verification/code', { code: '000000' });
    expect(wrong.status).toBe(400);
    const right = await b.post('/api/account/verification/code', { code: CODE });
    expect(right.status).toBe(200);
    expect(right.body.message).toBe('Authentication method has been successfully changed');
    expect((await b.get('/api/account/verification')).body.current).toBe('email');
  });

  it('capabilities and notification config for a client', async () => {
    const b = await signedIn(portal.server, 'amelia');
    const caps = (await b.get('/api/capabilities').expect(200)).body;
    expect(caps).toMatchObject({ view_portfolio: true, view_partner: true });
    const config = (await b.get('/api/notifications/config').expect(200)).body;
    expect(config).toMatchObject({ clientId: 10001, reviewStatus: 'InProgress', promptsEnabled: true });
  });

  it('an adviser sees the notification config of the client in context, with prompts off', async () => {
    const b = await signedIn(portal.server, 'adviser', 'adviser');
    await b.post('/api/advisers/client-in-context', { clientId: 10001 });
    const config = (await b.get('/api/notifications/config').expect(200)).body;
    expect(config).toMatchObject({ clientId: 10001, promptsEnabled: false });
  });
});

describe('site endpoints', () => {
  let portal: Awaited<ReturnType<typeof startPortal>>;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal.close());

  it('health reports the platform and the maintenance flag from its health check', async () => {
    const b = new Browser(portal.server);
    expect((await b.get('/api/health').expect(200)).body).toMatchObject({
      status: 'ok',
      platform: 'ok',
      underMaintenance: false,
      sessionStore: 'memory',
    });
    await fetch(`${portal.sandbox!.origin}/sandbox/maintenance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ on: true }),
    });
    expect((await b.get('/api/health').expect(200)).body).toMatchObject({
      platform: 'maintenance',
      underMaintenance: true,
    });
    await fetch(`${portal.sandbox!.origin}/sandbox/maintenance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ on: false }),
    });
    expect((await b.get('/api/health').expect(200)).body.underMaintenance).toBe(false);
  });

  it('public site configuration with the spec defaults applied', async () => {
    const config = (await new Browser(portal.server).get('/api/site-config').expect(200)).body;
    expect(config.siteConfiguration).toEqual({
      feesAndTaxes: 1,
      holdBackPeriod: false,
      portfolioGrouping: 'Split',
      profitAnalysisType: 'twrr',
      groupingFilter: 'My',
      useHistoricData: false,
    });
    expect(config.images.logo).toBe('/core/images/logo.svg');
    expect(config.chartColours[0]).toBe('#0b3d5c');
  });

  it('feature toggles resolved for the instance, with the platform toggle', async () => {
    const toggles = (await new Browser(portal.server).get('/api/feature-toggles').expect(200)).body;
    expect(toggles).toMatchObject({
      'use-client-analysis': true,
      'use-client-reports': false,
      'use-sipp-wrapper': true,
      portfolio_account_visibility: true,
    });
  });

  it('serves /core/ (and deep links) with a page', async () => {
    const res = await new Browser(portal.server).get('/core/clients/home').expect(200);
    expect(res.headers['content-type']).toMatch(/html/);
  });
});
