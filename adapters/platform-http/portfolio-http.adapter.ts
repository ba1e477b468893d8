import { HttpService } from '@nestjs/axios';
import { Inject, Injectable, Optional } from '@nestjs/common';
import axios from 'axios';
// HttpService is declared with axios's ESM typings; `axios` above resolves to its CommonJS ones.
import type { AxiosInstance } from 'axios' with { 'resolution-mode': 'import' };
import type { FxRate } from '../../domain/money/fx-conversion';
import type { BatchItem, BatchResult, PlatformCredential } from '../../application/ports/platform.port';
import {
  PortfolioPort,
  type AccountGroup,
  type AccountSummary,
  type DailyPerformance,
  type ExternalFlow,
  type ExternalFlowType,
  type PortfolioSummary,
  type SelectionRequest,
  type VisibilityLink,
} from '../../application/ports/portfolio.port';
import { BATCH_CHUNK_SIZE, chunk } from './platform-batch';
import { PLATFORM_HTTP_CONFIG, PLATFORM_TRANSPORT_LOG, withPlatformHttpDefaults, type PlatformHttpConfig, type PlatformHttpConfigInput } from './platform-http.config';
import { errorFromResponse } from './platform-error.mapping';
import { PlatformHttpTransport, type TransportLog } from './platform-http.transport';
import { PlatformUrls, seg } from './platform-urls';
import { encodeQuery, withQuery, type QueryValue } from './query-encoding';

/** Rows per transaction page when reading flows (the platform allows 1–1000). */
export const FLOW_PAGE_SIZE = 1000;
const EXTERNAL_TYPES: readonly ExternalFlowType[] = ['contribution', 'withdrawal', 'transfer_in', 'transfer_out'];
/** Direction of each external flow's gross amount (positive into the account). */
const FLOW_SIGN: Readonly<Record<ExternalFlowType, 1 | -1>> = { contribution: 1, transfer_in: 1, withdrawal: -1, transfer_out: -1 };

type Row = Record<string, unknown>;
const money = (v: unknown): { code: string; value: number } => v as { code: string; value: number };
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** The production PortfolioPort: the platform's portfolio calls (adapters/PLATFORM-API.md) on the shared transport. */
@Injectable()
export class PortfolioHttpAdapter extends PortfolioPort {
  private readonly transport: PlatformHttpTransport;
  private readonly urls: PlatformUrls;

  constructor(http: HttpService, @Inject(PLATFORM_HTTP_CONFIG) config: PlatformHttpConfig, @Optional() @Inject(PLATFORM_TRANSPORT_LOG) log?: TransportLog) {
    super();
    const full = withPlatformHttpDefaults(config);
    this.transport = new PlatformHttpTransport(http, full, log);
    this.urls = new PlatformUrls(full.baseUrl);
  }

  async clientPortfolios(req: { credential: PlatformCredential; clientId: number }): Promise<PortfolioSummary[]> {
    const rows = await this.get<Row[]>(req.credential, `entity/client/${seg(req.clientId)}/portfolio`);
    return rows.map((p) => ({
      id: Number(p.portfolioid),
      name: String(p.portfolio_name),
      reportCurrency: String(p.report_currency),
      ownerEntityId: Number(p.entityid),
      ownerName: String(p.fullName ?? ''),
      type: p.ptype as PortfolioSummary['type'],
      reasonForVisibility: p.reasonForVisibility as PortfolioSummary['reasonForVisibility'],
      sortOrder: Number(p.sortOrder ?? 0),
    }));
  }

  async portfolioAccounts(req: { credential: PlatformCredential; portfolioIds: readonly number[] }): Promise<AccountSummary[]> {
    const items = req.portfolioIds.map((id) => get(`portfolio:${id}`, `portfolio/portfolio/${seg(id)}/account`));
    const results = await this.batch(req.credential, 'portfolio-accounts', items);
    return results.flatMap((r) => (r.body as Row[]).map(toAccount));
  }

  async visibilityLinks(req: { credential: PlatformCredential; clientId: number }): Promise<VisibilityLink[]> {
    const rows = await this.get<Row[]>(req.credential, `entity/client-v4/${seg(req.clientId)}/account_user_visibility_link`);
    return rows.map((l) => ({ accountId: Number(l.accountid), portfolioId: Number(l.portfolioid), groupCode: str(l.group_code) }));
  }

  async accountGroups(req: { credential: PlatformCredential; clientId: number }): Promise<AccountGroup[]> {
    const rows = await this.get<Row[]>(req.credential, 'portfolio/group/account', { entityid: req.clientId });
    return rows.map((g) => ({ code: String(g.code), name: String(g.name), reportCurrency: String(g.report_currency), accountIds: (g.accountids as unknown[]).map(Number) }));
  }

