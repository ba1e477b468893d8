import type { SiteAccessLevel } from '../../domain/access/access-level';
import { INCOME_TRANSACTION_TYPE, valueAfterFeesAndTaxes } from '../../domain/money/value-after-fees';
import { NO_TRANSACTIONS } from '../../domain/analysis/transactions-tab';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, type PortalError } from '../errors/portal-error';
import type { PlatformCredential } from '../ports/platform.port';
import { PortfolioPort, type Transaction } from '../ports/portfolio.port';
import { Injectable } from '../shared/injectable';
import { AnalysisScopeLoader, loadSelection, type SelectionFilter } from './analysis-scope';

/** The analysis page's Transactions tab (spec 2 §2, §3, §4, §5, §9). */

/** spec 2 §9: page size when every selected account is visible. */
export const VISIBLE_ACCOUNTS_PAGE_SIZE = 50;
/** spec 2 §9: page size when a selected account is blocked (visibility off). */
export const BLOCKED_ACCOUNTS_PAGE_SIZE = 200;
/** spec 2 §9: sort type 7, newest first. */
export const NEWEST_FIRST = 7;
// The empty text lives with the tab's other texts in domain/, where the web app reads it too.
export { NO_TRANSACTIONS };

export interface ListTransactionsInput {
  clientId: number;
  siteAccessLevel: SiteAccessLevel | null;
  preferredCurrency?: string | null;
  filter?: SelectionFilter;
  range?: string | null;
  from?: string | null;
  to?: string | null;
  bookmark?: string | null;
  /** 'YYYY-MM-DD' */
  today: string;
}

export interface TransactionRow {
  id: number;
  accountId: number;
  accountName: string;
  type: 'income' | 'other';
  typeDescription: string;
  tradeDate: string;
  settlementDate: string | null;
  security: string | null;
  code: string | null;
  /** Not shown for income (spec 2 §5). */
  units: number | null;
  pricePerUnit: number | null;
  currency: string;
  grossAmount: number;
  netAmount: number;
  fee: number;
  tax: number;
  valueAfterFeesAndTaxes: number | null;
  comment: string | null;
}

export interface TransactionList {
  rows: TransactionRow[];
  nextBookmark: string | null;
  hasMorePages: boolean;
  pageSize: number;
  empty: string | null;
}

/** spec 2 §9: 50 on the visible-accounts path; 200 with visibility off (the toggle off, or a blocked account selected). */
export function transactionPageSize(accounts: readonly { blocked: boolean }[], accountVisibility = true): number {
  return !accountVisibility || accounts.some((a) => a.blocked) ? BLOCKED_ACCOUNTS_PAGE_SIZE : VISIBLE_ACCOUNTS_PAGE_SIZE;
}

export function toTransactionRow(t: Transaction, accountName: string): TransactionRow {
  const income = t.type.trim().toLowerCase() === INCOME_TRANSACTION_TYPE;
  return {
    id: t.id,
    accountId: t.accountId,
    accountName,
    type: income ? 'income' : 'other',
    typeDescription: t.typeDescription,
    tradeDate: t.tradeDate.slice(0, 10),
    settlementDate: t.settlementDate ? t.settlementDate.slice(0, 10) : null,
    security: t.securityDescription,
    code: t.code,
    units: income ? null : t.units,
    pricePerUnit: income ? null : t.pricePerUnit,
    currency: t.currency,
    grossAmount: t.grossAmount,
    netAmount: t.netAmount,
    fee: t.fee,
    tax: t.tax,
    valueAfterFeesAndTaxes: valueAfterFeesAndTaxes({
      type: t.type,
      transactionTypeDesc: t.typeDescription,
      nativeIncome: income ? t.grossAmount : null,
      grossAmount: t.grossAmount,
      netAmount: t.netAmount,
      fee: t.fee,
      tax: t.tax,
    }),
    comment: t.comment,
  };
}

@Injectable()
export class ListTransactionsUseCase {
  constructor(
    private readonly portfolio: PortfolioPort,
    private readonly scope: AnalysisScopeLoader,
  ) {}

  async execute(credential: PlatformCredential, input: ListTransactionsInput): Promise<Result<TransactionList, PortalError>> {
    try {
      const loaded = await loadSelection(this.scope, credential, input);
      if (!loaded.ok) return loaded;
      const { scope, selection, range } = loaded.value;
      const accounts = selection.accounts;
      const pageSize = transactionPageSize(accounts, scope.accountVisibility);
      const query = {
        credential,
        accountIds: accounts.map((a) => a.id),
        from: range.from,
        to: range.to,
        sortType: NEWEST_FIRST as 7,
        pageSize,
        bookmark: input.bookmark || null,
      };
      const page =
        selection.kind === 'group'
          ? await this.portfolio.groupTransactions({ ...query, clientId: input.clientId, code: selection.id! })
          : await this.portfolio.transactions(query);
      const names = new Map(accounts.map((a) => [a.id, a.name]));
      const rows = page.rows.filter((t) => names.has(t.accountId)).map((t) => toTransactionRow(t, names.get(t.accountId)!));
      return ok({
        rows,
        nextBookmark: page.nextBookmark,
        hasMorePages: page.nextBookmark !== null,
        pageSize,
        empty: rows.length === 0 && !input.bookmark ? NO_TRANSACTIONS : null,
      });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
