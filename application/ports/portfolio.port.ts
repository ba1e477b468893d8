import type { Decimal } from '../../domain/money/decimal';
import type { FxRate } from '../../domain/money/fx-conversion';
import type { PlatformCredential } from './platform-credential';

/**
 * The platform's portfolio data (spec 2 §7) as the analysis use cases see it: plain typed rows, not
 * wire shapes. Amounts are exact decimals (decoded from the wire's BigDecimal, never through a float) in the currency named beside them; dates are 'YYYY-MM-DD'.
 * Every method rejects with a PlatformError on failure. Kept apart from the sign-in, session and clients ports.
 */

export type PortfolioType = 'PT_SINGLE' | 'PT_JOINT' | 'PT_SHARED';
export type ReasonForVisibility =
  'single_owner' | 'primary_joint_owner' | 'secondary_joint_owner' | 'shared_owner' | 'explicit_link';

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
  /** The owner names as shown on the account (spec 2 §3 account_owner). */
  accountOwner?: string | null;
  /** external_account_id: the account's reference outside the platform (spec 3 §5 'Ref:' lines). */
  externalAccountId?: string | null;
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
  value: Decimal;
  flow: Decimal;
  /**
   * Under a fee-and-tax mode other than 1: the part of `flow` that is the day's fees, taxes or
   * credits the mode moves across the boundary (the flow under the mode less the flow under mode 1).
   */
  charges?: Decimal;
}

export interface DailyPerformance {
  currency: string;
  /** The range the platform used: no earlier than the selection's first transaction, no later than today. */
  from: string;
  to: string;
  openingValue: Decimal;
  closingValue: Decimal;
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
  amount: Decimal;
  currency: string;
}

/**
 * A client's portfolios and, when a partner is named, the partner's, with the accounts of every one of them
 * (the start of every analysis read and of the home dashboard, spec 2 §5, §6).
 */
