import { PlatformError } from '../ports/platform-error';
import { CREDENTIAL, fakePlatform } from '../support/testing/fake-platform';
import {
  ChooseVerificationMethodUseCase,
  GetVerificationDetailsUseCase,
  ValidateVerificationCodeUseCase,
} from './verification.use-cases';

describe('GetVerificationDetailsUseCase', () => {
  it('gives the current method and each method with a destination', async () => {
    const getTfaDetails = jest
      .fn()
      .mockResolvedValue({ mobile: '*******4321', email: 'z***@x.test', softwareToken: false, mfaMethod: 'sms' });
    expect(await new GetVerificationDetailsUseCase(fakePlatform({ getTfaDetails })).execute(CREDENTIAL)).toEqual({
      ok: true,
      value: {
        current: 'sms',
        methods: [
          { method: 'sms', target: '*******4321' },
          { method: 'email', target: 'z***@x.test' },
        ],
      },
    });
    expect(getTfaDetails).toHaveBeenCalledWith(CREDENTIAL);
  });

  it('leaves out a method without a destination', async () => {
    const getTfaDetails = jest
      .fn()
      .mockResolvedValue({ mobile: null, email: 'z***@x.test', softwareToken: false, mfaMethod: null });
    expect(await new GetVerificationDetailsUseCase(fakePlatform({ getTfaDetails })).execute(CREDENTIAL)).toEqual({
      ok: true,
      value: { current: null, methods: [{ method: 'email', target: 'z***@x.test' }] },
    });
  });

  it('returns a failure as an error', async () => {
    const getTfaDetails = jest.fn().mockRejectedValue(new PlatformError('unavailable', 503, null));
    expect(await new GetVerificationDetailsUseCase(fakePlatform({ getTfaDetails })).execute(CREDENTIAL)).toMatchObject({
      ok: false,
      error: { code: 'unavailable' },
    });
  });
});

describe('ChooseVerificationMethodUseCase', () => {
  it('sends a code to the chosen method and gives the device id', async () => {
    const chooseTfaMethod = jest.fn().mockResolvedValue({ deviceId: 'dev-9' });
    expect(
      await new ChooseVerificationMethodUseCase(fakePlatform({ chooseTfaMethod })).execute(CREDENTIAL, 'email'),
    ).toEqual({
      ok: true,
      value: { deviceId: 'dev-9', method: 'email' },
    });
    expect(chooseTfaMethod).toHaveBeenCalledWith(CREDENTIAL, 'email');
  });

  it('returns the registered-method problem as invalid_device', async () => {
    const text = 'There is a problem with your registered email. Please contact your adviser for assistance';
    const chooseTfaMethod = jest.fn().mockRejectedValue(new PlatformError('invalid_device', 400, text));
    expect(
      await new ChooseVerificationMethodUseCase(fakePlatform({ chooseTfaMethod })).execute(CREDENTIAL, 'email'),
    ).toEqual({
      ok: false,
      error: { code: 'invalid_device', message: text, apiMessage: text },
    });
  });
});

describe('ValidateVerificationCodeUseCase', () => {
  const input = { method: 'sms' as const, code: '123456', deviceId: 'dev-9' };

  it('validates the code and says the method has changed', async () => {
    const validateTfaMethod = jest.fn().mockResolvedValue(undefined);
    expect(
      await new ValidateVerificationCodeUseCase(fakePlatform({ validateTfaMethod })).execute(CREDENTIAL, input),
    ).toEqual({
      ok: true,
      value: { message: 'Authentication method has been successfully changed' },
    });
    expect(validateTfaMethod).toHaveBeenCalledWith(CREDENTIAL, {
      mfaMethod: 'sms',
      mfaCode: '123456',
      deviceId: 'dev-9',
    });
  });

  it('a wrong code is told with the wrong-enrolment-code text', async () => {
    const validateTfaMethod = jest.fn().mockRejectedValue(new PlatformError('bad_otp', 400, 'bad otp'));
    expect(
      await new ValidateVerificationCodeUseCase(fakePlatform({ validateTfaMethod })).execute(CREDENTIAL, input),
    ).toEqual({
      ok: false,
      error: {
        code: 'bad_otp',
        message:
          'Sorry, there was a problem with the authentication. You entered an incorrect code. Please request another code and try again.',
        apiMessage: 'bad otp',
      },
    });
  });
});
