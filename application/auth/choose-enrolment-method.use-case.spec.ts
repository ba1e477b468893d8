import { LoginStatus } from '../../domain/auth/login-status';
import { PlatformError } from '../ports/platform-error';
import { fakePlatform } from '../support/testing/fake-platform';
import { progressAt } from '../support/testing/sign-in-progress';
import { ChooseEnrolmentMethodUseCase } from './choose-enrolment-method.use-case';

const atLink = progressAt(LoginStatus.MfaEnrolmentLinkDevice, { enrolMethods: ['sms', 'email'] });

describe('ChooseEnrolmentMethodUseCase', () => {
  it('links the method and moves to MfaEnrolmentValidateDevice with the new device id', async () => {
    const enrolTfaDevice = jest.fn().mockResolvedValue({ deviceId: 'new-dev' });
    const result = await new ChooseEnrolmentMethodUseCase(fakePlatform({ enrolTfaDevice })).execute(
      { ...atLink, message: 'old' },
      'email',
    );
    expect(enrolTfaDevice).toHaveBeenCalledWith({ username: 'zoe@client', password: 'pw', method: 'email' });
    expect(result).toEqual({
      ok: true,
      value: {
        ...atLink,
        status: LoginStatus.MfaEnrolmentValidateDevice,
        enrolMethod: 'email',
        deviceId: 'new-dev',
        message: null,
      },
    });
  });

  it('refuses a method the account was not offered, without calling the platform', async () => {
    const enrolTfaDevice = jest.fn();
    const result = await new ChooseEnrolmentMethodUseCase(fakePlatform({ enrolTfaDevice })).execute(atLink, 'token');
    expect(result).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(enrolTfaDevice).not.toHaveBeenCalled();
  });

  it('on invalid_device stays at the step with the server message', async () => {
    const text = 'There is a problem with your registered phone. Please contact your adviser for assistance';
    const enrolTfaDevice = jest.fn().mockRejectedValue(new PlatformError('invalid_device', 400, text));
    const result = await new ChooseEnrolmentMethodUseCase(fakePlatform({ enrolTfaDevice })).execute(atLink, 'sms');
    expect(result).toEqual({ ok: true, value: { ...atLink, message: text, messageKind: 'error' } });
  });

  it('returns other failures as errors', async () => {
    const enrolTfaDevice = jest.fn().mockRejectedValue(new PlatformError('unavailable', 503, null));
    const result = await new ChooseEnrolmentMethodUseCase(fakePlatform({ enrolTfaDevice })).execute(atLink, 'sms');
    expect(result).toMatchObject({ ok: false, error: { code: 'unavailable' } });
  });

  it('refuses a sign-in at another step as wrong_step', async () => {
    const enrolTfaDevice = jest.fn();
    const result = await new ChooseEnrolmentMethodUseCase(fakePlatform({ enrolTfaDevice })).execute(
      progressAt(LoginStatus.MfaRequired, { enrolMethods: ['sms'] }),
      'sms',
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'wrong_step' } });
    expect(enrolTfaDevice).not.toHaveBeenCalled();
  });
});
