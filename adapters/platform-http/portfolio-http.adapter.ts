import { HttpService } from '@nestjs/axios';
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import axios from 'axios';
// HttpService is declared with axios's ESM typings; `axios` above resolves to its CommonJS ones.
import type { AxiosInstance } from 'axios' with { 'resolution-mode': 'import' };
import type { FxRate } from '../../domain/money/fx-conversion';
import type { PlatformCredential } from '../../application/ports/platform-credential';
import {
  PortfolioPort,
  type AccountGroup,
  type AccountSummary,
  type DailyPerformance,
  type ExternalFlow,
  type ExternalFlowType,
  type FxQuote,
  type PortfolioSummary,
  type PortfoliosWithAccounts,
  type SelectionRequest,
  type VisibilityLink,
  type AllocationSlice,
  type Benchmark,
  type PaymentInformation,
  type Position,
  type PricingType,
  type ProfitAnalysisRow,
  type SeriesFrequency,
  type TargetLink,
  type TargetSetAllocation,
  type TargetSetSummary,
  type Transaction,
  type TransactionPage,
  type TransactionQuery,
  type TwrrSeries,
} from '../../application/ports/portfolio.port';
import { DEFAULT_FEES_AND_TAXES } from '../../domain/config/site-config';
import { objectOf, rowsOf, type BatchRequest, type PlatformBatch } from './platform-batch';
import {
  PLATFORM_HTTP_CONFIG,
  PLATFORM_TRANSPORT_LOG,
  withPlatformHttpDefaults,
  type PlatformHttpConfig,
  type PlatformHttpConfigInput,
} from './platform-http.config';
import { PlatformError } from '../../application/ports/platform-error';
import { PlatformHttpTransport, type TransportLog } from './platform-http.transport';
import { keepAsked } from './keep-asked';
import { platformClient } from './platform-client';
import { readPortfoliosWithAccounts } from './portfolio-chain';
import { type PlatformUrls, seg } from './platform-urls';
import { encodeQuery, withQuery, type QueryValue } from './query-encoding';
import { decimalOrNull, stringOrNull } from './typed-values';
import { textOrEmpty } from '../../domain/shared/text';
import {
  absDecimal,
  decimalToNumber,
  negateDecimal,
  roundDecimal,
  subtractDecimals,
  ZERO,
  type Decimal,
} from '../../domain/money/decimal';
import { itemAt } from '../../domain/shared/present';

/** Rows per transaction page when reading flows (the platform allows 1–1000). */
export const FLOW_PAGE_SIZE = 1000;
const EXTERNAL_TYPES: readonly ExternalFlowType[] = ['contribution', 'withdrawal', 'transfer_in', 'transfer_out'];
/** Direction of each external flow's gross amount (positive into the account). */
const FLOW_SIGN: Readonly<Record<ExternalFlowType, 1 | -1>> = {
  contribution: 1,
  transfer_in: 1,
  withdrawal: -1,
  transfer_out: -1,
};

type Row = Record<string, unknown>;
/** A required Currency field: its code and exact amount; a malformed one is the platform's fault, never a zero. */
function money(v: unknown): { code: string; value: Decimal } {
  const m = (typeof v === 'object' && v !== null ? v : {}) as { code?: unknown };
  const value = decimalOrNull(v);
  if (typeof m.code !== 'string' || value === null)
    throw new PlatformError('unknown', 200, 'a money field is not a Currency of a decimal amount');
  return { code: m.code, value };
}
/** A required bare amount (a BigDecimal, decimal text or a number), exact. */
function amount(v: unknown): Decimal {
  const d = decimalOrNull(v);
  if (d === null) throw new PlatformError('unknown', 200, 'an amount is not a decimal');
  return d;
}

/** The production PortfolioPort: the platform's portfolio calls (adapters/PLATFORM-API.md) on the shared transport. */
@Injectable()
export class PortfolioHttpAdapter extends PortfolioPort {
  private readonly transport: PlatformHttpTransport;
  private readonly urls: PlatformUrls;
  private readonly batch: PlatformBatch;
  private readonly log: TransportLog;

