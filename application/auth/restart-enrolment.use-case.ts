import { LoginStatus } from '../../domain/auth/login-status';
import { err, Result } from '../../domain/shared/result';
import { PortalError } from '../errors/portal-error';
import { SignInPort } from '../ports/sign-in.port';
import { Injectable } from '../shared/injectable';
import { applyLoginOutcome, requireStatus, signInFailure } from './login-outcome';
import type { SignInProgress } from './sign-in-progress';

/** 'Request new code' after a wrong enrolment code (and a fresh code at MfaRequired): asks the platform again. */
@Injectable()
export class RestartEnrolmentUseCase {
  constructor(private readonly platform: SignInPort) {}

  async execute(progress: SignInProgress | undefined): Promise<Result<SignInProgress, PortalError>> {
    const at = requireStatus(
      progress,
      LoginStatus.MfaEnrolmentLinkDeviceInvalidOtp,
      LoginStatus.MfaEnrolmentValidateDevice,
      LoginStatus.MfaRequired,
    );
    if (!at.ok) return at;
    try {
      return applyLoginOutcome(
        at.value,
        await this.platform.login({ username: at.value.username, password: at.value.password }),
      );
    } catch (e) {
      return err(signInFailure(e));
    }
  }
}
