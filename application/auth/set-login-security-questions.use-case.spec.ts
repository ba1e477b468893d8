import { LoginStatus } from '../../domain/auth/login-status';
import { PlatformError } from '../ports/platform-error';
import { CREDENTIAL, fakePlatform, sessionUser, type FakePlatform } from '../support/testing/fake-platform';
import { progressAt } from '../support/testing/sign-in-progress';
import { GetLoginSecurityAnswerMinimumUseCase } from './get-login-security-answer-minimum.use-case';
import { SetLoginSecurityQuestionsUseCase } from './set-login-security-questions.use-case';
import { first, itemAt } from '../../domain/shared/present';

/** The use case with one fake platform as all its ports. */
const setLoginSecurityQuestionsOn = (platform: FakePlatform) =>
  new SetLoginSecurityQuestionsUseCase(platform, platform);

const atQuestions = progressAt(LoginStatus.SetSecurityQuestions, {
  credential: CREDENTIAL,
  user: sessionUser({ additionalLoginSteps: ['SetSecurityQuestions'] }),
});
const questions = [
  { question: 'First school?', answer: 'first-answer' },
  { question: 'Town of birth?', answer: 'second-answer' },
];
/** The platform's version: 22.8.234 and later ask for answers of at least 8 characters (spec 3 §5). */
const getSite = (version = '23.6.301') => jest.fn().mockResolvedValue({ siteLocales: ['en-gb'], version });

describe('SetLoginSecurityQuestionsUseCase', () => {
  it('saves the questions, then takes the next status from the refreshed steps', async () => {
    const setSecurityQuestions = jest.fn().mockResolvedValue(undefined);
    const refreshed = sessionUser();
    const getSessionUser = jest.fn().mockResolvedValue(refreshed);
    const result = await setLoginSecurityQuestionsOn(
      fakePlatform({ getSite: getSite(), setSecurityQuestions, getSessionUser }),
    ).execute(atQuestions, questions);

    expect(setSecurityQuestions).toHaveBeenCalledWith(CREDENTIAL, { questions });
    expect(first(setSecurityQuestions.mock.invocationCallOrder)).toBeLessThan(
      first(getSessionUser.mock.invocationCallOrder),
    );
    expect(result).toEqual({
      ok: true,
      value: { ...atQuestions, user: refreshed, status: LoginStatus.LoginSuccess, message: null },
    });
  });

  it('moves to a step the platform still lists', async () => {
    const platform = fakePlatform({
      getSite: getSite(),
      setSecurityQuestions: jest.fn().mockResolvedValue(undefined),
      getSessionUser: jest.fn().mockResolvedValue(sessionUser({ additionalLoginSteps: ['SiteTerms'] })),
    });
    expect(await setLoginSecurityQuestionsOn(platform).execute(atQuestions, questions)).toMatchObject({
      ok: true,
      value: { status: LoginStatus.SiteTerms },
    });
  });

  it('returns a refusal as an error', async () => {
    const setSecurityQuestions = jest
      .fn()
      .mockRejectedValue(new PlatformError('validation', 400, 'Two questions are required'));
    const result = await setLoginSecurityQuestionsOn(
      fakePlatform({ getSite: getSite(), setSecurityQuestions }),
    ).execute(atQuestions, questions);
    expect(result).toMatchObject({ ok: false, error: { code: 'validation', message: 'Two questions are required' } });
  });

  it('refuses without a credential or at another step', async () => {
    const setSecurityQuestions = jest.fn();
    const useCase = setLoginSecurityQuestionsOn(fakePlatform({ setSecurityQuestions }));
    expect(await useCase.execute({ ...atQuestions, credential: undefined }, questions)).toMatchObject({
      ok: false,
      error: { code: 'wrong_step' },
    });
    expect(await useCase.execute({ ...atQuestions, status: LoginStatus.MfaRequired }, questions)).toMatchObject({
      ok: false,
      error: { code: 'wrong_step' },
    });
    expect(setSecurityQuestions).not.toHaveBeenCalled();
  });

  it('refuses answers shorter than the platform version calls for, naming each question, and saves nothing', async () => {
    const setSecurityQuestions = jest.fn();
    const useCase = setLoginSecurityQuestionsOn(fakePlatform({ getSite: getSite('22.8.234'), setSecurityQuestions }));
    const short = [
      { question: 'First school?', answer: 'Rex' },
      { question: 'Town of birth?', answer: '  Bath   ' },
    ];
    expect(await useCase.execute(atQuestions, short)).toEqual({
      ok: false,
      error: {
        code: 'validation',
        message:
          'Question 1: Answer needs to be at least 8 characters; Question 2: Answer needs to be at least 8 characters',
        apiMessage: null,
      },
    });
    expect(setSecurityQuestions).not.toHaveBeenCalled();
  });

  it('takes short answers on a platform older than 22.8.234, and saves them trimmed', async () => {
    const setSecurityQuestions = jest.fn().mockResolvedValue(undefined);
    const platform = fakePlatform({
      getSite: getSite('22.8.233'),
      setSecurityQuestions,
      getSessionUser: jest.fn().mockResolvedValue(sessionUser()),
    });
    const result = await setLoginSecurityQuestionsOn(platform).execute(atQuestions, [
      { question: ' First school? ', answer: ' Rex ' },
      { question: 'Town of birth?', answer: 'Bath' },
    ]);
    expect(result).toMatchObject({ ok: true, value: { status: LoginStatus.LoginSuccess } });
    expect(setSecurityQuestions).toHaveBeenCalledWith(CREDENTIAL, {
      questions: [
        { question: 'First school?', answer: 'Rex' },
        { question: 'Town of birth?', answer: 'Bath' },
      ],
    });
  });

  it('refuses the same question twice', async () => {
    const setSecurityQuestions = jest.fn();
    const useCase = setLoginSecurityQuestionsOn(fakePlatform({ getSite: getSite(), setSecurityQuestions }));
    const same = [itemAt(questions, 0), { ...itemAt(questions, 1), question: 'first school?' }];
    expect(await useCase.execute(atQuestions, same)).toMatchObject({
      ok: false,
      error: { code: 'validation', message: 'Question 2: Please select two different security questions.' },
    });
    expect(setSecurityQuestions).not.toHaveBeenCalled();
  });
});

describe('GetLoginSecurityAnswerMinimumUseCase', () => {
  it.each([
    ['23.6.301', 8],
    ['22.8.233', 0],
  ])('at SetSecurityQuestions on %s gives %p', async (version, n) => {
    const useCase = new GetLoginSecurityAnswerMinimumUseCase(fakePlatform({ getSite: getSite(version) }));
    expect(await useCase.execute(atQuestions)).toEqual({ ok: true, value: { minAnswerLength: n } });
  });

  it('answers only at that step', async () => {
    const useCase = new GetLoginSecurityAnswerMinimumUseCase(fakePlatform({ getSite: getSite() }));
    expect(await useCase.execute(undefined)).toMatchObject({ ok: false, error: { code: 'wrong_step' } });
    expect(await useCase.execute({ ...atQuestions, status: LoginStatus.SiteTerms })).toMatchObject({
      ok: false,
      error: { code: 'wrong_step' },
    });
  });
});