  constructor(
    http: HttpService,
    @Inject(PLATFORM_HTTP_CONFIG) config: PlatformHttpConfig,
    @Optional() @Inject(PLATFORM_TRANSPORT_LOG) log?: TransportLog,
    /** The module's shared transport; without one (the CLI's helpers, tests) the adapter makes its own. */
    @Optional() transport?: PlatformHttpTransport,
  ) {
    super();
    ({ transport: this.transport, urls: this.urls, batch: this.batch } = platformClient(http, config, log, transport));
    this.log = log ?? new Logger('Platform');
  }

  async clientPortfolios(req: { credential: PlatformCredential; clientId: number }): Promise<PortfolioSummary[]> {
    const rows = await this.get<Row[]>(req.credential, `entity/client/${seg(req.clientId)}/portfolio`);
    return rows.map(toPortfolio);
  }

  async portfolioAccounts(req: {
    credential: PlatformCredential;
    portfolioIds: readonly number[];
  }): Promise<AccountSummary[]> {
    const goal = 'portfolio-accounts';
    const ids = [...new Set(req.portfolioIds)];
    const answers = await this.batch.run(
      req.credential,
      goal,
      ids.map((id) => ({ name: `portfolio:${id}`, path: `portfolio/portfolio/${seg(id)}/account` })),
    );
    return ids.flatMap((id) =>
      keepAsked(
        rowsOf(answers.get(`portfolio:${id}`), goal),
        [id],
        (a) => a.portfolioid,
        `${goal}: portfolio ${id}`,
        this.log,
      ).map(toAccount),
    );
  }

  /** One round trip: a dependent batch (portfolio-chain.ts). */
  override async portfoliosWithAccounts(req: {
    credential: PlatformCredential;
    clientId: number;
    partnerId: number | null;
  }): Promise<PortfoliosWithAccounts> {
    const accountsOf = (portfolioIds: readonly number[]) =>
      this.portfolioAccounts({ credential: req.credential, portfolioIds });
    return readPortfoliosWithAccounts(this.batch, this.log, req, {
      portfolio: toPortfolio,
      account: toAccount,
      accountsOf,
    });
  }

  async visibilityLinks(req: { credential: PlatformCredential; clientId: number }): Promise<VisibilityLink[]> {
    const rows = await this.get<Row[]>(
      req.credential,
      `entity/client-v4/${seg(req.clientId)}/account_user_visibility_link`,
    );
    return rows.map((l) => ({
      accountId: Number(l.accountid),
      portfolioId: Number(l.portfolioid),
      groupCode: stringOrNull(l.group_code),
    }));
  }

  async accountGroups(req: { credential: PlatformCredential; clientId: number }): Promise<AccountGroup[]> {
    const rows = await this.get<Row[]>(req.credential, 'portfolio/group/account', { entityid: req.clientId });
    return rows.map((g) => ({
      code: String(g.code),
      name: String(g.name),
      reportCurrency: String(g.report_currency),
      accountIds: (g.accountids as unknown[]).map(Number),
    }));
  }

