import { LoginStatus, MfaMethod } from '../../domain/auth/login-status';
import { err, ok, Result } from '../../domain/shared/result';
import { portalError, PortalError } from '../errors/portal-error';
import { SignInPort } from '../ports/sign-in.port';
import { Injectable } from '../shared/injectable';
import { requireStatus, signInFailure } from './login-outcome';
import type { SignInProgress } from './sign-in-progress';

/** MfaEnrolmentLinkDevice: links the chosen method; the platform sends a code to it. */
@Injectable()
export class ChooseEnrolmentMethodUseCase {
  constructor(private readonly platform: SignInPort) {}

  async execute(progress: SignInProgress | undefined, method: MfaMethod): Promise<Result<SignInProgress, PortalError>> {
    const at = requireStatus(progress, LoginStatus.MfaEnrolmentLinkDevice);
    if (!at.ok) return at;
    const p = at.value;
    if (!p.enrolMethods?.includes(method)) {
      return err(portalError('validation', `The method '${method}' is not offered for this account.`));
    }
    try {
      const { deviceId } = await this.platform.enrolTfaDevice({ username: p.username, password: p.password, method });
      return ok({ ...p, status: LoginStatus.MfaEnrolmentValidateDevice, enrolMethod: method, deviceId, message: null });
    } catch (e) {
      const failure = signInFailure(e);
      if (failure.code === 'invalid_device') return ok({ ...p, message: failure.message, messageKind: 'error' });
      return err(failure);
    }
  }
}