export interface PortfoliosWithAccounts {
  /** entity/client/{id}/portfolio of the client. */
  portfolios: PortfolioSummary[];
  /** The same list of the partner; empty without a partner, or when the platform refuses it. */
  partnerPortfolios: PortfolioSummary[];
  /**
   * The accounts of the portfolios in both lists, each account once and of one of them. A partner's portfolio
   * whose accounts the platform refuses has none here.
   */
  accounts: AccountSummary[];
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

export type PricingType = 'live' | 'delayed' | 'close' | 'latest';

export interface AllocationSlice {
  title: string;
  value: Decimal;
  weight: number;
}

/** One holding (or the cash row, securityId null) of an account, valued on a day. */
export interface Position {
  positionId: string;
  securityId: number | null;
  code: string | null;
  isin: string | null;
  description: string;
  accountId: number | null;
  units: number;
  /** Percent of the response's total. */
  weight: number;
  /** In the requested currency; native* in the security's; planCurrency* in the account's. */
  value: Decimal;
  nativeValue: Decimal;
  planCurrencyValue: Decimal;
  cost: Decimal | null;
  unrealisedGain: Decimal | null;
  percentGainLoss: number | null;
  annualIncome: Decimal | null;
  percentYield: number | null;
  nativeMarketPrice: Decimal | null;
  nativeCurrency: string;
  planCurrency: string;
  currency: string;
  assetClasses: AllocationSlice[];
  regions: AllocationSlice[];
  sector: string | null;
  priceUpdated: string | null;
  /** Book cost and unrealised gain in the security's currency and in the account's plan currency. */
  nativeCost?: Decimal | null;
  planCurrencyCost?: Decimal | null;
  nativeUnrealisedGain?: Decimal | null;
  planCurrencyUnrealisedGain?: Decimal | null;
  planCurrencyMarketPrice?: Decimal | null;
  /** A fund's underlying holdings (spec 2 §2 "positions can have sub-positions"); weight in percent of this position. */
  subPositions?: Position[];
}

export interface Transaction {
  id: number;
  accountId: number;
  type: string;
  typeDescription: string;
  tradeDate: string;
  settlementDate: string | null;
  securityId: number | null;
  securityDescription: string | null;
  code: string | null;
  units: number | null;
  pricePerUnit: Decimal | null;
  nativeCurrency: string | null;
  grossAmount: Decimal;
  netAmount: Decimal;
  fee: Decimal;
  tax: Decimal;
  /** The account's plan currency, the currency of the amounts. */
  currency: string;
  comment: string | null;
}

export interface TransactionPage {
  rows: Transaction[];
  /** Ask for the next page with this; null on the last page. */
  nextBookmark: string | null;
}

export interface TransactionQuery {
  credential: PlatformCredential;
  accountIds: readonly number[];
  from?: string;
  to?: string;
  /** 7 newest first (default), 2 oldest first. */
  sortType?: 2 | 7;
  pageSize?: number;
  bookmark?: string | null;
}

export interface ProfitAnalysisRow {
  key: string;
  name: string;
  accountId: number | null;
  portfolioId: number | null;
  currency: string;
  from: string;
  to: string;
  noData: boolean;
  openingValue: Decimal;
  closingValue: Decimal;
  netCashflow: Decimal;
  movement: Decimal;
  twrr: number | null;
  twrrAnnualised: boolean;
  irr: number | null;
  irrReason: string | null;
}

export type SeriesFrequency = 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'yearly';

export interface TwrrSeries {
  key: string;
  name: string;
  points: { date: string; twrr: number; value: number; cashflow: number }[];
}

export interface Benchmark {
  id: number;
  code: string;
  name: string;
  currency: string;
  points: { date: string; value: number | null; twrr: number | null }[];
}

export interface TargetLink {
  targetSetId: number;
  accountId: number;
  linkedDate: string | null;
}

export interface TargetSetAllocation {
  targetSetId: number;
  securities: { securityId: number; code: string; description: string; weight: number }[];
}

/** The latest rate of one currency into a report currency: units of the report currency per unit. */
export interface FxQuote {
  currency: string;
  /** The latest close on or before the day asked. */
  lastPrice: number;
  priceDate: string;
  /** The close of the business day before. */
  prevClosePrice: number;
  prevCloseDate: string;
}

/** A target set (model portfolio) as the platform lists it (spec 2 §3 "Target set"). */
export interface TargetSetSummary {
  targetSetId: number;
  description: string;
}

export interface PaymentInformation {
  accountId: number;
  bpays: { id: number; billerCode: string; reference: string }[];
  bankAccounts: { id: number; bank: string; accountName: string; bsb: string; accountNumber: string }[];
}

export abstract class PortfolioPort {
  /** entity/client/{id}/portfolio: the portfolios the client sees. */
  abstract clientPortfolios(req: { credential: PlatformCredential; clientId: number }): Promise<PortfolioSummary[]>;
  /** The accounts of these portfolios that the caller reaches (one batched round trip). */
  abstract portfolioAccounts(req: {
    credential: PlatformCredential;
    portfolioIds: readonly number[];
  }): Promise<AccountSummary[]>;
  /**
   * The client's portfolios (and the partner's, when `partnerId` names one) with all their accounts. Read here
   * as clientPortfolios then portfolioAccounts, two round trips; the platform adapter reads it in one (a
   * dependent batch, adapters/PLATFORM-API.md "Batch").
   */
  async portfoliosWithAccounts(req: {
    credential: PlatformCredential;
    clientId: number;
    partnerId: number | null;
  }): Promise<PortfoliosWithAccounts> {
    const { credential, clientId, partnerId } = req;
    const [portfolios, partnerPortfolios] = await Promise.all([
      this.clientPortfolios({ credential, clientId }),
      partnerId !== null
        ? this.clientPortfolios({ credential, clientId: partnerId }).catch(() => [] as PortfolioSummary[])
        : Promise.resolve([] as PortfolioSummary[]),
    ]);
    const own = [...new Set(portfolios.map((p) => p.id))];
    const theirs = [...new Set(partnerPortfolios.map((p) => p.id))].filter((id) => !own.includes(id));
    const [mine, partners] = await Promise.all([
      own.length ? this.portfolioAccounts({ credential, portfolioIds: own }) : Promise.resolve([] as AccountSummary[]),
      theirs.length
        ? this.portfolioAccounts({ credential, portfolioIds: theirs }).catch(() => [] as AccountSummary[])
        : Promise.resolve([] as AccountSummary[]),
    ]);
    const accounts = new Map<number, AccountSummary>();
    for (const a of [...mine, ...partners]) if (!accounts.has(a.id)) accounts.set(a.id, a);
    return { portfolios, partnerPortfolios, accounts: [...accounts.values()] };
  }
  /** entity/client-v4/{id}/account_user_visibility_link: the accounts explicitly linked to the client. */
  abstract visibilityLinks(req: { credential: PlatformCredential; clientId: number }): Promise<VisibilityLink[]>;
  /** portfolio/group/account: the client's account groups. */
  abstract accountGroups(req: { credential: PlatformCredential; clientId: number }): Promise<AccountGroup[]>;
  /**
   * Daily values and net flows of a selection in a report currency (one round trip of reads side by side); null when
   * nothing falls in the range. Under a fee-and-tax mode other than 1 the flows include the charges it moves out.
   */
  abstract dailyPerformance(
    req: SelectionRequest & { currency: string; feesAndTaxes?: number },
  ): Promise<DailyPerformance | null>;
  /** The external flows of the accounts in the range, oldest first (per-account pages in one batch). */
  abstract externalFlows(req: SelectionRequest): Promise<ExternalFlow[]>;
  /** Daily rates into `currency` of each of `currencies` over the range (one batch); a currency without rates has none. */
  abstract fxRates(req: {
    credential: PlatformCredential;
    currency: string;
    currencies: readonly string[];
    from: string;
    to: string;
  }): Promise<FxRate[]>;
  /** portfolio/security/{pair}/FX for each currency into `currency` (one batch); equal currencies and currencies without rates have none. */
  abstract fxQuotes(req: {
    credential: PlatformCredential;
    currency: string;
    currencies: readonly string[];
    date?: string;
  }): Promise<FxQuote[]>;
  /** portfolio/position: holdings of the accounts on a day, per account or per security. */
  abstract positions(req: {
    credential: PlatformCredential;
    accountIds: readonly number[];
    date?: string;
    pricingType?: PricingType;
    currency?: string;
    aggregation?: 'account' | 'security';
  }): Promise<Position[]>;
  /** portfolio/transaction: one page, by bookmark. */
  abstract transactions(req: TransactionQuery): Promise<TransactionPage>;
  /**
   * An account group's transactions, one page: the group call, or, when it answers 404 (the group
   * holds a blocked account), the same page over the group's accounts (spec 2 §7).
   */
  abstract groupTransactions(req: TransactionQuery & { clientId: number; code: string }): Promise<TransactionPage>;
  /** portfolio/profit_analysis/detail: values, movement and returns per selection part. */
  abstract profitAnalysis(
    req: SelectionRequest & {
      currency?: string;
      grouping?: 'all' | 'portfolio' | 'account' | 'portfolio,account';
      feesAndTaxes?: number;
    },
  ): Promise<ProfitAnalysisRow[]>;
  /** portfolio/profit_analysis/time_series_twrr: cumulative TWRR, value and cashflow at the frequency. */
  abstract twrrSeries(
    req: SelectionRequest & {
      currency?: string;
      frequency?: SeriesFrequency;
      grouping?: 'all' | 'portfolio' | 'account';
      feesAndTaxes?: number;
    },
  ): Promise<TwrrSeries[]>;
  /** portfolio/benchmark: the benchmarks, with their levels and returns over a range when given. */
  abstract benchmarks(req: {
    credential: PlatformCredential;
    ids?: readonly number[];
    from?: string;
    to?: string;
    frequency?: SeriesFrequency;
  }): Promise<Benchmark[]>;
  /** portfolio/account/{id}/targetlink for each account (one batch). */
  abstract targetLinks(req: { credential: PlatformCredential; accountIds: readonly number[] }): Promise<TargetLink[]>;
  /** portfolio/targetset/{id}/allocation/security for each target set (one batch). */
  abstract targetSetAllocations(req: {
    credential: PlatformCredential;
    targetSetIds: readonly number[];
  }): Promise<TargetSetAllocation[]>;
  /** portfolio/targetset?accountid=: the target sets linked to the account, in the platform's order. */
  abstract accountTargetSets(req: { credential: PlatformCredential; accountId: number }): Promise<TargetSetSummary[]>;
  /** entity/client/{id}/bank: BPAY and bank details of the accounts that have them. */
  abstract paymentInformation(req: {
    credential: PlatformCredential;
    clientId: number;
    accountId?: number;
  }): Promise<PaymentInformation[]>;
}