  async dailyPerformance(
    req: SelectionRequest & { currency: string; feesAndTaxes?: number },
  ): Promise<DailyPerformance | null> {
    const query = {
      accountid: req.accountIds,
      start_date: req.from,
      end_date: req.to,
      report_currency: req.currency,
      fees_and_taxes: req.feesAndTaxes,
    };
    // Under a mode other than 1 the same days after fees and taxes too, to tell the charges from the external flows.
    const withCharges = req.feesAndTaxes !== undefined && req.feesAndTaxes !== DEFAULT_FEES_AND_TAXES;
    type Series = { series: { key: string; dateValues: Row[] }[] };
    const dailySeries = (q: Record<string, QueryValue>) =>
      this.get<Series>(req.credential, 'portfolio/profit_analysis/time_series_twrr', {
        ...q,
        frequency: 'daily',
        grouping: 'all',
      });
    // Side by side, not batched: a selection's totals say nothing of which accounts they add up, so nothing
    // could tell a batch item whose accountid went unread (the whole book of the caller) from the selection.
    const [detail, series, afterCharges] = await Promise.all([
      this.get<Row[]>(req.credential, 'portfolio/profit_analysis/detail', { ...query, grouping: 'all' }),
      dailySeries(query),
      withCharges ? dailySeries({ ...query, fees_and_taxes: DEFAULT_FEES_AND_TAXES }) : null,
    ]);
    const row = detail[0];
    if (!row || row.no_data) return null;
    const allOf = (r: Series): Row[] => r.series.find((s) => s.key === 'all')?.dateValues ?? [];
    const daily = allOf(series);
    const external = afterCharges
      ? new Map(allOf(afterCharges).map((d) => [String(d.date), amount(d.cashflow)]))
      : null;
    return {
      currency: money(row.market_value_to).code,
      from: String(row.start_date),
      to: String(row.end_date),
      openingValue: money(row.market_value_from).value,
      closingValue: money(row.market_value_to).value,
      platformTwrr: (row.twrr_period as number | null) ?? null,
      platformIrr: (row.irr_period as number | null) ?? null,
      days: daily.map((d) => {
        const day = { date: String(d.date), value: amount(d.value), flow: amount(d.cashflow) };
        return external
          ? { ...day, charges: roundDecimal(subtractDecimals(day.flow, external.get(day.date) ?? ZERO)) }
          : day;
      }),
    };
  }

