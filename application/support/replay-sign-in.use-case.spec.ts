import { Test } from '@nestjs/testing';
import { ACCOUNT_DISABLED, BAD_OTP } from '../../domain/auth/auth-messages';
import { PlatformError } from '../ports/platform-error';
import type { PlatformLoginOutcome } from '../ports/sign-in.port';
import { SandboxOutboxPort } from '../ports/sandbox-outbox.port';
import { AdviserDetailsPort } from '../ports/adviser-details.port';
import { AssetsPort } from '../ports/assets.port';
import { SigningPort } from '../ports/signing.port';
import { MessagesPort } from '../ports/messages.port';
import { PortfolioPort } from '../ports/portfolio.port';
import { SiteConfigPort } from '../ports/site-config.port';
import { USE_CASES } from '../use-cases';
import type { SignInAnswers } from './answer-sign-in-step.use-case';
import { ReplaySignInUseCase, type SignInReplay } from './replay-sign-in.use-case';
import { SUPPORT_USE_CASES } from './support-use-cases';
import { FAKE_PLATFORM_PORTS, fakePlatform, sessionUser, type FakePlatform } from './testing/fake-platform';
import { itemAt } from '../../domain/shared/present';

const ANSWERS: SignInAnswers = {
  code: '123456',
  memorableWord: 'wealthy',
  newPassword: 'New-Passw0rd-1',
  securityQuestions: [
    { question: 'First school?', answer: 'first-answer' },
    { question: 'Town of birth?', answer: 'second-answer' },
  ],
  today: '2026-03-01',
};
const CREDENTIAL = { token: 'tok' };
const signedIn = (steps: string[] = []): PlatformLoginOutcome => ({
  kind: 'signedIn',
  credential: CREDENTIAL,
  user: sessionUser({
    roleName: 'User',
    entityId: null,
    clientAccessLevel: null,
    displayName: 'Zoe Adviser',
    additionalLoginSteps: steps,
  }),
});
const mfaRequired: PlatformLoginOutcome = {
  kind: 'mfaRequired',
  devices: [{ deviceId: 'd1', method: 'sms', target: '*******4321' }],
};

const siteConfig: SiteConfigPort = {
  load: async () => ({
    instance: { firm: 'f', region: 'r', lineOfBusiness: 'l', productName: 'p' },
    settings: {},
    content: { siteTerms: { text: 'Terms text' } },
    featureToggles: [],
  }),
};

async function replayer(platform: FakePlatform): Promise<ReplaySignInUseCase> {
  const mod = await Test.createTestingModule({
    providers: [
      ...USE_CASES,
      ...SUPPORT_USE_CASES,
      ...FAKE_PLATFORM_PORTS.map((port) => ({ provide: port, useValue: platform })),
      { provide: SiteConfigPort, useValue: siteConfig },
      // The composition roots bind every port; sign-in never reads portfolio data.
      { provide: PortfolioPort, useValue: Object.create(PortfolioPort.prototype) },
      { provide: AssetsPort, useValue: Object.create(AssetsPort.prototype) },
      { provide: SigningPort, useValue: Object.create(SigningPort.prototype) },
      { provide: MessagesPort, useValue: Object.create(MessagesPort.prototype) },
      { provide: AdviserDetailsPort, useValue: Object.create(AdviserDetailsPort.prototype) },
      { provide: SandboxOutboxPort, useValue: { readOutbox: async () => ({}) } },
    ],
  }).compile();
  return mod.get(ReplaySignInUseCase);
}

const moves = (replay: SignInReplay) => replay.steps.map((s) => `${s.from}>${s.to}`);

