import { addDecimals, formatDecimal, ZERO, type Decimal } from '../../../domain/money/decimal';
import type { ClientRecord } from '../data/records';
import type { AccountRecord } from '../data/portfolio/portfolio-records';
import { ASSET_LISTS, type SandboxAsset } from '../data/assets/asset-records';
import type { SandboxState } from '../state/sandbox-state';
import { ConversionUnavailable } from './selection-performance';
import { accountPositions, totalsOf } from './valuation';

/**
 * The figures of a valuation report, worked out from the generated records: each selected account's
 * value (units × close × rate) in the client's preferred currency on each report date; with no
 * account in the selection (a client at Assets level), the entity's assets and liabilities at their
 * own valuation, its share of each.
 */

export interface ReportLine {
  label: string;
  /** One amount per report date, formatted '12345.67'; null where it cannot be converted. */
  amounts: (string | null)[];
}

export interface ReportFigures {
  currency: string;
  dates: string[];
  lines: ReportLine[];
  totals: (string | null)[];
}

function accountValue(state: SandboxState, account: AccountRecord, date: string, currency: string): Decimal | null {
  try {
    return totalsOf(accountPositions(state.portfolios, account, date, currency, 'close')).value;
  } catch (e) {
    if (e instanceof ConversionUnavailable) return null;
    throw e;
  }
}

const money = (d: Decimal | null): string | null => (d === null ? null : formatDecimal(d, 2));

function sumColumn(values: (Decimal | null)[][], column: number): Decimal | null {
  let total = ZERO;
  for (const row of values) {
    const v = row[column];
    if (v === null) return null;
    total = addDecimals(total, v);
  }
  return total;
}

export function accountFigures(state: SandboxState, accounts: readonly AccountRecord[], dates: readonly string[], currency: string): ReportFigures {
  const values = accounts.map((a) => dates.map((d) => accountValue(state, a, d, currency)));
  return {
    currency,
    dates: [...dates],
    lines: accounts.map((a, i) => ({ label: `${a.name} (${a.externalAccountId || a.accountId})`, amounts: values[i].map(money) })),
    totals: dates.map((_, c) => money(sumColumn(values, c))),
  };
}

function assetAmount(asset: SandboxAsset): { value: string; currency: string } {
  switch (asset.list) {
    case 'asset':
      return asset.marketValue;
    case 'fund_za':
      return asset.fundValue;
    case 'annuity':
      return asset.currentValue;
    case 'liability':
      return { value: `-${asset.amount.value}`, currency: asset.amount.currency };
  }
}

/** The entity's own share of each asset and liability it holds a share in, at the asset's valuation. */
export function assetFigures(state: SandboxState, client: ClientRecord): ReportFigures {
  const lines: ReportLine[] = [];
  for (const list of ASSET_LISTS) {
    for (const row of state.assets.list(client.entityId, list)) {
      if (row.percentOwned <= 0) continue;
      const { value, currency } = assetAmount(row.asset);
      const share = (Number(value) * row.percentOwned) / 100;
      lines.push({ label: `${row.asset.description} (${row.percentOwned}%, valued ${row.asset.valuationDate})`, amounts: [`${currency} ${share.toFixed(2)}`] });
    }
  }
  return { currency: client.preferredCurrency, dates: [state.portfolios.asOf], lines, totals: [null] };
}
