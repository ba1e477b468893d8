import { PlatformError } from '../ports/platform-error';
import { fakePlatform } from '../support/testing/fake-platform';
import { VerifyResetCodeUseCase } from './verify-reset-code.use-case';

const RESET_CODE_API_MESSAGE = 'Password reset code incorrect or invalid for user';

describe('VerifyResetCodeUseCase', () => {
  it('checks the trimmed code and offers the two security questions', async () => {
    const checkPasswordResetCode = jest.fn().mockResolvedValue({ questions: ['First school?', 'Town of birth?'] });
    const result = await new VerifyResetCodeUseCase(fakePlatform({ checkPasswordResetCode })).execute({
      username: ' zoe ',
      resetCode: ' 123456 ',
    });
    expect(checkPasswordResetCode).toHaveBeenCalledWith({ userId: 'zoe', resetCode: '123456' });
    expect(result).toEqual({
      ok: true,
      value: { questionsAvailable: true, questions: ['First school?', 'Town of birth?'] },
    });
  });

  it.each([[[]], [['Only one?']]])('with questions %j says none are available', async (questions) => {
    const checkPasswordResetCode = jest.fn().mockResolvedValue({ questions });
    const result = await new VerifyResetCodeUseCase(fakePlatform({ checkPasswordResetCode })).execute({
      username: 'zoe',
      resetCode: '1',
    });
    expect(result).toMatchObject({ ok: true, value: { questionsAvailable: false } });
  });

  it("a wrong code is 'Reset code incorrect', keeping the api_message that counts the attempt", async () => {
    const checkPasswordResetCode = jest
      .fn()
      .mockRejectedValue(new PlatformError('reset_code_invalid', 400, RESET_CODE_API_MESSAGE));
    const result = await new VerifyResetCodeUseCase(fakePlatform({ checkPasswordResetCode })).execute({
      username: 'zoe',
      resetCode: '9',
    });
    expect(result).toEqual({
      ok: false,
      error: { code: 'reset_code_invalid', message: 'Reset code incorrect', apiMessage: RESET_CODE_API_MESSAGE },
    });
  });

  it('other failures carry the server message', async () => {
    const checkPasswordResetCode = jest
      .fn()
      .mockRejectedValue(new PlatformError('validation', 400, 'reset_code is required'));
    const result = await new VerifyResetCodeUseCase(fakePlatform({ checkPasswordResetCode })).execute({
      username: 'zoe',
      resetCode: '',
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'validation', message: 'reset_code is required' } });
  });
});
