import { MEMORABLE_WORD_INCORRECT } from '../../domain/auth/auth-messages';
import { LoginStatus } from '../../domain/auth/login-status';
import { PlatformError } from '../ports/platform-error';
import { CREDENTIAL, fakePlatform, sessionUser } from '../support/testing/fake-platform';
import { progressAt } from '../support/testing/sign-in-progress';
import { AnswerMemorableCharactersUseCase } from './answer-memorable-characters.use-case';

const asked = progressAt(LoginStatus.MemorableCharactersRequired, { positions: [2, 5, 7], hint: 'pet' });

describe('AnswerMemorableCharactersUseCase', () => {
  it('signs in again with the characters and takes the status from the steps', async () => {
    const user = sessionUser({ additionalLoginSteps: ['ForceChangePassword'] });
    const login = jest.fn().mockResolvedValue({ kind: 'signedIn', credential: CREDENTIAL, user });
    const result = await new AnswerMemorableCharactersUseCase(fakePlatform({ login })).execute(asked, ['a', 'b', 'c']);
    expect(login).toHaveBeenCalledWith({
      username: 'zoe@client',
      password: 'pw',
      memorableCharacters: ['a', 'b', 'c'],
    });
    expect(result).toMatchObject({
      ok: true,
      value: { status: LoginStatus.ForceChangePassword, credential: CREDENTIAL, user, message: null },
    });
  });

  it('reaches LoginSuccess when no step is pending', async () => {
    const login = jest.fn().mockResolvedValue({ kind: 'signedIn', credential: CREDENTIAL, user: sessionUser() });
    const result = await new AnswerMemorableCharactersUseCase(fakePlatform({ login })).execute(asked, ['a', 'b', 'c']);
    expect(result).toMatchObject({ ok: true, value: { status: LoginStatus.LoginSuccess } });
  });

  it('on a wrong answer stays at the step with the new positions and the incorrect-characters message', async () => {
    const login = jest
      .fn()
      .mockResolvedValue({ kind: 'memorableCharactersRequired', positions: [1, 3, 4], hint: 'pet', retry: true });
    const result = await new AnswerMemorableCharactersUseCase(fakePlatform({ login })).execute(asked, ['x', 'y', 'z']);
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        status: LoginStatus.MemorableCharactersRequired,
        positions: [1, 3, 4],
        hint: 'pet',
        message: 'Incorrect memorable word characters. Please try again with the new positions.',
        messageKind: 'error',
      }),
    });
    expect(MEMORABLE_WORD_INCORRECT).toBe(
      'Incorrect memorable word characters. Please try again with the new positions.',
    );
  });

  it.each([
    ['no sign-in at all', undefined],
    ['another step', progressAt(LoginStatus.MfaRequired)],
    ['a finished sign-in', progressAt(LoginStatus.LoginSuccess)],
  ])('refuses %s as wrong_step without calling the platform', async (_label, progress) => {
    const login = jest.fn();
    const result = await new AnswerMemorableCharactersUseCase(fakePlatform({ login })).execute(progress, [
      'a',
      'b',
      'c',
    ]);
    expect(result).toMatchObject({ ok: false, error: { code: 'wrong_step' } });
    expect(login).not.toHaveBeenCalled();
  });

  it('maps an account that became deactivated to the spec text', async () => {
    const login = jest.fn().mockRejectedValue(new PlatformError('account_deactivated', 403, 'Account deactivated'));
    const result = await new AnswerMemorableCharactersUseCase(fakePlatform({ login })).execute(asked, ['a', 'b', 'c']);
    expect(result).toMatchObject({ ok: false, error: { code: 'account_deactivated', message: 'Account deactivated' } });
  });
});
