import { LoginStatus } from '../../domain/auth/login-status';
import { PlatformError } from '../ports/platform-error';
import { CREDENTIAL, fakePlatform, sessionUser, type FakePlatform } from '../support/testing/fake-platform';
import { progressAt } from '../support/testing/sign-in-progress';
import { ChangeExpiredPasswordUseCase } from './change-expired-password.use-case';
import { first } from '../../domain/shared/present';

/** The use case with one fake platform as all its ports. */
const changeExpiredPasswordOn = (platform: FakePlatform) => new ChangeExpiredPasswordUseCase(platform, platform);

const atChange = progressAt(LoginStatus.ForceChangePassword, {
  credential: CREDENTIAL,
  user: sessionUser({ additionalLoginSteps: ['ForceChangePassword', 'SiteTerms'] }),
});

describe('ChangeExpiredPasswordUseCase', () => {
  it('changes the password, then takes the next step from the refreshed session user', async () => {
    const refreshed = sessionUser({ additionalLoginSteps: ['SiteTerms'] });
    const changeExpiredPassword = jest.fn().mockResolvedValue(undefined);
    const getSessionUser = jest.fn().mockResolvedValue(refreshed);
    const result = await changeExpiredPasswordOn(fakePlatform({ changeExpiredPassword, getSessionUser })).execute(
      atChange,
      'New-Passw0rd',
    );

    expect(changeExpiredPassword).toHaveBeenCalledWith({
      username: 'zoe@client',
      password: 'pw',
      newPassword: 'New-Passw0rd',
    });
    expect(getSessionUser).toHaveBeenCalledWith(CREDENTIAL);
    expect(first(changeExpiredPassword.mock.invocationCallOrder)).toBeLessThan(
      first(getSessionUser.mock.invocationCallOrder),
    );
    // Later steps that ask for the password again get the new one.
    expect(result).toEqual({
      ok: true,
      value: { ...atChange, password: 'New-Passw0rd', user: refreshed, status: LoginStatus.SiteTerms, message: null },
    });
  });

  it('reaches LoginSuccess when no step is left', async () => {
    const result = await changeExpiredPasswordOn(
      fakePlatform({
        changeExpiredPassword: jest.fn().mockResolvedValue(undefined),
        getSessionUser: jest.fn().mockResolvedValue(sessionUser()),
      }),
    ).execute(atChange, 'New-Passw0rd');
    expect(result).toMatchObject({ ok: true, value: { status: LoginStatus.LoginSuccess } });
  });

  it('shows the server error data of a refused password and does not refresh the steps', async () => {
    const changeExpiredPassword = jest
      .fn()
      .mockRejectedValue(new PlatformError('validation', 400, 'New password must differ from the old one'));
    const getSessionUser = jest.fn();
    const result = await changeExpiredPasswordOn(fakePlatform({ changeExpiredPassword, getSessionUser })).execute(
      atChange,
      'pw',
    );
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'validation',
        message: 'New password must differ from the old one',
        apiMessage: 'New password must differ from the old one',
      },
    });
    expect(getSessionUser).not.toHaveBeenCalled();
  });

  it('refuses without a credential or at another step', async () => {
    const changeExpiredPassword = jest.fn();
    const useCase = changeExpiredPasswordOn(fakePlatform({ changeExpiredPassword }));
    expect(await useCase.execute({ ...atChange, credential: undefined }, 'x')).toMatchObject({
      ok: false,
      error: { code: 'wrong_step' },
    });
    expect(await useCase.execute({ ...atChange, status: LoginStatus.SiteTerms }, 'x')).toMatchObject({
      ok: false,
      error: { code: 'wrong_step' },
    });
    expect(changeExpiredPassword).not.toHaveBeenCalled();
  });
});
