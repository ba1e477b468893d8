import type { AssetTypeKey } from './asset-display-texts';

/** spec 2 §5 "Default asset type order": investments, pensions, annuities, liabilities (tabs asset=0..3). */
export const ASSET_TYPE_ORDER: readonly AssetTypeKey[] = ['investment', 'pension', 'annuity', 'liability'];

/** The balance sheet tab of a type (query parameter asset, 0 to 3). */
export function assetTabIndex(type: AssetTypeKey): number {
  return ASSET_TYPE_ORDER.indexOf(type);
}

/** Reads the query parameter asset: a whole number 0 to 3, otherwise null. */
export function parseAssetTab(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[0-3]$/.test(text)) return null;
  return Number(text);
}

/**
 * spec 2 §2: the selected tab falls back to the first tab with data. The asked-for tab stays when it
 * has data; with no data anywhere the asked-for tab (default the first) stays.
 */
export function selectedAssetTab(requested: number | null, counts: readonly number[]): number {
  const asked = requested !== null && requested >= 0 && requested < ASSET_TYPE_ORDER.length ? requested : 0;
  if ((counts[asked] ?? 0) > 0) return asked;
  const first = ASSET_TYPE_ORDER.findIndex((_, i) => (counts[i] ?? 0) > 0);
  return first === -1 ? asked : first;
}

/** Assets are liabilities or not: a liability counts against net worth. */
export function isLiability(type: AssetTypeKey): boolean {
  return type === 'liability';
}
