import {
  transactionHideOptions,
  shownAmounts,
  type TransactionHideOptions,
} from '../../domain/analysis/transactions-tab';
import { amount, csvFileName, text, type CsvCell } from '../../domain/export/csv';
import { formatDecimal, roundDecimal, type Decimal } from '../../domain/money/decimal';
import { transactionKind, valueAfterFeesAndTaxes } from '../../domain/money/value-after-fees';
import { shownUnitPrice } from '../../domain/money/unit-price';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, type PortalError } from '../errors/portal-error';
import { PortfolioPort, type Transaction, type TransactionPage, type TransactionQuery } from '../ports/portfolio.port';
import { Injectable } from '../shared/injectable';
import { AnalysisScopeLoader, loadSelection } from '../analysis/analysis-scope';
import { INCOME_TRANSACTION_TYPE } from '../../domain/money/value-after-fees';
import { NEWEST_FIRST, type ListTransactionsInput } from '../analysis/list-transactions.use-case';
import type { CsvExport } from './csv-export';
import type { PortalActor } from '../session/portal-actor';

/** Rows a page when downloading: the platform's most (1 to 1000), so a long history takes few round trips. */
export const EXPORT_TRANSACTION_PAGE_SIZE = 1000;

const money = (d: Decimal): string => formatDecimal(roundDecimal(d));

/** The Transactions tab's download: every transaction of the selection and range, newest first. */
@Injectable()
export class ExportTransactionsUseCase {
  constructor(
    private readonly portfolio: PortfolioPort,
    private readonly scope: AnalysisScopeLoader,
  ) {}

  /** The first page is read before anything is sent, so a refusal or a failed read answers as an error. */
  async execute(
    actor: PortalActor,
    input: Omit<ListTransactionsInput, 'bookmark'>,
  ): Promise<Result<CsvExport, PortalError>> {
    const { credential } = actor;
    try {
      const loaded = await loadSelection(this.scope, actor, input);
      if (!loaded.ok) return loaded;
      const { scope, selection, range } = loaded.value;
      const accounts = selection.accounts;
      const names = new Map(accounts.map((a) => [a.id, a.name]));
      const query: TransactionQuery = {
        credential,
        accountIds: [...names.keys()],
        from: range.from,
        to: range.to,
        sortType: NEWEST_FIRST,
        pageSize: EXPORT_TRANSACTION_PAGE_SIZE,
      };
      const read = (bookmark: string | null): Promise<TransactionPage> =>
        selection.kind === 'group'
          ? this.portfolio.groupTransactions({ ...query, bookmark, clientId: actor.clientId, code: selection.id! })
          : this.portfolio.transactions({ ...query, bookmark });
      const first = accounts.length ? await read(null) : { rows: [], nextBookmark: null };
      const hide = transactionHideOptions(scope.settings);
      const columns = transactionColumns(hide);
      async function* lines(): AsyncIterable<readonly CsvCell[]> {
        let page: TransactionPage | null = first;
        while (page) {
          for (const t of page.rows)
            if (names.has(t.accountId)) yield transactionCells(t, names.get(t.accountId)!, hide);
          page = page.nextBookmark ? await read(page.nextBookmark) : null;
        }
      }
      return ok({ fileName: csvFileName('transactions', `${range.from}-to-${range.to}`), columns, lines: lines() });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}

/** The tab's columns, the detail panel's amounts, and ids; a column the site hides for every transaction is left out (spec 2 §5). */
export function transactionColumns(hide: TransactionHideOptions): string[] {
  return [
    'Transaction id',
    'Account id',
    'Account',
    'Trade date',
    'Settlement date',
    'Type',
    'Security',
    'Code',
    'Units',
    'Price per unit',
    'Price currency',
    'Currency',
    'Gross amount',
    'Net amount',
    ...(hide.fees === 'Hide For All Transactions' ? [] : ['Fee']),
    ...(hide.taxes === 'Hide For All Transactions' ? [] : ['Tax']),
    ...(hide.valueAfterFees === 'Hide For All Transactions' ? [] : ['Value after fees and taxes']),
    'Comment',
  ];
}

/** One transaction's cells, exact amounts rounded once to the penny; a hidden amount is left empty. */
export function transactionCells(t: Transaction, accountName: string, hide: TransactionHideOptions): CsvCell[] {
  const kind = transactionKind({ type: t.type, transactionTypeDesc: t.typeDescription });
  const shown = shownAmounts(hide, kind);
  const income = t.type.trim().toLowerCase() === INCOME_TRANSACTION_TYPE;
  // The price in its own currency (a pence-priced share in GBX beside sterling amounts: domain/money/unit-price.ts).
  const price = shownUnitPrice({
    quoted: income ? null : t.pricePerUnit,
    quotedCurrency: t.nativeCurrency,
    shownCurrency: t.currency,
  });
  const after = valueAfterFeesAndTaxes({
    type: t.type,
    transactionTypeDesc: t.typeDescription,
    nativeIncome: income ? t.grossAmount : null,
    grossAmount: t.grossAmount,
    netAmount: t.netAmount,
    fee: t.fee,
    tax: t.tax,
  });
  return [
    amount(t.id),
    amount(t.accountId),
    text(accountName),
    text(t.tradeDate.slice(0, 10)),
    text(t.settlementDate?.slice(0, 10) ?? null),
    text(t.typeDescription),
    text(t.securityDescription),
    text(t.code),
    amount(income || t.units === null ? null : plainNumber(t.units)),
    amount(price.price === null ? null : formatDecimal(price.price)),
    text(price.price === null ? null : price.currency),
    text(t.currency),
    amount(money(t.grossAmount)),
    amount(money(t.netAmount)),
    ...(hide.fees === 'Hide For All Transactions' ? [] : [amount(shown.fee ? money(t.fee) : null)]),
    ...(hide.taxes === 'Hide For All Transactions' ? [] : [amount(shown.tax ? money(t.tax) : null)]),
    ...(hide.valueAfterFees === 'Hide For All Transactions'
      ? []
      : [amount(shown.valueAfterFees && after !== null ? money(after) : null)]),
    text(t.comment),
  ];
}

/** A quantity as plain decimal text (no exponent). */
function plainNumber(n: number): string {
  const s = String(n);
  return /e/i.test(s) ? n.toFixed(10).replace(/\.?0+$/, '') : s;
}