  async dailyPerformance(req: SelectionRequest & { currency: string }): Promise<DailyPerformance | null> {
    const query = { accountid: req.accountIds.join(','), start_date: req.from, end_date: req.to, report_currency: req.currency };
    const [detail, series] = await this.batch(req.credential, 'explain', [
      get('detail', withQuery('portfolio/profit_analysis/detail', encodeQuery({ ...query, grouping: 'all' }))),
      get('daily', withQuery('portfolio/profit_analysis/time_series_twrr', encodeQuery({ ...query, frequency: 'daily', grouping: 'all' }))),
    ]);
    const row = (detail.body as Row[])[0];
    if (!row || row.no_data) return null;
    const daily = ((series.body as { series: { key: string; dateValues: Row[] }[] }).series.find((s) => s.key === 'all')?.dateValues ?? []);
    return {
      currency: money(row.market_value_to).code,
      from: String(row.start_date),
      to: String(row.end_date),
      openingValue: money(row.market_value_from).value,
      closingValue: money(row.market_value_to).value,
      platformTwrr: (row.twrr_period as number | null) ?? null,
      platformIrr: (row.irr_period as number | null) ?? null,
      days: daily.map((d) => ({ date: String(d.date), value: Number(d.value), flow: Number(d.cashflow) })),
    };
  }

  async externalFlows(req: SelectionRequest): Promise<ExternalFlow[]> {
    const page = (accountId: number, bookmark?: string) =>
      get(`account:${accountId}`, withQuery(`portfolio/account/${seg(accountId)}/transaction`, encodeQuery({ start_date: req.from, stop_date: req.to, sort_type: 2, page_size: FLOW_PAGE_SIZE, page_bookmark: bookmark })));
    const rows: Row[] = [];
    // Every account's first page in one batch; only accounts with a full page are asked again.
    let pending: BatchItem[] = req.accountIds.map((id) => page(id));
    while (pending.length) {
      const results = await this.batch(req.credential, 'flows', pending);
      pending = [];
      results.forEach((r) => {
        const list = r.body as Row[];
        rows.push(...list);
        if (list.length === FLOW_PAGE_SIZE) pending.push(page(Number(r.name.split(':')[1]), String(list[list.length - 1].bookmark)));
      });
    }
    return rows
      .filter((t) => (EXTERNAL_TYPES as readonly unknown[]).includes(t.transaction_type))
      .map((t) => {
        const type = t.transaction_type as ExternalFlowType;
        const gross = money(t.gross_amount);
        return { transactionId: Number(t.transaction_id), accountId: Number(t.accountid), date: String(t.trade_date), type, amount: FLOW_SIGN[type] * Math.abs(gross.value), currency: gross.code };
      })
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.transactionId - b.transactionId));
  }

  async fxRates(req: { credential: PlatformCredential; currency: string; currencies: readonly string[]; from: string; to: string }): Promise<FxRate[]> {
    const others = [...new Set(req.currencies)].filter((c) => c !== req.currency);
    if (!others.length) return [];
    // Pair NATIVEREPORT: units of the report currency per unit of the native one, each calendar day.
    const items = others.map((c) => get(c, withQuery(`portfolio/security/${seg(`${c}${req.currency}`)}/FX`, encodeQuery({ start_date: req.from, date: req.to }))));
    const results = await this.batch(req.credential, 'fx-rates', items, [404]);
    return results.flatMap((r) =>
      r.status === 404 ? [] : ((r.body as { history?: Row[] }).history ?? []).map((h) => ({ currency: r.name, date: String(h.date), rate: Number(h.rate) })),
    );
  }

  /** POSTs the items in chunks of 50, side by side; a failed item throws its error unless its status is allowed. */
  private async batch(cred: PlatformCredential, goal: string, items: BatchItem[], allowed: readonly number[] = []): Promise<BatchResult[]> {
    if (!items.length) return [];
    const url = withQuery(this.urls.base, encodeQuery({ goal }));
    const parts = await Promise.all(chunk(items, BATCH_CHUNK_SIZE).map(async (part) => (await this.transport.call({ method: 'POST', url, body: part, cred })).data as BatchResult[]));
    const results = parts.flat();
    for (const r of results) {
      if ((r.status < 200 || r.status >= 300) && !allowed.includes(r.status)) throw errorFromResponse(r.status, r.body);
    }
    return results;
  }

  private async get<T>(cred: PlatformCredential, path: string, query: Record<string, QueryValue> = {}): Promise<T> {
    return (await this.transport.call({ method: 'GET', url: this.urls.api(withQuery(path, encodeQuery(query))), cred })).data as T;
  }
}

const get = (name: string, url: string): BatchItem => ({ name, method: 'GET', url });

function toAccount(a: Row): AccountSummary {
  return {
    id: Number(a.accountid),
    name: String(a.name ?? a.description),
    portfolioId: Number(a.portfolioid),
    portfolioName: String(a.portfolio_name),
    groupCode: str(a.group_code),
    groupName: str(a.group_name),
    serviceType: String(a.service_type),
    planCurrency: String(a.plan_currency),
    blocked: a.blocked === true,
    inceptionDate: str(a.inception_date),
    activeDate: str(a.active_date),
  };
}

/** A ready adapter without Nest DI (the tests): its own axios instance and the default settings. */
export function createPortfolioHttpAdapter(config: PlatformHttpConfigInput, log?: TransportLog): PortfolioHttpAdapter {
  return new PortfolioHttpAdapter(new HttpService(axios.create() as AxiosInstance), withPlatformHttpDefaults(config), log);
}
