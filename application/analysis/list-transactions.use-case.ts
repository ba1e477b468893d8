import { INCOME_TRANSACTION_TYPE, valueAfterFeesAndTaxes } from '../../domain/money/value-after-fees';
import { decimalToNumber, roundDecimal, type Decimal } from '../../domain/money/decimal';
import { NO_TRANSACTIONS } from '../../domain/analysis/transactions-tab';
import { shownUnitPrice } from '../../domain/money/unit-price';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, type PortalError } from '../errors/portal-error';
import { PortfolioPort, type Transaction } from '../ports/portfolio.port';
import { Injectable } from '../shared/injectable';
import { AnalysisScopeLoader, loadSelection, type SelectionFilter } from './analysis-scope';
import type { PortalActor } from '../session/portal-actor';

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
  filter?: SelectionFilter;
  range?: string | null;
  from?: string | null;
  to?: string | null;
  bookmark?: string | null;
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
  /** In priceCurrency, to four places: a pence-priced share in GBX (domain/money/unit-price.ts). */
  pricePerUnit: number | null;
  /** The currency of pricePerUnit: the security's quoted currency. */
  priceCurrency: string;
  /** The account's plan currency, the currency of the amounts. */
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
  return !accountVisibility || accounts.some((a) => a.blocked)
    ? BLOCKED_ACCOUNTS_PAGE_SIZE
    : VISIBLE_ACCOUNTS_PAGE_SIZE;
}

/** An exact amount rounded once to the penny (spec 2 §9), as the API answers it. */
const pennies = (x: Decimal): number => decimalToNumber(roundDecimal(x));
const penniesOrNull = (x: Decimal | null): number | null => (x === null ? null : pennies(x));

export function toTransactionRow(t: Transaction, accountName: string): TransactionRow {
  const income = t.type.trim().toLowerCase() === INCOME_TRANSACTION_TYPE;
  // The platform quotes a transaction's price in the security's own currency (nativeCurrency).
  const price = shownUnitPrice({
    quoted: income ? null : t.pricePerUnit,
    quotedCurrency: t.nativeCurrency,
    shownCurrency: t.currency,
  });
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
    pricePerUnit: price.price === null ? null : decimalToNumber(price.price),
    priceCurrency: price.currency,
    currency: t.currency,
    grossAmount: pennies(t.grossAmount),
    netAmount: pennies(t.netAmount),
    fee: pennies(t.fee),
    tax: pennies(t.tax),
    valueAfterFeesAndTaxes: penniesOrNull(
      valueAfterFeesAndTaxes({
        type: t.type,
        transactionTypeDesc: t.typeDescription,
        nativeIncome: income ? t.grossAmount : null,
        grossAmount: t.grossAmount,
        netAmount: t.netAmount,
        fee: t.fee,
        tax: t.tax,
      }),
    ),
    comment: t.comment,
  };
}

@Injectable()
export class ListTransactionsUseCase {
  constructor(
    private readonly portfolio: PortfolioPort,
    private readonly scope: AnalysisScopeLoader,
  ) {}

  async execute(actor: PortalActor, input: ListTransactionsInput): Promise<Result<TransactionList, PortalError>> {
    const { credential } = actor;
    try {
      const loaded = await loadSelection(this.scope, actor, input);
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
          ? await this.portfolio.groupTransactions({ ...query, clientId: actor.clientId, code: selection.id! })
          : await this.portfolio.transactions(query);
      const names = new Map(accounts.map((a) => [a.id, a.name]));
      const rows = page.rows
        .filter((t) => names.has(t.accountId))
        .map((t) => toTransactionRow(t, names.get(t.accountId)!));
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
