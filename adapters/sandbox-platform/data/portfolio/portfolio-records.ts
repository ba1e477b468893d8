import type { PortfolioType } from '../../../../domain/analysis/portfolio-order';

/**
 * Portfolio records of one household or client, as the platform would store them. Nothing here is a
 * result: positions, units, book cost, cash, values and returns all follow from the transactions,
 * the prices and the rates (see ../../compute/).
 */

export interface PortfolioRecord {
  portfolioId: number;
  name: string;
  ptype: PortfolioType;
  /** The owning entity (a joint portfolio's primary owner). */
  ownerEntityId: number;
  /** PT_JOINT: the secondary owners. */
  jointEntityIds: number[];
  /** PT_SHARED: the entities it is shared with. */
  sharedEntityIds: number[];
  reportCurrency: string;
  sortOrder: number;
}

export type ServiceType = 'Discretionary' | 'Advisory' | 'Execution only' | 'Not managed';

export interface AccountRecord {
  accountId: number;
  portfolioId: number;
  name: string;
  description: string;
  groupCode: string;
  groupName: string;
  taxStructure: string;
  product: string;
  externalAccountId: string;
  subfund: string | null;
  taxType: string;
  taxTypeTitle: string;
  serviceType: ServiceType;
  planCurrency: string;
  /** The owner names as shown on the account. */
  accountOwner: string;
  /** The day the account was opened (its first transaction may be later). */
  activeDate: string;
  vendorId: string;
  blocked: boolean;
  /** Entities given this account by an explicit link (account_user_visibility_link). */
  explicitLinkEntityIds: number[];
  /** Why the account exists in the demo (the cases other trackers get wrong); null for ordinary ones. */
  demoCase: string | null;
}

export type TransactionKind =
  'buy' | 'sell' | 'income' | 'fee' | 'contribution' | 'withdrawal' | 'transfer_in' | 'transfer_out';

/** Money amounts are decimal strings in the account's plan currency; price in the security's currency. */
export interface TransactionRecord {
  transactionId: number;
  accountId: number;
  kind: TransactionKind;
  tradeDate: string;
  settlementDate: string;
  securityId: number | null;
  /** Units bought or sold (4 decimals); null for cash movements and income. */
  units: string | null;
  /** Price per unit in the security's currency (4 decimals). */
  price: string | null;
  /** Units × price in the plan currency for trades; the amount for income and cash movements. */
  gross: string;
  fee: string;
  tax: string;
  comment: string | null;
  /** For transfers: the account at the other end. */
  counterpartAccountId: number | null;
}

export interface TargetSetRecord {
  targetSetId: number;
  description: string;
  /** Security code and weight in percent; the weights add up to 100. */
  securities: { securityId: number; weight: number }[];
}

export interface TargetLinkRecord {
  accountId: number;
  targetSetId: number;
  linkedDate: string;
}

export interface BpayRecord {
  id: number;
  accountId: number;
  billerCode: string;
  reference: string;
}

export interface BankAccountRecord {
  id: number;
  accountId: number;
  bank: string;
  accountName: string;
  bsb: string;
  accountNumber: string;
}

/** All portfolio data of one household (amelia, ben and their child) or one client. */
export interface PortfolioDataset {
  /** The entities whose data this is. */
  entityIds: number[];
  portfolios: PortfolioRecord[];
  accounts: AccountRecord[];
  /** By account id, in trade date order. */
  transactions: Map<number, TransactionRecord[]>;
  targetSets: TargetSetRecord[];
  targetLinks: TargetLinkRecord[];
  bpays: BpayRecord[];
  bankAccounts: BankAccountRecord[];
}

/** Ids derive from the owner, so any id leads back to the dataset that holds it. */
export const portfolioIdFor = (entityId: number, n: number): number => entityId * 10 + n;
export const accountIdFor = (portfolioId: number, n: number): number => portfolioId * 100 + n;
export const transactionIdFor = (accountId: number, n: number): number => accountId * 10000 + n;
export const entityOfPortfolio = (portfolioId: number): number => Math.floor(portfolioId / 10);
export const portfolioOfAccount = (accountId: number): number => Math.floor(accountId / 100);
export const MAX_TRANSACTIONS_PER_ACCOUNT = 9999;
