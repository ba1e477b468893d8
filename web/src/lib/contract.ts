/** The BFF's response shapes, type-only (the web app never imports bff/ at run time). */
export type { SessionViewDto as SessionView, SignInResponseDto as SignInResponse, PortalUserDto as PortalUser, ClientInContextDto as ClientInContext } from '../../../bff/session/session.dto';
export type { SignInViewDto as SignInView, QuestionsDto } from '../../../bff/auth/auth.dto';
export type { ClientPageDto as ClientPage, ClientRowDto as ClientRow, PortalViewDto as PortalView } from '../../../bff/advisers/advisers.dto';
export type { CapabilitiesDto as Capabilities, NotificationConfigDto as NotificationConfig } from '../../../bff/clients/clients.dto';
export type { VerificationDetailsDto as VerificationDetails } from '../../../bff/account/account.dto';
export type { SiteConfigDto as PublicSiteConfig } from '../../../bff/site/site-config.dto';
export type { InvestmentsDto as Investments, InvestmentAccountDto as InvestmentAccount, InvestmentPositionDto as InvestmentPosition } from '../../../bff/analysis/investments.dto';
export type { TransactionListDto as TransactionList, TransactionRowDto as TransactionRow } from '../../../bff/analysis/transactions.dto';
export type { InvestmentInstructionsDto as InvestmentInstructions } from '../../../bff/analysis/instructions.dto';
export type { PaymentInformationDto as PaymentInformation } from '../../../bff/analysis/analysis.dto';
