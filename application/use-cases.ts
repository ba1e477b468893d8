import { AnalysisScopeLoader } from './analysis/analysis-scope';
import { ExplainPerformanceUseCase } from './analysis/explain-performance.use-case';
import { GetPaymentInformationUseCase } from './analysis/get-payment-information.use-case';
import { GetPerformanceUseCase } from './analysis/get-performance.use-case';
import { GetDashboardSummaryUseCase } from './dashboard/get-dashboard-summary.use-case';
import { ListTransactionsUseCase } from './analysis/list-transactions.use-case';
import { GetInvestmentsUseCase } from './analysis/get-investments.use-case';
import { GetAllocationUseCase } from './analysis/get-allocation.use-case';
import { GetAccountsTabUseCase } from './analysis/get-accounts-tab.use-case';
import { GetInvestmentInstructionsUseCase } from './analysis/get-investment-instructions.use-case';
import { GetFxRatesUseCase } from './analysis/get-fx-rates.use-case';
import { AssetsContextLoader } from './assets/assets-context';
import { GetAssetsSummaryUseCase } from './assets/get-assets-summary.use-case';
import { GetBalanceSheetUseCase } from './assets/get-balance-sheet.use-case';
import { GetNetWorthUseCase } from './assets/get-net-worth.use-case';
import { LoadAssetsUseCase } from './assets/load-assets.use-case';
import { AcceptSiteTermsUseCase } from './auth/accept-site-terms.use-case';
import { AnswerMemorableCharactersUseCase } from './auth/answer-memorable-characters.use-case';
import { ChangeExpiredPasswordUseCase } from './auth/change-expired-password.use-case';
import { ChooseEnrolmentMethodUseCase } from './auth/choose-enrolment-method.use-case';
import { ForgotUsernameUseCase } from './auth/forgot-username.use-case';
import { RequestPasswordResetUseCase } from './auth/request-password-reset.use-case';
import { ResetPasswordUseCase } from './auth/reset-password.use-case';
import { RestartEnrolmentUseCase } from './auth/restart-enrolment.use-case';
import { SetLoginSecurityQuestionsUseCase } from './auth/set-login-security-questions.use-case';
import { StartSignInUseCase } from './auth/start-sign-in.use-case';
import { ValidateEnrolmentCodeUseCase } from './auth/validate-enrolment-code.use-case';
import { VerifyMfaCodeUseCase } from './auth/verify-mfa-code.use-case';
import { VerifyResetCodeUseCase } from './auth/verify-reset-code.use-case';
import { ChangePasswordUseCase } from './account/change-password.use-case';
import { ChooseVerificationMethodUseCase, GetVerificationDetailsUseCase, ValidateVerificationCodeUseCase } from './account/verification.use-cases';
import { ChooseClientUseCase } from './clients/choose-client.use-case';
import { GetPortalViewsUseCase } from './clients/get-portal-views.use-case';
import { SearchClientsUseCase } from './clients/search-clients.use-case';
import { SpeakToAdviserUseCase } from './notifications/speak-to-adviser.use-case';
import { GetCapabilitiesUseCase } from './session/get-capabilities.use-case';
import { GetNotificationConfigUseCase } from './session/get-notification-config.use-case';
import { GetSessionTimeoutUseCase } from './session/get-session-timeout.use-case';
import { HeartbeatUseCase } from './session/heartbeat.use-case';
import { LoadPortalUserUseCase } from './session/load-portal-user.use-case';
import { SignOutUseCase } from './session/sign-out.use-case';
import { DeclineDocumentUseCase } from './signing/decline-document.use-case';
import { GenerateSigningCodeUseCase } from './signing/generate-signing-code.use-case';
import { GetPendingSignaturesUseCase } from './signing/get-pending-signatures.use-case';
import { GetSignatoriesUseCase } from './signing/get-signatories.use-case';
import { GetSigningContentUseCase } from './signing/get-signing-content.use-case';
import { GetSigningTermsUseCase } from './signing/get-signing-terms.use-case';
import { ListSigningRequestsUseCase } from './signing/list-signing-requests.use-case';
import { SignDocumentUseCase } from './signing/sign-document.use-case';
import { SigningConfirmation } from './signing/signing-confirmation';
import { SigningRequests } from './signing/signing-requests';
import { GetFeatureTogglesUseCase } from './site/get-feature-toggles.use-case';
import { GetHealthUseCase } from './site/get-health.use-case';
import { GetSiteConfigUseCase } from './site/get-site-config.use-case';
import { ProbePlatformUseCase } from './site/probe-platform.use-case';

/** Every use case, for the composition roots: the BFF and the CLI register the same list. */
export const USE_CASES = [
  AnalysisScopeLoader,
  ExplainPerformanceUseCase,
  GetPaymentInformationUseCase,
  GetPerformanceUseCase,
  GetDashboardSummaryUseCase,
  ListTransactionsUseCase,
  GetInvestmentsUseCase,
  GetAllocationUseCase,
  GetAccountsTabUseCase,
  GetInvestmentInstructionsUseCase,
  GetFxRatesUseCase,
  AssetsContextLoader,
  GetBalanceSheetUseCase,
  GetAssetsSummaryUseCase,
  GetNetWorthUseCase,
  LoadAssetsUseCase,
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
  SpeakToAdviserUseCase,
  SearchClientsUseCase,
  GetPortalViewsUseCase,
  ChooseClientUseCase,
  ChangePasswordUseCase,
  GetVerificationDetailsUseCase,
  ChooseVerificationMethodUseCase,
  ValidateVerificationCodeUseCase,
  GetHealthUseCase,
  ProbePlatformUseCase,
  GetSiteConfigUseCase,
  GetFeatureTogglesUseCase,
  SigningRequests,
  SigningConfirmation,
  ListSigningRequestsUseCase,
  GetPendingSignaturesUseCase,
  GetSignatoriesUseCase,
  GetSigningTermsUseCase,
  GetSigningContentUseCase,
  GenerateSigningCodeUseCase,
  SignDocumentUseCase,
  DeclineDocumentUseCase,
];
