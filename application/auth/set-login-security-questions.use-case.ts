import { LoginStatus } from '../../domain/auth/login-status';
import { err, Result } from '../../domain/shared/result';
import { PortalError, portalError } from '../errors/portal-error';
import { PlatformPort } from '../ports/platform.port';
import { Injectable } from '../shared/injectable';
import { requireStatus, signInFailure } from './login-outcome';
import { refreshSteps } from './login-steps';
import type { SignInProgress } from './sign-in-progress';

/** SetSecurityQuestions step. */
@Injectable()
export class SetLoginSecurityQuestionsUseCase {
  constructor(private readonly platform: PlatformPort) {}

  async execute(
    progress: SignInProgress | undefined,
    questions: { question: string; answer: string }[],
  ): Promise<Result<SignInProgress, PortalError>> {
    const at = requireStatus(progress, LoginStatus.SetSecurityQuestions);
    if (!at.ok) return at;
    const p = at.value;
    if (!p.credential) return err(portalError('wrong_step', 'This sign-in step is not expected now. Please start again.'));
    try {
      await this.platform.setSecurityQuestions(p.credential, { questions });
      return await refreshSteps(this.platform, p, p.credential);
    } catch (e) {
      return err(signInFailure(e));
    }
  }
}
