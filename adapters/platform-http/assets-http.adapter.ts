import { HttpService } from '@nestjs/axios';
import { Inject, Injectable, Optional } from '@nestjs/common';
import axios from 'axios';
// HttpService is declared with axios's ESM typings; `axios` above resolves to its CommonJS ones.
import type { AxiosInstance } from 'axios' with { 'resolution-mode': 'import' };
import {
  AssetsPort,
  type AssetEntity,
  type AssetKind,
  type AssetMemberRecord,
  type AssetMoney,
  type AssetOwnerRecord,
  type AssetRecord,
  type FieldChoice,
  type RapidTotal,
  type RapidTotalFilters,
} from '../../application/ports/assets.port';
import type { PlatformCredential } from '../../application/ports/platform-credential';
import { PlatformError } from '../../application/ports/platform-error';
import { objectOf, rowsOf, type PlatformBatch } from './platform-batch';
import { platformClient } from './platform-client';
import {
  PLATFORM_HTTP_CONFIG,
  PLATFORM_TRANSPORT_LOG,
  withPlatformHttpDefaults,
  type PlatformHttpConfig,
  type PlatformHttpConfigInput,
} from './platform-http.config';
import { PlatformHttpTransport, type TransportLog } from './platform-http.transport';
import { type PlatformUrls, seg } from './platform-urls';
import { encodeQuery, withQuery, type QueryValue } from './query-encoding';
import { decimalOrNull, numberOrNull, stringOrNull } from './typed-values';
import { textOrEmpty } from '../../domain/shared/text';
import { ZERO } from '../../domain/money/decimal';

/** spec 2 §7: asset lists come 50 rows a page; a full page means there may be more. */
export const ASSET_PAGE_SIZE = 50;
/** A bound on the pages of one list (10,000 rows), so no answer can keep the reader asking. */
const MAX_ASSET_PAGES = 200;

/** The platform's list of each kind of asset, and the amount its rapid total adds up. */
export const LIST_OF: Readonly<Record<AssetKind, { list: string; amountField: string }>> = {
  investment: { list: 'asset', amountField: 'market_value' },
  pension: { list: 'fund_za', amountField: 'fund_value' },
  annuity: { list: 'annuity', amountField: 'current_value' },
  liability: { list: 'liability', amountField: 'amount' },
};

type Row = Record<string, unknown>;
const moneyOf = (v: unknown): AssetMoney | null => {
  if (typeof v !== 'object' || v === null) return null;
  const m = v as { code?: unknown };
  const value = decimalOrNull(v);
  return typeof m.code === 'string' && value !== null ? { value, currency: m.code } : null;
};
const moneyOr = (v: unknown, fallback: AssetMoney): AssetMoney => moneyOf(v) ?? fallback;
const ZERO_GBP: AssetMoney = { value: ZERO, currency: 'GBP' };

/** The production AssetsPort: the platform's asset calls (adapters/PLATFORM-API.md, "Assets") on the shared transport. */
@Injectable()
export class AssetsHttpAdapter extends AssetsPort {
  private readonly transport: PlatformHttpTransport;
  private readonly urls: PlatformUrls;
  private readonly batch: PlatformBatch;

  constructor(
    http: HttpService,
    @Inject(PLATFORM_HTTP_CONFIG) config: PlatformHttpConfig,
    @Optional() @Inject(PLATFORM_TRANSPORT_LOG) log?: TransportLog,
    /** The module's shared transport; without one (tests) the adapter makes its own. */
    @Optional() transport?: PlatformHttpTransport,
  ) {
    super();
    ({ transport: this.transport, urls: this.urls, batch: this.batch } = platformClient(http, config, log, transport));
  }

  async members(req: { credential: PlatformCredential; clientId: number }): Promise<AssetMemberRecord[]> {
    const rows = await this.get<Row[]>(req.credential, `entity/client/${seg(req.clientId)}/client_group/member`);
    return rows.map((m) => {
      const memberId = Number(m.member_id);
      const relationship =
        m.relationship === 'self' || m.relationship === 'partner'
          ? m.relationship
          : memberId === req.clientId
            ? 'self'
            : 'other';
      return {
        memberId,
        entityName: textOrEmpty(m.entity_name),
        isClient: m.is_client !== false,
        loginAccessible: m.login_accessible === true,
        relationship,
        preferredCurrency: stringOrNull(m.preferred_currency) ?? 'GBP',
      };
    });
  }

