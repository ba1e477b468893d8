import type { AssetTypeKey, AssetViewKey } from '../../domain/assets/asset-display-texts';
import { isShownAsset } from '../../domain/assets/asset-filters';
import { convertedValue, totalOf } from '../../domain/assets/asset-money';
import { ownerPartAmounts } from '../../domain/assets/joint-shares';
import { ASSET_TYPE_ORDER } from '../../domain/assets/asset-types';
import { ASSET_VIEW_ORDER, inAssetView, isManagedAsset } from '../../domain/assets/asset-views';
import { normaliseCurrency } from '../../domain/money/currency';
import { compareDecimals, decimal, decimalToNumber, roundDecimal, type Decimal } from '../../domain/money/decimal';
import type { AssetKind, AssetMoney, AssetRecord, RapidTotal } from '../ports/assets.port';

/**
 * A member's asset records as the balance sheet shows them (spec 2 §3 "Derived per asset", §5):
 * filtered, with the member's share, the whole and owned value in plan and report currency (to the
 * penny, rounded once), and whether the asset is managed.
 */

export interface AssetMoneyView {
  plan: number;
  planCurrency: string;
  report: number | null;
}

export interface AssetView {
  id: number;
  type: AssetTypeKey;
  description: string;
  typeDescription: string | null;
  provider: string | null;
  policyNumber: string | null;
  status: string | null;
  valuationDate: string | null;
  managed: boolean;
  percentOwned: number;
  value: AssetMoneyView;
  ownedValue: AssetMoneyView;
  owners: string[];
  frequency?: string | null;
  rate?: number | null;
  income?: AssetMoneyView | null;
}

/** An asset with the exact figures its totals are summed from. */
export interface AssetRow {
  view: AssetView;
  ownedReport: Decimal | null;
  ownedPlan: Decimal;
}

export interface RowOptions {
  region: string;
  underAdviceFeature: boolean;
  rate: (currency: string) => number | null;
  /** The ufield choices describing type and supplier codes; without them codes show as they are. */
  labels?: {
    types: Partial<Record<AssetKind, Map<string, string>>>;
    suppliers: Partial<Record<AssetKind, Map<string, string>>>;
  };
}

/** The member's share: their owner row's percentage; the whole when the platform names no owners. */
export function percentOwnedBy(record: AssetRecord, memberId: number): number {
  if (!record.owners.length) return 100;
  return record.owners.find((o) => o.ownerId === memberId)?.percentOwned ?? 0;
}

/** The amount each type is valued by: market value, fund value, current value, amount owed. */
export function recordValue(record: AssetRecord): AssetMoney {
  switch (record.kind) {
    case 'investment':
      return record.marketValue;
    case 'pension':
      return record.fundValue;
    case 'annuity':
      return record.currentValue;
    case 'liability':
      return record.amount;
  }
}

function recordStatus(record: AssetRecord): string | null {
  return record.kind === 'investment' || record.kind === 'liability' ? record.status : record.policyStatus;
}

function money(amount: AssetMoney, rate: (c: string) => number | null): AssetMoneyView {
  const d = decimal(amount.value);
  const report = convertedValue(d, rate(amount.currency));
  return {
    plan: decimalToNumber(roundDecimal(d, 2)),
    planCurrency: normaliseCurrency(amount.currency),
    report: report === null ? null : decimalToNumber(report),
  };
}

/** The supplier or product provider, described by its code's label when there is one (spec 2 §3 supplier_description). */
function provider(record: AssetRecord, options: RowOptions): string | null {
  const code = record.kind === 'pension' ? record.productProvider : record.supplier;
  return code === null ? null : (options.labels?.suppliers[record.kind]?.get(code) ?? code);
}

function details(
  record: AssetRecord,
  options: RowOptions,
): Pick<AssetView, 'provider' | 'policyNumber' | 'valuationDate' | 'frequency' | 'rate' | 'income'> {
  const common = { provider: provider(record, options), valuationDate: record.valuationDate };
  switch (record.kind) {
    case 'investment':
      return { ...common, policyNumber: record.policyNumber };
    case 'pension':
      return { ...common, policyNumber: record.fundOrPolicyNum };
    case 'annuity':
      return {
        ...common,
        policyNumber: record.policyNumber,
        frequency: record.frequency,
        rate: record.incomeRate,
        income: record.incomeValue ? money(record.incomeValue, options.rate) : null,
      };
    case 'liability':
      return { ...common, policyNumber: record.policyNumber, rate: record.rate };
  }
}