  async externalFlows(req: SelectionRequest): Promise<ExternalFlow[]> {
    const goal = 'flows';
    const page = ({ id, bookmark }: { id: number; bookmark?: string }): BatchRequest => ({
      name: `account:${id}`,
      path: `portfolio/account/${seg(id)}/transaction`,
      body: {
        start_date: req.from,
        stop_date: req.to,
        sort_type: 2,
        page_size: FLOW_PAGE_SIZE,
        page_bookmark: bookmark,
        transaction_type: EXTERNAL_TYPES,
      },
    });
    const rows: Row[] = [];
    const seen = new Set<number>();
    // Every account's first page in one batch; only accounts with a full page are asked again.
    let pending: { id: number; bookmark?: string }[] = [...new Set(req.accountIds)].map((id) => ({ id }));
    while (pending.length) {
      const answers = await this.batch.run(req.credential, goal, pending.map(page));
      const next: typeof pending = [];
      for (const { id, bookmark } of pending) {
        const list = rowsOf(answers.get(`account:${id}`), goal);
        // Only the account's own rows, each once (a page read twice adds nothing).
        for (const t of keepAsked(list, [id], (t) => t.accountid, `${goal}: account ${id}`, this.log)) {
          if (seen.has(Number(t.transaction_id))) continue;
          seen.add(Number(t.transaction_id));
          rows.push(t);
        }
        const last = list.length === FLOW_PAGE_SIZE ? String(itemAt(list, -1).bookmark) : undefined;
        // A bookmark that does not move on (a page_bookmark not read) ends the account's paging instead of looping.
        if (last !== undefined && last !== bookmark) next.push({ id, bookmark: last });
      }
      pending = next;
    }
    // The type filter spares paging through every trade; a platform that ignores it still gives the right flows.
    return rows
      .filter((t) => (EXTERNAL_TYPES as readonly unknown[]).includes(t.transaction_type))
      .map((t) => {
        const type = t.transaction_type as ExternalFlowType;
        const gross = money(t.gross_amount);
        return {
          transactionId: Number(t.transaction_id),
          accountId: Number(t.accountid),
          date: String(t.trade_date),
          type,
          amount: FLOW_SIGN[type] === 1 ? absDecimal(gross.value) : negateDecimal(absDecimal(gross.value)),
          currency: gross.code,
        };
      })
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.transactionId - b.transactionId));
  }

  async fxRates(req: {
    credential: PlatformCredential;
    currency: string;
    currencies: readonly string[];
    from: string;
    to: string;
  }): Promise<FxRate[]> {
    const others = [...new Set(req.currencies)].filter((c) => c !== req.currency);
    if (!others.length) return [];
    // Pair NATIVEREPORT: units of the report currency per unit of the native one, each calendar day.
    const goal = 'fx-rates';
    const answers = await this.batch.run(
      req.credential,
      goal,
      others.map((c) => fxItem(c, req.currency, { start_date: req.from, date: req.to })),
      { allow: [404] },
    );
    return others.flatMap((c) => {
      const answer = answers.get(c)!;
      if (answer.code === 404) return [];
      return (objectOf<{ history?: Row[] }>(answer, goal).history ?? [])
        .map((h) => ({ currency: c, date: String(h.date), rate: numberOf(h.rate) }))
        .filter((h) => h.date >= req.from && h.date <= req.to);
    });
  }

  async fxQuotes(req: {
    credential: PlatformCredential;
    currency: string;
    currencies: readonly string[];
    date?: string;
  }): Promise<FxQuote[]> {
    const others = [...new Set(req.currencies)].filter((c) => c !== req.currency);
    const goal = 'fx-quotes';
    const answers = await this.batch.run(
      req.credential,
      goal,
      others.map((c) => fxItem(c, req.currency, { date: req.date })),
      { allow: [404] },
    );
    return others
      .filter((c) => answers.get(c)!.code !== 404)
      .map((c) => {
        const q = objectOf(answers.get(c), goal);
        return {
          currency: c,
          lastPrice: numberOf(q.last_price),
          priceDate: String(q.price_date),
          prevClosePrice: numberOf(q.prev_close_price),
          prevCloseDate: String(q.prev_close_date),
        };
      });
  }

  async positions(req: {
    credential: PlatformCredential;
    accountIds: readonly number[];
    date?: string;
    pricingType?: PricingType;
    currency?: string;
    aggregation?: 'account' | 'security';
  }): Promise<Position[]> {
    const rows = await this.get<Row[]>(req.credential, 'portfolio/position', {
      accountid: req.accountIds,
      date: req.date,
      pricing_type: req.pricingType,
      currency: req.currency,
      aggregation: req.aggregation,
    });
    // Each row is of one account unless securities are added up across the accounts (no one account to check then).
    const shown =
      req.aggregation === 'security'
        ? rows
        : keepAsked(rows, req.accountIds, (p) => p.accountid, 'portfolio/position', this.log);
    return shown.map(toPosition);
  }

  async transactions(req: TransactionQuery): Promise<TransactionPage> {
    const rows = await this.get<Row[]>(req.credential, 'portfolio/transaction', {
      accountid: req.accountIds,
      ...transactionQuery(req),
    });
    return toPage(
      rows,
      req,
      keepAsked(rows, req.accountIds, (t) => t.accountid, 'portfolio/transaction', this.log),
    );
  }

  async groupTransactions(req: TransactionQuery & { clientId: number; code: string }): Promise<TransactionPage> {
    try {
      const rows = await this.get<Row[]>(req.credential, `portfolio/group/account/code/${seg(req.code)}/transaction`, {
        entityid: req.clientId,
        ...transactionQuery(req),
      });
      // The group is named by its code alone: rows of an account not among the group's accounts in the
      // client's view (an entityid not read) are dropped and logged, never shown.
      return toPage(
        rows,
        req,
        keepAsked(
          rows,
          req.accountIds,
          (t) => t.accountid,
          'portfolio/group/account/code/{code}/transaction',
          this.log,
        ),
      );
    } catch (e) {
      // spec 2 §7: a 404 on the group's transactions (it holds a blocked account, or the entry point is not on
      // this platform's version) falls back to its accounts.
      if (e instanceof PlatformError && e.code === 'not_found' && req.accountIds.length) {
        this.transport.noteMissingEntryPoint(
          'GET portfolio/group/account/code/{code}/transaction',
          "a group's transactions are read from its accounts instead (spec 2 §7)",
        );
        return this.transactions(req);
      }
      throw e;
    }
  }

  async profitAnalysis(
    req: SelectionRequest & { currency?: string; grouping?: string; feesAndTaxes?: number },
  ): Promise<ProfitAnalysisRow[]> {
    const rows = await this.get<Row[]>(req.credential, 'portfolio/profit_analysis/detail', {
      accountid: req.accountIds,
      start_date: req.from,
      end_date: req.to,
      report_currency: req.currency,
      grouping: req.grouping,
      fees_and_taxes: req.feesAndTaxes,
    });
    return rows.map((r) => ({
      key: String(r.key),
      name: String(r.name),
      accountId: num(r.accountid),
      portfolioId: num(r.portfolioid),
      currency: String(r.base_currency),
      from: String(r.start_date),
      to: String(r.end_date),
      noData: r.no_data === true,
      openingValue: money(r.market_value_from).value,
      closingValue: money(r.market_value_to).value,
      netCashflow: money(r.net_cashflow).value,
      movement: money(r.movement).value,
      twrr: num(r.twrr_period),
      twrrAnnualised: r.twrr_annualised === true,
      irr: num(r.irr_period),
      irrReason: stringOrNull(r.irr_reason),
    }));
  }

  async twrrSeries(
    req: SelectionRequest & {
      currency?: string;
      frequency?: SeriesFrequency;
      grouping?: string;
      feesAndTaxes?: number;
    },
  ): Promise<TwrrSeries[]> {
    const reply = await this.get<{ series: Row[] }>(req.credential, 'portfolio/profit_analysis/time_series_twrr', {
      accountid: req.accountIds,
      start_date: req.from,
      end_date: req.to,
      report_currency: req.currency,
      frequency: req.frequency,
      grouping: req.grouping,
      fees_and_taxes: req.feesAndTaxes,
    });
    return reply.series.map((s) => ({
      key: String(s.key),
      name: String(s.name),
      points: (s.dateValues as Row[]).map((d) => ({
        date: String(d.date),
        twrr: numberOf(d.twrr),
        value: decimalToNumber(amount(d.value)),
        cashflow: decimalToNumber(amount(d.cashflow)),
      })),
    }));
  }

  async benchmarks(req: {
    credential: PlatformCredential;
    ids?: readonly number[];
    from?: string;
    to?: string;
    frequency?: SeriesFrequency;
  }): Promise<Benchmark[]> {
    const rows = await this.get<Row[]>(req.credential, 'portfolio/benchmark', {
      benchmarkid: req.ids?.length ? req.ids : undefined,
      start_date: req.from,
      end_date: req.to,
      frequency: req.frequency,
    });
    return rows.map((b) => ({
      id: Number(b.benchmark_id),
      code: String(b.code),
      name: String(b.name),
      currency: String(b.currency),
      points: ((b.dateValues as Row[] | undefined) ?? []).map((d) => ({
        date: String(d.date),
        value: num(d.value),
        twrr: num(d.twrr),
      })),
    }));
  }

  async targetLinks(req: { credential: PlatformCredential; accountIds: readonly number[] }): Promise<TargetLink[]> {
    const goal = 'target-links';
    const ids = [...new Set(req.accountIds)];
    const answers = await this.batch.run(
      req.credential,
      goal,
      ids.map((id) => ({ name: `account:${id}`, path: `portfolio/account/${seg(id)}/targetlink` })),
    );
    return ids.flatMap((id) =>
      keepAsked(
        rowsOf(answers.get(`account:${id}`), goal),
        [id],
        (l) => l.accountid,
        `${goal}: account ${id}`,
        this.log,
      ).map((l) => ({
        targetSetId: Number(l.targetset_id),
        accountId: Number(l.accountid),
        linkedDate: stringOrNull(l.linked_date),
      })),
    );
  }

  async targetSetAllocations(req: {
    credential: PlatformCredential;
    targetSetIds: readonly number[];
  }): Promise<TargetSetAllocation[]> {
    const ids = [...new Set(req.targetSetIds)];
    const goal = 'target-sets';
    const answers = await this.batch.run(
      req.credential,
      goal,
      ids.map((id) => ({ name: `targetset:${id}`, path: `portfolio/targetset/${seg(id)}/allocation/security` })),
    );
    return ids.map((id) => ({
      targetSetId: id,
      securities: rowsOf(answers.get(`targetset:${id}`), goal).map((x) => ({
        securityId: Number(x.security_id),
        code: String(x.code),
        description: String(x.description),
        weight: numberOf(x.weight),
      })),
    }));
  }

  async accountTargetSets(req: { credential: PlatformCredential; accountId: number }): Promise<TargetSetSummary[]> {
    const rows = await this.get<Row[]>(req.credential, 'portfolio/targetset', { accountid: req.accountId });
    return rows.map((t) => ({ targetSetId: Number(t.targetset_id), description: String(t.description) }));
  }

  async paymentInformation(req: {
    credential: PlatformCredential;
    clientId: number;
    accountId?: number;
  }): Promise<PaymentInformation[]> {
    const rows = await this.get<Row[]>(req.credential, `entity/client/${seg(req.clientId)}/bank`, {
      accountid: req.accountId,
    });
    return rows.map((p) => ({
      accountId: Number(p.accountid),
      bpays: (p.bpays as Row[]).map((b) => ({
        id: Number(b.id),
        billerCode: String(b.biller_code),
        reference: String(b.reference),
      })),
      bankAccounts: (p.bank_accounts as Row[]).map((b) => ({
        id: Number(b.id),
        bank: String(b.bank),
        accountName: String(b.account_name),
        bsb: String(b.bsb),
        accountNumber: String(b.account_number),
      })),
    }));
  }

  private async get<T>(cred: PlatformCredential, path: string, query: Record<string, QueryValue> = {}): Promise<T> {
    return (await this.transport.call({ method: 'GET', url: this.urls.api(withQuery(path, encodeQuery(query))), cred }))
      .data as T;
  }
}

