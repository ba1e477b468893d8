import { PlatformError } from '../ports/platform-error';
import { CREDENTIAL, fakePlatform } from '../support/testing/fake-platform';
import { ChangePasswordUseCase } from './change-password.use-case';

describe('ChangePasswordUseCase', () => {
  it('changes the password of the signed-in session', async () => {
    const changePassword = jest.fn().mockResolvedValue(undefined);
    const result = await new ChangePasswordUseCase(fakePlatform({ changePassword })).execute(CREDENTIAL, {
      currentPassword: 'old-pw',
      newPassword: 'New-Passw0rd',
    });
    expect(changePassword).toHaveBeenCalledWith(CREDENTIAL, { currentPassword: 'old-pw', newPassword: 'New-Passw0rd' });
    expect(result).toEqual({ ok: true, value: undefined });
  });

  it('shows the server error data of a refusal', async () => {
    const changePassword = jest
      .fn()
      .mockRejectedValue(new PlatformError('validation', 400, 'Current password is incorrect'));
    expect(
      await new ChangePasswordUseCase(fakePlatform({ changePassword })).execute(CREDENTIAL, {
        currentPassword: 'x',
        newPassword: 'y',
      }),
    ).toEqual({
      ok: false,
      error: {
        code: 'validation',
        message: 'Current password is incorrect',
        apiMessage: 'Current password is incorrect',
      },
    });
  });

  it('a lost session is no_session', async () => {
    const changePassword = jest
      .fn()
      .mockRejectedValue(new PlatformError('no_session', 401, 'This feature is not available without a valid session'));
    expect(
      await new ChangePasswordUseCase(fakePlatform({ changePassword })).execute(CREDENTIAL, {
        currentPassword: 'x',
        newPassword: 'y',
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'no_session' },
    });
  });
});
