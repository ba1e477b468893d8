import { ASSET_LOAD_PROBLEM, ASSET_TYPE_LABELS, type AssetTypeKey } from '../../domain/assets/asset-display-texts';
import { cardItems } from '../../domain/assets/asset-cards';
import { netWorth, totalOf } from '../../domain/assets/asset-money';
import { assetTabIndex, ASSET_TYPE_ORDER, isLiability } from '../../domain/assets/asset-types';
import { decimalToNumber, type Decimal } from '../../domain/money/decimal';
import { rowsOf, type AssetRow } from './asset-rows';

/**
 * The home dashboard's assets summary (spec 2 §2 "Home dashboard", "Balance sheet"): one card per
 * type with managed data, in the default order, each with at most 3 descriptions by value; and at
 * the Assets level the managed net (managed assets less managed liabilities).
 */

export interface AssetCard {
  type: AssetTypeKey;
  label: string;
  count: number;
  total: number | null;
  items: string[];
  tab: number;
}

export interface AssetsSummary {
  enabled: boolean;
  currency: string;
  cards: AssetCard[];
  managedNet: number | null;
  problem: string | null;
}

const num = (d: Decimal | null) => (d === null ? null : decimalToNumber(d));

export function assetsSummary(
  rows: readonly AssetRow[],
  failed: readonly AssetTypeKey[],
  currency: string,
): AssetsSummary {
  const cards: AssetCard[] = [];
  const totals = new Map<AssetTypeKey, Decimal | null>();
  for (const type of ASSET_TYPE_ORDER) {
    const managed = rowsOf(rows, type, 'managed');
    const total = failed.includes(type) ? null : totalOf(managed.map((r) => r.ownedReport));
    totals.set(type, total);
    if (!managed.length) continue;
    cards.push({
      type,
      label: ASSET_TYPE_LABELS[type].plural,
      count: managed.length,
      total: num(total),
      items: cardItems(
        managed.map((r) => ({
          description: r.view.description,
          value: r.view.ownedValue.report ?? r.view.ownedValue.plan,
        })),
      ),
      tab: assetTabIndex(type),
    });
  }
  const owned = totalOf(ASSET_TYPE_ORDER.filter((t) => !isLiability(t)).map((t) => totals.get(t) ?? null));
  const owed = totalOf(ASSET_TYPE_ORDER.filter(isLiability).map((t) => totals.get(t) ?? null));
  return {
    enabled: true,
    currency,
    cards,
    managedNet: owned === null || owed === null ? null : decimalToNumber(netWorth(owned, owed)),
    problem: failed.length ? ASSET_LOAD_PROBLEM : null,
  };
}

export function disabledSummary(currency: string): AssetsSummary {
  return { enabled: false, currency, cards: [], managedNet: null, problem: null };
}