/** portfolio/security/{pair}/FX of one currency into another: the pair is in the path, the rest in the item's body. */
const fxItem = (currency: string, into: string, body: BatchRequest['body']): BatchRequest => ({
  name: currency,
  path: `portfolio/security/${seg(`${currency}${into}`)}/FX`,
  body,
});
/** A number that is not an amount (an id, a percentage, units): decoded decimals read as their nearest double. */
const num = (v: unknown): number | null => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'object') {
    const d = decimalOrNull(v);
    return d === null ? null : decimalToNumber(d);
  }
  return Number(v);
};
/** A required number that is not an amount (a rate, a weight, units), plain or a BigDecimal; NaN when it is neither. */
const numberOf = (v: unknown): number => num(v) ?? Number.NaN;

/** spec 2 §9: transaction pages hold 200 rows unless asked otherwise. */
export const DEFAULT_TRANSACTION_PAGE_SIZE = 200;

function transactionQuery(req: TransactionQuery): Record<string, QueryValue> {
  return {
    start_date: req.from,
    stop_date: req.to,
    sort_type: req.sortType,
    page_size: req.pageSize ?? DEFAULT_TRANSACTION_PAGE_SIZE,
    page_bookmark: req.bookmark ?? undefined,
  };
}

/**
 * A page of the rows shown (`shown`: the rows the platform answered, less any not asked for), the next
 * page after the last answered row's bookmark while pages come back full. A full page without a bookmark,
 * or with the bookmark just asked with (a platform that did not read it), is the last.
 */
