import { startSandboxPlatform, type RunningSandbox } from '../adapters/sandbox-platform/sandbox-server';
import { BAD_OTP, MEMORABLE_WORD_INCORRECT, WRONG_ENROLMENT_CODE } from '../domain/auth/auth-messages';
import { jsonOf, portal } from './testing/run-portal';
import { first } from '../domain/shared/present';

describe('portal login replay', () => {
  let sb: RunningSandbox;
  beforeAll(async () => {
    sb = await startSandboxPlatform({ port: 0 });
  });
  afterAll(() => sb.close());

  const replay = (...args: string[]) => portal(['login', 'replay', ...args, '--platform-url', sb.url]);
  const statuses = (doc: { steps: { from: string; to: string }[] }) => [
    first(doc.steps).from,
    ...doc.steps.map((s) => s.to),
  ];

  it('signs amelia straight in, prints who she is, and signs her out', async () => {
    const run = await replay('amelia');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout.split('\n')).toEqual([
      `Sign-in of amelia@client on the client tab at ${sb.url}`,
      '1.  Default → LoginSuccess  [password]',
      'Signed in as amelia@client',
      '  role           ClientUser',
      '  display name   Amelia Hartley',
      '  client access  1 ClientPortfolio',
      '  site access    Portfolio',
      'Signed out.',
      '',
    ]);
    expect(sb.state.sessions.size).toBe(0);
  });

  it('gives amelia as one JSON document', async () => {
    const run = await replay('amelia', '--json');
    expect(run.code).toBe(0);
    expect(jsonOf(run)).toEqual({
      platformUrl: sb.url,
      embeddedSandbox: false,
      tab: 'client',
      username: 'amelia@client',
      ok: true,
      steps: [
        {
          n: 1,
          from: 'Default',
          answered: 'password',
          to: 'LoginSuccess',
          view: expect.objectContaining({ status: 'LoginSuccess', message: null }),
        },
      ],
      user: {
        username: 'amelia@client',
        role: 'ClientUser',
        displayName: 'Amelia Hartley',
        clientAccessLevel: { code: 1, name: 'ClientPortfolio' },
        siteAccessLevel: 'Portfolio',
      },
      error: null,
    });
  });

  it("shows where farah's code went, then answers it", async () => {
    const run = await replay('farah');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('1.  Default → MfaRequired       [password]     code sent by sms to *******4321\n');
    expect(run.stdout).toContain('2.  MfaRequired → LoginSuccess  [code 123456]\n');

    const doc = jsonOf(await replay('farah', '--json'));
    expect(statuses(doc)).toEqual(['Default', 'MfaRequired', 'LoginSuccess']);
    expect(doc.steps[0].view).toMatchObject({ codeSentTo: '*******4321', method: 'sms' });
    expect(doc.user.displayName).toBe('Farah Siddiqui');
  });

  it('stops farah on a wrong --code with the platform answer and a non-zero exit', async () => {
    const run = await replay('farah', '--code', '000000');
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      `2.  MfaRequired → MfaRequired  [code 000000]  code sent by sms to *******4321; error: ${BAD_OTP}\n`,
    );
    expect(run.stdout).not.toContain('Signed in');
    expect(run.stderr).toBe(`${BAD_OTP}\n`);

    const json = await replay('farah', '--code', '000000', '--json');
    expect(json.code).toBe(1);
    expect(jsonOf(json)).toMatchObject({ ok: false, user: null, error: { code: 'bad_otp', message: BAD_OTP } });
    expect(jsonOf(json).steps).toHaveLength(2);
    expect(json.stderr).toBe(`${BAD_OTP}\n`);
  });

  it('takes george through enrolment with the first method offered, then verifies once more', async () => {
    const run = await replay('george');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('methods offered: sms, email');
    expect(run.stdout).toMatch(
      /MfaEnrolmentLinkDevice → MfaEnrolmentValidateDevice +\[method sms\] +code sent by sms\n/,
    );

    const doc = jsonOf(await replay('george', '--json'));
    expect(statuses(doc)).toEqual([
      'Default',
      'MfaEnrolmentLinkDevice',
      'MfaEnrolmentValidateDevice',
      'MfaRequired',
      'LoginSuccess',
    ]);
    expect(doc.steps[2].view).toMatchObject({
      messageKind: 'info',
      message: expect.stringMatching(/verify once more/),
    });
  });

  it('stops george at MfaEnrolmentLinkDeviceInvalidOtp on a wrong enrolment code', async () => {
    const run = await replay('george', '--code', '111111');
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('MfaEnrolmentValidateDevice → MfaEnrolmentLinkDeviceInvalidOtp');
    expect(run.stderr).toBe(`${WRONG_ENROLMENT_CODE}\n`);
  });

  it('answers hana with the characters of her memorable word at the positions asked', async () => {
    const run = await replay('hana');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /Default → MemorableCharactersRequired +\[password\] +positions asked: \d, \d, \d; hint: .+\n/,
    );

    const doc = jsonOf(await replay('hana', '--json'));
    expect(statuses(doc)).toEqual(['Default', 'MemorableCharactersRequired', 'LoginSuccess']);
    const positions: number[] = doc.steps[0].view.positions;
    expect(positions).toHaveLength(3);
    expect(doc.steps[1].answered).toBe(`characters at ${positions.join(', ')}`);
  });

  it('stops hana on a wrong --word once the platform asks again', async () => {
    const run = await replay('hana', '--word', 'xxxxxxx', '--json');
    expect(run.code).toBe(1);
    const doc = jsonOf(run);
    expect(statuses(doc)).toEqual(['Default', 'MemorableCharactersRequired', 'MemorableCharactersRequired']);
    expect(doc.steps[1].view.message).toBe(MEMORABLE_WORD_INCORRECT);
    expect(doc.error).toMatchObject({ code: 'invalid_memorable_characters' });
    expect(run.stderr).toBe(`${MEMORABLE_WORD_INCORRECT}\n`);
  });

  it('signs the adviser in on the Adviser tab with --adviser', async () => {
    const run = await replay('adviser', '--adviser');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Sign-in of adviser on the adviser tab');
    expect(run.stdout).toMatch(/role +User\n/);
    expect(run.stdout).toMatch(/client access +-\n/);
    expect(jsonOf(await replay('adviser', '--adviser', '--json')).user).toMatchObject({
      role: 'User',
      clientAccessLevel: null,
      siteAccessLevel: null,
    });
  });

  it.each([
    ['jules', 'Account has been disabled'],
    ['kai', 'Account deactivated'],
    ['nobody', 'Either your username or your password is incorrect'],
  ])('refuses %s with "%s" on standard error and exit 1', async (username, message) => {
    const run = await replay(username);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`${message}\n`);
    expect(run.stdout).toBe(`Sign-in of ${username}@client on the client tab at ${sb.url}\n`);

    const json = await replay(username, '--json');
    expect(json.code).toBe(1);
    expect(jsonOf(json)).toMatchObject({ ok: false, steps: [], user: null, error: { message } });
  });

  it('answers the platform refusal for a client name on the Adviser tab', async () => {
    const run = await replay('amelia', '--adviser');
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('Either your username or your password is incorrect\n');
  });
});

