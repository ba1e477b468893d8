import { LoginStatus } from '../../domain/auth/login-status';
import * as texts from '../../domain/auth/auth-messages';
import { err, ok, Result } from '../../domain/shared/result';
import { isPlatformError } from '../ports/platform-error';
import { portalError, PortalError } from '../errors/portal-error';
import { SignInPort } from '../ports/sign-in.port';
import { Injectable } from '../shared/injectable';
import { applyLoginOutcome, requireStatus, signInFailure } from './login-outcome';
import type { SignInProgress } from './sign-in-progress';

/** spec 1 §2.3 says an info message tells the user to verify once more; its wording is not given. */
export const VERIFY_AGAIN_AFTER_ENROLMENT =
  'Your device has been linked. Please verify once more with the new code we have sent you.';

/**
 * MfaEnrolmentValidateDevice: checks the code sent to the new device. Once the device is linked the
 * user must verify once more (spec 1 §2.3), so this signs in again and lands on MfaRequired.
 */
@Injectable()
export class ValidateEnrolmentCodeUseCase {
  constructor(private readonly platform: SignInPort) {}

  async execute(progress: SignInProgress | undefined, code: string): Promise<Result<SignInProgress, PortalError>> {
    const at = requireStatus(progress, LoginStatus.MfaEnrolmentValidateDevice);
    if (!at.ok) return at;
    const p = at.value;
    if (!p.deviceId || !p.enrolMethod || !code) return err(portalError('validation', texts.MFA_CODE_REQUEST_FAILED));
    try {
      const linked = await this.platform.validateTfa({
        username: p.username,
        password: p.password,
        deviceId: p.deviceId,
        method: p.enrolMethod,
        code,
        loginOnSuccess: false,
      });
      if (linked.kind !== 'deviceLinked') return applyLoginOutcome(p, linked);
      const again = applyLoginOutcome(p, await this.platform.login({ username: p.username, password: p.password }));
      if (!again.ok) return again;
      return ok({ ...again.value, message: VERIFY_AGAIN_AFTER_ENROLMENT, messageKind: 'info' });
    } catch (e) {
      if (isPlatformError(e) && e.code === 'bad_otp') {
        return ok({
          ...p,
          status: LoginStatus.MfaEnrolmentLinkDeviceInvalidOtp,
          message: texts.WRONG_ENROLMENT_CODE,
          messageKind: 'error',
        });
      }
      return err(signInFailure(e));
    }
  }
}
