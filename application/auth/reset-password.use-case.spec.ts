import { PlatformError } from '../ports/platform-error';
import { fakePlatform } from '../support/testing/fake-platform';
import { ResetPasswordUseCase } from './reset-password.use-case';

const input = { username: ' zoe ', resetCode: ' 123456 ', newPassword: ' New-Passw0rd ', answers: ['a1', 'a2'] };

describe('ResetPasswordUseCase', () => {
  it('sends the trimmed username and code, the new password as typed, and the answers', async () => {
    const resetPassword = jest.fn().mockResolvedValue(undefined);
    const result = await new ResetPasswordUseCase(fakePlatform({ resetPassword })).execute(input);
    expect(resetPassword).toHaveBeenCalledWith({
      userId: 'zoe',
      resetCode: '123456',
      newPassword: ' New-Passw0rd ',
      answers: ['a1', 'a2'],
    });
    expect(result).toEqual({ ok: true, value: { passwordChanged: true } });
  });

  it.each([
    ['reset_code_invalid', 'Password reset code incorrect or invalid for user', 'Reset code incorrect'],
    [
      'security_answers_incorrect',
      'One or more of the arguments are missing or incorrect.',
      'One or both of your security answers are incorrect, please try again or contact us',
    ],
  ] as const)('%s is told with the spec text', async (code, apiMessage, text) => {
    const resetPassword = jest.fn().mockRejectedValue(new PlatformError(code, 400, apiMessage));
    expect(await new ResetPasswordUseCase(fakePlatform({ resetPassword })).execute(input)).toEqual({
      ok: false,
      error: { code, message: text, apiMessage },
    });
  });

  it('stores the api_message of other failures', async () => {
    const resetPassword = jest.fn().mockRejectedValue(new PlatformError('validation', 400, 'Password too short'));
    expect(await new ResetPasswordUseCase(fakePlatform({ resetPassword })).execute(input)).toEqual({
      ok: false,
      error: { code: 'validation', message: 'Password too short', apiMessage: 'Password too short' },
    });
  });
});