describe('ReplaySignInUseCase', () => {
  it('answers MfaRequired with the code, loads the portal user and leaves the session to the caller', async () => {
    const validateTfa = jest.fn().mockResolvedValue(signedIn());
    const endSession = jest.fn();
    const replay = await (
      await replayer(fakePlatform({ login: async () => mfaRequired, validateTfa, endSession }))
    ).execute({
      tab: 'adviser',
      username: ' zoe ',
      password: 'pw',
      answers: ANSWERS,
    });

    expect(replay.username).toBe('zoe');
    expect(moves(replay)).toEqual(['Default>MfaRequired', 'MfaRequired>LoginSuccess']);
    expect(replay.steps[0]).toMatchObject({
      n: 1,
      answered: 'password',
      view: { codeSentTo: '*******4321', method: 'sms' },
    });
    expect(replay.steps[1]).toMatchObject({ n: 2, answered: 'code 123456' });
    expect(validateTfa).toHaveBeenCalledWith({
      username: 'zoe',
      password: 'pw',
      deviceId: 'd1',
      method: 'sms',
      code: '123456',
      loginOnSuccess: true,
    });
    expect(replay.result).toEqual({
      ok: true,
      value: { credential: CREDENTIAL, user: expect.objectContaining({ displayName: 'Zoe Adviser', role: 'User' }) },
    });
    expect(endSession).not.toHaveBeenCalled();
  });

  it('answers the memorable word with the characters at the positions asked', async () => {
    const login = jest
      .fn()
      .mockResolvedValueOnce({ kind: 'memorableCharactersRequired', positions: [1, 4, 7], hint: 'feel', retry: false })
      .mockResolvedValueOnce(signedIn());
    const replay = await (
      await replayer(fakePlatform({ login }))
    ).execute({ tab: 'client', username: 'zoe', password: 'pw', answers: ANSWERS });

    expect(replay.username).toBe('zoe@client');
    expect(login).toHaveBeenLastCalledWith({
      username: 'zoe@client',
      password: 'pw',
      memorableCharacters: ['w', 'l', 'y'],
    });
    expect(itemAt(replay.steps, 0).view).toMatchObject({ positions: [1, 4, 7], hint: 'feel' });
    expect(itemAt(replay.steps, 1).answered).toBe('characters at 1, 4, 7');
    expect(replay.result.ok).toBe(true);
  });

  it('enrols the first method offered, then verifies once more', async () => {
    const login = jest
      .fn()
      .mockResolvedValueOnce({ kind: 'mfaEnrolmentRequired', methods: ['email', 'sms'] })
      .mockResolvedValueOnce(mfaRequired);
    const enrolTfaDevice = jest.fn().mockResolvedValue({ deviceId: 'new' });
    const validateTfa = jest.fn().mockResolvedValueOnce({ kind: 'deviceLinked' }).mockResolvedValueOnce(signedIn());
    const replay = await (
      await replayer(fakePlatform({ login, enrolTfaDevice, validateTfa }))
    ).execute({ tab: 'adviser', username: 'zoe', password: 'pw', answers: ANSWERS });

    expect(moves(replay)).toEqual([
      'Default>MfaEnrolmentLinkDevice',
      'MfaEnrolmentLinkDevice>MfaEnrolmentValidateDevice',
      'MfaEnrolmentValidateDevice>MfaRequired',
      'MfaRequired>LoginSuccess',
    ]);
    expect(enrolTfaDevice).toHaveBeenCalledWith({ username: 'zoe', password: 'pw', method: 'email' });
    expect(itemAt(replay.steps, 0).view.methods).toEqual(['email', 'sms']);
    expect(itemAt(replay.steps, 2).view).toMatchObject({ messageKind: 'info' });
    expect(replay.result.ok).toBe(true);
  });

  it("completes the additional steps with the answers and the login page's disclaimer", async () => {
    const steps = [['SiteTerms', 'SetSecurityQuestions'], ['SetSecurityQuestions'], []];
    const changeExpiredPassword = jest.fn();
    const agreeTerms = jest.fn();
    const setSecurityQuestions = jest.fn();
    const platform = fakePlatform({
      login: async () => ({
        kind: 'signedIn',
        credential: CREDENTIAL,
        user: sessionUser({ additionalLoginSteps: ['ForceChangePassword', 'SiteTerms', 'SetSecurityQuestions'] }),
      }),
      getSessionUser: async () => sessionUser({ additionalLoginSteps: steps.shift() }),
      changeExpiredPassword,
      agreeTerms,
      // spec 3 §5: the questions step checks the answers against the platform version's minimum first.
      getSite: async () => ({ siteLocales: ['en-gb'], version: '23.6.301' }),
      setSecurityQuestions,
      getFieldChoices: async () => [{ code: '1', description: 'Client Portfolio' }],
      getClient: async () => ({
        firstName: 'Zoe',
        lastName: 'Example',
        preferredName: null,
        salutation: null,
        partnerEntityId: null,
      }),
      getClientGroupMembers: async () => [],
    });
    const replay = await (
      await replayer(platform)
    ).execute({ tab: 'client', username: 'zoe', password: 'pw', answers: ANSWERS });

    expect(moves(replay)).toEqual([
      'Default>ForceChangePassword',
      'ForceChangePassword>SiteTerms',
      'SiteTerms>SetSecurityQuestions',
      'SetSecurityQuestions>LoginSuccess',
    ]);
    expect(changeExpiredPassword).toHaveBeenCalledWith({
      username: 'zoe@client',
      password: 'pw',
      newPassword: 'New-Passw0rd-1',
    });
    expect(agreeTerms).toHaveBeenCalledWith(CREDENTIAL, 70, {
      content: 'Terms text',
      agreedDate: '2026-03-01',
      desc: 'Login Disclaimer',
    });
    expect(setSecurityQuestions).toHaveBeenCalledWith(CREDENTIAL, { questions: ANSWERS.securityQuestions });
    expect(replay.result).toMatchObject({
      ok: true,
      value: { user: { siteAccessLevel: 'Portfolio', clientAccessLevel: 1 } },
    });
  });

  it('stops at a refused answer instead of sending it again', async () => {
    const validateTfa = jest.fn().mockRejectedValue(new PlatformError('bad_otp', 400, 'bad code', BAD_OTP));
    const replay = await (
      await replayer(fakePlatform({ login: async () => mfaRequired, validateTfa }))
    ).execute({ tab: 'adviser', username: 'zoe', password: 'pw', answers: ANSWERS });

    expect(validateTfa).toHaveBeenCalledTimes(1);
    expect(moves(replay)).toEqual(['Default>MfaRequired', 'MfaRequired>MfaRequired']);
    expect(itemAt(replay.steps, 1).view).toMatchObject({ message: BAD_OTP, messageKind: 'error' });
    expect(replay.result).toEqual({ ok: false, error: expect.objectContaining({ code: 'bad_otp', message: BAD_OTP }) });
  });

  it('stops a sign-in that goes round in circles', async () => {
    const validateTfa = jest.fn().mockResolvedValue(mfaRequired);
    const replay = await (
      await replayer(fakePlatform({ login: async () => mfaRequired, validateTfa }))
    ).execute({
      tab: 'adviser',
      username: 'zoe',
      password: 'pw',
      answers: ANSWERS,
      maxSteps: 4,
    });

    expect(replay.steps).toHaveLength(4);
    expect(validateTfa).toHaveBeenCalledTimes(3);
    expect(replay.result).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'wrong_step', message: expect.stringContaining('within 4 steps') }),
    });
  });

  it("gives the platform's refusal of the password with the spec's text and no steps", async () => {
    const login = async () => {
      throw new PlatformError('account_disabled', 403, 'Account has been disabled');
    };
    const replay = await (
      await replayer(fakePlatform({ login }))
    ).execute({ tab: 'client', username: 'jules', password: 'pw', answers: ANSWERS });
    expect(replay.steps).toEqual([]);
    expect(replay.result).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'account_disabled', message: ACCOUNT_DISABLED }),
    });
  });

  it('ends the platform session it opened when a later step fails', async () => {
    const endSession = jest.fn();
    const platform = fakePlatform({
      login: async () => ({
        kind: 'signedIn',
        credential: CREDENTIAL,
        user: sessionUser({ additionalLoginSteps: ['SiteTerms'] }),
      }),
      agreeTerms: async () => {
        throw new PlatformError('unavailable', 503, 'down');
      },
      endSession,
    });
    const replay = await (
      await replayer(platform)
    ).execute({ tab: 'client', username: 'zoe', password: 'pw', answers: ANSWERS });

    expect(moves(replay)).toEqual(['Default>SiteTerms']);
    expect(replay.result).toMatchObject({ ok: false, error: { code: 'unavailable', apiMessage: 'down' } });
    expect(endSession).toHaveBeenCalledWith(CREDENTIAL);
  });
});
