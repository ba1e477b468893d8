import * as texts from '../../domain/auth/auth-messages';
import { ok, err, Result } from '../../domain/shared/result';
import { isPlatformError } from '../ports/platform-error';
import { fromPlatformError, portalError, PortalError } from '../errors/portal-error';
import { SignInPort } from '../ports/sign-in.port';
import { Injectable } from '../shared/injectable';

/** Forgot username (clients only): email and date of birth (YYYY-MM-DD). */
@Injectable()
export class ForgotUsernameUseCase {
  constructor(private readonly platform: SignInPort) {}

  async execute(input: { email: string; dob: string }): Promise<Result<{ usernameSent: true }, PortalError>> {
    try {
      await this.platform.forgotUsername({ preferredEmail: input.email.trim(), roleType: 'client', dob: input.dob });
      return ok({ usernameSent: true });
    } catch (e) {
      if (isPlatformError(e) && e.code === 'validation') {
        return err(portalError('username_not_matched', texts.FORGOT_USERNAME_MISMATCH, e.apiMessage));
      }
      return err(fromPlatformError(e));
    }
  }
}
