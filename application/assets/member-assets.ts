import { ASSET_TYPE_ORDER } from '../../domain/assets/asset-types';
import { isPlatformError } from '../ports/platform-error';
import type {
  AssetEntity,
  AssetKind,
  AssetRecord,
  AssetsPort,
  RapidTotal,
  RapidTotalFilters,
} from '../ports/assets.port';
import type { PlatformCredential } from '../ports/platform-credential';
import { itemAt } from '../../domain/shared/present';

/**
 * One member's four asset lists, read side by side (spec 2 §7: asset, fund_za, annuity, liability).
 * A list that fails is named in `failed` and the others still answer (spec 2 §8); a lost session
 * is not a partial failure, so it rejects.
 */

export interface MemberAssets {
  memberId: number;
  records: Record<AssetKind, AssetRecord[]>;
  failed: AssetKind[];
}

/** The ufield entity of each list. */
export const ASSET_ENTITY: Readonly<Record<AssetKind, AssetEntity>> = {
  investment: 'entity_asset',
  pension: 'entity_fund_za',
  annuity: 'entity_annuity',
  liability: 'entity_liability',
};

/** The field whose choices describe an asset's type code. */
export const TYPE_FIELD = 'type';
/** The field whose choices describe the supplier code: product_provider on pensions, supplier elsewhere. */
export const SUPPLIER_FIELD: Readonly<Record<AssetKind, string>> = {
  investment: 'supplier',
  pension: 'product_provider',
  annuity: 'supplier',
  liability: 'supplier',
};

export type CodeLabels = Record<AssetKind, Map<string, string>>;

/** A lost session, or anything that is not a platform failure, is not a partial failure: it rejects. */
export function rethrowSessionLoss(reason: unknown): void {
  if (!isPlatformError(reason) || reason.code === 'no_session') throw reason;
}

export async function loadMemberAssets(
  port: AssetsPort,
  credential: PlatformCredential,
  memberId: number,
): Promise<MemberAssets> {
  const settled = await Promise.allSettled(ASSET_TYPE_ORDER.map((kind) => port.assets({ credential, memberId, kind })));
  const records = { investment: [], pension: [], annuity: [], liability: [] } as Record<AssetKind, AssetRecord[]>;
  const failed: AssetKind[] = [];
  ASSET_TYPE_ORDER.forEach((kind, i) => {
    const s = itemAt(settled, i);
    if (s.status === 'fulfilled') records[kind] = s.value.filter((r) => r.kind === kind);
    else {
      rethrowSessionLoss(s.reason);
      failed.push(kind);
    }
  });
  return { memberId, records, failed };
}

/** A list's code labels; a lookup that fails leaves those codes undescribed. */
async function labels(
  port: AssetsPort,
  credential: PlatformCredential,
  field: (kind: AssetKind) => string,
): Promise<CodeLabels> {
  const lists = await Promise.all(
    ASSET_TYPE_ORDER.map((kind) =>
      port.fieldChoices({ credential, entity: ASSET_ENTITY[kind], field: field(kind) }).catch((e) => {
        rethrowSessionLoss(e);
        return [];
      }),
    ),
  );
  return Object.fromEntries(
    ASSET_TYPE_ORDER.map((kind, i) => [kind, new Map(itemAt(lists, i).map((c) => [c.value, c.label]))]),
  ) as CodeLabels;
}

/** The ufield choices of each list's type and supplier codes (spec 2 §3 type_description, supplier_description), side by side. */
export async function loadCodeLabels(
  port: AssetsPort,
  credential: PlatformCredential,
): Promise<{ types: CodeLabels; suppliers: CodeLabels }> {
  const [types, suppliers] = await Promise.all([
    labels(port, credential, () => TYPE_FIELD),
    labels(port, credential, (k) => SUPPLIER_FIELD[k]),
  ]);
  return { types, suppliers };
}

/** Rapid totals of a member's lists; null when the call fails (the computed totals are used instead). */
export async function loadRapidTotals(
  port: AssetsPort,
  credential: PlatformCredential,
  memberId: number,
  currency: string,
  filters: RapidTotalFilters,
): Promise<Map<AssetKind, RapidTotal> | null> {
  try {
    const totals = await port.rapidTotals({ credential, memberId, kinds: ASSET_TYPE_ORDER, currency, filters });
    return new Map(totals.map((t) => [t.kind, t]));
  } catch (e) {
    rethrowSessionLoss(e);
    return null;
  }
}
