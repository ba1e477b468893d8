import { BAD_OTP, MFA_CODE_REQUEST_FAILED } from '../../domain/auth/auth-messages';
import { LoginStatus } from '../../domain/auth/login-status';
import { PlatformError } from '../ports/platform-error';
import type { TfaDevice } from '../ports/sign-in.port';
import { CREDENTIAL, fakePlatform, sessionUser } from '../support/testing/fake-platform';
import { progressAt } from '../support/testing/sign-in-progress';
import { VerifyMfaCodeUseCase } from './verify-mfa-code.use-case';

const devices: TfaDevice[] = [
  { deviceId: 'd1', method: 'sms', target: '*******4321' },
  { deviceId: 'd2', method: 'email', target: 'z***@example.test' },
];
const atMfa = progressAt(LoginStatus.MfaRequired, { devices });

describe('VerifyMfaCodeUseCase', () => {
  it('validates the code on the first device, signing in on success', async () => {
    const user = sessionUser();
    const validateTfa = jest.fn().mockResolvedValue({ kind: 'signedIn', credential: CREDENTIAL, user });
    const result = await new VerifyMfaCodeUseCase(fakePlatform({ validateTfa })).execute(atMfa, '123456');
    expect(validateTfa).toHaveBeenCalledWith({
      username: 'zoe@client',
      password: 'pw',
      deviceId: 'd1',
      method: 'sms',
      code: '123456',
      loginOnSuccess: true,
    });
    expect(result).toMatchObject({
      ok: true,
      value: { status: LoginStatus.LoginSuccess, credential: CREDENTIAL, user, message: null },
    });
  });

  it('goes on to a pending step after the code', async () => {
    const user = sessionUser({ additionalLoginSteps: ['SetSecurityQuestions'] });
    const validateTfa = jest.fn().mockResolvedValue({ kind: 'signedIn', credential: CREDENTIAL, user });
    const result = await new VerifyMfaCodeUseCase(fakePlatform({ validateTfa })).execute(atMfa, '123456');
    expect(result).toMatchObject({ ok: true, value: { status: LoginStatus.SetSecurityQuestions } });
  });

  it('on bad_otp stays at MfaRequired, with the devices, telling the user a new code was sent', async () => {
    const validateTfa = jest.fn().mockRejectedValue(new PlatformError('bad_otp', 400, 'bad otp', 'server text'));
    const result = await new VerifyMfaCodeUseCase(fakePlatform({ validateTfa })).execute(atMfa, '000000');
    expect(result).toEqual({ ok: true, value: { ...atMfa, message: BAD_OTP, messageKind: 'error' } });
    expect(BAD_OTP).toBe(
      'There was an error with the authentication code you entered. A new code has been sent to you. Please try again.',
    );
  });

  it.each([
    ['no device', progressAt(LoginStatus.MfaRequired, { devices: [] }), '123456'],
    ['no devices list', progressAt(LoginStatus.MfaRequired), '123456'],
    ['no code', atMfa, ''],
  ])('with %s fails with MFA_CODE_REQUEST_FAILED without calling the platform', async (_label, progress, code) => {
    const validateTfa = jest.fn();
    const result = await new VerifyMfaCodeUseCase(fakePlatform({ validateTfa })).execute(progress, code);
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'validation', message: MFA_CODE_REQUEST_FAILED }),
    });
    expect(MFA_CODE_REQUEST_FAILED).toBe('An error occurred whilst requesting additional verification code');
    expect(validateTfa).not.toHaveBeenCalled();
  });

  it('refuses a sign-in at another step as wrong_step', async () => {
    const validateTfa = jest.fn();
    const result = await new VerifyMfaCodeUseCase(fakePlatform({ validateTfa })).execute(
      progressAt(LoginStatus.MfaEnrolmentValidateDevice, { devices }),
      '1',
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'wrong_step' } });
    expect(validateTfa).not.toHaveBeenCalled();
  });

  it('a device-linked answer (no session) is a wrong step', async () => {
    const validateTfa = jest.fn().mockResolvedValue({ kind: 'deviceLinked' });
    const result = await new VerifyMfaCodeUseCase(fakePlatform({ validateTfa })).execute(atMfa, '123456');
    expect(result).toMatchObject({ ok: false, error: { code: 'wrong_step', message: MFA_CODE_REQUEST_FAILED } });
  });

  it('maps other failures (account disabled meanwhile)', async () => {
    const validateTfa = jest
      .fn()
      .mockRejectedValue(new PlatformError('account_disabled', 403, 'Account has been disabled'));
    const result = await new VerifyMfaCodeUseCase(fakePlatform({ validateTfa })).execute(atMfa, '123456');
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'account_disabled', message: 'Account has been disabled' },
    });
  });
});