describe('portal login replay: ivan', () => {
  let sb: RunningSandbox;
  beforeEach(async () => {
    // ivan's steps are kept by the platform, so each test starts a fresh one.
    sb = await startSandboxPlatform({ port: 0 });
  });
  afterEach(() => sb.close());

  it('walks all three steps in order, and the platform keeps them', async () => {
    const run = await portal(['login', 'replay', 'ivan', '--platform-url', sb.url]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('1.  Default → ForceChangePassword        [password]\n');
    expect(run.stdout).toContain('2.  ForceChangePassword → SiteTerms      [new password]\n');
    expect(run.stdout).toContain('3.  SiteTerms → SetSecurityQuestions     [accept terms]\n');
    expect(run.stdout).toContain('4.  SetSecurityQuestions → LoginSuccess  [security questions]\n');

    const again = await portal([
      'login',
      'replay',
      'ivan',
      '--password',
      'Demo-Passw0rd-2026',
      '--json',
      '--platform-url',
      sb.url,
    ]);
    expect(again.code).toBe(0);
    expect(jsonOf(again).steps.map((s: { to: string }) => s.to)).toEqual(['LoginSuccess']);
  });

  it('takes --new-password and reports the steps as JSON', async () => {
    const run = await portal([
      'login',
      'replay',
      'ivan',
      '--new-password',
      'Another-Passw0rd',
      '--json',
      '--platform-url',
      sb.url,
    ]);
    expect(run.code).toBe(0);
    expect(jsonOf(run).steps.map((s: { to: string }) => s.to)).toEqual([
      'ForceChangePassword',
      'SiteTerms',
      'SetSecurityQuestions',
      'LoginSuccess',
    ]);
    const later = await portal(['login', 'replay', 'ivan', '--password', 'Another-Passw0rd', '--platform-url', sb.url]);
    expect(later.code).toBe(0);
  });

  it('stops with the platform message when the new password is refused', async () => {
    const run = await portal(['login', 'replay', 'ivan', '--new-password', 'Demo-Passw0rd', '--platform-url', sb.url]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/different from the current password/);
    expect(sb.state.sessions.size).toBe(0);
  });
});