function toPage(rows: Row[], req: TransactionQuery, shown: Row[] = rows): TransactionPage {
  const last = rows.length === (req.pageSize ?? DEFAULT_TRANSACTION_PAGE_SIZE) ? itemAt(rows, -1).bookmark : undefined;
  const next = typeof last === 'string' && last !== '' && last !== req.bookmark ? last : null;
  return { rows: shown.map(toTransaction), nextBookmark: next };
}

function toTransaction(t: Row): Transaction {
  const gross = money(t.gross_amount);
  return {
    id: Number(t.transaction_id),
    accountId: Number(t.accountid),
    type: String(t.transaction_type),
    typeDescription: String(t.transaction_type_desc ?? t.transaction_type),
    tradeDate: String(t.trade_date),
    settlementDate: stringOrNull(t.settlement_date),
    securityId: num(t.security_id),
    securityDescription: stringOrNull(t.security_description),
    code: stringOrNull(t.code),
    units: num(t.volume),
    pricePerUnit: decimalOrNull(t.price_per_unit),
    nativeCurrency: stringOrNull(t.native_currency),
    grossAmount: gross.value,
    netAmount: decimalOrNull(t.net_amount) ?? gross.value,
    fee: decimalOrNull(t.fee) ?? ZERO,
    tax: decimalOrNull(t.tax) ?? ZERO,
    currency: gross.code,
    comment: stringOrNull(t.comment),
  };
}

