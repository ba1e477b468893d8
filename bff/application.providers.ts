import { AcceptSiteTermsUseCase } from '../application/auth/accept-site-terms.use-case';
import { AnswerMemorableCharactersUseCase } from '../application/auth/answer-memorable-characters.use-case';
import { ChangeExpiredPasswordUseCase } from '../application/auth/change-expired-password.use-case';
import { ChooseEnrolmentMethodUseCase } from '../application/auth/choose-enrolment-method.use-case';
import { ForgotUsernameUseCase } from '../application/auth/forgot-username.use-case';
import { RequestPasswordResetUseCase } from '../application/auth/request-password-reset.use-case';
import { ResetPasswordUseCase } from '../application/auth/reset-password.use-case';
import { RestartEnrolmentUseCase } from '../application/auth/restart-enrolment.use-case';
import { SetLoginSecurityQuestionsUseCase } from '../application/auth/set-login-security-questions.use-case';
import { StartSignInUseCase } from '../application/auth/start-sign-in.use-case';
import { ValidateEnrolmentCodeUseCase } from '../application/auth/validate-enrolment-code.use-case';
import { VerifyMfaCodeUseCase } from '../application/auth/verify-mfa-code.use-case';
import { VerifyResetCodeUseCase } from '../application/auth/verify-reset-code.use-case';
import { ChangePasswordUseCase } from '../application/account/change-password.use-case';
import { ChooseVerificationMethodUseCase, GetVerificationDetailsUseCase, ValidateVerificationCodeUseCase } from '../application/account/verification.use-cases';
import { ChooseClientUseCase } from '../application/clients/choose-client.use-case';
import { GetPortalViewsUseCase } from '../application/clients/get-portal-views.use-case';
import { SearchClientsUseCase } from '../application/clients/search-clients.use-case';
import { GetCapabilitiesUseCase } from '../application/session/get-capabilities.use-case';
import { GetNotificationConfigUseCase } from '../application/session/get-notification-config.use-case';
import { GetSessionTimeoutUseCase } from '../application/session/get-session-timeout.use-case';
import { HeartbeatUseCase } from '../application/session/heartbeat.use-case';
import { LoadPortalUserUseCase } from '../application/session/load-portal-user.use-case';
import { SignOutUseCase } from '../application/session/sign-out.use-case';
import { GetFeatureTogglesUseCase } from '../application/site/get-feature-toggles.use-case';
import { GetHealthUseCase } from '../application/site/get-health.use-case';
import { GetSiteConfigUseCase } from '../application/site/get-site-config.use-case';

/** Every use case; the BFF and the CLI register the same list. */
export const USE_CASES = [
  StartSignInUseCase,
  AnswerMemorableCharactersUseCase,
  VerifyMfaCodeUseCase,
  ChooseEnrolmentMethodUseCase,
  ValidateEnrolmentCodeUseCase,
  RestartEnrolmentUseCase,
  ChangeExpiredPasswordUseCase,
  AcceptSiteTermsUseCase,
  SetLoginSecurityQuestionsUseCase,
  RequestPasswordResetUseCase,
  VerifyResetCodeUseCase,
  ResetPasswordUseCase,
  ForgotUsernameUseCase,
  LoadPortalUserUseCase,
  GetSessionTimeoutUseCase,
  SignOutUseCase,
  HeartbeatUseCase,
  GetCapabilitiesUseCase,
  GetNotificationConfigUseCase,
  SearchClientsUseCase,
  GetPortalViewsUseCase,
  ChooseClientUseCase,
  ChangePasswordUseCase,
  GetVerificationDetailsUseCase,
  ChooseVerificationMethodUseCase,
  ValidateVerificationCodeUseCase,
  GetHealthUseCase,
  GetSiteConfigUseCase,
  GetFeatureTogglesUseCase,
];
