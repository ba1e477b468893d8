import { clientUsername } from '../../domain/auth/login-flow';
import { LoginStatus } from '../../domain/auth/login-status';
import { err, ok, Result } from '../../domain/shared/result';
import { SignInProgress, SignInView, toSignInView, type LoginTab } from '../auth/sign-in-progress';
import { StartSignInUseCase } from '../auth/start-sign-in.use-case';
import { portalError, type PortalError, type PortalErrorCode } from '../errors/portal-error';
import type { PlatformCredential } from '../ports/platform-credential';
import { LoadPortalUserUseCase } from '../session/load-portal-user.use-case';
import type { PortalUser } from '../session/portal-user';
import { SignOutUseCase } from '../session/sign-out.use-case';
import { Injectable } from '../shared/injectable';
import { AnswerSignInStepUseCase, SignInAnswers, StepAnswer } from './answer-sign-in-step.use-case';

/** A replay that has not reached LoginSuccess after this many steps is going round in circles. */
export const MAX_REPLAY_STEPS = 10;

export interface ReplaySignInInput {
  tab: LoginTab;
  /** As typed on the login page ('amelia'; the client tab adds '@client'). */
  username: string;
  password: string;
  answers: SignInAnswers;
  maxSteps?: number;
}

export interface ReplayStep {
  /** 1-based. */
  n: number;
  from: LoginStatus;
  answered: string;
  to: LoginStatus;
  /** What the user sees at `to`: messages, positions asked, where a code went, methods offered. */
  view: SignInView;
}

export interface SignedIn {
  /** The caller ends this platform session (SignOutUseCase) when done with it. */
  credential: PlatformCredential;
  user: PortalUser;
}

export interface SignInReplay {
  tab: LoginTab;
  /** The platform username ('amelia@client'). */
  username: string;
  steps: ReplayStep[];
  result: Result<SignedIn, PortalError>;
}

/** The code of a step that stays put with an error message: the platform refused the answer. */
const REFUSED_ANSWER: Partial<Record<LoginStatus, PortalErrorCode>> = {
  [LoginStatus.MfaRequired]: 'bad_otp',
  [LoginStatus.MfaEnrolmentLinkDeviceInvalidOtp]: 'bad_otp',
  [LoginStatus.MemorableCharactersRequired]: 'invalid_memorable_characters',
  [LoginStatus.MfaEnrolmentLinkDevice]: 'invalid_device',
};

/**
 * Walks a sign-in from the password to LoginSuccess through the same step use cases as the BFF,
 * answering every step from fixed answers, then loads the portal user. Because the answers never
 * change, a refused answer ends the replay instead of being tried again. A replay that fails ends
 * any platform session it opened.
 */
@Injectable()
export class ReplaySignInUseCase {
  constructor(
    private readonly start: StartSignInUseCase,
    private readonly answerStep: AnswerSignInStepUseCase,
    private readonly loadPortalUser: LoadPortalUserUseCase,
    private readonly signOut: SignOutUseCase,
  ) {}

  async execute(input: ReplaySignInInput): Promise<SignInReplay> {
    const username = input.tab === 'client' ? clientUsername(input.username) : input.username.trim();
    const steps: ReplayStep[] = [];
    const done = (result: Result<SignedIn, PortalError>): SignInReplay => ({ tab: input.tab, username, steps, result });
    let current: SignInProgress | undefined;
    try {
      let answer: StepAnswer | null = {
        answered: 'password',
        result: await this.start.execute({ tab: input.tab, username: input.username, password: input.password }),
      };
      const maxSteps = input.maxSteps ?? MAX_REPLAY_STEPS;
      while (answer) {
        if (!answer.result.ok) return done(await this.fail(current, answer.result.error));
        const from: LoginStatus = current?.status ?? LoginStatus.Default;
        current = answer.result.value;
        steps.push({
          n: steps.length + 1,
          from,
          answered: answer.answered,
          to: current.status,
          view: toSignInView(current),
        });
        if (current.message && current.messageKind === 'error') return done(await this.fail(current, refusal(current)));
        if (current.status === LoginStatus.LoginSuccess) return done(await this.finish(current));
        if (steps.length >= maxSteps) {
          return done(
            await this.fail(
              current,
              portalError(
                'wrong_step',
                `The sign-in did not finish within ${maxSteps} steps; it stopped at ${current.status}.`,
              ),
            ),
          );
        }
        answer = await this.answerStep.execute(current, input.answers);
      }
      return done(
        await this.fail(
          current,
          portalError('wrong_step', `The sign-in stopped at ${current?.status}, which has nothing to answer.`),
        ),
      );
    } catch (e) {
      await this.signOut.execute(current?.credential);
      throw e;
    }
  }

  private async finish(p: SignInProgress): Promise<Result<SignedIn, PortalError>> {
    if (!p.credential)
      return this.fail(p, portalError('wrong_step', 'The platform reported LoginSuccess without a session.'));
    const user = await this.loadPortalUser.execute(p.credential, p.user);
    if (!user.ok) return this.fail(p, user.error);
    return ok({ credential: p.credential, user: user.value });
  }

  private async fail(p: SignInProgress | undefined, error: PortalError): Promise<Result<SignedIn, PortalError>> {
    await this.signOut.execute(p?.credential);
    return err(error);
  }
}

function refusal(p: SignInProgress): PortalError {
  return portalError(REFUSED_ANSWER[p.status] ?? 'validation', p.message ?? '');
}
