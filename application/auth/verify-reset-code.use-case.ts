import * as texts from '../../domain/auth/auth-messages';
import { ok, err, Result } from '../../domain/shared/result';
import { fromPlatformError, portalError, PortalError } from '../errors/portal-error';
import { SignInPort } from '../ports/sign-in.port';
import { Injectable } from '../shared/injectable';

/** Forgot password, enterReset view: checks the code; the answer says whether security questions follow. */
@Injectable()
export class VerifyResetCodeUseCase {
  constructor(private readonly platform: SignInPort) {}

  async execute(input: {
    username: string;
    resetCode: string;
  }): Promise<Result<{ questionsAvailable: boolean; questions: string[] }, PortalError>> {
    try {
      const { questions } = await this.platform.checkPasswordResetCode({
        userId: input.username.trim(),
        resetCode: input.resetCode.trim(),
      });
      return ok({ questionsAvailable: questions.length >= 2, questions: questions.slice(0, 2) });
    } catch (e) {
      return err(
        fromPlatformError(e, { reset_code_invalid: portalError('reset_code_invalid', texts.RESET_CODE_INCORRECT) }),
      );
    }
  }
}
