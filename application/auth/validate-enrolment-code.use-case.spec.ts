import { MFA_CODE_REQUEST_FAILED, WRONG_ENROLMENT_CODE } from '../../domain/auth/auth-messages';
import { LoginStatus } from '../../domain/auth/login-status';
import { PlatformError } from '../ports/platform-error';
import { CREDENTIAL, fakePlatform, sessionUser } from '../support/testing/fake-platform';
import { progressAt } from '../support/testing/sign-in-progress';
import { VERIFY_AGAIN_AFTER_ENROLMENT, ValidateEnrolmentCodeUseCase } from './validate-enrolment-code.use-case';

const atValidate = progressAt(LoginStatus.MfaEnrolmentValidateDevice, {
  enrolMethods: ['sms', 'email'],
  enrolMethod: 'sms',
  deviceId: 'new-dev',
});
const linkedDevice = { deviceId: 'new-dev', method: 'sms' as const, target: '*******4321' };

describe('ValidateEnrolmentCodeUseCase', () => {
  it('once the device is linked signs in again and lands on MfaRequired with the verify-again info', async () => {
    const validateTfa = jest.fn().mockResolvedValue({ kind: 'deviceLinked' });
    const login = jest.fn().mockResolvedValue({ kind: 'mfaRequired', devices: [linkedDevice] });
    const result = await new ValidateEnrolmentCodeUseCase(fakePlatform({ validateTfa, login })).execute(
      atValidate,
      '654321',
    );

    expect(validateTfa).toHaveBeenCalledWith({
      username: 'zoe@client',
      password: 'pw',
      deviceId: 'new-dev',
      method: 'sms',
      code: '654321',
      loginOnSuccess: false,
    });
    expect(login).toHaveBeenCalledWith({ username: 'zoe@client', password: 'pw' });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        status: LoginStatus.MfaRequired,
        devices: [linkedDevice],
        message: VERIFY_AGAIN_AFTER_ENROLMENT,
        messageKind: 'info',
      }),
    });
  });

  it('a failing sign-in after linking is returned as the error', async () => {
    const validateTfa = jest.fn().mockResolvedValue({ kind: 'deviceLinked' });
    const login = jest.fn().mockResolvedValue({ kind: 'mfaRequired', devices: [] });
    const result = await new ValidateEnrolmentCodeUseCase(fakePlatform({ validateTfa, login })).execute(
      atValidate,
      '654321',
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'no_mfa_method' } });
  });

  it('a platform that signs in directly is followed', async () => {
    const validateTfa = jest.fn().mockResolvedValue({ kind: 'signedIn', credential: CREDENTIAL, user: sessionUser() });
    const login = jest.fn();
    const result = await new ValidateEnrolmentCodeUseCase(fakePlatform({ validateTfa, login })).execute(
      atValidate,
      '654321',
    );
    expect(result).toMatchObject({ ok: true, value: { status: LoginStatus.LoginSuccess, credential: CREDENTIAL } });
    expect(login).not.toHaveBeenCalled();
  });

  it('on bad_otp moves to MfaEnrolmentLinkDeviceInvalidOtp with the wrong-enrolment-code text', async () => {
    const validateTfa = jest.fn().mockRejectedValue(new PlatformError('bad_otp', 400, 'bad otp'));
    const login = jest.fn();
    const result = await new ValidateEnrolmentCodeUseCase(fakePlatform({ validateTfa, login })).execute(
      atValidate,
      '000000',
    );
    expect(result).toEqual({
      ok: true,
      value: {
        ...atValidate,
        status: LoginStatus.MfaEnrolmentLinkDeviceInvalidOtp,
        message: WRONG_ENROLMENT_CODE,
        messageKind: 'error',
      },
    });
    expect(WRONG_ENROLMENT_CODE).toBe(
      'Sorry, there was a problem with the authentication. You entered an incorrect code. Please request another code and try again.',
    );
    expect(login).not.toHaveBeenCalled();
  });

  it.each([
    ['no device id', { ...atValidate, deviceId: undefined }, '1'],
    ['no method', { ...atValidate, enrolMethod: undefined }, '1'],
    ['no code', atValidate, ''],
  ])('with %s fails with MFA_CODE_REQUEST_FAILED', async (_label, progress, code) => {
    const validateTfa = jest.fn();
    const result = await new ValidateEnrolmentCodeUseCase(fakePlatform({ validateTfa })).execute(progress, code);
    expect(result).toMatchObject({ ok: false, error: { code: 'validation', message: MFA_CODE_REQUEST_FAILED } });
    expect(validateTfa).not.toHaveBeenCalled();
  });

  it('refuses a sign-in at another step as wrong_step', async () => {
    const validateTfa = jest.fn();
    const result = await new ValidateEnrolmentCodeUseCase(fakePlatform({ validateTfa })).execute(
      { ...atValidate, status: LoginStatus.MfaEnrolmentLinkDeviceInvalidOtp },
      '1',
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'wrong_step' } });
  });
});