/** One record as a row, or null when spec 2 §5's filters drop it. */
export function assetRow(record: AssetRecord, memberId: number, options: RowOptions): AssetRow | null {
  const percentOwned = percentOwnedBy(record, memberId);
  const shown = isShownAsset(
    {
      type: record.kind,
      status: recordStatus(record),
      percentOwned,
      pensionType: record.kind === 'pension' ? record.type : null,
      isSippWrapper: record.kind === 'pension' ? record.isSippWrapper : false,
    },
    options.region,
  );
  if (!shown) return null;
  const value = recordValue(record);
  const planCurrency = normaliseCurrency(value.currency);
  // A joint asset's parts add up to it (largest remainder, domain/assets/joint-shares.ts).
  const amounts = ownerPartAmounts(value.value, record.owners, memberId, percentOwned, options.rate(planCurrency));
  const n = (d: Decimal | null) => (d === null ? null : decimalToNumber(d));
  return {
    ownedReport: amounts.reportOwned,
    ownedPlan: amounts.planOwned,
    view: {
      id: record.assetId,
      type: record.kind,
      description: record.description,
      typeDescription: record.typeCode ? (options.labels?.types[record.kind]?.get(record.typeCode) ?? null) : null,
      status: recordStatus(record),
      managed: isManagedAsset(record.underAdvice, options.underAdviceFeature),
      percentOwned,
      value: { plan: decimalToNumber(amounts.plan), planCurrency, report: n(amounts.report) },
      ownedValue: { plan: decimalToNumber(amounts.planOwned), planCurrency, report: n(amounts.reportOwned) },
      owners: record.owners.map((o) => o.name),
      ...details(record, options),
    },
  };
}

/** The rows of every list, by type in the default order, then owned value descending (report currency where converted). */
export function assetRows(
  records: Record<AssetKind, AssetRecord[]>,
  memberId: number,
  options: RowOptions,
): AssetRow[] {
  return ASSET_TYPE_ORDER.flatMap((kind) =>
    records[kind]
      .map((r) => assetRow(r, memberId, options))
      .filter((r): r is AssetRow => r !== null)
      .sort((a, b) => compareDecimals(b.ownedReport ?? b.ownedPlan, a.ownedReport ?? a.ownedPlan)),
  );
}

export interface AssetTypeTotal {
  type: AssetTypeKey;
  view: AssetViewKey;
  count: number;
  ownedTotal: number | null;
  source: 'rapid' | 'computed';
}

/** The rows of one type in one view. */
export function rowsOf(rows: readonly AssetRow[], type: AssetTypeKey, view: AssetViewKey): AssetRow[] {
  return rows.filter((r) => r.view.type === type && inAssetView(r.view.managed, view));
}

/**
 * Totals per type and view: the rounded owned values added up (so a table adds up to its total), null
 * when a rate is missing for any of its rows or the list failed. With rapid totals, the Everything view's
 * total is the platform's own (spec 2 §3 totalValueRapid, totalRecordsRapid), but only when every row converts.
 */
export function assetTotals(
  rows: readonly AssetRow[],
  failed: readonly AssetKind[],
  rapid: ReadonlyMap<AssetKind, RapidTotal> | null,
  reportCurrency: string,
): AssetTypeTotal[] {
  const out: AssetTypeTotal[] = [];
  for (const type of ASSET_TYPE_ORDER) {
    for (const view of ASSET_VIEW_ORDER) {
      const mine = rowsOf(rows, type, view);
      // The platform's total stands only when every row beside it converts: a row without a rate leaves the total unknown.
      const r = view === 'everything' && mine.every((x) => x.ownedReport !== null) ? rapid?.get(type) : undefined;
      if (r && !failed.includes(type) && normaliseCurrency(r.total.currency) === normaliseCurrency(reportCurrency)) {
        out.push({
          type,
          view,
          count: r.records,
          ownedTotal: decimalToNumber(roundDecimal(decimal(r.total.value), 2)),
          source: 'rapid',
        });
        continue;
      }
      const total = failed.includes(type) ? null : totalOf(mine.map((x) => x.ownedReport));
      out.push({
        type,
        view,
        count: mine.length,
        ownedTotal: total === null ? null : decimalToNumber(total),
        source: 'computed',
      });
    }
  }
  return out;
}