  async assets(req: { credential: PlatformCredential; memberId: number; kind: AssetKind }): Promise<AssetRecord[]> {
    const { list } = LIST_OF[req.kind];
    const rows: Row[] = [];
    const seen = new Set<number>();
    // Page 1, 2, … (the entity list's `page`) while a page comes back full. A page that brings no row not
    // seen before (a server that did not read `page` and answers page 1 again) ends the list instead of
    // asking for ever.
    for (let page = 1; page <= MAX_ASSET_PAGES; page++) {
      const rowsOfPage = await this.get<Row[]>(req.credential, `entity/client/${seg(req.memberId)}/${list}`, { page });
      const fresh = rowsOfPage.filter((r) => !seen.has(Number(r.index)));
      for (const r of fresh) seen.add(Number(r.index));
      rows.push(...fresh);
      if (rowsOfPage.length < ASSET_PAGE_SIZE || fresh.length === 0) break;
    }
    // Every row's owners, 50 lookups a batch call, each answer by the row's index.
    const goal = 'asset-owners';
    const indexes = [...new Set(rows.map((r) => Number(r.index)))];
    const owners = await this.batch.run(
      req.credential,
      goal,
      indexes.map((i) => ({ name: `owner:${i}`, path: `entity/client/${seg(req.memberId)}/${list}/${seg(i)}/owner` })),
    );
    return rows.map((r) => toRecord(req.kind, r, rowsOf(owners.get(`owner:${Number(r.index)}`), goal).map(toOwner)));
  }

  async rapidTotals(req: {
    credential: PlatformCredential;
    memberId: number;
    kinds: readonly AssetKind[];
    currency: string;
    filters?: RapidTotalFilters;
  }): Promise<RapidTotal[]> {
    const goal = 'asset-totals';
    const kinds = [...new Set(req.kinds)];
    // The list and its filters go in the item's body (filter values as lists); the client is in the path.
    const items = kinds.map((kind) => {
      const { list, amountField } = LIST_OF[kind];
      return {
        name: kind,
        path: `entity/client-v4/${seg(req.memberId)}/total_amount`,
        body: { list_name: list, amount_field: amountField, currency: req.currency, ...(req.filters?.[kind] ?? {}) },
      };
    });
    const answers = await this.batch.run(req.credential, goal, items).catch((e: unknown) => {
      // A 404 may mean the entry point is not on this platform's version: the totals are then added up from the rows.
      if (e instanceof PlatformError && e.code === 'not_found')
        this.transport.noteMissingEntryPoint(
          'GET entity/client-v4/{id}/total_amount',
          'rapid totals are added up from the asset rows instead (spec 2 §9)',
        );
      throw e;
    });
    return kinds.map((kind) => {
      const body = objectOf(answers.get(kind), goal);
      // A total of another list than the one asked (a list_name not read) is no total of this one.
      if (body.list_name !== undefined && body.list_name !== LIST_OF[kind].list) {
        throw new PlatformError(
          'unknown',
          200,
          `The platform's batch answer could not be read: ${goal} item ${kind} totals list ${typeof body.list_name === 'string' ? body.list_name : JSON.stringify(body.list_name)}`,
        );
      }
      return {
        kind,
        total: moneyOr(body.total, { value: ZERO, currency: req.currency }),
        records: Number(body.count ?? 0),
      };
    });
  }

  async fieldChoices(req: {
    credential: PlatformCredential;
    entity: AssetEntity;
    field: string;
  }): Promise<FieldChoice[]> {
    const rows = await this.get<Row[]>(req.credential, `ufield/${seg(req.entity)}/${seg(req.field)}/choice`);
    return rows.map((c) => ({ value: String(c.code), label: String(c.description) }));
  }

  async customFieldExists(req: {
    credential: PlatformCredential;
    entity: AssetEntity;
    field: string;
  }): Promise<boolean> {
    try {
      await this.get<Row>(req.credential, `ufield/${seg(req.entity)}/${seg(req.field)}`);
      return true;
    } catch (e) {
      // spec 2 §4: a 404 or a 500 on the lookup means the platform has no such field.
      if (e instanceof PlatformError && (e.status === 404 || e.status === 500)) {
        if (e.status === 404)
          this.transport.noteMissingEntryPoint(
            `GET ufield/${req.entity}/${req.field}`,
            `the custom field ${req.field} is taken as absent (spec 2 §4)`,
          );
        return false;
      }
      throw e;
    }
  }

