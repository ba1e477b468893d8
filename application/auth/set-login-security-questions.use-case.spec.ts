import { LoginStatus } from '../../domain/auth/login-status';
import { PlatformError } from '../ports/platform-error';
import { CREDENTIAL, fakePlatform, sessionUser } from '../support/testing/fake-platform';
import { progressAt } from '../support/testing/sign-in-progress';
import { SetLoginSecurityQuestionsUseCase } from './set-login-security-questions.use-case';

const atQuestions = progressAt(LoginStatus.SetSecurityQuestions, {
  credential: CREDENTIAL,
  user: sessionUser({ additional_login_steps: ['SetSecurityQuestions'] }),
});
const questions = [
  { question: 'First school?', answer: 'first-answer' },
  { question: 'Town of birth?', answer: 'second-answer' },
];

describe('SetLoginSecurityQuestionsUseCase', () => {
  it('saves the questions, then takes the next status from the refreshed steps', async () => {
    const setSecurityQuestions = jest.fn().mockResolvedValue(undefined);
    const refreshed = sessionUser();
    const getSessionUser = jest.fn().mockResolvedValue(refreshed);
    const result = await new SetLoginSecurityQuestionsUseCase(fakePlatform({ setSecurityQuestions, getSessionUser })).execute(atQuestions, questions);

    expect(setSecurityQuestions).toHaveBeenCalledWith(CREDENTIAL, { questions });
    expect(setSecurityQuestions.mock.invocationCallOrder[0]).toBeLessThan(getSessionUser.mock.invocationCallOrder[0]);
    expect(result).toEqual({ ok: true, value: { ...atQuestions, user: refreshed, status: LoginStatus.LoginSuccess, message: null } });
  });

  it('moves to a step the platform still lists', async () => {
    const platform = fakePlatform({
      setSecurityQuestions: jest.fn().mockResolvedValue(undefined),
      getSessionUser: jest.fn().mockResolvedValue(sessionUser({ additional_login_steps: ['SiteTerms'] })),
    });
    expect(await new SetLoginSecurityQuestionsUseCase(platform).execute(atQuestions, questions)).toMatchObject({
      ok: true,
      value: { status: LoginStatus.SiteTerms },
    });
  });

  it('returns a refusal as an error', async () => {
    const setSecurityQuestions = jest.fn().mockRejectedValue(new PlatformError('validation', 400, 'Two questions are required'));
    const result = await new SetLoginSecurityQuestionsUseCase(fakePlatform({ setSecurityQuestions })).execute(atQuestions, questions.slice(0, 1));
    expect(result).toMatchObject({ ok: false, error: { code: 'validation', message: 'Two questions are required' } });
  });

  it('refuses without a credential or at another step', async () => {
    const setSecurityQuestions = jest.fn();
    const useCase = new SetLoginSecurityQuestionsUseCase(fakePlatform({ setSecurityQuestions }));
    expect(await useCase.execute({ ...atQuestions, credential: undefined }, questions)).toMatchObject({ ok: false, error: { code: 'wrong_step' } });
    expect(await useCase.execute({ ...atQuestions, status: LoginStatus.MfaRequired }, questions)).toMatchObject({ ok: false, error: { code: 'wrong_step' } });
    expect(setSecurityQuestions).not.toHaveBeenCalled();
  });
});
