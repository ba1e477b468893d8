import { LoginStatus } from '../../domain/auth/login-status';
import * as texts from '../../domain/auth/auth-messages';
import { err, ok, Result } from '../../domain/shared/result';
import { isPlatformError } from '../ports/platform-error';
import { portalError, PortalError } from '../errors/portal-error';
import { SignInPort } from '../ports/sign-in.port';
import { Injectable } from '../shared/injectable';
import { applyLoginOutcome, requireStatus, signInFailure } from './login-outcome';
import type { SignInProgress } from './sign-in-progress';

/** MfaRequired: checks the code sent to the linked device and completes the platform sign-in. */
@Injectable()
export class VerifyMfaCodeUseCase {
  constructor(private readonly platform: SignInPort) {}

  async execute(progress: SignInProgress | undefined, code: string): Promise<Result<SignInProgress, PortalError>> {
    const at = requireStatus(progress, LoginStatus.MfaRequired);
    if (!at.ok) return at;
    const p = at.value;
    const device = p.devices?.[0];
    if (!device || !code) return err(portalError('validation', texts.MFA_CODE_REQUEST_FAILED));
    try {
      const outcome = await this.platform.validateTfa({
        username: p.username,
        password: p.password,
        deviceId: device.deviceId,
        method: device.method,
        code,
        loginOnSuccess: true,
      });
      if (outcome.kind === 'deviceLinked') return err(portalError('wrong_step', texts.MFA_CODE_REQUEST_FAILED));
      return applyLoginOutcome(p, outcome);
    } catch (e) {
      if (isPlatformError(e) && e.code === 'bad_otp') {
        // The platform has sent a new code; the step stays where it is and says so.
        return ok({ ...p, message: texts.BAD_OTP, messageKind: 'error' });
      }
      return err(signInFailure(e));
    }
  }
}