const slices = (v: unknown): AllocationSlice[] =>
  ((v as Row[] | undefined) ?? []).map((x) => ({
    title: String(x.title),
    value: amount(x.value),
    weight: numberOf(x.weight),
  }));

function toPosition(p: Row): Position {
  const value = money(p.value);
  return {
    positionId: String(p.position_id),
    securityId: num(p.security_id),
    code: stringOrNull(p.code),
    isin: stringOrNull(p.isin),
    description: String(p.description),
    accountId: num(p.accountid),
    units: numberOf(p.volume),
    weight: numberOf(p.weight),
    value: value.value,
    nativeValue: decimalOrNull(p.native_value) ?? value.value,
    planCurrencyValue: decimalOrNull(p.plan_currency_value) ?? value.value,
    cost: decimalOrNull(p.cost),
    unrealisedGain: decimalOrNull(p.unrealised_gain),
    percentGainLoss: num(p.percent_gain_loss),
    annualIncome: decimalOrNull(p.annual_income),
    percentYield: num(p.percent_yield),
    nativeMarketPrice: decimalOrNull(p.native_marketprice),
    nativeCurrency: String(p.native_currency),
    planCurrency: String(p.plan_currency),
    currency: value.code,
    assetClasses: slices(p.asset_class_allocation),
    regions: slices(p.regional_allocation),
    sector: stringOrNull(p.sector_name),
    priceUpdated: stringOrNull((p.security as Row | undefined)?.price_updated),
    nativeCost: decimalOrNull(p.native_cost),
    planCurrencyCost: decimalOrNull(p.plan_currency_cost),
    nativeUnrealisedGain: decimalOrNull(p.native_unrealised_gain),
    planCurrencyUnrealisedGain: decimalOrNull(p.plan_currency_unrealised_gain),
    planCurrencyMarketPrice: decimalOrNull(p.plan_currency_marketprice),
    subPositions: Array.isArray(p.sub_positions) ? (p.sub_positions as Row[]).map(toPosition) : [],
  };
}

function toPortfolio(p: Row): PortfolioSummary {
  return {
    id: Number(p.portfolioid),
    name: String(p.portfolio_name),
    reportCurrency: String(p.report_currency),
    ownerEntityId: Number(p.entityid),
    ownerName: textOrEmpty(p.fullName),
    type: p.ptype as PortfolioSummary['type'],
    reasonForVisibility: p.reasonForVisibility as PortfolioSummary['reasonForVisibility'],
    sortOrder: Number(p.sortOrder ?? 0),
  };
}

function toAccount(a: Row): AccountSummary {
  return {
    id: Number(a.accountid),
    name: String(a.name ?? a.description),
    portfolioId: Number(a.portfolioid),
    portfolioName: String(a.portfolio_name),
    groupCode: stringOrNull(a.group_code),
    groupName: stringOrNull(a.group_name),
    serviceType: String(a.service_type),
    planCurrency: String(a.plan_currency),
    blocked: a.blocked === true,
    inceptionDate: stringOrNull(a.inception_date),
    activeDate: stringOrNull(a.active_date),
    accountOwner: stringOrNull(a.account_owner),
    externalAccountId: stringOrNull(a.external_account_id),
  };
}

/** A ready adapter without Nest DI (the tests): its own axios instance and the default settings. */
export function createPortfolioHttpAdapter(config: PlatformHttpConfigInput, log?: TransportLog): PortfolioHttpAdapter {
  return new PortfolioHttpAdapter(
    new HttpService(axios.create() as AxiosInstance),
    withPlatformHttpDefaults(config),
    log,
  );
}
