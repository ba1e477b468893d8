import { LoginStatus } from '../../domain/auth/login-status';
import { err, Result } from '../../domain/shared/result';
import { PortalError, portalError } from '../errors/portal-error';
import { SessionPort } from '../ports/session.port';
import { SignInPort } from '../ports/sign-in.port';
import { Injectable } from '../shared/injectable';
import { requireStatus, signInFailure } from './login-outcome';
import { refreshSteps } from './login-steps';
import type { SignInProgress } from './sign-in-progress';

/** ForceChangePassword step. */
@Injectable()
export class ChangeExpiredPasswordUseCase {
  constructor(
    private readonly signIn: SignInPort,
    private readonly session: SessionPort,
  ) {}

  async execute(
    progress: SignInProgress | undefined,
    newPassword: string,
  ): Promise<Result<SignInProgress, PortalError>> {
    const at = requireStatus(progress, LoginStatus.ForceChangePassword);
    if (!at.ok) return at;
    const p = at.value;
    if (!p.credential)
      return err(portalError('wrong_step', 'This sign-in step is not expected now. Please start again.'));
    try {
      await this.signIn.changeExpiredPassword({ username: p.username, password: p.password, newPassword });
      return await refreshSteps(this.session, p, p.credential, { password: newPassword });
    } catch (e) {
      return err(signInFailure(e));
    }
  }
}
