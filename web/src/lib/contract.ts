/**
 * The BFF's request and response shapes, type-only: the one file of the web app that names bff/ (its *.dto.ts
 * files, with export type), so that the rest of the app reaches the server side only through domain/ and here.
 * .dependency-cruiser.cjs holds it to that.
 */
export type {
  SessionViewDto as SessionView,
  SignInResponseDto as SignInResponse,
  PortalUserDto as PortalUser,
  ClientInContextDto as ClientInContext,
} from '../../../bff/session/session.dto';
export type {
  SignInViewDto as SignInView,
  QuestionsDto,
  SecurityAnswerMinimumDto as SecurityAnswerMinimum,
} from '../../../bff/auth/auth.dto';
export type {
  ClientPageDto as ClientPage,
  ClientRowDto as ClientRow,
  PortalViewDto as PortalView,
} from '../../../bff/advisers/advisers.dto';
export type {
  CapabilitiesDto as Capabilities,
  NotificationConfigDto as NotificationConfig,
} from '../../../bff/clients/clients.dto';
export type { VerificationDetailsDto as VerificationDetails } from '../../../bff/account/account.dto';
export type { SiteConfigDto as PublicSiteConfig } from '../../../bff/site/site-config.dto';
export type {
  DashboardSummaryDto as DashboardSummary,
  DashboardPortfolioDto as DashboardPortfolio,
  DashboardAccountDto as DashboardAccount,
} from '../../../bff/dashboard/dashboard.dto';
export type {
  AccountsTabDto as AccountsTab,
  AccountsTabRowDto as AccountsTabRow,
  AccountsTableDto as AccountsTable,
  CrumbDto as Crumb,
} from '../../../bff/analysis/accounts.dto';
export type {
  PerformanceOverviewDto as PerformanceOverview,
  PerformanceSeriesDto as PerformanceSeries,
} from '../../../bff/analysis/performance.dto';
export type { ExplanationDto as Explanation } from '../../../bff/analysis/analysis.dto';
export type { FxRatesDto as FxRates, FxRateDto as FxRate } from '../../../bff/analysis/fx-rates.dto';
export type {
  InvestmentsDto as Investments,
  InvestmentAccountDto as InvestmentAccount,
  InvestmentPositionDto as InvestmentPosition,
} from '../../../bff/analysis/investments.dto';
export type {
  TransactionListDto as TransactionList,
  TransactionRowDto as TransactionRow,
} from '../../../bff/analysis/transactions.dto';
export type { InvestmentInstructionsDto as InvestmentInstructions } from '../../../bff/analysis/instructions.dto';
export type { PaymentInformationDto as PaymentInformation } from '../../../bff/analysis/analysis.dto';
export type {
  AllocationDto as Allocation,
  AllocationSectionDto as AllocationSection,
  AllocationGroupDto as AllocationGroup,
  AllocationRowDto as AllocationRow,
} from '../../../bff/analysis/allocation.dto';
export type {
  BalanceSheetDto as BalanceSheet,
  AssetDto as Asset,
  AssetMemberDto as AssetMember,
  AssetMoneyDto as AssetMoney,
  AssetTypeTotalDto as AssetTypeTotal,
  FxNoteDto as FxNote,
  AssetsSummaryDto as AssetsSummary,
  AssetCardDto as AssetCard,
  NetWorthDto as NetWorth,
  NetWorthRowDto as NetWorthRow,
  AssetsLoadProgressDto as AssetsLoadProgress,
} from '../../../bff/assets/assets.dto';
export type {
  FoldersDto as MessageFolders,
  FolderDto as MessageFolder,
  RelatedEntityDto as MessageRelatedEntity,
  DocumentTypeDto as DocumentType,
  SortOptionDto as SortOption,
  MessageListDto as MessageList,
  MessageSummaryDto as MessageSummary,
  MessageDto as Message,
  AttachmentDto as Attachment,
  MarkReadDto as MarkRead,
  LinkableAccountsDto as LinkableAccounts,
  LinkableAccountDto as LinkableAccount,
  PendingAttachmentsDto as PendingAttachments,
} from '../../../bff/messages/messages.dto';
export type {
  SendResultDto as SendResult,
  SendRefusalDto as SendRefusal,
  AttachmentProblemDto as AttachmentProblem,
} from '../../../bff/messages/send.dto';
export type {
  UnreadCountDto as UnreadCount,
  AttentionCountsDto as AttentionCounts,
} from '../../../bff/messages/counts.dto';
export type {
  SigningListDto as SigningList,
  SigningItemDto as SigningItem,
  SignatoryDto as Signatory,
  SignatoriesDto as Signatories,
  SigningTermsDto as SigningTerms,
  GenerateCodeResultDto as GenerateCodeResult,
  SignResultDto as SignResult,
  DeclineResultDto as DeclineResult,
  PendingSignaturesDto as PendingSignatures,
  PendingSignatureDto as PendingSignature,
} from '../../../bff/signing/signing.dto';
export type {
  ValuationOptionsDto as ValuationOptions,
  ValuationTemplateDto as ValuationTemplateView,
  RunReportBodyDto as RunReportBody,
  RunReportResultDto as RunReportResult,
  ReportJobDto as ReportJob,
  ClientReportsDto as ClientReports,
} from '../../../bff/valuation/valuation.dto';
export type { AdviserDetailsDto } from '../../../bff/adviser-details/adviser-details.dto';
export type {
  BiometricDto,
  PersonalDetailsDto,
  PreferencesDto,
  SecurityQuestionSettingsDto,
  SecurityQuestionsBodyDto,
  SecurityQuestionsResultDto,
} from '../../../bff/my-account/my-account.dto';
export type { ReviewDto, ReviewSubmissionBodyDto, ReviewSubmissionResultDto } from '../../../bff/review/review.dto';
export type { PortalViewPageDto } from '../../../bff/portal-views/portal-views.dto';
