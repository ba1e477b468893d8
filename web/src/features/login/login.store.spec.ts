import {
  BAD_OTP,
  MEMORABLE_WORD_INCORRECT,
  WRONG_CREDENTIALS,
  WRONG_ENROLMENT_CODE,
} from '../../../../domain/auth/auth-messages';
import { LoginStatus } from '../../../../domain/auth/login-status';
import { NETWORK_UNAVAILABLE_MESSAGE } from '../../../../domain/errors/error-toast';
import { siteStore } from '../../lib/site.store';
import { sessionStore } from '../../lib/session.store';
import {
  answerMemorableCharacters,
  cancelLogin,
  changeExpiredPassword,
  chooseEnrolmentMethod,
  currentSignInPassword,
  loginStore,
  requestNewCode,
  resetLogin,
  selectTab,
  signIn,
  submitEnrolmentCode,
  submitMfaCode,
} from './login.store';
import { failure, installFakeFetch } from './testing/fake-fetch';
import { answer, session } from './testing/sign-in-fixtures';

const LOGIN = 'POST /api/auth/login';

describe('login store: the sign-in state machine', () => {
  beforeEach(() => {
    loginStore.tab = 'client';
    resetLogin();
    sessionStore.view = null;
    sessionStore.phase = 'signedOut';
  });

  it('posts the tab and the trimmed username, and moves to the status the server answers', async () => {
    const fake = installFakeFetch({
      [LOGIN]: answer(LoginStatus.MfaRequired, { codeSentTo: '*******4321', method: 'sms' }),
    });
    await signIn({ username: '  farah ', password: 'pw' });
    expect(fake.bodies(LOGIN)).toEqual([{ tab: 'client', username: 'farah', password: 'pw' }]);
    expect(loginStore.status).toBe(LoginStatus.MfaRequired);
    expect(loginStore.view?.codeSentTo).toBe('*******4321');
    expect(loginStore.hasMfa).toBe(true);
    expect(loginStore.screen).toBe(1);
    expect(loginStore.submitting).toBe(false);
  });

  it('knows the account uses two-factor from the server, even when the first step is ForceChangePassword', async () => {
    installFakeFetch({ [LOGIN]: answer(LoginStatus.ForceChangePassword, { twoFactor: true }) });
    await signIn({ username: 'someone', password: 'pw' });
    expect(loginStore.status).toBe(LoginStatus.ForceChangePassword);
    expect(loginStore.hasMfa).toBe(true);
  });

  it('keeps the typed password in memory only while the sign-in lasts (the forced change compares with it)', async () => {
    installFakeFetch({ [LOGIN]: answer(LoginStatus.ForceChangePassword, { twoFactor: false }) });
    await signIn({ username: 'ivan', password: 'Demo-Passw0rd' });
    expect(currentSignInPassword()).toBe('Demo-Passw0rd');
    resetLogin();
    expect(currentSignInPassword()).toBeNull();

    installFakeFetch({ [LOGIN]: failure(401, 'invalid_credentials', WRONG_CREDENTIALS) });
    await signIn({ username: 'ivan', password: 'wrong' });
    expect(currentSignInPassword()).toBeNull();
  });

  it('has no two-factor warning for an account without it', async () => {
    installFakeFetch({ [LOGIN]: answer(LoginStatus.ForceChangePassword, { twoFactor: false }) });
    await signIn({ username: 'ivan', password: 'pw' });
    expect(loginStore.hasMfa).toBe(false);
  });

  it('uses the configured memorable-word and two-factor wording before the server text', async () => {
    siteStore.config = {
      settings: {
        loginFailedInvalidMemorableCharacters: 'Those letters did not match.',
        loginFailedMultiFactorAuthenticationRequired: 'We have texted you a code.',
      },
    } as never;
    try {
      installFakeFetch({
        [LOGIN]: answer(LoginStatus.MemorableCharactersRequired, {
          positions: [1, 2, 3],
          message: 'Incorrect memorable word characters. Please try again with the new positions.',
          messageKind: 'error',
        }),
      });
      await signIn({ username: 'hana', password: 'pw' });
      expect(loginStore.error).toBe('Those letters did not match.');
      resetLogin();
      installFakeFetch({ [LOGIN]: answer(LoginStatus.MfaRequired, { codeSentTo: '*******4321', method: 'sms' }) });
      await signIn({ username: 'farah', password: 'pw' });
      expect(loginStore.info).toBe('We have texted you a code.');
    } finally {
      siteStore.config = null;
    }
  });

  it('signs in on the Adviser tab when it is selected', async () => {
    const fake = installFakeFetch({ [LOGIN]: answer(LoginStatus.LoginSuccess, {}, session('User')) });
    selectTab('adviser');
    await signIn({ username: 'adviser', password: 'pw' });
    expect((fake.bodies(LOGIN)[0] as { tab: string }).tab).toBe('adviser');
  });

  it('stays on the form with the server text after wrong credentials', async () => {
    installFakeFetch({ [LOGIN]: failure(401, 'invalid_credentials', WRONG_CREDENTIALS) });
    await signIn({ username: 'amelia', password: 'nope' });
    expect(loginStore.status).toBe(LoginStatus.Default);
    expect(loginStore.error).toBe(WRONG_CREDENTIALS);
  });

  it('shows the throttling message of a 429 and the network text when offline', async () => {
    installFakeFetch({
      [LOGIN]: failure(429, 'throttled', 'Too many unsuccessful attempts. Please wait a minute and try again.'),
    });
    await signIn({ username: 'amelia', password: 'nope' });
    expect(loginStore.error).toBe('Too many unsuccessful attempts. Please wait a minute and try again.');

    (globalThis as { fetch?: unknown }).fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await signIn({ username: 'amelia', password: 'nope' });
    expect(loginStore.error).toBe(NETWORK_UNAVAILABLE_MESSAGE);
  });

  it('stores the session at LoginSuccess', async () => {
    installFakeFetch({ [LOGIN]: answer(LoginStatus.LoginSuccess, {}, session()) });
    await signIn({ username: 'amelia', password: 'pw' });
    expect(loginStore.status).toBe(LoginStatus.LoginSuccess);
    expect(loginStore.session?.user.role).toBe('ClientUser');
    expect(sessionStore.phase).toBe('signedIn');
    expect(sessionStore.view?.user.username).toBe('amelia@client');
  });

  it('asks again with new positions after a wrong memorable answer, and remounts the step', async () => {
    installFakeFetch({
      [LOGIN]: answer(LoginStatus.MemorableCharactersRequired, { positions: [1, 3, 5] }),
      'POST /api/auth/login/memorable-characters': answer(LoginStatus.MemorableCharactersRequired, {
        positions: [2, 4, 6],
        message: MEMORABLE_WORD_INCORRECT,
        messageKind: 'error',
      }),
    });
    await signIn({ username: 'hana', password: 'pw' });
    const screen = loginStore.screen;
    await answerMemorableCharacters(['x', 'y', 'z']);
    expect(loginStore.view?.positions).toEqual([2, 4, 6]);
    expect(loginStore.error).toBe(MEMORABLE_WORD_INCORRECT);
    expect(loginStore.screen).toBe(screen + 1);
  });

  it('keeps the code step with the bad-code message', async () => {
    installFakeFetch({
      [LOGIN]: answer(LoginStatus.MfaRequired),
      'POST /api/auth/login/mfa-code': answer(LoginStatus.MfaRequired, { message: BAD_OTP, messageKind: 'error' }),
    });
    await signIn({ username: 'farah', password: 'pw' });
    await submitMfaCode(' 000000 ');
    expect(loginStore.status).toBe(LoginStatus.MfaRequired);
    expect(loginStore.error).toBe(BAD_OTP);
  });

  it('runs enrolment: method, wrong code, new code, right code, then verify once more', async () => {
    const verifyAgain = 'Your device has been linked. Please verify once more with the new code we have sent you.';
    const fake = installFakeFetch({
      [LOGIN]: answer(LoginStatus.MfaEnrolmentLinkDevice, { methods: ['sms', 'email'] }),
      'POST /api/auth/login/enrolment-method': answer(LoginStatus.MfaEnrolmentValidateDevice, { method: 'email' }),
      'POST /api/auth/login/enrolment-code': [
        answer(LoginStatus.MfaEnrolmentLinkDeviceInvalidOtp, {
          method: 'email',
          message: WRONG_ENROLMENT_CODE,
          messageKind: 'error',
        }),
        answer(LoginStatus.MfaRequired, { message: verifyAgain, messageKind: 'info' }),
      ],
      'POST /api/auth/login/new-code': answer(LoginStatus.MfaEnrolmentLinkDevice, { methods: ['sms', 'email'] }),
    });
    await signIn({ username: 'george', password: 'pw' });
    await chooseEnrolmentMethod('email');
    expect(fake.bodies('POST /api/auth/login/enrolment-method')).toEqual([{ method: 'email' }]);
    expect(loginStore.status).toBe(LoginStatus.MfaEnrolmentValidateDevice);

    await submitEnrolmentCode('000000');
    expect(loginStore.status).toBe(LoginStatus.MfaEnrolmentLinkDeviceInvalidOtp);
    expect(loginStore.error).toBe(WRONG_ENROLMENT_CODE);

    await requestNewCode();
    expect(loginStore.status).toBe(LoginStatus.MfaEnrolmentLinkDevice);
    await chooseEnrolmentMethod('email');
    await submitEnrolmentCode('123456');
    expect(loginStore.status).toBe(LoginStatus.MfaRequired);
    expect(loginStore.info).toBe(verifyAgain);
    expect(loginStore.error).toBeNull();
  });

  it('goes back to the form when a step fails for good, but stays on the step for a fixable failure', async () => {
    installFakeFetch({
      [LOGIN]: answer(LoginStatus.ForceChangePassword),
      'POST /api/auth/login/change-password': [
        failure(400, 'validation', 'The new password must be at least 8 characters long'),
        failure(409, 'wrong_step', 'This sign-in step is not expected now. Please start again.'),
      ],
    });
    await signIn({ username: 'ivan', password: 'pw' });
    await changeExpiredPassword('short');
    expect(loginStore.status).toBe(LoginStatus.ForceChangePassword);
    expect(loginStore.error).toBe('The new password must be at least 8 characters long');

    await changeExpiredPassword('Long-enough-1');
    expect(loginStore.status).toBe(LoginStatus.Default);
    expect(loginStore.error).toBe('This sign-in step is not expected now. Please start again.');
  });

  it('cancels on the server and starts again on Return to login, keeping the tab', async () => {
    const fake = installFakeFetch({
      [LOGIN]: answer(LoginStatus.SiteTerms),
      'POST /api/auth/login/cancel': { status: 204 },
    });
    selectTab('adviser');
    await signIn({ username: 'x', password: 'pw' });
    const screen = loginStore.screen;
    await cancelLogin();
    expect(fake.calls()).toContain('POST /api/auth/login/cancel');
    expect(loginStore.status).toBe(LoginStatus.Default);
    expect(loginStore.tab).toBe('adviser');
    expect(loginStore.screen).toBe(screen + 1);
  });

  it('switching tab in the middle of a sign-in abandons it', async () => {
    const fake = installFakeFetch({
      [LOGIN]: answer(LoginStatus.MemorableCharactersRequired, { positions: [1, 2, 3] }),
      'POST /api/auth/login/cancel': { status: 204 },
    });
    await signIn({ username: 'hana', password: 'pw' });
    selectTab('adviser');
    await Promise.resolve();
    expect(loginStore.status).toBe(LoginStatus.Default);
    expect(fake.calls()).toContain('POST /api/auth/login/cancel');
  });
});
