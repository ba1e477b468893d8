import { PlatformError } from '../ports/platform-error';
import { fakePlatform } from '../support/testing/fake-platform';
import { RequestPasswordResetUseCase } from './request-password-reset.use-case';

describe('RequestPasswordResetUseCase', () => {
  it('asks the platform to send a code to the trimmed username', async () => {
    const requestPasswordReset = jest.fn().mockResolvedValue(undefined);
    const result = await new RequestPasswordResetUseCase(fakePlatform({ requestPasswordReset })).execute(
      '  zoe@client ',
    );
    expect(requestPasswordReset).toHaveBeenCalledWith({ userId: 'zoe@client' });
    expect(result).toEqual({ ok: true, value: { resetCodeSent: true } });
  });

  it('stores the api_message of another failure', async () => {
    const requestPasswordReset = jest
      .fn()
      .mockRejectedValue(new PlatformError('validation', 400, 'user_id is required'));
    expect(await new RequestPasswordResetUseCase(fakePlatform({ requestPasswordReset })).execute('')).toEqual({
      ok: false,
      error: { code: 'validation', message: 'user_id is required', apiMessage: 'user_id is required' },
    });
  });

  it('an unreachable platform is unavailable', async () => {
    const requestPasswordReset = jest.fn().mockRejectedValue(new PlatformError('unavailable', 0, null));
    expect(await new RequestPasswordResetUseCase(fakePlatform({ requestPasswordReset })).execute('zoe')).toMatchObject({
      ok: false,
      error: { code: 'unavailable' },
    });
  });
});
