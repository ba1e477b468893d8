import * as texts from '../../domain/auth/auth-messages';
import { ok, err, Result } from '../../domain/shared/result';
import { fromPlatformError, portalError, PortalError } from '../errors/portal-error';
import { SignInPort } from '../ports/sign-in.port';
import { Injectable } from '../shared/injectable';

/** Forgot password, last step: the new password, with the two answers when questions are set. */
@Injectable()
export class ResetPasswordUseCase {
  constructor(private readonly platform: SignInPort) {}

  async execute(input: {
    username: string;
    resetCode: string;
    newPassword: string;
    answers: string[];
  }): Promise<Result<{ passwordChanged: true }, PortalError>> {
    try {
      await this.platform.resetPassword({
        userId: input.username.trim(),
        resetCode: input.resetCode.trim(),
        newPassword: input.newPassword,
        answers: input.answers,
      });
      return ok({ passwordChanged: true });
    } catch (e) {
      return err(
        fromPlatformError(e, {
          reset_code_invalid: portalError('reset_code_invalid', texts.RESET_CODE_INCORRECT),
          security_answers_incorrect: portalError('security_answers_incorrect', texts.SECURITY_ANSWERS_INCORRECT),
        }),
      );
    }
  }
}
