import { AcceptSiteTermsUseCase } from './accept-site-terms.use-case';
import { AnswerMemorableCharactersUseCase } from './answer-memorable-characters.use-case';
import { ChangeExpiredPasswordUseCase } from './change-expired-password.use-case';
import { ChooseEnrolmentMethodUseCase } from './choose-enrolment-method.use-case';
import { ForgotUsernameUseCase } from './forgot-username.use-case';
import { GetLoginSecurityAnswerMinimumUseCase } from './get-login-security-answer-minimum.use-case';
import { RequestPasswordResetUseCase } from './request-password-reset.use-case';
import { ResetPasswordUseCase } from './reset-password.use-case';
import { RestartEnrolmentUseCase } from './restart-enrolment.use-case';
import { SetLoginSecurityQuestionsUseCase } from './set-login-security-questions.use-case';
import { StartSignInUseCase } from './start-sign-in.use-case';
import { ValidateEnrolmentCodeUseCase } from './validate-enrolment-code.use-case';
import { VerifyMfaCodeUseCase } from './verify-mfa-code.use-case';
import { VerifyResetCodeUseCase } from './verify-reset-code.use-case';

/** The sign-in, enrolment and forgotten-credentials use cases, for the BFF's auth module. */
export const AUTH_USE_CASES = [
  StartSignInUseCase,
  AnswerMemorableCharactersUseCase,
  VerifyMfaCodeUseCase,
  ChooseEnrolmentMethodUseCase,
  ValidateEnrolmentCodeUseCase,
  RestartEnrolmentUseCase,
  ChangeExpiredPasswordUseCase,
  AcceptSiteTermsUseCase,
  SetLoginSecurityQuestionsUseCase,
  GetLoginSecurityAnswerMinimumUseCase,
  RequestPasswordResetUseCase,
  VerifyResetCodeUseCase,
  ResetPasswordUseCase,
  ForgotUsernameUseCase,
];
