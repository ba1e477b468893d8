import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { LoginStatus } from '../../domain/auth/login-status';
import type { Result } from '../../domain/shared/result';
import { SignInProgress, toSignInView } from '../../application/auth/sign-in-progress';
import type { PortalError } from '../../application/errors/portal-error';
import { GuessThrottle } from '../../application/throttling/guess-throttle';
import type { ThrottleSubject } from '../../application/throttling/throttle-subject';
import { throttleAccount, tooManyAttemptsMessage } from '../../domain/auth/throttling';
import { GetSessionTimeoutUseCase } from '../../application/session/get-session-timeout.use-case';
import { LoadPortalUserUseCase } from '../../application/session/load-portal-user.use-case';
import { SignOutUseCase } from '../../application/session/sign-out.use-case';
import { csrfTokenFor, newCsrfToken } from '../common/csrf.middleware';
import { clientAddress } from './client-address';
import { PortalFailure } from '../common/portal-failure';
import { regenerateSession } from '../session/portal-session';
import { sessionView } from '../session/session-view';
import type { SignInResponseDto } from '../session/session.dto';

/** Failures that count towards sign-in throttling: guesses of a password, a code or characters. */
const GUESS_FAILURES = new Set([
  'invalid_credentials',
  'bad_otp',
  'invalid_memorable_characters',
  'reset_code_invalid',
  'security_answers_incorrect',
]);
/** Failures that end the sign-in attempt. */
const FINAL_FAILURES = new Set([
  'invalid_credentials',
  'account_disabled',
  'account_deactivated',
  'no_mfa_method',
  'access_mapping',
]);

/**
 * What a guess is counted against: the account as typed, normalised (so 'carla' and ' CARLA@client '
 * are one account), in its own scope ('user' for sign-in, 'reset' for reset codes), and the address.
 */
/** Drops the sign-in in progress (and with it the sealed password). */
export function endSignIn(req: Request): void {
  delete req.session.signIn;
  delete req.session.signInStartedAt;
}

export function throttleKeys(req: Request, username: string, scope = 'user'): ThrottleSubject {
  return { account: `${scope}:${throttleAccount(username)}`, address: clientAddress(req) };
}

/**
 * Keeps a sign-in's progress in the server-side session between steps, rotates the session id when
 * the platform session is established, and completes the portal session at LoginSuccess.
 */
@Injectable()
export class SignInFlow {
  constructor(
    private readonly guesses: GuessThrottle,
    private readonly loadPortalUser: LoadPortalUserUseCase,
    private readonly getTimeout: GetSessionTimeoutUseCase,
    private readonly signOut: SignOutUseCase,
  ) {}

  /**
   * Refuses with 429 while this address has too many recent failures for this account, the account
   * too many in the hour, or the address too many across accounts.
   */
  async assertNotThrottled(keys: ThrottleSubject): Promise<void> {
    const waitMs = await this.guesses.blockedForMs(keys);
    if (waitMs > 0) {
      const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
      throw new PortalFailure({
        code: 'throttled',
        message: tooManyAttemptsMessage(retryAfterSeconds),
        retryAfterSeconds,
      });
    }
  }

  async recordGuess<T>(keys: ThrottleSubject, result: Result<T, PortalError>): Promise<void> {
    if (!result.ok && GUESS_FAILURES.has(result.error.code)) await this.guesses.recordFailure(keys);
  }

  async apply(
    req: Request,
    result: Result<SignInProgress, PortalError>,
    keys: ThrottleSubject,
  ): Promise<SignInResponseDto> {
    await this.recordGuess(keys, result);
    if (!result.ok) {
      if (FINAL_FAILURES.has(result.error.code)) endSignIn(req);
      throw new PortalFailure(result.error);
    }
    const progress = result.value;
    if (progress.message && progress.messageKind === 'error') await this.guesses.recordFailure(keys);

    const hadPlatformSession = !!req.session.signIn?.credential;
    // The sign-in's 10 minutes run from its first step, however many steps follow (session-lifetime.ts).
    const startedAt = (req.session.signIn && req.session.signInStartedAt) || Date.now();
    if (progress.credential && !hadPlatformSession) {
      // A new platform session: a new portal session id, so a planted id is worthless.
      await regenerateSession(req);
      req.session.csrfToken = newCsrfToken();
    }

    if (progress.status === LoginStatus.LoginSuccess && progress.credential) {
      await this.complete(req, progress);
      await this.guesses.recordSuccess(keys);
    } else {
      req.session.signIn = progress;
      req.session.signInStartedAt = startedAt;
    }
    return { login: toSignInView(progress), session: sessionView(req), csrfToken: csrfTokenFor(req) };
  }

  private async complete(req: Request, progress: SignInProgress): Promise<void> {
    const credential = progress.credential!;
    const user = await this.loadPortalUser.execute(credential, progress.user);
    if (!user.ok) {
      await this.signOut.execute(credential);
      endSignIn(req);
      throw new PortalFailure(user.error);
    }
    const timeout = await this.getTimeout.execute(user.value.loginProfileId);
    endSignIn(req);
    const now = Date.now();
    Object.assign(req.session, { platform: credential, user: user.value, timeout, signedInAt: now, lastSeenAt: now });
  }
}
