import { LoginStatus } from '../../domain/auth/login-status';
import { err, ok, Result } from '../../domain/shared/result';
import { fromPlatformError, PortalError } from '../errors/portal-error';
import { SitePort } from '../ports/site.port';
import { Injectable } from '../shared/injectable';
import { requireStatus } from './login-outcome';
import { securityAnswerMinimum } from './security-answer-minimum';
import type { SignInProgress } from './sign-in-progress';

/** SetSecurityQuestions step: the minimum answer length its form applies (spec 3 §5), asked only at that step. */
@Injectable()
export class GetLoginSecurityAnswerMinimumUseCase {
  constructor(private readonly platform: SitePort) {}

  async execute(progress: SignInProgress | undefined): Promise<Result<{ minAnswerLength: number }, PortalError>> {
    const at = requireStatus(progress, LoginStatus.SetSecurityQuestions);
    if (!at.ok) return at;
    try {
      return ok({ minAnswerLength: await securityAnswerMinimum(this.platform) });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
