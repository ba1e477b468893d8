import { LoginStatus } from '../../domain/auth/login-status';
import { PlatformError } from '../ports/platform-error';
import { fakePlatform } from '../support/testing/fake-platform';
import { progressAt } from '../support/testing/sign-in-progress';
import { RestartEnrolmentUseCase } from './restart-enrolment.use-case';

describe('RestartEnrolmentUseCase', () => {
  it("after a wrong enrolment code signs in again and offers the methods afresh ('Request new code')", async () => {
    const login = jest.fn().mockResolvedValue({ kind: 'mfaEnrolmentRequired', methods: ['sms', 'email'] });
    const invalid = progressAt(LoginStatus.MfaEnrolmentLinkDeviceInvalidOtp, {
      enrolMethod: 'sms',
      deviceId: 'old-dev',
      message: 'Sorry, wrong code',
      messageKind: 'error',
    });
    const result = await new RestartEnrolmentUseCase(fakePlatform({ login })).execute(invalid);
    expect(login).toHaveBeenCalledWith({ username: 'zoe@client', password: 'pw' });
    expect(result).toEqual({
      ok: true,
      value: {
        status: LoginStatus.MfaEnrolmentLinkDevice,
        tab: 'client',
        username: 'zoe@client',
        password: 'pw',
        message: null,
        enrolMethods: ['sms', 'email'],
      },
    });
  });

  it('at MfaRequired asks for a fresh code and keeps the step', async () => {
    const devices = [{ deviceId: 'd1', method: 'email' as const, target: 'z***@x.test' }];
    const login = jest.fn().mockResolvedValue({ kind: 'mfaRequired', devices });
    const result = await new RestartEnrolmentUseCase(fakePlatform({ login })).execute(
      progressAt(LoginStatus.MfaRequired, { devices, message: 'x' }),
    );
    expect(result).toMatchObject({ ok: true, value: { status: LoginStatus.MfaRequired, devices, message: null } });
  });

  it('is allowed while validating a new device', async () => {
    const login = jest.fn().mockResolvedValue({ kind: 'mfaEnrolmentRequired', methods: ['sms'] });
    const result = await new RestartEnrolmentUseCase(fakePlatform({ login })).execute(
      progressAt(LoginStatus.MfaEnrolmentValidateDevice),
    );
    expect(result).toMatchObject({ ok: true, value: { status: LoginStatus.MfaEnrolmentLinkDevice } });
  });

  it.each([LoginStatus.Default, LoginStatus.MfaEnrolmentLinkDevice, LoginStatus.SiteTerms, LoginStatus.LoginSuccess])(
    'refuses %s as wrong_step',
    async (status) => {
      const login = jest.fn();
      const result = await new RestartEnrolmentUseCase(fakePlatform({ login })).execute(progressAt(status));
      expect(result).toMatchObject({ ok: false, error: { code: 'wrong_step' } });
      expect(login).not.toHaveBeenCalled();
    },
  );

  it('maps a platform failure', async () => {
    const login = jest.fn().mockRejectedValue(new PlatformError('invalid_credentials', 401, 'x'));
    const result = await new RestartEnrolmentUseCase(fakePlatform({ login })).execute(
      progressAt(LoginStatus.MfaRequired),
    );
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'invalid_credentials', message: 'Either your username or your password is incorrect' },
    });
  });
});
