import { ok, err, Result } from '../../domain/shared/result';
import { fromPlatformError, PortalError } from '../errors/portal-error';
import { SignInPort } from '../ports/sign-in.port';
import { Injectable } from '../shared/injectable';

/** Forgot password, main view: asks the platform to send a reset code. */
@Injectable()
export class RequestPasswordResetUseCase {
  constructor(private readonly platform: SignInPort) {}

  async execute(username: string): Promise<Result<{ resetCodeSent: true }, PortalError>> {
    try {
      await this.platform.requestPasswordReset({ userId: username.trim() });
      return ok({ resetCodeSent: true });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
