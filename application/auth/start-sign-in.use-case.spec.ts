import {
  MEMORABLE_POSITIONS_UNAVAILABLE,
  MEMORABLE_WORD_INCORRECT,
  NO_MFA_METHOD_AVAILABLE,
} from '../../domain/auth/auth-messages';
import { LoginStatus } from '../../domain/auth/login-status';
import { PlatformError, type PlatformErrorCode } from '../ports/platform-error';
import type { LoginRequest, PlatformLoginOutcome } from '../ports/sign-in.port';
import { CREDENTIAL, fakePlatform, sessionUser } from '../support/testing/fake-platform';
import type { LoginTab } from './sign-in-progress';
import { StartSignInUseCase } from './start-sign-in.use-case';

function startWith(answer: PlatformLoginOutcome | PlatformError) {
  const login = jest.fn(async (_req: LoginRequest) => {
    if (answer instanceof PlatformError) throw answer;
    return answer;
  });
  const useCase = new StartSignInUseCase(fakePlatform({ login }));
  return {
    login,
    start: (tab: LoginTab = 'client', username = 'zoe', password = 'pw') =>
      useCase.execute({ tab, username, password }),
  };
}

describe('StartSignInUseCase', () => {
  describe('username', () => {
    const signedIn: PlatformLoginOutcome = { kind: 'signedIn', credential: CREDENTIAL, user: sessionUser() };

    it.each([
      ['zoe', 'zoe@client'],
      ['  zoe  ', 'zoe@client'],
      ['zoe@client', 'zoe@client'],
      ['Zoe@Client', 'Zoe@Client'],
    ])('on the client tab sends %j as %j', async (typed, sent) => {
      const { login, start } = startWith(signedIn);
      const result = await start('client', typed, 'secret');
      expect(login).toHaveBeenCalledWith({ username: sent, password: 'secret' });
      expect(result).toMatchObject({ ok: true, value: { username: sent, password: 'secret', tab: 'client' } });
    });

    it('on the adviser tab sends the trimmed username without a suffix', async () => {
      const { login, start } = startWith(signedIn);
      const result = await start('adviser', ' adviser1 ', 'secret');
      expect(login).toHaveBeenCalledWith({ username: 'adviser1', password: 'secret' });
      expect(result).toMatchObject({ ok: true, value: { username: 'adviser1', tab: 'adviser' } });
    });
  });

  describe('outcomes', () => {
    it('signedIn without pending steps is LoginSuccess, with the credential and user', async () => {
      const user = sessionUser();
      const result = await startWith({ kind: 'signedIn', credential: CREDENTIAL, user }).start();
      expect(result).toEqual({
        ok: true,
        value: {
          status: LoginStatus.LoginSuccess,
          tab: 'client',
          username: 'zoe@client',
          password: 'pw',
          message: null,
          credential: CREDENTIAL,
          user,
        },
      });
    });

    it('signedIn with pending steps goes to the first step', async () => {
      const user = sessionUser({ additionalLoginSteps: ['SiteTerms', 'SetSecurityQuestions'] });
      const result = await startWith({ kind: 'signedIn', credential: CREDENTIAL, user }).start();
      expect(result).toMatchObject({ ok: true, value: { status: LoginStatus.SiteTerms, credential: CREDENTIAL } });
    });

    it('mfaRequired keeps the devices', async () => {
      const devices = [{ deviceId: 'd1', method: 'sms' as const, target: '*******4321' }];
      const result = await startWith({ kind: 'mfaRequired', devices }).start();
      expect(result).toMatchObject({ ok: true, value: { status: LoginStatus.MfaRequired, devices, message: null } });
      expect(result.ok && result.value.credential).toBeUndefined();
    });

    it('mfaRequired with no device is no_mfa_method', async () => {
      expect(await startWith({ kind: 'mfaRequired', devices: [] }).start()).toEqual({
        ok: false,
        error: expect.objectContaining({ code: 'no_mfa_method', message: NO_MFA_METHOD_AVAILABLE }),
      });
    });

    it('mfaEnrolmentRequired offers the methods', async () => {
      const result = await startWith({ kind: 'mfaEnrolmentRequired', methods: ['sms', 'email'] }).start();
      expect(result).toMatchObject({
        ok: true,
        value: { status: LoginStatus.MfaEnrolmentLinkDevice, enrolMethods: ['sms', 'email'] },
      });
    });

    it('mfaEnrolmentRequired with no method is no_mfa_method', async () => {
      expect(await startWith({ kind: 'mfaEnrolmentRequired', methods: [] }).start()).toMatchObject({
        ok: false,
        error: { code: 'no_mfa_method', message: NO_MFA_METHOD_AVAILABLE },
      });
    });

    it('memorableCharactersRequired asks for the positions with the hint and no message', async () => {
      const result = await startWith({
        kind: 'memorableCharactersRequired',
        positions: [2, 5, 7],
        hint: 'pet',
        retry: false,
      }).start();
      expect(result).toMatchObject({
        ok: true,
        value: { status: LoginStatus.MemorableCharactersRequired, positions: [2, 5, 7], hint: 'pet', message: null },
      });
    });

    it('memorableCharactersRequired on a retry carries the incorrect-characters message', async () => {
      const result = await startWith({
        kind: 'memorableCharactersRequired',
        positions: [1, 3, 4],
        hint: null,
        retry: true,
      }).start();
      expect(result).toMatchObject({ ok: true, value: { message: MEMORABLE_WORD_INCORRECT, messageKind: 'error' } });
    });

    it.each([[[1, 2]], [[1, 2, 3, 4]], [[]], [[0, 1, 2]]])(
      'positions %j are refused with the could-not-retrieve text',
      async (positions) => {
        expect(
          await startWith({ kind: 'memorableCharactersRequired', positions, hint: null, retry: false }).start(),
        ).toEqual({
          ok: false,
          error: expect.objectContaining({ code: 'validation', message: MEMORABLE_POSITIONS_UNAVAILABLE }),
        });
        expect(MEMORABLE_POSITIONS_UNAVAILABLE).toBe(
          'Could not retrieve your memorable word letter selection. Please contact our investor support team for assistance',
        );
      },
    );
  });

  describe('failures', () => {
    it.each<[PlatformErrorCode, number, string]>([
      ['invalid_credentials', 401, 'Either your username or your password is incorrect'],
      ['account_disabled', 403, 'Account has been disabled'],
      ['account_deactivated', 403, 'Account deactivated'],
    ])('%s is told with the spec text', async (code, status, text) => {
      const result = await startWith(new PlatformError(code, status, 'server words', 'server user words')).start();
      expect(result).toEqual({ ok: false, error: { code, message: text, apiMessage: 'server words' } });
    });

    it('an unreachable platform is unavailable', async () => {
      expect(await startWith(new PlatformError('timeout', 0, null)).start()).toMatchObject({
        ok: false,
        error: { code: 'unavailable' },
      });
    });

    it('rethrows what is not a platform error', async () => {
      const login = jest.fn().mockRejectedValue(new TypeError('boom'));
      await expect(
        new StartSignInUseCase(fakePlatform({ login })).execute({ tab: 'client', username: 'zoe', password: 'pw' }),
      ).rejects.toThrow('boom');
    });
  });
});