  async platformVersion(req: { credential: PlatformCredential }): Promise<string> {
    return textOrEmpty((await this.get<Row>(req.credential, 'site')).version);
  }

  private async get<T>(cred: PlatformCredential, path: string, query: Record<string, QueryValue> = {}): Promise<T> {
    return (await this.transport.call({ method: 'GET', url: this.urls.api(withQuery(path, encodeQuery(query))), cred }))
      .data as T;
  }
}

function toOwner(o: Row): AssetOwnerRecord {
  return {
    ownerId: Number(o.owner_id),
    firstName: textOrEmpty(o.owner_first_name),
    lastName: textOrEmpty(o.owner_last_name),
    name: textOrEmpty(o.owner_name),
    percentOwned: numberOrNull(o.percent_owned) ?? 0,
  };
}

function toRecord(kind: AssetKind, r: Row, owners: AssetOwnerRecord[]): AssetRecord {
  const base = {
    assetId: Number(r.index),
    typeCode: stringOrNull(r.type),
    description: textOrEmpty(r.desc),
    owners,
    underAdvice: typeof r.nbr_under_advice === 'boolean' ? r.nbr_under_advice : null,
    valuationDate: stringOrNull(r.valuation_date),
  };
  switch (kind) {
    case 'investment':
      return {
        ...base,
        kind,
        marketValue: moneyOr(r.market_value, ZERO_GBP),
        amount: moneyOf(r.amount),
        amountInReportCurrency: moneyOf(r.amount_in_report_currency),
        supplier: stringOrNull(r.supplier),
        policyNumber: stringOrNull(r.policy_number),
        status: stringOrNull(r.status),
        assetNumber: stringOrNull(r.asset_number),
        withdrawalTotal: moneyOf(r.withdrawal_total),
        contributionTotal: moneyOf(r.contribution_total),
      };
    case 'pension':
      return {
        ...base,
        kind,
        fundValue: moneyOr(r.fund_value, ZERO_GBP),
        fundValueInPlanCurrency: moneyOf(r.fund_value_in_plan_currency),
        fundValueInReportCurrency: moneyOf(r.fund_value_in_report_currency),
        fundOrPolicyNum: stringOrNull(r.fund_or_policy_num),
        productProvider: stringOrNull(r.product_provider),
        policyStatus: stringOrNull(r.policy_status),
        crystallisedFund: moneyOf(r.crystallised_fund),
        uncrystallisedFund: moneyOf(r.uncrystallised_fund),
        isSippWrapper: r.is_sipp_wrapper === true,
        type: stringOrNull(r.type),
      };
    case 'annuity':
      return {
        ...base,
        kind,
        incomeValue: moneyOf(r.income_value),
        incomeRate: numberOrNull(r.income_rate),
        frequency: stringOrNull(r.frequency),
        currentValue: moneyOr(r.current_value, ZERO_GBP),
        currentValueInReportCurrency: moneyOf(r.current_value_in_report_currency),
        capitalContent: moneyOf(r.capital_content),
        policyStatus: stringOrNull(r.policy_status),
        supplier: stringOrNull(r.supplier),
        policyNumber: stringOrNull(r.policy_number),
      };
    case 'liability':
      return {
        ...base,
        kind,
        packageName: stringOrNull(r.package_name),
        rate: numberOrNull(r.rate),
        supplier: stringOrNull(r.supplier),
        amount: moneyOr(r.amount, ZERO_GBP),
        amountInReportCurrency: moneyOf(r.amount_in_report_currency),
        status: stringOrNull(r.status),
        policyNumber: stringOrNull(r.policy_number),
      };
  }
}

/** A ready adapter without Nest DI (the tests): its own axios instance and the default settings. */
export function createAssetsHttpAdapter(config: PlatformHttpConfigInput, log?: TransportLog): AssetsHttpAdapter {
  return new AssetsHttpAdapter(new HttpService(axios.create() as AxiosInstance), withPlatformHttpDefaults(config), log);
}
