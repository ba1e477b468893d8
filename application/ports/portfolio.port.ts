import type { FxRate } from '../../domain/money/fx-conversion';
import type { PlatformCredential } from './platform.port';

/**
 * The platform's portfolio data (spec 2 §7) as the analysis use cases see it: plain typed rows, not
 * wire shapes. Amounts are numbers in the currency named beside them; dates are 'YYYY-MM-DD'.
 * Every method rejects with a PlatformError on failure. Kept apart from the sign-in PlatformPort.
 */

export type PortfolioType = 'PT_SINGLE' | 'PT_JOINT' | 'PT_SHARED';
export type ReasonForVisibility = 'single_owner' | 'primary_joint_owner' | 'secondary_joint_owner' | 'shared_owner' | 'explicit_link';

export interface PortfolioSummary {
  id: number;
  name: string;
  reportCurrency: string;
  ownerEntityId: number;
  ownerName: string;
  type: PortfolioType;
  reasonForVisibility: ReasonForVisibility;
  sortOrder: number;
}

export interface AccountSummary {
  id: number;
  name: string;
  portfolioId: number;
  portfolioName: string;
  groupCode: string | null;
  groupName: string | null;
  serviceType: string;
  planCurrency: string;
  blocked: boolean;
  /** The first transaction's trade date; null when the account has none. */
  inceptionDate: string | null;
  activeDate: string | null;
}

export interface AccountGroup {
  code: string;
  name: string;
  reportCurrency: string;
  accountIds: number[];
}

/** One calendar day of a selection: its closing value and net external flow, in the report currency. */
export interface DailyValueRow {
  date: string;
  value: number;
  flow: number;
}

export interface DailyPerformance {
  currency: string;
  /** The range the platform used: no earlier than the selection's first transaction, no later than today. */
  from: string;
  to: string;
  openingValue: number;
  closingValue: number;
  /** The platform's own figures, for comparison. */
  platformTwrr: number | null;
  platformIrr: number | null;
  /** One row per calendar day from `from` to `to` (the opening valuation is openingValue). */
  days: DailyValueRow[];
}

export type ExternalFlowType = 'contribution' | 'withdrawal' | 'transfer_in' | 'transfer_out';

/** A contribution, withdrawal or transfer of one account, in its plan currency, positive into the account. */
export interface ExternalFlow {
  transactionId: number;
  accountId: number;
  date: string;
  type: ExternalFlowType;
  amount: number;
  currency: string;
}

/** An account another client has linked to this one (an explicit_link portfolio shows only these). */
export interface VisibilityLink {
  accountId: number;
  portfolioId: number;
  groupCode: string | null;
}

export interface SelectionRequest {
  credential: PlatformCredential;
  accountIds: readonly number[];
  from: string;
  to: string;
}

export abstract class PortfolioPort {
  /** entity/client/{id}/portfolio: the portfolios the client sees. */
  abstract clientPortfolios(req: { credential: PlatformCredential; clientId: number }): Promise<PortfolioSummary[]>;
  /** The accounts of these portfolios that the caller reaches (one batched round trip). */
  abstract portfolioAccounts(req: { credential: PlatformCredential; portfolioIds: readonly number[] }): Promise<AccountSummary[]>;
  /** entity/client-v4/{id}/account_user_visibility_link: the accounts explicitly linked to the client. */
  abstract visibilityLinks(req: { credential: PlatformCredential; clientId: number }): Promise<VisibilityLink[]>;
  /** portfolio/group/account: the client's account groups. */
  abstract accountGroups(req: { credential: PlatformCredential; clientId: number }): Promise<AccountGroup[]>;
  /** Daily values and net flows of a selection in a report currency (one batched round trip); null when nothing falls in the range. */
  abstract dailyPerformance(req: SelectionRequest & { currency: string }): Promise<DailyPerformance | null>;
  /** The external flows of the accounts in the range, oldest first (per-account pages in one batch). */
  abstract externalFlows(req: SelectionRequest): Promise<ExternalFlow[]>;
  /** Daily rates into `currency` of each of `currencies` over the range (one batch); a currency without rates has none. */
  abstract fxRates(req: { credential: PlatformCredential; currency: string; currencies: readonly string[]; from: string; to: string }): Promise<FxRate[]>;
}
