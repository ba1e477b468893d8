import { PlatformError } from '../ports/platform-error';
import { fakePlatform } from '../support/testing/fake-platform';
import { ForgotUsernameUseCase } from './forgot-username.use-case';

const MISMATCH = 'The supplied email and date of birth does not match our records. Please contact our office.';

describe('ForgotUsernameUseCase', () => {
  it('asks for a client username by trimmed email and date of birth', async () => {
    const forgotUsername = jest.fn().mockResolvedValue(undefined);
    const result = await new ForgotUsernameUseCase(fakePlatform({ forgotUsername })).execute({
      email: ' zoe@example.test ',
      dob: '1980-01-31',
    });
    expect(forgotUsername).toHaveBeenCalledWith({
      preferredEmail: 'zoe@example.test',
      roleType: 'client',
      dob: '1980-01-31',
    });
    expect(result).toEqual({ ok: true, value: { usernameSent: true } });
  });

  it('a mismatch is username_not_matched with the spec text', async () => {
    const forgotUsername = jest.fn().mockRejectedValue(new PlatformError('validation', 400, 'no match'));
    expect(
      await new ForgotUsernameUseCase(fakePlatform({ forgotUsername })).execute({
        email: 'x@y.test',
        dob: '1990-01-01',
      }),
    ).toEqual({
      ok: false,
      error: { code: 'username_not_matched', message: MISMATCH, apiMessage: 'no match' },
    });
  });

  it('other failures are mapped as usual', async () => {
    const forgotUsername = jest.fn().mockRejectedValue(new PlatformError('timeout', 0, null));
    expect(
      await new ForgotUsernameUseCase(fakePlatform({ forgotUsername })).execute({
        email: 'x@y.test',
        dob: '1990-01-01',
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'unavailable' },
    });
  });
});
