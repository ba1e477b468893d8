import type { AssetViewKey } from '../../domain/assets/asset-display-texts';
import { assetAmounts } from '../../domain/assets/asset-money';
import { ASSET_TYPE_ORDER, isLiability } from '../../domain/assets/asset-types';
import { inAssetView } from '../../domain/assets/asset-views';
import { addDecimals, decimalToNumber, sumDecimals, ZERO, type Decimal } from '../../domain/money/decimal';
import type { AssetKind, AssetRecord } from '../ports/assets.port';
import { assetRow, recordValue, type RowOptions } from './asset-rows';
import type { MemberAssets } from './member-assets';

/**
 * The household's owned assets and liabilities in the report currency (issue 11 net worth): each
 * distinct asset counts once, as the shown members' parts of it added, and a joint asset's parts add
 * up to it (domain/assets/joint-shares.ts), so a joint £115,987.85 held 50/50 counts £115,987.85
 * (57,993.93 + 57,993.92), not two rounded halves of £57,993.93, and the members add up to the household.
 * A side is null (unknown) when one of its lists failed for any member; amounts without a rate are
 * left out (their currencies are named elsewhere).
 */

export interface HouseholdSums {
  assets: Decimal | null;
  liabilities: Decimal | null;
}

interface Holding {
  record: AssetRecord;
  percent: number;
  /** The shown members' parts in the report currency; null for a part without a rate. */
  parts: (Decimal | null)[];
}

function policyOf(record: AssetRecord): string | null {
  return record.kind === 'pension' ? record.fundOrPolicyNum : record.policyNumber;
}

/**
 * What makes two members' rows the same asset. The platform's asset id is only the row's index in
 * one member's list (the joint bond is row 3 of amelia's investments and row 1 of ben's), so a joint
 * asset is known by what both rows share: type, description, value, currency, policy number and the
 * owners with their shares.
 */
export function holdingKey(record: AssetRecord): string {
  const value = recordValue(record);
  const owners = [...record.owners].sort((a, b) => a.ownerId - b.ownerId).map((o) => `${o.ownerId}:${o.percentOwned}`);
  return JSON.stringify([
    record.kind,
    record.description,
    decimalToNumber(value.value),
    value.currency,
    policyOf(record),
    owners,
  ]);
}

export function householdSums(lists: readonly MemberAssets[], options: RowOptions, view: AssetViewKey): HouseholdSums {
  const holdings = new Map<string, Holding>();
  for (const l of lists) {
    // Two alike rows in one member's list are two assets: the n-th of them matches the n-th in another list.
    const seen = new Map<string, number>();
    for (const kind of ASSET_TYPE_ORDER as readonly AssetKind[]) {
      for (const record of l.records[kind]) {
        const row = assetRow(record, l.memberId, options);
        if (!row || !inAssetView(row.view.managed, view)) continue;
        // Without owners named the row is its holder's whole: it can be no one else's.
        const alike = record.owners.length ? holdingKey(record) : `${l.memberId}:${holdingKey(record)}`;
        const n = (seen.get(alike) ?? 0) + 1;
        seen.set(alike, n);
        const key = `${alike}#${n}`;
        const held = holdings.get(key);
        if (held) {
          held.percent += row.view.percentOwned;
          held.parts.push(row.ownedReport);
        } else holdings.set(key, { record, percent: row.view.percentOwned, parts: [row.ownedReport] });
      }
    }
  }
  let assets = ZERO;
  let liabilities = ZERO;
  for (const { record, percent, parts } of holdings.values()) {
    const value = recordValue(record);
    // Shares that add up to more than the whole (a platform's slip) count the whole, at most.
    const owned =
      percent > 100
        ? assetAmounts(value.value, 100, options.rate(value.currency)).reportOwned
        : parts.some((x) => x === null)
          ? null
          : sumDecimals(parts as Decimal[]);
    if (owned === null) continue;
    if (isLiability(record.kind)) liabilities = addDecimals(liabilities, owned);
    else assets = addDecimals(assets, owned);
  }
  const failed = lists.flatMap((l) => l.failed);
  return {
    assets: failed.some((k) => !isLiability(k)) ? null : assets,
    liabilities: failed.some((k) => isLiability(k)) ? null : liabilities,
  };
}
